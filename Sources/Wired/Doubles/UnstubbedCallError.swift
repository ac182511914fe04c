/// The error a mock's throwing `stubbedValue` throws for a call that nothing was stubbed for.
public struct UnstubbedCallError: Error, CustomStringConvertible {
  /// The mock, the function and the arguments of the call.
  public let description: String
}
