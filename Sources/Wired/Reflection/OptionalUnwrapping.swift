/// Looks through `Optional` at any depth without building a `Mirror`.
private protocol AnyOptional {
  var wrappedAny: Any? { get }
}

extension Optional: AnyOptional {
  fileprivate var wrappedAny: Any? {
    switch self {
    case .some(let wrapped):
      if let inner = wrapped as? any AnyOptional { inner.wrappedAny } else { wrapped }
    case .none:
      nil
    }
  }
}

/// What an `Any` holds once every layer of `Optional` is removed.
enum Unwrapped {
  /// The innermost value, or `nil` when some layer is `nil`; a non-optional value is returned as it is.
  static func value(_ value: Any) -> Any? {
    // NB: the metadata kind first: a cast to a protocol costs a conformance lookup, on every value of a walk.
    guard TypeKind.of(Swift.type(of: value)) == .optional, let optional = value as? any AnyOptional else {
      return value
    }
    return optional.wrappedAny
  }

  /// Whether the value is an `Optional` of any depth, `nil` or not.
  static func isOptional(_ value: Any) -> Bool {
    TypeKind.of(Swift.type(of: value)) == .optional
  }
}
