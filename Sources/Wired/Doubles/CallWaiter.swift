/// A task waiting until a spy has recorded enough calls to one function.
final class CallWaiter: @unchecked Sendable {
  let function: String
  let count: Int
  // NB: set once before the waiter is shared, resumed once by whoever removes the waiter from its spy.
  private var continuation: CheckedContinuation<Bool, Never>?
  /// The task that ends the wait when it times out; cancelled once the wait is over.
  var timeout: Task<Void, Never>?

  init(function: String, count: Int) {
    self.function = function
    self.count = count
  }

  func attach(_ continuation: CheckedContinuation<Bool, Never>) {
    self.continuation = continuation
  }

  func resume(_ satisfied: Bool) {
    continuation?.resume(returning: satisfied)
    continuation = nil
    timeout?.cancel()
  }
}
