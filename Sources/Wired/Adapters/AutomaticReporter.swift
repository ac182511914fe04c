import WiredReading

/// Reports to whichever test framework is running the current test, and never drops a failure: a warning to
/// ``WarningReporter``, anything else along the route that ``FailureReporter/automatic`` documents.
struct AutomaticReporter {
  /// Reports the failure to the running test, or to standard error when no test can take it.
  ///
  /// - Parameter failure: The failure to report.
  func report(_ failure: TestFailure) {
    if failure.isWarning {
      WarningReporter().report(failure)
    } else if SwiftTestingReporter.isTestRunning {
      SwiftTestingReporter().report(failure)
    } else if XCTestReporter().recordIfTestIsRunning(failure) {
      return
    } else {
      StandardErrorReporter().report(failure)
      SwiftTestingReporter().report(failure)
    }
  }
}

extension FailureReporter {
  /// Reports to the test that is running: Swift Testing, then XCTest, then standard error. The default.
  ///
  /// A Swift Testing test running in the current task gets a Swift Testing issue; else a running XCTest test gets
  /// an XCTest failure; else (no test at all, or a detached task or thread during a Swift Testing run) the failure
  /// is written to standard error, and also recorded as a Swift Testing issue, which Swift Testing attributes to an
  /// «unknown» test when a run is in progress and ignores when none is.
  public static var automatic: FailureReporter {
    // NB: from now on Wired follows XCTest's tests, so that it knows whether one is running when a failure comes.
    XCTestReporter.observeTests()
    return FailureReporter { AutomaticReporter().report($0) }
  }
}
