import Foundation

/// What has been read about each type, read once: the one cache of the runtime metadata readers.
///
/// A type's metadata never changes while the process runs, so an entry is never replaced or evicted.
package final class TypeCache<Value>: @unchecked Sendable {
  private let lock = NSLock()
  // NB: read and written only while `lock` is held.
  private var values: [ObjectIdentifier: Value] = [:]

  package init() {}

  /// The value for `type`, made by `make` the first time it is asked for (outside the lock, so `make` may read
  /// other caches).
  package func value(for type: Any.Type, make: () -> Value) -> Value {
    let key = ObjectIdentifier(type)
    if let known = lock.guarded({ values[key] }) { return known }
    let made = make()
    lock.guarded { values[key] = made }
    return made
  }
}
