/// Reports each failure as a warning, so that a team can switch Wired's checks on across a legacy codebase and fix
/// what they find later: the test passes, and the warning says what it found, where.
///
/// In a Swift Testing test (Swift 6.3 and later) each failure becomes an issue of severity warning, shown in the run's
/// output and in Xcode's test report. XCTest has no warnings: there, and with an older compiler, and outside any
/// test, the failure is written to standard error as `file:line:column: warning: message`, which test logs show. Its
/// attachments (a diagram) are saved as files either way (``SavedAttachments``), never written into the log.
struct WarningReporter {
  /// Records the failure as a warning.
  ///
  /// - Parameter failure: The failure to record.
  func report(_ failure: TestFailure) {
    var warning = failure
    warning.isWarning = true
    AutomaticReporter().report(warning)
  }
}

extension FailureReporter {
  /// Reports each failure as a warning, for adopting Wired's checks in a codebase that does not pass them yet: a
  /// Swift Testing issue of severity warning (Swift 6.3 and later); elsewhere, XCTest included, which has no
  /// warnings, a `file:line:column: warning:` line on standard error. The test passes.
  ///
  /// ```swift
  /// @Suite(.reportingFailures(to: .warnings)) struct LegacySceneTests { … }
  /// ```
  public static var warnings: FailureReporter { FailureReporter { WarningReporter().report($0) } }
}
