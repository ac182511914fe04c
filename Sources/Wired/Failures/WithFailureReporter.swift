/// The reporter of the current task, when one was set with `withFailureReporter`.
enum CurrentReporter {
  @TaskLocal static var value: FailureReporter?
}

/// Runs `operation` with every Wired failure it reports sent to `reporter`.
///
/// The reporter is task-local: it holds for `operation`, its child tasks and the tasks it creates with
/// `Task { }`, and never leaks into tests running in parallel. A detached task, a thread or a dispatch
/// queue does not inherit it; their failures go to ``FailureReporter/automatic``, so none is lost: XCTest fails
/// the running test, and Swift Testing records an issue of an «unknown» test, which fails the run.
///
/// - Parameters:
///   - reporter: Where failures go while `operation` runs.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
///
/// ```swift
/// withFailureReporter(.standardError) {
///   assertAllInjected(container.makeRootViewController())
/// }
/// ```
@discardableResult
public func withFailureReporter<Result>(
  _ reporter: FailureReporter,
  operation: () throws -> Result
) rethrows -> Result {
  try CurrentReporter.$value.withValue(reporter, operation: operation)
}

/// Runs the async `operation` with every Wired failure it reports sent to `reporter`.
///
/// - Parameters:
///   - reporter: Where failures go while `operation` runs.
///   - isolation: The actor `operation` runs on; inferred.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
@discardableResult
public func withFailureReporter<Result>(
  _ reporter: FailureReporter,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await CurrentReporter.$value.withValue(reporter, operation: operation, isolation: isolation)
}
