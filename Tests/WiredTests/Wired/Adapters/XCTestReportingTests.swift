import Foundation
import WiredTestSupport
import XCTest

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

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

  /// A synchronous check that passes without entering a library's actor warns on standard error, at the caller's
  /// line, and fails no XCTest test: XCTest has no warnings.
  func testASynchronousCheckThatDidNotEnterALibrarysActorWarnsAtTheCallersLine() throws {
    let app = AppOnAnActorServer()
    var passed = false
    let line = #line + 3
    var recorded: [Recorded] = []
    let output = try StandardError.capture {
      recorded = recordedFailures { passed = assertAllInjected(app, scope: libraryScope) }
    }
    XCTAssertTrue(passed)
    XCTAssertEqual(recorded, [])
    let warning = output.split(separator: "\n").first { $0.hasPrefix("\(#filePath):\(line):") }
    XCTAssertEqual(
      warning?.split(separator: " ", maxSplits: 1).last,
      "warning: Found no missing dependencies in the graph of AppOnAnActorServer, but did not read 1 place where the "
        + "app's objects may be", output)
  }
}

/// A scope that takes WiredTestSupport for a library.
private let libraryScope = GraphScope(
  excludedModules: ModuleName.system, onlyModules: nil, libraryModules: ["WiredTestSupport"])

/// An app that holds a library's actor.
private final class AppOnAnActorServer: @unchecked Sendable {
  let server = LibraryActorServer()
}
