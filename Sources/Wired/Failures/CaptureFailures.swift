import Foundation
import WiredReading

/// Runs `operation` and returns the failures it reported, in order, instead of failing the test.
///
/// This is how you test a helper built on Wired, or check the exact message of a Wired assertion:
///
/// ```swift
/// let failures = captureFailures { assertWired(scene, path: "interactor.presenter.view", to: scene) }
/// #expect(failures.map(\.message) == ["Expected \"interactor.presenter.view\" to be …"])
/// ```
///
/// Capturing is task-local, like ``withFailureReporter(_:operation:)-(_,()->Result)``: it sees the failures of
/// `operation` and of the tasks it creates, but not those of a detached task, a thread or a dispatch queue,
/// which go to ``FailureReporter/automatic``: XCTest fails the running test, and Swift Testing records an
/// issue of an «unknown» test, which fails the run.
///
/// - Parameter operation: The code whose failures to collect.
/// - Returns: The failures, in the order they were reported.
public func captureFailures(_ operation: () throws -> Void) rethrows -> [TestFailure] {
  let collector = FailureCollector()
  try withFailureReporter(FailureReporter(collector.report), operation: operation)
  return collector.failures
}

/// Runs the async `operation` and returns the failures it reported, in order, instead of failing the test.
///
/// - Parameters:
///   - isolation: The actor `operation` runs on; inferred.
///   - operation: The code whose failures to collect.
/// - Returns: The failures, in the order they were reported.
public func captureFailures(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: () async throws -> Void
) async rethrows -> [TestFailure] {
  let collector = FailureCollector()
  try await withFailureReporter(FailureReporter(collector.report), isolation: isolation, operation: operation)
  return collector.failures
}

/// Keeps the failures it is given, safely from any thread: what `captureFailures` reports to.
final class FailureCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [TestFailure] = []

  var failures: [TestFailure] {
    lock.guarded { collected }
  }

  func report(_ failure: TestFailure) {
    lock.guarded { collected.append(failure) }
  }
}
