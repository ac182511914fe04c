import Foundation
import XCTest

@testable import Wired
@testable import WiredChecks

final class XCTestReportingTests: FailureRecordingTestCase, @unchecked Sendable {
  func testAutomaticRecordsAnXCTestFailureAtTheCallersLine() {
    let line = #line + 1
    let recorded = recordedFailures { reportFailure("Expected the presenter to be set") }
    XCTAssertEqual(
      recorded,
      [Recorded(description: "failed - Expected the presenter to be set", filePath: "\(#filePath)", line: line)])
  }

  func testExplicitXCTestReporterRecordsAtTheCallersLine() {
    let line = #line + 2
    let recorded = recordedFailures {
      withFailureReporter(.xcTest) { reportFailure("through the explicit reporter") }
    }
    XCTAssertEqual(
      recorded, [Recorded(description: "failed - through the explicit reporter", filePath: "\(#filePath)", line: line)])
  }

  func testCaptureFailuresCollectsInsteadOfFailing() {
    var captured: [TestFailure] = []
    let line = #line + 1
    let recorded = recordedFailures { captured = captureFailures { reportFailure("captured") } }
    XCTAssertEqual(recorded, [])
    XCTAssertEqual(captured.map(\.message), ["captured"])
    XCTAssertEqual(captured.map(\.line), [UInt(line)])
  }

  /// A thread does not inherit the capture: its failure reaches the running XCTest test instead of vanishing.
  func testFailureOnAThreadDuringCaptureFailsTheRunningTest() {
    var captured: [TestFailure] = []
    let line = #line + 5
    let recorded = recordedFailures {
      captured = captureFailures {
        let done = DispatchSemaphore(value: 0)
        Thread {
          reportFailure("from a thread")
          done.signal()
        }
        .start()
        done.wait()
      }
    }
    XCTAssertEqual(captured, [])
    XCTAssertEqual(recorded, [Recorded(description: "failed - from a thread", filePath: "\(#filePath)", line: line)])
  }

  func testFailureOnADispatchQueueReachesTheRunningTest() {
    let line = #line + 2
    let recorded = recordedFailures {
      DispatchQueue.global().sync { reportFailure("from a queue") }
    }
    XCTAssertEqual(recorded, [Recorded(description: "failed - from a queue", filePath: "\(#filePath)", line: line)])
  }
}
