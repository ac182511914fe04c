import Foundation

// MARK: - How a leak check waits for work in flight, and reports what outlived it

extension LeakSearch {
  /// How long the synchronous forms turn the main run loop, at most, on the main thread of an XCTest test, in seconds.
  static let mainRunLoopGrace: TimeInterval = 0.05

  /// How long an awaited leak check waits for work in flight to let go, unless the test says: the default of every
  /// public form's `timeout:` (spelled there as `1`, for the reader of the signature), and the wait of the forms that
  /// take none (XCTest's `trackForMemoryLeaks`, a container's leak check).
  static let defaultTimeout: TimeInterval = 1

  /// The survivors, as a synchronous form sees them: it cannot suspend, so it does not wait, but for the main thread
  /// of an XCTest test, where it turns the run loop for ``mainRunLoopGrace`` at most, so that blocks queued on the
  /// main queue run; and not even there when cycles of stored references hold every survivor, which no work in
  /// flight breaks.
  ///
  /// NB: any other wait would hold the caller's thread, which in a Swift Testing run is one of the few that every
  /// test shares; work in flight calls for the `await` form, which the failure says. The main thread of an XCTest
  /// test is that test's alone (XCTest runs its tests one at a time there), and turning its run loop runs the work
  /// queued on it rather than sleeping; in Swift Testing it would run other tests' main-actor work inside this check.
  func survivorsAfterGrace() -> [Int] {
    var survivors = survivors
    guard !survivors.isEmpty, Thread.isMainThread, !TestFrameworks.testSharesThreads, !isExplainedByStoredGraph
    else { return survivors }
    let deadline = Date(timeIntervalSinceNow: Self.mainRunLoopGrace)
    var pause = 0.000_05
    while !survivors.isEmpty, Date() < deadline {
      RunLoop.current.run(until: Date(timeIntervalSinceNow: pause))
      pause = min(pause * 2, 0.004)
      survivors = self.survivors
    }
    return survivors
  }

  /// Waits for work in flight to let go of what `searches` track, by the one waiting rule
  /// (``awaitRelease(of:timeout:isolation:)``), then, when something outlived the wait, reads each root's graph again,
  /// so that what the test added since is judged with the rest; `readingFirst` reads it before waiting too, so that a
  /// cycle closed after tracking ends the wait at once. Every awaited leak check waits through here.
  static func awaitSurvivors(
    of searches: [LeakSearch], timeout: TimeInterval, readingFirst: Bool = false,
    isolation: isolated (any Actor)? = #isolation
  ) async -> EventualCheck.Outcome {
    if readingFirst { for search in searches { await search.readAgainIfTheRootSurvived() } }
    let outcome = await awaitRelease(of: searches, timeout: timeout, isolation: isolation)
    if outcome.ending != .held { for search in searches { await search.readAgainIfTheRootSurvived() } }
    return outcome
  }

  /// Waits until every check's survivors are gone, `timeout` passes or the task is cancelled, re-checking as work in
  /// flight lets go; returns at once, settled, when cycles of stored references alone keep what survives, which no
  /// work in flight lets go of. The one waiting rule of every awaited leak check.
  static func awaitRelease(
    of searches: [LeakSearch], timeout: TimeInterval, isolation: isolated (any Actor)? = #isolation
  ) async -> EventualCheck.Outcome {
    var remaining = Int.max
    return await EventualCheck.run(timeout: timeout, isolation: isolation) {
      let count = searches.reduce(0) { $0 + $1.survivors.count }
      defer { remaining = count }
      if count == 0 { return .held }
      // NB: asked only when the count changed: explaining survivors searches their cycles.
      if count != remaining, searches.allSatisfy(\.isExplainedByStoredGraph) { return .settled }
      return count < remaining ? .changed : .unchanged
    }
  }

  /// `within 1.0 s`, or why the wait ended early; `nil` when it did not wait, since the stored graph alone keeps what
  /// survives, as a synchronous check says it.
  static func waited(_ outcome: EventualCheck.Outcome, timeout: TimeInterval) -> String? {
    switch outcome.ending {
    case .cancelled: "before the task was cancelled"
    case .settled: nil
    case .held, .timedOut: "within \(timeout) s"
    }
  }

  /// Waits up to ``defaultTimeout`` for work in flight to let go of the objects, suspending, then reports those still
  /// alive at the line that started tracking them: the check at the end of an XCTest test.
  func reportSurvivorsAfterWaiting(
    _ message: () -> String, at site: SourceSite, isolation: isolated (any Actor)? = #isolation
  ) async {
    excuseWhatTheTestCaseHolds()
    let outcome = await Self.awaitSurvivors(
      of: [self], timeout: Self.defaultTimeout, readingFirst: true, isolation: isolation)
    // NB: a walk cut short at the scope's limit tracked only part of its graph: it fails, released or not.
    guard outcome.ending != .held || truncatedAt != nil else { return }
    reportSurvivors(message, at: site)
  }

  /// Reports the objects still alive at the end of a test, if any, at the line that started tracking them, once
  /// ``awaitSurvivors(of:timeout:readingFirst:isolation:)`` is over: with the graph as it is then, which the test may
  /// have added to, its actors read on their executors (the graph read when tracking began could not enter them).
  func reportSurvivors(_ message: () -> String, at site: SourceSite) {
    _ = verdict(for: survivors, built: "tracked here", waited: "by the end of the test").report(
      userMessage: message, at: site)
  }
}
