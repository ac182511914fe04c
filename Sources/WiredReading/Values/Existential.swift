/// The existential container of an `Any` (three words of buffer, then the metadata of what it holds), read to find
/// the object inside without the dynamic cast that `as AnyObject` makes on every value of a walk.
package enum Existential {
  /// The value as an object, when it is an instance of a class.
  package static func object(in value: Any) -> AnyObject? {
    // NB: `value as AnyObject` would box a struct on Apple platforms; only a class instance has an identity.
    let dynamicType = type(of: value)
    guard dynamicType is AnyClass else { return nil }
    // NB: an `Any` is three words of buffer and the metadata of what it holds. When that is the class itself, the
    // buffer's first word is the reference, read without the dynamic cast that `as AnyObject` makes on every value of
    // a walk; when it is an existential (a generic value whose type was `any P`, erased again), the reference sits in
    // a box, and the cast finds it.
    return withUnsafePointer(to: value) { container in
      let words = UnsafeRawPointer(container)
      guard
        words.load(fromByteOffset: 3 * MemoryLayout<Int>.stride, as: UnsafeRawPointer.self)
          == unsafeBitCast(dynamicType, to: UnsafeRawPointer.self)
      else { return value as AnyObject }
      return words.load(as: AnyObject.self)
    }
  }
}
