/// The objects a library's object holds in its `let`s of existential type (`let eventLoop: any EventLoop`), read at
/// their offsets while the object's own thread may run: a `let` is never written once its object is made, so reading
/// it races nothing; a `var` is never read.
package enum ExistentialLets {
  /// The objects `object` holds in its `let`s of existential type; none for a class with an Objective-C ancestor, whose
  /// fields that runtime may move.
  package static func objects(heldBy object: AnyObject) -> [AnyObject] {
    let type: Any.Type = type(of: object)
    let fields = reads.value(for: type) {
      guard hasSwiftAncestryOnly(type) else { return [] }
      return FieldLayout.of(type).fields.compactMap { field in
        guard !field.isVar, field.isStrong, TypeKind.of(field.declaredType) == .existential, let offset = field.offset
        else { return nil }
        return DirectRead(offset: offset, type: field.declaredType)
      }
    }
    guard !fields.isEmpty else { return [] }
    return withExtendedLifetime(object) {
      let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
      return fields.compactMap { Unwrapped.value($0.read(base)).flatMap(Existential.object(in:)) }
    }
  }

  private static let reads = TypeCache<[DirectRead]>()

  /// Whether `type` and each of its superclasses is a Swift class, described by a Swift context descriptor.
  private static func hasSwiftAncestryOnly(_ type: Any.Type) -> Bool {
    guard type is AnyClass else { return true }
    return TypeKind.levels(of: type).allSatisfy { ContextDescriptor(of: $0) != nil }
  }
}
