/// Looks through `Optional`, its values and its metatypes, at any depth without building a `Mirror`.
protocol AnyOptional {
  /// The value inside every layer, or `nil` when some layer is `nil`.
  var wrappedAny: Any? { get }
  /// The `Wrapped` type of one layer.
  static var wrappedType: Any.Type { get }
  /// The value inside this layer only, or `nil` when it is `nil`.
  var wrappedLayer: Any? { get }
}

extension Optional: AnyOptional {
  static var wrappedType: Any.Type { Wrapped.self }

  var wrappedLayer: Any? { self.map { $0 as Any } }

  var wrappedAny: Any? {
    switch self {
    case .some(let wrapped):
      // NB: the metadata kind first, which spares a conformance lookup when the layer inside is no optional.
      if TypeKind.of(Swift.type(of: wrapped)) == .optional, let inner = wrapped as? any AnyOptional {
        inner.wrappedAny
      } else {
        wrapped
      }
    case .none:
      nil
    }
  }
}

/// What an `Any` holds once every layer of `Optional` is removed.
package enum Unwrapped {
  /// The innermost value, or `nil` when some layer is `nil`; a non-optional value is returned as it is.
  package static func value(_ value: Any) -> Any? {
    // NB: the metadata kind first: a cast to a protocol costs a conformance lookup, on every value of a walk.
    guard TypeKind.of(Swift.type(of: value)) == .optional, let optional = value as? any AnyOptional else {
      return value
    }
    return optional.wrappedAny
  }

  /// The value inside one layer of `Optional`, which may be an optional itself; `nil` when that layer is `nil`.
  static func oneLayer(_ value: Any) -> Any? {
    guard TypeKind.of(Swift.type(of: value)) == .optional, let optional = value as? any AnyOptional else {
      return value
    }
    return optional.wrappedLayer
  }

  /// Whether the value is an `Optional` of any depth, `nil` or not.
  static func isOptional(_ value: Any) -> Bool {
    TypeKind.of(Swift.type(of: value)) == .optional
  }
}
