import Foundation
import SampleApp
import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// Adoption mode: Wired's failures as warnings, so the checks can be switched on before the codebase passes them.
@Suite struct WarningReporterTests {
  /// NB: the assertion fails; under the trait its failure is a warning, so this test passes. Were it reported as an
  /// error, this test would fail.
  @Test(.reportingFailures(to: .warnings)) func underTheTraitAFailureIsAWarningAndTheTestPasses() {
    #expect(assertAllInjected(SceneCreator.make(.forgetsView)) == false)
  }

  @Test(.reportingFailures(to: .warnings), arguments: [false, true]) func theTraitCoversEveryCaseOfAParameterizedTest(
    forgets: Bool
  ) {
    #expect(assertAllInjected(SceneCreator.make(forgets ? .forgetsView : .none)) == !forgets)
  }

  @Test func outsideASwiftTestingTestAWarningIsWrittenToStandardError() throws {
    let output = try StandardError.capture {
      let done = DispatchSemaphore(value: 0)
      // NB: a thread runs outside the test's task, as an XCTest test or an app's debug build would.
      Thread {
        withFailureReporter(.warnings) {
          reportFailure("Expected X", fileID: "A/B.swift", filePath: "/src/B.swift", line: 12, column: 5)
        }
        done.signal()
      }.start()
      done.wait()
    }
    // NB: `contains`, as for the error reporter: Swift Testing writes its own progress to standard error meanwhile.
    #expect(output.contains("/src/B.swift:12:5: warning: Expected X\n"))
    #expect(!output.contains("error: Expected X"))
  }

  /// One rule in both frameworks: a warning's diagram is saved as a file, never written into the log, as XCTest's
  /// warnings mode did (forty lines of DOT and Mermaid on every run).
  @Test func aWarningsDiagramIsSavedNeverWrittenIntoTheLog() throws {
    let diagram = TestAttachment(name: "Scene-injection.dot", content: "digraph Wired { a -> b }")
    let output = try StandardError.capture {
      let done = DispatchSemaphore(value: 0)
      Thread {
        withFailureReporter(.warnings) {
          dispatchFailure(
            "Expected Y", at: SourceSite(fileID: "A/B.swift", filePath: "/src/B.swift", line: 3, column: 1),
            attachments: [diagram])
        }
        done.signal()
      }.start()
      done.wait()
    }
    #expect(output.contains("/src/B.swift:3:1: warning: Expected Y\n"))
    #expect(!output.contains("digraph"))
  }
}
