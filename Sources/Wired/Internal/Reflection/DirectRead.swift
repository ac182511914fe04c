/// How to read one stored field straight from an instance's memory: its offset, read as its declared type, without
/// the runtime's lookup of the field's type by its mangled name on every read.
///
/// NB: for a field that holds its declared type inline, and for a `weak` one, which the runtime's native weak load
/// reads; an `unowned` reference, an existential erased to `Any` again (it is boxed) and a noncopyable value are left
/// to the runtime. Only where Swift has no Objective-C interop: see ``all(of:declaringTypes:)``.
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

  /// The direct reads of `type`'s fields, superclasses' first, each declared by the type at its index in
  /// `declaringTypes`, or `nil` when its layout cannot be read.
  static func all(of type: Any.Type, declaringTypes: [Any.Type]) -> [DirectRead?]? {
    // NB: not where Objective-C interop lays out classes too (ivars of Objective-C heritage, weak references to
    // Objective-C objects): that runtime reads every field, as this machine cannot test those layouts.
    #if canImport(ObjectiveC)
      return nil
    #else
      return reads(of: type, declaringTypes: declaringTypes)
    #endif
  }

  private static func reads(of type: Any.Type, declaringTypes: [Any.Type]) -> [DirectRead?]? {
    guard TypeKind.of(type) == .class || TypeKind.of(type) == .struct else { return nil }
    let fields = FieldLayout.of(type).fields
    guard fields.count == declaringTypes.count, !fields.isEmpty else { return nil }
    return fields.enumerated().map { index, field in
      guard let offset = field.offset else { return nil }
      if field.isStrong {
        // NB: a noncopyable field (a `Mutex`, an `Atomic`) cannot be copied out: ``InPlaceRead`` reads it.
        guard TypeKind.of(field.declaredType) != .existential, !InPlaceRead.isNeeded(for: field.declaredType) else {
          return nil
        }
        return DirectRead(offset: offset, type: field.declaredType)
      }
      guard RuntimeFunctions.weakLoadStrong != nil,
        ReferenceOwnership.table(for: declaringTypes[index])[field.label] == .weak
      else {
        return nil
      }
      return DirectRead(offset: offset, type: field.declaredType, isWeak: true)
    }
  }
}
