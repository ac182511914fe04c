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
    if let optional = value as? any AnyOptional {
      return optional.wrappedAny
    }
    return value
  }

  /// Whether the value is an `Optional` of any depth, `nil` or not.
  static func isOptional(_ value: Any) -> Bool {
    value is any AnyOptional
  }
}
