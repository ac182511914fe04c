import Dispatch

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

/// The `Synchronization` types that keep their value in raw storage, which reflection cannot look into: how Wired
/// tells one, makes the type of one for a given argument, and reads one where it lies, through its own API (a lock, an
/// atomic load), never through a layout that is not ABI.
enum SynchronizedType: CaseIterable {
  /// `Mutex<Value>`, whose value is copied under its own lock.
  case mutex
  /// `Atomic<Value>`, whose value is loaded atomically.
  case atomic
  /// `AtomicLazyReference<Instance>`, which keeps its object strongly once it has one.
  case lazyReference

  /// Which of them `type` is, if any.
  static func of(_ type: Any.Type) -> SynchronizedType? {
    guard let descriptor = ContextDescriptor(of: type) else { return nil }
    return allCases.first { $0.descriptor == descriptor }
  }

  /// Which of them a mangled name names: `Synchronization.Mutex` and its kin, as a struct of that module.
  static func named(_ node: MangledName.Node) -> SynchronizedType? {
    guard case .nominal("V", .identifier("Synchronization"), .identifier(let name)) = node else { return nil }
    return allCases.first { $0.name == name }
  }

  private var name: String {
    switch self {
    case .mutex: "Mutex"
    case .atomic: "Atomic"
    case .lazyReference: "AtomicLazyReference"
    }
  }

  /// The type for the generic argument `argument`, or `nil` when the argument does not fit (an `Atomic` of a type
  /// that is not `AtomicRepresentable`) or the system predates these types.
  func type(of argument: Any.Type) -> Any.Type? {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        switch self {
        case .mutex:
          func make<Value>(_: Value.Type) -> Any.Type { erased(Mutex<Value>.self) }
          return _openExistential(argument, do: make)
        case .atomic:
          func make<Value: AtomicRepresentable>(_: Value.Type) -> Any.Type { erased(Atomic<Value>.self) }
          return (argument as? any AtomicRepresentable.Type).map { make($0) }
        case .lazyReference:
          func make<Instance: AnyObject>(_: Instance.Type) -> Any.Type {
            erased(AtomicLazyReference<Instance>.self)
          }
          return (argument as? AnyObject.Type).map { _openExistential($0, do: make) }
        }
      }
    #endif
    return nil
  }

  /// The context descriptor of every specialization of the type.
  private var descriptor: ContextDescriptor? {
    switch self {
    case .mutex: Self.descriptors.mutex
    case .atomic: Self.descriptors.atomic
    case .lazyReference: Self.descriptors.lazyReference
    }
  }

  private static let descriptors:
    (mutex: ContextDescriptor?, atomic: ContextDescriptor?, lazyReference: ContextDescriptor?) = {
      func descriptor(_ type: Any.Type?) -> ContextDescriptor? { type.flatMap { ContextDescriptor(of: $0) } }
      return (
        descriptor(SynchronizedType.mutex.type(of: Int.self)), descriptor(SynchronizedType.atomic.type(of: Int.self)),
        descriptor(SynchronizedType.lazyReference.type(of: Probe.self))
      )
    }()

  /// A class to specialize `AtomicLazyReference` with, to read its descriptor.
  private final class Probe {}

  // MARK: - Reading

  /// How long a `Mutex` that another thread holds is tried again before it is reported as held: far longer than any
  /// `withLock` of a busy recorder, far shorter than a test.
  static let lockPatienceMilliseconds: UInt64 = 500

  /// A copy of the value of the `Mutex<Value>` at `address`, taken under its lock; `nil` when another thread held it
  /// the whole of ``lockPatienceMilliseconds``: a lock taken and released fast, however often, is no alarm.
  ///
  /// NB: `address` lies inside an object that the caller keeps alive while it reads, and `Value` was checked to be
  /// the `Mutex`'s own argument.
  static func lockedValue(_ valueType: Any.Type, at address: UnsafeRawPointer) -> Any? {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        func read<Value>(_: Value.Type) -> Any? {
          let mutex = address.assumingMemoryBound(to: Mutex<Value>.self)
          let copy = UnsafeMutablePointer<Value>.allocate(capacity: 1)
          defer { copy.deallocate() }
          // NB: the copy is written through an address that region checking does not follow: the value stays the
          // `Mutex`'s, and the walk only reads what it holds.
          let copyAddress = Int(bitPattern: copy)
          let deadline = DispatchTime.now().uptimeNanoseconds + lockPatienceMilliseconds * 1_000_000
          var attempt = 0
          while true {
            let copied = mutex.pointee.withLockIfAvailable { value -> Bool in
              UnsafeMutablePointer<Value>(bitPattern: copyAddress)!.initialize(to: value)
              return true
            }
            if copied == true { return copy.move() }
            guard DispatchTime.now().uptimeNanoseconds < deadline else { return nil }
            // NB: yields first, for a lock held a few instructions; then sleeps a little, so that a thread that holds
            // it longer runs, rather than this one spinning beside it on a shared core.
            attempt += 1
            if attempt < 100 { sched_yield() } else { usleep(50) }
          }
        }
        return _openExistential(valueType, do: read)
      }
    #endif
    return nil
  }

  /// The value of the `Atomic<Value>` at `address`, loaded atomically through an `Atomic` of an unsigned integer of its
  /// representation's size, then decoded; `nil` for a representation of no such size.
  static func atomicValue(_ valueType: Any.Type, at address: UnsafeRawPointer) -> Any? {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
        let representable = valueType as? any AtomicRepresentable.Type
      {
        func load<Value: AtomicRepresentable>(_: Value.Type) -> Any? { loaded(Value.self, at: address) }
        return load(representable)
      }
    #endif
    return nil
  }

  #if canImport(Synchronization)
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private static func loaded<Value: AtomicRepresentable>(_: Value.Type, at address: UnsafeRawPointer) -> Value? {
      typealias Representation = Value.AtomicRepresentation
      // NB: an `Atomic` is laid out like its representation; a size that says otherwise is not read.
      let size = MemoryLayout<Representation>.size
      guard MemoryLayout<Atomic<Value>>.size == size else { return nil }
      func decoded<Bits: AtomicRepresentable>(_ bits: Bits) -> Value {
        Value.decodeAtomicRepresentation(unsafeBitCast(Bits.encodeAtomicRepresentation(bits), to: Representation.self))
      }
      if size == 1 {
        return decoded(address.assumingMemoryBound(to: Atomic<UInt8>.self).pointee.load(ordering: .relaxed))
      }
      if size == 2 {
        return decoded(address.assumingMemoryBound(to: Atomic<UInt16>.self).pointee.load(ordering: .relaxed))
      }
      if size == MemoryLayout<UInt>.size {
        return decoded(address.assumingMemoryBound(to: Atomic<UInt>.self).pointee.load(ordering: .relaxed))
      }
      if size == 4 {
        return decoded(address.assumingMemoryBound(to: Atomic<UInt32>.self).pointee.load(ordering: .relaxed))
      }
      if size == MemoryLayout<WordPair>.size {
        return decoded(address.assumingMemoryBound(to: Atomic<WordPair>.self).pointee.load(ordering: .relaxed))
      }
      return nil
    }
  #endif

  /// The object of the `AtomicLazyReference<Instance>` at `address`, loaded through its own `load()`; `()` while it
  /// has none, `nil` when `instanceType` is not a class.
  static func lazyReference(of instanceType: Any.Type, at address: UnsafeRawPointer) -> Any? {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
        let objectType = instanceType as? AnyObject.Type
      {
        func load<Instance: AnyObject>(_: Instance.Type) -> Any {
          address.assumingMemoryBound(to: AtomicLazyReference<Instance>.self).pointee.load().map { $0 as Any } ?? ()
        }
        return _openExistential(objectType, do: load)
      }
    #endif
    return nil
  }
}

/// A protocol of Wired's own that the `Synchronization` types conform to, so that each has a conformance record: the
/// one way the runtime finds a noncopyable type by name, since no image registers noncopyable types for lookup
/// (`swift5_type_metadata_2` is a section the runtime never reads). The name of a field of `Mutex<State>` is then
/// resolved whole by the runtime, whatever the grammar of `State`'s name.
protocol RuntimeNamed: ~Copyable {}

#if canImport(Synchronization)
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  extension Mutex: RuntimeNamed where Value: ~Copyable {}

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  extension Atomic: RuntimeNamed {}

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  extension AtomicLazyReference: RuntimeNamed {}
#endif

/// A noncopyable metatype as `Any.Type`, the form the runtime's metadata readers take: the same pointer.
private func erased(_ type: any ~Copyable.Type) -> Any.Type {
  unsafeBitCast(type, to: Any.Type.self)
}
