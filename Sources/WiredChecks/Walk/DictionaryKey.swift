import Foundation
import WiredReading

/// The key and value pairs of a dictionary, from its mirror: the one unpacking that the walk, paths and messages use.
package enum DictionaryPairs {
  /// The pairs `mirror` lists, in its order.
  package static func of(_ mirror: Mirror) -> [(key: Any, value: Any)] {
    mirror.children.compactMap { pair(of: $0.value) }
  }

  /// The key and value of one entry a dictionary's mirror lists.
  package static func pair(of entry: Any) -> (key: Any, value: Any)? {
    // NB: a tuple's two elements read by the runtime's reflection, without a `Mirror` per entry; another value that
    // a custom mirror lists (a struct of two fields) through its own mirror's two children.
    if let (key, value) = TupleElements.pair(entry) { return (key, value) }
    let pair = Mirror(reflecting: entry).children.makeIterator()
    guard let key = pair.next(), let value = pair.next(), pair.next() == nil else { return nil }
    return (key.value, value.value)
  }
}

/// Dictionary keys as path segments spell them.
enum DictionaryKey {
  /// The key as a `String`, when it is one (directly or inside an `AnyHashable`).
  static func string(_ key: Any) -> String? {
    (key as? String) ?? ((key as? AnyHashable)?.base as? String)
  }

  /// Whether the key prints the same on every run, so that keys sort the same: a string, a number, an enum case, or
  /// the identity of a type (a library's storage keyed by `ObjectIdentifier(Key.self)`).
  static func isStable(_ key: Any) -> Bool {
    // NB: the keys of most dictionaries, told by their type alone, without a cast.
    if type(of: key) == String.self || type(of: key) == Int.self { return true }
    let base = (key as? AnyHashable)?.base ?? key
    if let identifier = base as? ObjectIdentifier { return identifiedType(identifier) != nil }
    return base is String || base is any BinaryInteger || Mirror(reflecting: base).displayStyle == .enum
  }

  /// The key as a path's subscript spells it: `["user"]`, `[42]` for a key that is not a string, `[LeafKey]` for the
  /// identity of a type; for another identity, which changes on every run, the type of the value it keys
  /// (`[NotifierService]`, inside a one-argument wrapper such as `Storage.Value<NotifierService>`). No segment
  /// carries an address.
  static func segment(_ key: Any, value: Any) -> String {
    // NB: an `Int` key spelled without `String(describing:)`, which asks the value for each of its protocols.
    if type(of: key) == Int.self, let number = key as? Int { return "[\(number)]" }
    if let text = string(key) { return "[\"\(text)\"]" }
    let base = (key as? AnyHashable)?.base ?? key
    if let identifier = base as? ObjectIdentifier {
      return "[\(identifiedType(identifier).map { TypeName.of($0) } ?? valueName(value))]"
    }
    return "[\(withoutAddresses(String(describing: key)))]"
  }

  /// The type whose metadata `identifier` is, when it identifies a type: its address is a type metadata symbol of a
  /// loaded image, which is never read otherwise.
  private static func identifiedType(_ identifier: ObjectIdentifier) -> Any.Type? {
    ImageSymbols.type(identifiedBy: identifier)
  }

  /// The value's type, unwrapped from a generic wrapper of one argument and from existentials.
  private static func valueName(_ value: Any) -> String {
    let type = type(of: Unwrapped.value(value) ?? value)
    if TypeKind.isGenericOverOneType(type), TypeKind.of(type) == .struct || type is AnyClass {
      return TypeName.of(TypeKind.firstGenericArgument(of: type) ?? type)
    }
    return TypeName.of(type)
  }

  /// `text` with each hexadecimal address (`0x` and six digits or more) shortened to `0x…`.
  static func withoutAddresses(_ text: String) -> String {
    guard text.contains("0x") else { return text }
    var result = ""
    var rest = text[...]
    while let prefix = rest.range(of: "0x") {
      result += rest[..<prefix.upperBound]
      let digits = rest[prefix.upperBound...].prefix { $0.isHexDigit }
      result += digits.count >= 6 ? "…" : digits
      rest = rest[prefix.upperBound...].dropFirst(digits.count)
    }
    return result + rest
  }
}
