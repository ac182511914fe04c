import Foundation

/// A task waiting until a spy has recorded enough calls to one function.
final class CallWaiter: @unchecked Sendable {
  let function: String
  let count: Int
  private let lock = NSLock()
  // NB: read and written only while `lock` is held: the recording thread may resume the waiter while the waiting
  // task is still attaching its timeout.
  private var continuation: CheckedContinuation<Bool, Never>?
  private var timeout: Task<Void, Never>?
  private var isFinished = false

  init(function: String, count: Int) {
    self.function = function
    self.count = count
  }

  func attach(_ continuation: CheckedContinuation<Bool, Never>) {
    lock.guarded { self.continuation = continuation }
  }

  /// Keeps the task that ends the wait when it times out, or cancels it at once when the wait is already over.
  func attachTimeout(_ task: Task<Void, Never>) {
    let finished = lock.guarded {
      if !isFinished { timeout = task }
      return isFinished
    }
    if finished { task.cancel() }
  }

  /// Resumes the waiting task once; later calls do nothing.
  func resume(_ satisfied: Bool) {
    let (waiting, timer) = lock.guarded {
      defer {
        isFinished = true
        continuation = nil
        timeout = nil
      }
      return (continuation, timeout)
    }
    timer?.cancel()
    waiting?.resume(returning: satisfied)
  }
}
