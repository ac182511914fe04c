import Foundation
import XCTest

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// An `XCTestCase` that can catch the XCTest failures a block records, so XCTest suites can check them.
class FailureRecordingTestCase: XCTestCase, @unchecked Sendable {
  struct Recorded: Equatable {
    var description: String
    var filePath: String
    var line: Int
  }

  override class func setUp() {
    super.setUp()
    // NB: these tests intercept failures before XCTest's observers see them, so Wired must know from the start
    // that a test is running; otherwise it also writes the first intercepted failure to standard error.
    XCTestReporter.observeTests()
  }

  private let lock = NSLock()
  private var catching = false
  private var caught: [Recorded] = []

  /// Runs `body` and returns the XCTest failures it recorded, from any thread, instead of failing the test.
  func recordedFailures(_ body: () -> Void) -> [Recorded] {
    startCatching()
    body()
    return stopCatching()
  }

  /// Runs the async `body` and returns the XCTest failures it recorded, instead of failing the test.
  func recordedFailures(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async -> Void
  ) async -> [Recorded] {
    startCatching()
    await body()
    return stopCatching()
  }

  /// Catches the XCTest failures recorded from now on, such as those of a teardown block.
  func startCatching() {
    lock.guarded {
      catching = true
      caught = []
    }
  }

  /// Stops catching, and returns what was caught.
  func stopCatching() -> [Recorded] {
    lock.guarded {
      catching = false
      return caught
    }
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      let recorded = Recorded(
        description: issue.compactDescription,
        filePath: issue.sourceCodeContext.location?.fileURL.path ?? "",
        line: issue.sourceCodeContext.location?.lineNumber ?? 0
      )
      if !intercept(recorded) { super.record(issue) }
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
      if !intercept(Recorded(description: description, filePath: filePath, line: lineNumber)) {
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }
  #endif

  private func intercept(_ recorded: Recorded) -> Bool {
    lock.guarded {
      if catching { caught.append(recorded) }
      return catching
    }
  }
}
