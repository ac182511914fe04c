import Foundation
import WiredReading

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
    /// The check found that no wait can make the claim hold, and ended the wait at once.
    case settled
  }

  /// What one check found.
  enum Check {
    /// The claim holds: the wait is over.
    case held
    /// The claim does not hold, and the value differs from the one the previous check saw.
    case changed
    /// The claim does not hold, and nothing shows that anything changed.
    case unchanged
    /// The claim does not hold, and no wait can make it: a leak that cycles of stored references alone explain.
    case settled
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
  /// The longest pause when every change is announced, so that the budget is still looked at now and then.
  private static let announcedPause: UInt64 = 20_000_000

  /// Evaluates `check` on the caller's isolation until it holds, the timeout passes (counted as ``WaitBudget``
  /// counts it) or the task is cancelled.
  ///
  /// - Parameters:
  ///   - subscribe: Asks whatever the check reads to fire the signal when it changes (a spy, on each call), and
  ///     returns what undoes that; checks are then made on each change, and otherwise seldom.
  static func run(
    timeout: TimeInterval,
    isolation: isolated (any Actor)? = #isolation,
    subscribe: ((ChangeSignal) -> () -> Void)? = nil,
    _ check: () -> Check
  ) async -> Outcome {
    // NB: a wait gives the main thread time to register Wired's XCTest observer before the wait can fail, so that a
    // failure of an async XCTest test is known to be the test's, and printed once.
    TestFrameworks.prepare()
    let signal = ChangeSignal()
    let unsubscribe = subscribe?(signal)
    let start = DispatchTime.now().uptimeNanoseconds
    // NB: made at the first miss, so that a check that holds at once measures no load.
    var budget: WaitBudget?
    defer {
      unsubscribe?()
      budget?.finish()
    }
    func outcome(_ ending: Ending, at now: UInt64) -> Outcome {
      Outcome(ending: ending, checks: checks, elapsed: Double(now - start) / 1e9)
    }
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
      if case .held = found { return outcome(.held, at: now) }
      if case .settled = found { return outcome(.settled, at: now) }
      if Task.isCancelled { return outcome(.cancelled, at: now) }
      if budget == nil { budget = WaitBudget(timeout: timeout, start: start) }
      let left = budget!.left(at: now)
      guard left > 0 else { return outcome(.timedOut, at: now) }
      if changed || found == .changed { idleTurns = 0 } else { idleTurns += 1 }
      // NB: not `Task.yield()`, which hops to the cooperative pool even from the main actor, and so stalls while
      // other tests keep every thread of the pool busy; a zero-length wait is one turn of the caller's executor.
      let longest = subscribe == nil ? longestPause : announcedPause
      let backoff = firstPause << UInt64(min(max(0, idleTurns - turnsBeforeBackoff), 16))
      let pause = min(idleTurns <= turnsBeforeBackoff ? 0 : min(longest, backoff), left)
      await signal.wait(upTo: pause, isolation: isolation)
      let woken = DispatchTime.now().uptimeNanoseconds
      if !signal.hasChange { budget?.noteWake(expected: now + pause, actual: woken) }
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
