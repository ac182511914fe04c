import Foundation
import WiredReading

/// Wakes a waiting check when observed state announces a change, or when a backoff interval runs out for
/// state that announces nothing: whichever comes first.
final class ChangeSignal: @unchecked Sendable {
  private let lock = NSLock()
  // NB: read and written only while `lock` is held.
  private var fired = false
  private var generation = 0
  private var continuation: CheckedContinuation<Void, Never>?
  private var timer: DispatchWorkItem?
  private static let timers = DispatchQueue(label: "Wired.ChangeSignal.timers")

  /// Marks a change, and resumes the wait in progress, if any.
  func fire() {
    let (waiting, pendingTimer) = lock.guarded {
      fired = true
      defer {
        continuation = nil
        timer = nil
      }
      return (continuation, timer)
    }
    pendingTimer?.cancel()
    waiting?.resume()
  }

  /// Whether a change is marked, leaving the mark.
  var hasChange: Bool {
    lock.guarded { fired }
  }

  /// Whether a change was marked since the last call, which clears the mark.
  func takeChange() -> Bool {
    lock.guarded {
      defer { fired = false }
      return fired
    }
  }

  /// Suspends until a change is marked, the interval runs out or the task is cancelled; at once when a change
  /// is already marked.
  func wait(upTo nanoseconds: UInt64, isolation: isolated (any Actor)? = #isolation) async {
    await withTaskCancellationHandler(
      operation: {
        await withCheckedContinuation(isolation: isolation) { (waiting: CheckedContinuation<Void, Never>) in
          let current: Int? = lock.guarded {
            guard !fired else { return nil }
            generation += 1
            continuation = waiting
            return generation
          }
          guard let current else { return waiting.resume() }
          // NB: a timer on a serial queue of its own, not a sleeping task nor a global queue: a serial queue may
          // take a thread of its own, so the timer fires while other tests keep every thread of the pool busy,
          // and a wait on the main actor keeps checking.
          let expiry = DispatchWorkItem { [self] in expire(current) }
          lock.guarded { if generation == current, continuation != nil { timer = expiry } }
          Self.timers.asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds)), execute: expiry)
        }
      },
      onCancel: { fire() },
      isolation: isolation
    )
  }

  /// Ends the wait of `generation` when its interval ran out, without marking a change.
  private func expire(_ expired: Int) {
    let waiting: CheckedContinuation<Void, Never>? = lock.guarded {
      guard generation == expired else { return nil }
      defer {
        continuation = nil
        timer = nil
      }
      return continuation
    }
    waiting?.resume()
  }
}
