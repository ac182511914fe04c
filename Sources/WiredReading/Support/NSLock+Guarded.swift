import Foundation

extension NSLock {
  /// Runs `body` while holding the lock.
  // NB: Foundation's own `withLock` is not available on every OS version Wired supports.
  package func guarded<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
