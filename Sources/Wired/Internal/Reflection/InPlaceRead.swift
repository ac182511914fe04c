#if canImport(Synchronization)
  import Synchronization
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads a stored field that cannot be copied out whole, where it lies inside its object: a `Mutex` (under its own
/// lock), an `Atomic`, an `AtomicLazyReference`, or any other noncopyable struct, field by field.
///
/// Reflection gives such a field as `()`, which would hide whatever it holds: grpc-swift's `GRPCClient` keeps the
/// app's interceptors in a `Mutex`, and more libraries move their state into one every release. What cannot be read
/// is said, as an ``UnreadableValue``, never passed over in silence.
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
  static func contents(of type: Any.Type, at address: UnsafeRawPointer, hiddenName: String? = nil) -> Any {
    guard type != HiddenFieldType.self else {
      let reason =
        hiddenName == nil
        ? "a noncopyable value whose type Swift's reflection hides, and which the test binary's symbol table does not "
          + "name (a stripped build)"
        : "a noncopyable value whose type Swift's reflection hides: Wired reads Mutex, Atomic and AtomicLazyReference"
      return UnreadableValue(type: type, reason: reason)
    }
    switch Shape.of(type) {
    case .mutex(let value): return lockedValue(value, in: type, at: address)
    case .atomic(let value): return atomicValue(value, in: type, at: address)
    case .lazyReference: return lazyReference(at: address)
    case .structFields: return NoncopyableValue(type: type, properties: properties(of: type, at: address))
    case .empty: return ()
    case .unreadable(let reason): return UnreadableValue(type: type, reason: reason)
    }
  }

  // MARK: - What a type is

  private enum Shape {
    case mutex(value: Any.Type)
    case atomic(value: Any.Type)
    case lazyReference
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
        return .mutex(value: TypeKind.firstGenericArgument(ofStruct: type))
      case .atomic?:
        let value = TypeKind.firstGenericArgument(ofStruct: type)
        return TypeKind.isTriviallyDestroyable(value)
          ? .atomic(value: value)
          : .unreadable("an Atomic of \(TypeName.of(value)), which Wired cannot load without taking ownership of it")
      case .lazyReference?:
        return .lazyReference
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

  /// How many times a `Mutex` held by another thread is tried before it is reported as locked.
  private static let lockAttempts = 200

  private static func lockedValue(_ valueType: Any.Type, in type: Any.Type, at address: UnsafeRawPointer) -> Any {
    guard !isNeeded(for: valueType) else {
      return UnreadableValue(type: type, reason: "a Mutex of a noncopyable value, which Wired cannot copy out")
    }
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        // NB: the value is read at its own field, not through the closure's `inout sending` parameter, which
        // region checking forbids copying out; the lock is held for the copy.
        guard let cell = FieldLayout.of(type).field(labelled: "value")?.offset.map({ address + $0 }) else {
          return UnreadableValue(type: type, reason: "a Mutex laid out as Wired does not know")
        }
        func read<Value>(_: Value.Type) -> Any? {
          let mutex = address.assumingMemoryBound(to: Mutex<Value>.self)
          for _ in 0..<lockAttempts {
            nonisolated(unsafe) var copy: Value?
            _ = mutex.pointee.withLockIfAvailable { _ in copy = cell.load(as: Value.self) }
            if let copy { return copy }
            sched_yield()
          }
          return nil
        }
        return _openExistential(valueType, do: read)
          ?? UnreadableValue(
            type: type,
            reason: "it stayed locked while the check read it; hold none of the graph's locks while checking it")
      }
    #endif
    return UnreadableValue(type: type, reason: "a Mutex on a system older than the one that brought Mutex")
  }

  private static func atomicValue(_ valueType: Any.Type, in type: Any.Type, at address: UnsafeRawPointer) -> Any {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
        let representable = valueType as? any AtomicRepresentable.Type
      {
        return decoded(representable, at: address)
      }
    #endif
    return UnreadableValue(type: type, reason: "an Atomic whose value Wired cannot decode")
  }

  #if canImport(Synchronization)
    /// The value an `Atomic<Value>` stores, decoded from a copy of its representation: a plain load, which a test's
    /// quiet graph allows; only for values that own nothing, so that the copy takes no ownership.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private static func decoded<Value: AtomicRepresentable>(_: Value.Type, at address: UnsafeRawPointer) -> Any {
      Value.decodeAtomicRepresentation(address.load(as: Value.AtomicRepresentation.self))
    }
  #endif

  /// The object an `AtomicLazyReference` keeps, strongly: its storage is one word, the object's address or zero.
  private static func lazyReference(at address: UnsafeRawPointer) -> Any {
    guard let object = address.load(as: UnsafeRawPointer?.self) else { return () }
    return Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue()
  }

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
          ? contents(of: field.declaredType, at: address + offset, hiddenName: field.hiddenTypeName)
          : DirectRead(offset: offset, type: field.declaredType).read(address)
      }
      return StoredProperty(label: field.label, value: value, declaringType: type)
    }
  }
}

// MARK: -

/// The stored properties of a noncopyable struct, read where it lies inside an object: the walks look into it as
/// into any struct, and a path goes through it by the names of its properties.
struct NoncopyableValue {
  /// The struct's type, which declares the properties.
  let type: Any.Type
  let properties: [StoredProperty]
}

/// A stored field whose value Wired cannot read, and why: a check says so rather than pass over it in silence.
struct UnreadableValue: CustomStringConvertible {
  /// The field's declared type.
  let type: Any.Type
  /// Why, as a message says it: `it stayed locked while the check read it`.
  let reason: String

  var description: String { "\(TypeName.of(type)), unreadable: \(reason)" }
}
