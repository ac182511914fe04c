import XCTest

/// An XCTest case that can take the failures a block records, with their lines, instead of failing: to test that a
/// snippet reports to XCTest at the caller's line. The test targets that copy a snippet subclass it.
open class FailureRecordingTestCase: XCTestCase {
  private var recorded: [(description: String, line: Int)] = []
  private var isRecording = false

  /// The failures `body` recorded, with their lines, instead of failing the test.
  public func recordedFailures(_ body: () -> Void) -> [(description: String, line: Int)] {
    recorded = []
    isRecording = true
    body()
    isRecording = false
    return recorded
  }

  #if canImport(Darwin)
    override open func record(_ issue: XCTIssue) {
      guard isRecording else { return super.record(issue) }
      recorded.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
  #else
    override open func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
      guard isRecording else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      recorded.append((description, lineNumber))
    }
  #endif
}
