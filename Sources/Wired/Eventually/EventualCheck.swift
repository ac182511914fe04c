import Foundation

#if canImport(Observation)
  import Observation
#endif

/// Re-checks a condition until it holds or time runs out, without a fixed sleep: at once; again on every change
/// that `@Observable` state read by the condition announces; and, for state that announces nothing, as the
/// caller's executor turns, backing off to at most a few milliseconds between checks while nothing happens.
enum EventualCheck {
  /// How a wait ended.
  enum Ending: Equatable {
    case held
    case timedOut
    case cancelled
  }

  /// What one check found.
  enum Check {
    /// The claim holds: the wait is over.
    case held
    /// The claim does not hold, and the value differs from the one the previous check saw.
    case changed
    /// The claim does not hold, and nothing shows that anything changed.
    case unchanged
  }

  /// The ending, how many checks it took and how long it waited, in seconds.
  struct Outcome {
    let ending: Ending
    let checks: Int
    let elapsed: TimeInterval
  }

  /// Checks made one turn of the caller's executor apart before backing off, so that work queued on the same
  /// executor (the task that sets the state) runs first.
  private static let turnsBeforeBackoff = 3
  /// The first and the longest pause between checks while nothing announces a change.
  private static let firstPause: UInt64 = 50_000
  private static let longestPause: UInt64 = 4_000_000

  /// Evaluates `check` on the caller's isolation until it holds, the timeout passes or the task is cancelled.
  static func run(
    timeout: TimeInterval,
    isolation: isolated (any Actor)? = #isolation,
    _ check: () -> Check
  ) async -> Outcome {
    let signal = ChangeSignal()
    // NB: the monotonic clock of Dispatch, not `ContinuousClock`, which needs macOS 13 and iOS 16.
    let start = DispatchTime.now().uptimeNanoseconds
    let deadline = start + UInt64(min(max(0, timeout), 1e9) * 1_000_000_000)
    func elapsed(at now: UInt64) -> TimeInterval { Double(now - start) / 1e9 }
    var checks = 0
    var idleTurns = 0
    var isTracking = false
    while true {
      let changed = signal.takeChange()
      checks += 1
      // NB: an observation registration is spent once it fires; register again only then, so that state which
      // never changes does not collect one registration per check.
      let found = changed || !isTracking ? tracking(check, signal) : check()
      isTracking = true
      let now = DispatchTime.now().uptimeNanoseconds
      if case .held = found { return Outcome(ending: .held, checks: checks, elapsed: elapsed(at: now)) }
      if Task.isCancelled { return Outcome(ending: .cancelled, checks: checks, elapsed: elapsed(at: now)) }
      guard now < deadline else { return Outcome(ending: .timedOut, checks: checks, elapsed: elapsed(at: now)) }
      if changed || found == .changed { idleTurns = 0 } else { idleTurns += 1 }
      // NB: not `Task.yield()`, which hops to the cooperative pool even from the main actor, and so stalls while
      // other tests keep every thread of the pool busy; a zero-length wait is one turn of the caller's executor.
      let backoff = firstPause << UInt64(min(max(0, idleTurns - turnsBeforeBackoff), 16))
      let pause = idleTurns <= turnsBeforeBackoff ? 0 : min(longestPause, backoff)
      await signal.wait(upTo: min(pause, deadline - now), isolation: isolation)
    }
  }

  /// Runs `check`, asking `@Observable` state that it reads to announce its next change to `signal`.
  private static func tracking(_ check: () -> Check, _ signal: ChangeSignal) -> Check {
    #if canImport(Observation)
      if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
        return withObservationTracking(check, onChange: { signal.fire() })
      }
    #endif
    return check()
  }
}
