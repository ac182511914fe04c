import Foundation

/// A test framework that Wired reports to: the one place a framework plugs in. ``AutomaticReporter`` asks each of
/// ``TestFrameworks/all`` in turn, and the first whose test runs records the failure; the checks that wait ask them
/// whether the running test's threads are shared.
protocol TestFramework: Sendable {
  /// Gets ready to tell whether one of its tests runs (XCTest registers its observer), before a failure may come.
  func prepare()
  /// Records `failure` on this framework's running test, as a warning when it is one; `false` when none of its tests
  /// runs here, or it has no warnings, so that the next framework is asked. What the framework does not keep of the
  /// failure's attachments, it saves as files (``SavedAttachments/save(_:)``), as every reporter does.
  func record(_ failure: TestFailure) -> Bool
  /// Whether a test of this framework runs here on threads that every test of the run shares, which a check must
  /// never hold or turn.
  var sharesThreads: Bool { get }
  /// Whether one of its tests is known to run on the current task, without preparing (Swift Testing's test is the
  /// task's); `false` where it cannot tell so (XCTest's test is the process's). Where one is, no framework of the
  /// second kind needs to follow its tests.
  var isTestRunningOnThisTask: Bool { get }
  /// Records `failure`, which no framework's test took, where this framework shows what no test of its own reported
  /// (Swift Testing's «unknown» test, during a run), besides the line on standard error; nothing by default.
  func recordUnattributed(_ failure: TestFailure)
}

extension TestFramework {
  func recordUnattributed(_ failure: TestFailure) {}
}

/// The test frameworks Wired knows, in the order a failure is offered to them.
enum TestFrameworks {
  /// Swift Testing first, whose test is the current task's; then XCTest, whose test is the process's.
  static let all: [any TestFramework] = [SwiftTestingReporter.Framework(), XCTestReporter.Framework()]

  /// Readies every framework to tell whether its test runs.
  static func prepare() {
    for framework in all { framework.prepare() }
  }

  /// Whether a framework's test is known to run on the current task: frameworks whose test is the process's need not
  /// follow their tests then.
  static var isTestRunningOnThisTask: Bool { all.contains { $0.isTestRunningOnThisTask } }

  /// Whether the running test's threads are shared with other tests (a Swift Testing test's are): a check that
  /// waits never holds or turns one of them. An XCTest test's main thread is its own while it runs.
  static var testSharesThreads: Bool { all.contains { $0.sharesThreads } }

  /// Whether the runner of the tests keeps every failure's attachments, so that Wired saves none as files: Xcode,
  /// which runs XCTest and Swift Testing alike and says so in the environment of the test process.
  static var runnerKeepsAttachments: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["XCTestSessionIdentifier"] != nil || environment["XCTestConfigurationFilePath"] != nil
  }
}
