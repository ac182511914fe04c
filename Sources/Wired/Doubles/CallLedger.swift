import Foundation

/// The one lock behind every spy: it orders calls across spies and guards their records, stubs and waiters.
///
/// One lock for all keeps `recordCall` to a single lock acquisition, and makes the sequence numbers that
/// order calls across spies agree with the order of the records.
enum CallLedger {
  private static let lock = NSLock()
  // NB: only read or written while `lock` is held.
  @exclusivity(unchecked) private nonisolated(unsafe) static var lastSequenceNumber = 0

  /// Runs `body` while holding the lock.
  // NB: locked here, not through WiredReading's `guarded`, so that the body is specialized and inlined: a generic
  // call across modules costs `recordCall` a tenth of its time.
  @inline(__always)
  static func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// The next sequence number; call it only while holding the lock.
  static func nextSequenceNumber() -> Int {
    lastSequenceNumber += 1
    return lastSequenceNumber
  }
}
