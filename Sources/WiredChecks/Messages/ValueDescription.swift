import WiredReading

/// How failure messages show a value: an object by type and identity, anything else as Swift would debug-print it.
package enum ValueDescription {
  /// `SceneViewController (0x000060000…)` for an object; `"text"`, `42` or `https://x` for a value.
  package static func of(_ value: Any) -> String {
    guard let unwrapped = Unwrapped.value(value) else { return "nil" }
    if let object = Existential.object(in: unwrapped) {
      return instance(object)
    }
    if TypeKind.of(type(of: unwrapped)) == .tuple {
      return tuple(unwrapped)
    }
    let text = unqualified(String(reflecting: unwrapped), modules: modules(of: unwrapped))
    // NB: a message stays readable, and small, even when the value is a huge collection.
    guard text.utf8.count > maximumLength else { return text }
    return String(text.prefix(maximumLength)) + "… (\(text.count - maximumLength) more characters)"
  }

  /// `(nil, LocationError.denied)`: each element as `of(_:)` shows it, so `Optional` never shows.
  private static func tuple(_ value: Any) -> String {
    let elements = Mirror(reflecting: value).children.map { child in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : "\($0): " } ?? ""
      return label + of(child.value)
    }
    return "(\(elements.joined(separator: ", ")))"
  }

  /// An error as Swift would debug-print it, without its type's module: `LoadError.offline`.
  package static func error(_ error: any Error) -> String {
    unqualified(String(reflecting: error), modules: Set([ModuleName.of(type(of: error))]).subtracting(["Swift"]))
  }

  /// The modules of `value`'s type and of its parts one level down (a collection's elements, a struct's fields, the
  /// first few), whose names a debug description puts before every type: `MyApp.AnalyticsEvent.login`.
  private static func modules(of value: Any) -> Set<String> {
    var modules: Set<String> = [ModuleName.of(type(of: value))]
    for child in Mirror(reflecting: value).children.prefix(partsLookedAt) {
      if let part = Unwrapped.value(child.value) { modules.insert(ModuleName.of(type(of: part))) }
    }
    return modules.subtracting(["Swift"])
  }

  /// How many parts of a value are looked at for the modules to leave out.
  private static let partsLookedAt = 20

  /// `text` without `Module.` before the names of `modules`' types, as paths name types: `AnalyticsEvent.login("x")`
  /// for `MyApp.AnalyticsEvent.login("x")`. Text in string literals stays as it is.
  static func unqualified(_ text: String, modules: Set<String>) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var inString = false
    var escaped = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if inString {
        if escaped {
          escaped = false
          // NB: a debug description escapes an apostrophe, `today\'s`, which a string literal never needs.
          if character == "'" { result.removeLast() }
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if result.last.map({ !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." }) ?? true,
        let module = modules.first(where: { text[index...].hasPrefix($0 + ".") })
      {
        index = text.index(index, offsetBy: module.count + 1)
        continue
      }
      result.append(character)
      index = text.index(after: index)
    }
    return result
  }

  /// How many characters of a value's description a message shows.
  static let maximumLength = 1_000

  /// An object as `of(_:)` shows it; any other value followed by its type: `3 (Int)`.
  package static func withType(_ value: Any) -> String {
    guard let unwrapped = Unwrapped.value(value) else { return "nil" }
    if Existential.object(in: unwrapped) != nil { return of(unwrapped) }
    return "\(of(unwrapped)) (\(TypeName.ofValue(unwrapped)))"
  }

  /// `SceneViewController (0x000060000…)`.
  package static func instance(_ object: AnyObject) -> String {
    "\(TypeName.of(type(of: object))) (\(address(of: object)))"
  }

  /// The address that identifies an object, as the debugger shows it.
  static func address(of object: AnyObject) -> String {
    let digits = String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    return "0x" + String(repeating: "0", count: max(0, 2 * MemoryLayout<UInt>.size - digits.count)) + digits
  }
}
