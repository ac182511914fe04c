#if canImport(Synchronization)
  import Synchronization
#endif

/// The `Synchronization` types that keep their value in raw storage, which reflection cannot look into: how Wired
/// tells one, and makes the type of one for a given argument.
enum SynchronizedType: CaseIterable {
  /// `Mutex<Value>`, whose value is read under its own lock.
  case mutex
  /// `Atomic<Value>`, whose value is loaded.
  case atomic
  /// `AtomicLazyReference<Instance>`, which keeps its object strongly once it has one.
  case lazyReference

  /// Which of them `type` is, if any.
  static func of(_ type: Any.Type) -> SynchronizedType? {
    guard let descriptor = TypeKind.contextDescriptor(of: type).map(Int.init(bitPattern:)) else { return nil }
    return allCases.first { $0.descriptor == descriptor }
  }

  /// How its mangled name starts, up to its one generic argument: `15Synchronization5MutexVy`.
  var mangledPrefix: String {
    switch self {
    case .mutex: "15Synchronization5MutexVy"
    case .atomic: "15Synchronization6AtomicVy"
    case .lazyReference: "15Synchronization19AtomicLazyReferenceVy"
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

  /// The context descriptor of every specialization of the type, as an address.
  private var descriptor: Int? {
    switch self {
    case .mutex: Self.descriptors.mutex
    case .atomic: Self.descriptors.atomic
    case .lazyReference: Self.descriptors.lazyReference
    }
  }

  private static let descriptors: (mutex: Int?, atomic: Int?, lazyReference: Int?) = {
    func descriptor(_ type: Any.Type?) -> Int? {
      type.flatMap(TypeKind.contextDescriptor(of:)).map(Int.init(bitPattern:))
    }
    return (
      descriptor(SynchronizedType.mutex.type(of: Int.self)), descriptor(SynchronizedType.atomic.type(of: Int.self)),
      descriptor(SynchronizedType.lazyReference.type(of: Probe.self))
    )
  }()

  /// A class to specialize `AtomicLazyReference` with, to read its descriptor.
  private final class Probe {}
}

/// A noncopyable metatype as `Any.Type`, the form the runtime's metadata readers take: the same pointer.
private func erased(_ type: any ~Copyable.Type) -> Any.Type {
  unsafeBitCast(type, to: Any.Type.self)
}
