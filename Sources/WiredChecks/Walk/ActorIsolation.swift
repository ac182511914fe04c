import Foundation
import WiredReading

/// Runs a read of an actor's state on the actor's own executor, where nothing else changes it: how an awaited check
/// reads an app's actor, and what it holds, without a race.
///
/// The read waits its turn like any job on the actor. An actor that stays busy longer than `timeout` is not read: the
/// job, if it runs later, does nothing, and the caller says that the actor was not read, never waits forever.
enum ActorIsolation {
  /// How long an actor may keep the check waiting before it is reported as not read.
  static let admissionTimeout: TimeInterval = 5

  /// Runs `read` on `actor`'s executor and returns `true`, or returns `false` when the actor did not run it within
  /// `timeout`; then `read` never runs.
  static func run(
    on actor: any Actor, timeout: TimeInterval = admissionTimeout, _ read: @escaping @Sendable () -> Void
  ) async -> Bool {
    let gate = Gate()
    return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let once = Once(continuation)
      // NB: the deadline runs on a dispatch queue, not on the concurrency pool, which a busy suite may keep from it.
      let deadline = DispatchWorkItem {
        if gate.abandon() { once.resume(false) }
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
      // NB: at a high priority, so that the actor takes the read before work of its own queued at a lower one: a busy
      // actor would otherwise keep a test's read waiting for as long as it stays busy.
      Task(priority: .high) {
        await runIsolated(on: actor) {
          guard gate.begin() else { return }
          read()
        }
        deadline.cancel()
        once.resume(true)
      }
    }
  }

  /// Calls `body` isolated to `actor`: on its executor.
  private static func runIsolated(on actor: isolated any Actor, _ body: @Sendable () -> Void) {
    body()
  }

  /// Whether the read began or was abandoned: whichever comes first wins.
  private final class Gate: @unchecked Sendable {
    private let lock = NSLock()
    // NB: read and written only while `lock` is held.
    private var state: (began: Bool, abandoned: Bool) = (false, false)

    func begin() -> Bool {
      lock.guarded {
        guard !state.abandoned else { return false }
        state.began = true
        return true
      }
    }

    func abandon() -> Bool {
      lock.guarded {
        guard !state.began else { return false }
        state.abandoned = true
        return true
      }
    }
  }

  /// A continuation resumed once, by whichever of the read and the timeout ends first.
  private final class Once: @unchecked Sendable {
    private let lock = NSLock()
    // NB: read and written only while `lock` is held.
    private var continuation: CheckedContinuation<Bool, Never>?

    init(_ continuation: CheckedContinuation<Bool, Never>) {
      self.continuation = continuation
    }

    func resume(_ value: Bool) {
      lock.guarded {
        continuation?.resume(returning: value)
        continuation = nil
      }
    }
  }
}
