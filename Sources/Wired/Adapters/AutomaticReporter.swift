/// Reports to whichever test framework is running the current test, and never drops a failure: each of
/// ``TestFrameworks/all`` is offered it in turn, then standard error takes it, along the route that
/// ``FailureReporter/automatic`` documents; a warning goes the same way to the frameworks that have warnings.
struct AutomaticReporter {
  /// Reports the failure to the running test, or to standard error when no test can take it.
  ///
  /// - Parameter failure: The failure to report.
  func report(_ failure: TestFailure) {
    for framework in TestFrameworks.all where framework.record(failure) { return }
    StandardErrorReporter().report(failure, severity: failure.isWarning ? "warning" : "error")
    for framework in TestFrameworks.all { framework.recordUnattributed(failure) }
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
    TestFrameworks.prepare()
    return FailureReporter { AutomaticReporter().report($0) }
  }
}
