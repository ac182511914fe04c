import WiredReading

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
  enum End {
    case reached(Any)
    case broke(Break)
  }

  /// Whether the path broke on a nil: a property, element or value that is `nil`.
  private static func isNil(_ reason: Break) -> Bool {
    switch reason {
    case .foundNil, .nilElement: true
    default: false
    }
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
  ) -> End {
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
    guard let object = Existential.object(in: value) else { return nil }
    let type: Any.Type = type(of: object)
    let scope = GraphScope.appModules
    let isLibrary = scope.enters(type) && !scope.judges(type)
    return LiveObject.of(type, isLibrary: isLibrary) ?? (isLibrary ? LiveObject.confinement(of: object) : nil)
  }

  private static func step(_ segment: WiringPath.Segment, from owner: Any) -> End {
    // NB: a name after an enum is its case's, whose payload the path goes on into.
    if case .property(let name) = segment, TypeKind.of(type(of: owner)) != .enum {
      guard let property = PropertyLookup.property(named: name, of: owner) else {
        return .broke(.noSuchProperty(name: name, owner: owner))
      }
      return value(of: property, owner: owner)
    }
    let mirror = Mirror(reflecting: owner)
    switch segment {
    case .property(let name):
      guard let payload = mirror.children.first, payload.label == name else {
        return .broke(.otherEnumCase(name: name, owner: owner))
      }
      return Unwrapped.value(payload.value).map(End.reached) ?? .broke(.nilElement(segment, owner: owner))
    case .index(let index):
      if let elements = InlineElements.elements(of: owner) {
        guard index < elements.count else {
          return .broke(.indexOutOfRange(index, count: elements.count, owner: owner))
        }
        return Unwrapped.value(elements[index]).map(End.reached) ?? .broke(.nilElement(segment, owner: owner))
      }
      guard mirror.displayStyle == .collection else { return .broke(.notIndexable(owner: owner)) }
      let children = mirror.children
      guard index < children.count else {
        return .broke(.indexOutOfRange(index, count: children.count, owner: owner))
      }
      let element = children[children.index(children.startIndex, offsetBy: index)].value
      return Unwrapped.value(element).map(End.reached) ?? .broke(.nilElement(segment, owner: owner))
    case .key(let key):
      guard mirror.displayStyle == .dictionary else { return .broke(.notKeyed(owner: owner)) }
      for pair in DictionaryPairs.of(mirror) where DictionaryKey.string(pair.key) == key {
        return Unwrapped.value(pair.value).map(End.reached) ?? .broke(.nilElement(segment, owner: owner))
      }
      return .broke(.noSuchKey(key, owner: owner))
    }
  }

  private static func value(of property: StoredProperty, owner: Any) -> End {
    switch property.content {
    case .value(let stored):
      return Unwrapped.value(stored).map(End.reached) ?? .broke(.foundNil(property, owner: owner))
    case .lazyNeverRead:
      return .broke(.lazyNeverRead(property, owner: owner))
    case .unreadable(let unreadable):
      return .broke(.unreadable(property, unreadable, owner: owner))
    case .notFollowed(let reference):
      return .broke(
        .unreadable(property, UnreadableValue(type: reference.declaredType, reason: reference.reason), owner: owner))
    case .released(let released):
      let reason = "an unowned reference whose object was released, which the app cannot read either"
      return .broke(.unreadable(property, UnreadableValue(type: released.declaredType, reason: reason), owner: owner))
    }
  }
}
