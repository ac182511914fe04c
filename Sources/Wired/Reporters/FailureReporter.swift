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
