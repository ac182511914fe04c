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

extension FailureReporter where Self == AutomaticReporter {
  /// Reports to the test that is running: Swift Testing, then XCTest, then standard error. The default.
  public static var automatic: AutomaticReporter { AutomaticReporter() }
}

extension FailureReporter where Self == SwiftTestingReporter {
  /// Records a Swift Testing issue at the caller's location.
  public static var swiftTesting: SwiftTestingReporter { SwiftTestingReporter() }
}

extension FailureReporter where Self == XCTestReporter {
  /// Records an XCTest failure at the caller's file and line.
  public static var xcTest: XCTestReporter { XCTestReporter() }
}

extension FailureReporter where Self == StandardErrorReporter {
  /// Writes the failure to standard error, one `file:line:column: error: message` block per failure.
  public static var standardError: StandardErrorReporter { StandardErrorReporter() }
}
