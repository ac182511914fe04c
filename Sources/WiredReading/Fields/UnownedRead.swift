/// Reads an `unowned` reference without ever loading it blindly: the runtime's own load stops the process when the
/// object is gone (`Attempted to read an unowned reference but object … was already destroyed`).
///
/// A native `unowned` reference is the object's address, and keeps the object's memory (not the object) alive while
/// it exists: so the address is read where it lies, and the object is retained only if it still lives, by the
/// runtime's `swift_tryRetain`, which refuses an object whose deinitialization has begun. Where Swift has Objective-C
/// interop an `unowned` reference may be stored another way, and is not read.
enum UnownedRead {
  /// Whether `unowned` references are read at all.
  static var isAvailable: Bool {
    DirectRead.isAvailable && RuntimeFunctions.tryRetain != nil
  }

  /// The object the `unowned` reference at `address` refers to, retained, or `nil` when it was released.
  ///
  /// NB: `address` lies inside an object or value that the caller keeps alive while it reads.
  static func object(at address: UnsafeRawPointer) -> AnyObject? {
    guard let tryRetain = RuntimeFunctions.tryRetain, let object = address.load(as: UnsafeMutableRawPointer?.self),
      let retained = tryRetain(object)
    else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(retained).takeRetainedValue()
  }
}

/// An `unowned` reference whose object was released: reading it in the app stops the process.
package struct ReleasedReference: CustomStringConvertible {
  /// The field's declared type.
  package let declaredType: Any.Type

  package var description: String { "\(TypeName.of(declaredType)), unowned, whose object was released" }
}

/// A reference Wired does not read, and why: `unowned(unsafe)`, whose object may be gone. It keeps nothing alive and
/// is never a dependency, so the checks pass over it; snapshots and paths say it was not read.
package struct UnreadReference: CustomStringConvertible {
  /// The field's declared type.
  package let declaredType: Any.Type
  package let ownership: ReferenceOwnership
  /// Why, as a message says it.
  package let reason: String

  package var description: String { "\(TypeName.of(declaredType)), not read: \(reason)" }
}
