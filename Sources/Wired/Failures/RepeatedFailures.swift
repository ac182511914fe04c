import Foundation
import WiredReading

/// Runs a build twice, as the leak checks do, and reports a failure of the second run only when the first did not
/// report it: a closure that fails the same way each time it runs (a misspelled stub) says so once.
final class RepeatedFailures: @unchecked Sendable {
  private let lock = NSLock()
  // NB: read and written only while `lock` is held.
  private var reported: Set<String> = []

  /// Builds `root` twice (``TwoBuilds``, each build in an autorelease pool), the second time without repeating the
  /// first time's failures.
  static func twoBuilds<Root>(_ root: () throws -> Root) rethrows -> TwoBuilds<Root> {
    let failures = RepeatedFailures()
    let outer = CurrentReporter.value ?? .automatic
    let first = try withFailureReporter(failures.recording(into: outer)) {
      try ObjectiveCRuntime.drainingAutoreleased(root)
    }
    let second = try withFailureReporter(failures.skippingRepeats(into: outer)) {
      try ObjectiveCRuntime.drainingAutoreleased(root)
    }
    return TwoBuilds(first: first, second: second)
  }

  /// Builds `root` twice, awaiting each build, the second time without repeating the first time's failures.
  static func twoBuilds<Root>(
    isolation: isolated (any Actor)? = #isolation, _ root: () async throws -> Root
  ) async rethrows -> TwoBuilds<Root> {
    let failures = RepeatedFailures()
    let outer = CurrentReporter.value ?? .automatic
    let first = try await withFailureReporter(failures.recording(into: outer), isolation: isolation, operation: root)
    let second = try await withFailureReporter(
      failures.skippingRepeats(into: outer), isolation: isolation, operation: root)
    return TwoBuilds(first: first, second: second)
  }

  private func recording(into outer: FailureReporter) -> FailureReporter {
    FailureReporter { failure in
      self.lock.guarded { _ = self.reported.insert(Self.key(failure)) }
      outer.report(failure)
    }
  }

  private func skippingRepeats(into outer: FailureReporter) -> FailureReporter {
    FailureReporter { failure in
      if !self.lock.guarded({ self.reported.contains(Self.key(failure)) }) { outer.report(failure) }
    }
  }

  private static func key(_ failure: TestFailure) -> String {
    "\(failure.fileID):\(failure.line):\(failure.column): \(failure.message)"
  }
}
