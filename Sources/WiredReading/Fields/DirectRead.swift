/// How to read one stored field straight from an instance's memory: its offset, read as its declared type, without
/// the runtime's lookup of the field's type by its mangled name on every read.
///
/// NB: for a field that holds its declared type inline, and for a `weak` one, which the runtime's native weak load
/// reads; an `unowned` reference, an existential erased to `Any` again (it is boxed) and a noncopyable value are left
/// to the runtime. Only where Swift has no Objective-C interop: see ``isAvailable``.
struct DirectRead: @unchecked Sendable {
  let offset: Int
  let type: Any.Type
  /// Whether the field is a `weak` reference, read as the object it refers to, or a nil optional: whether the field is
  /// optional is its declared type's to say, never the value's.
  var isWeak = false

  /// The value at `offset` from `base`.
  func read(_ base: UnsafeRawPointer) -> Any {
    let address = base + offset
    if isWeak {
      // NB: the object, +1, or nil: a nil weak reference reads as a nil optional, which is all a walk asks of it. A
      // weak read is only made where the runtime has the function.
      guard let object = RuntimeFunctions.weakLoadStrong?(address) else { return Optional<AnyObject>.none as Any }
      return Unmanaged<AnyObject>.fromOpaque(object).takeRetainedValue()
    }
    func load<Field>(_: Field.Type) -> Any { address.load(as: Field.self) }
    return _openExistential(type, do: load)
  }

  /// The read of a strong field of a copyable `declaredType` at `offset`, or `nil` where the runtime reads it: an
  /// existential, or any field where Swift has Objective-C interop.
  static func strong(at offset: Int, declaredType: Any.Type) -> DirectRead? {
    guard isAvailable, TypeKind.of(declaredType) != .existential else { return nil }
    return DirectRead(offset: offset, type: declaredType)
  }

  /// The read of a `weak` field at `offset`, or `nil` where the runtime reads it.
  static func weak(at offset: Int, declaredType: Any.Type) -> DirectRead? {
    guard isAvailable, RuntimeFunctions.weakLoadStrong != nil else { return nil }
    return DirectRead(offset: offset, type: declaredType, isWeak: true)
  }

  /// Whether fields are read at their offsets at all.
  ///
  /// NB: not where Objective-C interop lays out classes too (ivars of Objective-C heritage, weak references to
  /// Objective-C objects): that runtime reads every field, as this machine cannot test those layouts.
  static var isAvailable: Bool {
    #if canImport(ObjectiveC)
      false
    #else
      true
    #endif
  }
}
