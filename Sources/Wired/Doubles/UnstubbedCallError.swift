/// The error ``Mock/stubbedAnswer(_:with:fileID:filePath:line:column:)->_`` throws for a call nothing was stubbed for.
public struct UnstubbedCallError: Error, CustomStringConvertible {
  /// The mock, the function and the arguments of the call.
  public let description: String
}
