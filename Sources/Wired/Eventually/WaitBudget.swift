import Foundation

/// How long a wait may still go on: its timeout, counted only while the work it awaits could run.
///
/// A deadline on the wall clock is one that other tests can use up: while they keep every thread of the cooperative
/// pool busy, the work a test awaits cannot run, and the test fails through no fault of its own. So the time the pool
/// was saturated (``PoolLoad``) does not count, nor the time the wait's own executor (the main actor, say) was too
/// busy to wake it. However loaded the machine, a wait ends after ten times its timeout, so that nothing hangs.
struct WaitBudget {
  /// How many times its timeout a wait may take in all.
  static let hardLimitFactor: UInt64 = 10

  let timeout: UInt64
  let start: UInt64
  private let stalledAtStart: UInt64
  /// How late the wait's own wake-ups came, in all.
  private var lateWakes: UInt64 = 0

  /// A budget of `timeout` seconds for a wait that began at `start`, measuring the pool's load from now on; call
  /// ``finish()`` when the wait ends.
  init(timeout: TimeInterval, start: UInt64) {
    self.timeout = UInt64(min(max(0, timeout), 1e6) * 1_000_000_000)
    self.start = start
    PoolLoad.shared.begin()
    stalledAtStart = PoolLoad.shared.stalledNanoseconds(at: start)
  }

  /// Stops counting the pool's load for this wait.
  func finish() {
    PoolLoad.shared.end()
  }

  /// Notes that a wake-up asked for at `expected` came at `actual`.
  mutating func noteWake(expected: UInt64, actual: UInt64) {
    if actual > expected { lateWakes += actual - expected }
  }

  /// The time that did not count, in nanoseconds: the pool's saturation and the wait's late wake-ups, the larger.
  func uncounted(at now: UInt64) -> UInt64 {
    // NB: saturating: the meter only grows with the time asked about, but a caller's `now` may precede its start.
    let measured = PoolLoad.shared.stalledNanoseconds(at: now)
    let stalled = measured > stalledAtStart ? measured - stalledAtStart : 0
    return max(stalled, lateWakes)
  }

  /// How much of the timeout is left at `now`, in nanoseconds; 0 once it is spent or the hard limit passed.
  func left(at now: UInt64) -> UInt64 {
    let elapsed = now - start
    guard elapsed < timeout * Self.hardLimitFactor else { return 0 }
    let counted = elapsed - min(elapsed, uncounted(at: now))
    return counted < timeout ? timeout - counted : 0
  }
}
