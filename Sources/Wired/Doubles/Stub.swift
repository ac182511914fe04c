/// What a mock answers to a call of one function.
enum Stub {
  case value(Any)
  case error(any Error)
  case handler(([Any]) throws -> Any)
  case sequence([Any], next: Int)
}

/// The answer a stub gives to one call, taken while holding the ledger's lock and used after releasing it.
enum StubAnswer {
  case value(Any)
  case error(any Error)
  case handler(([Any]) throws -> Any)
  case unstubbed
}

/// The error a mock's throwing `stubbedValue` throws for a call that nothing was stubbed for.
public struct UnstubbedCallError: Error, CustomStringConvertible {
  /// The mock, the function and the arguments of the call.
  public let description: String
}

/// A stub whose value has another type than the call returns: reported where the call is, once.
struct MismatchedStub: Error, CustomStringConvertible {
  let description: String
}

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
