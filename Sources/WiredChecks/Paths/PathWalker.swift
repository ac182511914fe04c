/// Follows a ``WiringPath`` through a value, step by step, without building any text on the way.
enum PathWalker {
  /// Where a path could not be followed, and what was there instead.
  enum Break {
    case invalidPath(PathSyntaxError)
    case nilRoot
    case noSuchProperty(name: String, owner: Any)
    case foundNil(StoredProperty, owner: Any)
    case unreadable(StoredProperty, UnreadableValue, owner: Any)
    case lazyNeverRead(StoredProperty, owner: Any)
    case otherEnumCase(name: String, owner: Any)
    case notIndexable(owner: Any)
    case indexOutOfRange(Int, count: Int, owner: Any)
    case nilElement(WiringPath.Segment, owner: Any)
    case notKeyed(owner: Any)
    case noSuchKey(String, owner: Any)
    /// The path goes into an object whose state a running thread owns, which Wired never reads.
    case live(LiveObject, owner: Any)
  }

  /// The end of a walk: the value reached, or where the path broke.
  /// Whether the path broke on a nil: a property, element or value that is `nil`.
  private static func isNil(_ reason: Break) -> Bool {
    switch reason {
    case .foundNil, .nilElement: true
    default: false
    }
  }

  enum Outcome {
    case reached(Any)
    case broke(Break)
  }

  /// One step that the walk took: the segment and the non-nil value it led to.
  struct Step {
    let segment: WiringPath.Segment
    let value: Any
  }

  /// Follows `path` from `root` to the value at its end, every `Optional` on the way unwrapped.
  ///
  /// - Parameters:
  ///   - nilAtTheEnd: Whether a nil that the last segment finds is reached (as `Optional<Any>.none`) rather than a
  ///     break, for a claim that expects nil.
  ///   - onStep: Called with each step taken, for messages; `nil` on the success path.
  static func follow(
    _ path: WiringPath, from root: Any, nilAtTheEnd: Bool = false, onStep: ((Step) -> Void)? = nil
  ) -> Outcome {
    let segments: [WiringPath.Segment]
    switch path.segments {
    case .success(let parsed): segments = parsed
    case .failure(let error): return .broke(.invalidPath(error))
    }
    guard var current = Unwrapped.value(root) else { return .broke(.nilRoot) }
    for (index, segment) in segments.enumerated() {
      // NB: the root is read whatever it is, since the test chose it; what the path reaches is read only when no
      // running thread owns it.
      if index > 0, let live = live(current) { return .broke(.live(live, owner: current)) }
      switch step(segment, from: current) {
      case .reached(let next):
        onStep?(Step(segment: segment, value: next))
        current = next
      case .broke(let reason):
        if nilAtTheEnd, index == segments.count - 1, isNil(reason) { return .reached(Any?.none as Any) }
        return .broke(reason)
      }
    }
    return .reached(current)
  }

  /// What a running thread does with `value`, when it is an object whose state one owns.
  private static func live(_ value: Any) -> LiveObject? {
    guard let object = AnyContainer.object(in: value) else { return nil }
    let type: Any.Type = type(of: object)
    let scope = GraphScope.appModules
    let isLibrary = scope.enters(type) && !scope.judges(type)
    return LiveObject.of(type, isLibrary: isLibrary) ?? (isLibrary ? LiveObject.confinement(of: object) : nil)
  }

  private static func step(_ segment: WiringPath.Segment, from owner: Any) -> Outcome {
    if case .property(let name) = segment {
      switch FieldReader.lookup(name, in: owner) {
      case .found(let property): return value(of: property, owner: owner)
      case .missing: return .broke(.noSuchProperty(name: name, owner: owner))
      case .notRead: break
      }
    }
    let mirror = Mirror(reflecting: owner)
    switch segment {
    case .property(let name):
      if mirror.displayStyle == .enum {
        guard let payload = mirror.children.first, payload.label == name else {
          return .broke(.otherEnumCase(name: name, owner: owner))
        }
        return Unwrapped.value(payload.value).map(Outcome.reached) ?? .broke(.nilElement(segment, owner: owner))
      }
      guard let property = PropertyLookup.property(named: name, in: mirror) else {
        return .broke(.noSuchProperty(name: name, owner: owner))
      }
      return value(of: property, owner: owner)
    case .index(let index):
      if let elements = InlineElements.elements(of: owner) {
        guard index < elements.count else {
          return .broke(.indexOutOfRange(index, count: elements.count, owner: owner))
        }
        return Unwrapped.value(elements[index]).map(Outcome.reached) ?? .broke(.nilElement(segment, owner: owner))
      }
      guard mirror.displayStyle == .collection else { return .broke(.notIndexable(owner: owner)) }
      let children = mirror.children
      guard index < children.count else {
        return .broke(.indexOutOfRange(index, count: children.count, owner: owner))
      }
      let element = children[children.index(children.startIndex, offsetBy: index)].value
      return Unwrapped.value(element).map(Outcome.reached) ?? .broke(.nilElement(segment, owner: owner))
    case .key(let key):
      guard mirror.displayStyle == .dictionary else { return .broke(.notKeyed(owner: owner)) }
      for entry in mirror.children {
        let pair = Mirror(reflecting: entry.value).children.map(\.value)
        guard pair.count == 2, DictionaryKey.string(pair[0]) == key else { continue }
        return Unwrapped.value(pair[1]).map(Outcome.reached) ?? .broke(.nilElement(segment, owner: owner))
      }
      return .broke(.noSuchKey(key, owner: owner))
    }
  }

  private static func value(of property: StoredProperty, owner: Any) -> Outcome {
    var stored = property.value
    switch property.storage {
    case .plain:
      // NB: compared by type first, which costs no dynamic cast on every hop.
      if type(of: stored) == UnreadableValue.self, let unreadable = stored as? UnreadableValue {
        return .broke(.unreadable(property, unreadable, owner: owner))
      }
      if let unread = stored as? UnreadReference {
        return .broke(
          .unreadable(property, UnreadableValue(type: unread.declaredType, reason: unread.reason), owner: owner))
      }
      if let released = stored as? ReleasedReference {
        let reason = "an unowned reference whose object was released, which the app cannot read either"
        return .broke(.unreadable(property, UnreadableValue(type: released.declaredType, reason: reason), owner: owner))
      }
    case .wrapper:
      stored = WrapperStorage.wrappedValue(of: stored) ?? stored
    case .lazy:
      // NB: one level only: the storage is `T?`, and `T` may be optional itself.
      guard let initialized = Mirror(reflecting: stored).children.first?.value else {
        return .broke(.lazyNeverRead(property, owner: owner))
      }
      stored = initialized
    }
    return Unwrapped.value(stored).map(Outcome.reached) ?? .broke(.foundNil(property, owner: owner))
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
    let base = (key as? AnyHashable)?.base ?? key
    if let identifier = base as? ObjectIdentifier { return identifiedType(identifier) != nil }
    return base is String || base is any BinaryInteger || Mirror(reflecting: base).displayStyle == .enum
  }

  /// The key as a path's subscript spells it: `["user"]`, `[42]` for a key that is not a string, `[LeafKey]` for the
  /// identity of a type; for another identity, which changes on every run, the type of the value it keys
  /// (`[NotifierService]`, inside a one-argument wrapper such as `Storage.Value<NotifierService>`). No segment
  /// carries an address.
  static func segment(_ key: Any, value: Any) -> String {
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
    if let descriptor = ContextDescriptor(of: type), descriptor.genericParameters.keyArguments == 1,
      descriptor.genericParameterList == [.init(kind: .type, hasKeyArgument: true)],
      TypeKind.of(type) == .struct || type is AnyClass
    {
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
