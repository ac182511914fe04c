import Foundation
import WiredReading

/// How long, while waits are in progress, the cooperative thread pool kept ready work waiting for a thread: measured
/// by a small probe job sent to the pool every few milliseconds, from a timer on a queue of its own.
///
/// Swift Testing runs tests in parallel on a pool as wide as the machine's cores. When other tests keep every thread
/// busy (a long computation, a blocking call), the work a test awaits waits for a thread as well; a wait that counts
/// that time against its timeout fails because of other tests. ``WaitBudget`` does not count it.
final class PoolLoad: @unchecked Sendable {
  /// The one meter of the process, which runs while at least one wait is in progress.
  static let shared = PoolLoad()

  /// How often a probe is sent, in nanoseconds.
  private static let interval: UInt64 = 2_000_000
  /// How long a probe may wait for a thread and still count as run at once, in nanoseconds.
  private static let threshold: UInt64 = 1_000_000

  private let lock = NSLock()
  private let queue = DispatchQueue(label: "Wired.PoolLoad")
  // NB: read and written only while `lock` is held.
  private var waits = 0
  private var stalled: UInt64 = 0
  private var probeSentAt: UInt64?
  private var timer: DispatchSourceTimer?

  /// Starts measuring for one more wait.
  func begin() {
    lock.guarded {
      waits += 1
      guard timer == nil else { return }
      let source = DispatchSource.makeTimerSource(queue: queue)
      source.schedule(deadline: .now(), repeating: .nanoseconds(Int(Self.interval)))
      source.setEventHandler { [self] in sendProbe() }
      timer = source
      source.resume()
    }
  }

  /// Ends one wait's measuring; the meter stops with the last.
  func end() {
    let stopped: DispatchSourceTimer? = lock.guarded {
      waits -= 1
      guard waits == 0 else { return nil }
      defer { timer = nil }
      return timer
    }
    stopped?.cancel()
  }

  /// How long ready work has waited for a pool thread so far, beyond a moment, in nanoseconds: the probes' waits,
  /// and the wait of the probe not yet run.
  func stalledNanoseconds(at now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> UInt64 {
    lock.guarded {
      let pending = probeSentAt.map { now > $0 + Self.threshold ? now - $0 - Self.threshold : 0 } ?? 0
      return stalled + pending
    }
  }

  private func sendProbe() {
    let sent: UInt64? = lock.guarded {
      guard probeSentAt == nil else { return nil }
      let now = DispatchTime.now().uptimeNanoseconds
      probeSentAt = now
      return now
    }
    guard let sent else { return }
    Task.detached { [self] in probeRan(sentAt: sent) }
  }

  private func probeRan(sentAt sent: UInt64) {
    let now = DispatchTime.now().uptimeNanoseconds
    lock.guarded {
      if now > sent + Self.threshold { stalled += now - sent - Self.threshold }
      probeSentAt = nil
    }
  }
}
