/// The error ``Mock/stubbedAnswer(_:with:fileID:filePath:line:column:)->_`` throws for a call nothing was stubbed for.
public struct UnstubbedCallError: Error, CustomStringConvertible {
  /// The mock, the function and the arguments of the call, in one line: the whole failure, with what to do, was
  /// already reported where the call was made, so that a test that fails on the thrown error says it once.
  public let description: String

  /// The error for a call whose failure, `failure`, was reported: its headline.
  init(reported failure: String) {
    let headline = failure.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? failure
    description = headline + " (reported where the call was made)"
  }
}
