/// Something that turns a ``TestFailure`` into a failed test, a log line or anything else.
///
/// Wired reports every failure through the reporter of the current task, which is ``automatic`` unless
/// ``withFailureReporter(_:operation:)-(_,()->Result)`` says otherwise. Conform your own type to route
/// failures elsewhere, for example to a logger in a debug build of an app:
///
/// ```swift
/// struct LoggingReporter: FailureReporter {
///   func report(_ failure: TestFailure) { logger.error("\(failure)") }
/// }
/// ```
public protocol FailureReporter: Sendable {
  /// Reports one failure.
  ///
  /// - Parameter failure: The failure, with its message and the caller's source location.
  func report(_ failure: TestFailure)
}

// MARK: -

/// One of the reporters Wired provides, named by its accessor: ``FailureReporter/automatic``,
/// ``FailureReporter/swiftTesting``, ``FailureReporter/xcTest``, ``FailureReporter/standardError`` or
/// ``FailureReporter/warnings``.
public struct BuiltInReporter: FailureReporter {
  let base: any FailureReporter

  /// Reports the failure the way the accessor that made this reporter says.
  ///
  /// - Parameter failure: The failure to report.
  public func report(_ failure: TestFailure) {
    base.report(failure)
  }
}

extension FailureReporter where Self == BuiltInReporter {
  /// Reports to the test that is running: Swift Testing, then XCTest, then standard error. The default.
  ///
  /// A Swift Testing test running in the current task gets a Swift Testing issue; else a running XCTest test gets
  /// an XCTest failure; else (no test at all, or a detached task or thread during a Swift Testing run) the failure
  /// is written to standard error, and also recorded as a Swift Testing issue, which Swift Testing attributes to an
  /// «unknown» test when a run is in progress and ignores when none is.
  public static var automatic: BuiltInReporter { BuiltInReporter(base: AutomaticReporter()) }

  /// Records a Swift Testing issue at the caller's location; outside a Swift Testing run, it does nothing.
  public static var swiftTesting: BuiltInReporter { BuiltInReporter(base: SwiftTestingReporter()) }

  /// Records an XCTest failure at the caller's file and line, or writes it to standard error when no XCTest test
  /// runs (XCTest would drop it without a word).
  public static var xcTest: BuiltInReporter { BuiltInReporter(base: XCTestReporter()) }

  /// Writes the failure to standard error, one `file:line:column: error: message` block per failure; never traps.
  public static var standardError: BuiltInReporter { BuiltInReporter(base: StandardErrorReporter()) }

  /// Reports each failure as a warning, for adopting Wired's checks in a codebase that does not pass them yet: a
  /// Swift Testing issue of severity warning (Swift 6.3 and later); elsewhere, XCTest included, which has no
  /// warnings, a `file:line:column: warning:` line on standard error. The test passes.
  ///
  /// ```swift
  /// @Suite(.reportingFailures(to: .warnings)) struct LegacySceneTests { … }
  /// ```
  public static var warnings: BuiltInReporter { BuiltInReporter(base: WarningReporter()) }
}
