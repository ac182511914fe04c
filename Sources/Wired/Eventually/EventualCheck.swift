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

  /// The ending, how many checks it took and how long it waited.
  struct Outcome {
    let ending: Ending
    let checks: Int
    let elapsed: Duration
  }

  /// Checks made with a plain `Task.yield()` before backing off, so work queued on the same executor runs first.
  private static let yieldsBeforeBackoff = 3
  /// The first and the longest pause between checks while nothing announces a change.
  private static let firstPause: UInt64 = 50_000
  private static let longestPause: UInt64 = 4_000_000

  /// Evaluates `condition` on the caller's isolation until it returns `true`, the timeout passes or the task is
  /// cancelled.
  static func run(
    timeout: TimeInterval,
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
  ) async -> Outcome {
    let signal = ChangeSignal()
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = start + .nanoseconds(Int64(max(0, timeout) * 1_000_000_000))
    var checks = 0
    var idleTurns = 0
    var isTracking = false
    while true {
      let changed = signal.takeChange()
      checks += 1
      // NB: an observation registration is spent once it fires; register again only then, so that state which
      // never changes does not collect one registration per check.
      let holds = changed || !isTracking ? tracking(condition, signal) : condition()
      isTracking = true
      if holds { return Outcome(ending: .held, checks: checks, elapsed: clock.now - start) }
      if Task.isCancelled { return Outcome(ending: .cancelled, checks: checks, elapsed: clock.now - start) }
      let now = clock.now
      guard now < deadline else { return Outcome(ending: .timedOut, checks: checks, elapsed: now - start) }
      idleTurns = changed ? 0 : idleTurns + 1
      if idleTurns <= yieldsBeforeBackoff {
        await Task.yield()
      } else {
        let backoff = min(longestPause, firstPause << UInt64(min(idleTurns - yieldsBeforeBackoff, 16)))
        let remaining =
          UInt64(max(0, (deadline - now).components.attoseconds / 1_000_000_000))
          + UInt64((deadline - now).components.seconds) * 1_000_000_000
        await signal.wait(upTo: min(backoff, remaining), isolation: isolation)
      }
    }
  }

  /// Evaluates `condition`, asking `@Observable` state that it reads to announce its next change to `signal`.
  private static func tracking(_ condition: () -> Bool, _ signal: ChangeSignal) -> Bool {
    #if canImport(Observation)
      if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
        return withObservationTracking(condition, onChange: { signal.fire() })
      }
    #endif
    return condition()
  }
}
