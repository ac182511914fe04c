/// Reads a stored field that cannot be copied out whole, where it lies inside its object: a `Mutex` (under its own
/// lock), an `Atomic`, an `AtomicLazyReference`, or any other noncopyable struct, field by field.
///
/// Reflection gives such a field as `()`, which would hide whatever it holds: grpc-swift's `GRPCClient` keeps the
/// app's interceptors in a `Mutex`, and more libraries move their state into one every release. What cannot be read
/// is said, as an ``UnreadableValue``, never passed over in silence; and nothing is read in place in a process where
/// ``InPlaceSelfCheck`` found that a read misses.
enum InPlaceRead {
  /// Whether a field of `type` must be read here: it is noncopyable, or a raw-layout type such as `Mutex`, whose
  /// value witnesses do not always say that it is noncopyable.
  static func isNeeded(for type: Any.Type) -> Bool {
    type == HiddenFieldType.self || !TypeKind.isCopyable(type) || !TypeKind.isBitwiseBorrowable(type)
  }

  /// What the field of declared type `type` at `address` holds: the value a `Mutex` or an `Atomic` holds, the object
  /// of an `AtomicLazyReference` (or `()` while it has none), a ``NoncopyableValue`` with the stored properties of
  /// another noncopyable struct, `()` for a value that holds nothing to walk, or an ``UnreadableValue``.
  ///
  /// NB: `address` lies inside an object that the caller keeps alive while it reads.
  static func contents(
    of type: Any.Type, at address: UnsafeRawPointer, unreadableReason: String? = nil,
    selfCheck: String? = InPlaceSelfCheck.problem
  ) -> Any {
    if let problem = selfCheck {
      return UnreadableValue(type: type, reason: problem)
    }
    return read(type, at: address, unreadableReason: unreadableReason)
  }

  /// What `contents` reads, without asking the self-check: what the self-check itself calls.
  static func read(_ type: Any.Type, at address: UnsafeRawPointer, unreadableReason: String? = nil) -> Any {
    guard type != HiddenFieldType.self else {
      return UnreadableValue(
        type: type,
        reason: unreadableReason ?? "a noncopyable value whose type Swift's reflection hides")
    }
    switch Shape.of(type) {
    case .mutex(let value):
      return SynchronizedType.lockedValue(value, at: address)
        ?? UnreadableValue(
          type: type,
          reason:
            "another thread held its lock for the whole \(SynchronizedType.lockPatienceMilliseconds) ms the check waited; "
            + "check it when that thread lets go, and hold none of the graph's locks while checking it")
    case .atomic(let value):
      return SynchronizedType.atomicValue(value, at: address)
        ?? UnreadableValue(type: type, reason: "an Atomic whose value Wired cannot load")
    case .lazyReference(let instance):
      return SynchronizedType.lazyReference(of: instance, at: address)
        ?? UnreadableValue(type: type, reason: "an AtomicLazyReference Wired cannot load")
    case .structFields: return NoncopyableValue(type: type, properties: properties(of: type, at: address))
    case .empty: return ()
    case .unreadable(let reason): return UnreadableValue(type: type, reason: reason)
    }
  }

  // MARK: - What a type is

  private enum Shape {
    case mutex(value: Any.Type)
    case atomic(value: Any.Type)
    case lazyReference(instance: Any.Type)
    case structFields
    /// Nothing to release, so nothing to walk: `Atomic<Int>`, a noncopyable struct of numbers.
    case empty
    case unreadable(String)

    static func of(_ type: Any.Type) -> Shape {
      cache.value(for: type) { decide(type) }
    }

    private static let cache = TypeCache<Shape>()

    private static func decide(_ type: Any.Type) -> Shape {
      switch SynchronizedType.of(type) {
      case .mutex?:
        let value = TypeKind.firstGenericArgument(ofStruct: type)
        return isNeeded(for: value)
          ? .unreadable("a Mutex of a noncopyable value, which Wired cannot copy out") : .mutex(value: value)
      case .atomic?:
        let value = TypeKind.firstGenericArgument(ofStruct: type)
        return TypeKind.isTriviallyDestroyable(value)
          ? .atomic(value: value)
          : .unreadable("an Atomic of \(TypeName.of(value)), which Wired cannot load without taking ownership of it")
      case .lazyReference?:
        return .lazyReference(instance: TypeKind.firstGenericArgument(ofStruct: type))
      case nil:
        break
      }
      if TypeKind.isTriviallyDestroyable(type) { return .empty }
      let fields = FieldLayout.of(type).fields
      guard TypeKind.of(type) == .struct, !fields.isEmpty, fields.allSatisfy({ $0.offset != nil }) else {
        return .unreadable("a noncopyable \(TypeKind.of(type) == .enum ? "enum" : "value"), which Wired cannot read")
      }
      return .structFields
    }
  }

  // MARK: - Reading

  /// The stored properties of the noncopyable struct of `type` at `address`, each read in place.
  private static func properties(of type: Any.Type, at address: UnsafeRawPointer) -> [StoredProperty] {
    let ownership = ReferenceOwnership.table(for: type)
    return FieldLayout.of(type).fields.compactMap { field in
      guard let offset = field.offset else { return nil }
      let value: Any
      switch ownership[field.label] {
      case .weak?:
        #if canImport(ObjectiveC)
          // NB: where a weak reference may point to an Objective-C object, only the runtime reads it.
          value = UnreadableValue(type: field.declaredType, reason: "a weak reference inside a noncopyable value")
        #else
          value = DirectRead(offset: offset, type: field.declaredType, isWeak: true).read(address)
        #endif
      case .unowned?, .unownedUnsafe?:
        // NB: keeps nothing alive and is never a dependency.
        return nil
      case .strong?, nil:
        value =
          isNeeded(for: field.declaredType)
          ? read(field.declaredType, at: address + offset, unreadableReason: field.unreadableReason)
          : DirectRead(offset: offset, type: field.declaredType).read(address)
      }
      return StoredProperty(label: field.label, value: value, declaringType: type)
    }
  }
}
