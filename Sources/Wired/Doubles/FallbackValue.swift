/// Values Wired can make up when a call has no stub: `()` and `nil`.
enum FallbackValue {
  static func make<T>(_ type: T.Type) -> T? {
    if T.self == Void.self { return () as? T }
    if let optional = T.self as? any ExpressibleByNilLiteral.Type {
      return optional.init(nilLiteral: ()) as? T
    }
    return nil
  }
}
