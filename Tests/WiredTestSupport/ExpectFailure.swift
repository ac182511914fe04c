import Testing
import Wired

/// Expects exactly one failure, with this message, at this line of the calling file.
public func expectFailure(
  _ message: String,
  line: Int,
  in failures: [TestFailure],
  fileID: String = #fileID,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(failures.map(\.message) == [message], sourceLocation: sourceLocation)
  #expect(failures.map(\.line) == [UInt(line)], sourceLocation: sourceLocation)
  #expect(failures.map(\.fileID) == [fileID], sourceLocation: sourceLocation)
}

/// Expects `body` to report no failure.
public func expectNoFailure(sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) {
  let failures = captureFailures(body)
  #expect(failures.map(\.message) == [], sourceLocation: sourceLocation)
}
