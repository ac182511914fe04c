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
