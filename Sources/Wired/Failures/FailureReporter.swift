/// Where Wired sends a ``TestFailure``: a failed test, a warning, a log line or anything else.
///
/// Wired reports every failure through the reporter of the current task, which is ``automatic`` unless
/// ``withFailureReporter(_:operation:)-(_,()->Result)`` says otherwise. Make your own from a closure to route failures
/// elsewhere, for example to a logger in a debug build of an app:
///
/// ```swift
/// let logging = FailureReporter { failure in logger.error("\(failure)") }
/// withFailureReporter(logging) { assertAllInjected(container.makeRootViewController()) }
/// ```
public struct FailureReporter: Sendable {
  private let body: @Sendable (TestFailure) -> Void

  /// A reporter that hands each failure to `report`.
  ///
  /// - Parameter report: What to do with a failure; it may be called from any thread.
  public init(_ report: @escaping @Sendable (TestFailure) -> Void) {
    body = report
  }

  /// Reports one failure.
  ///
  /// - Parameter failure: The failure, with its message and the caller's source location.
  public func report(_ failure: TestFailure) {
    body(failure)
  }
}
