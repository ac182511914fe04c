/// Whether values of a type can be copied, as the runtime answers it when it checks a generic requirement: the one
/// answer that holds for a generic type's instances too.
///
/// The value witness flag `IsNonCopyable` is set for `struct Token: ~Copyable`, but not for an instance of a
/// noncopyable generic type (`Slot<Int>` for `struct Slot<T>: ~Copyable`), nor for an optional of one: copying such
/// a value stops the process. So the runtime is asked to make `CopyableProbe<T>`, whose parameter must be
/// `Copyable` (and `Escapable`) as every unmarked one must; it reads the type's descriptor, its conditional
/// conformances and its arguments, and refuses a type that is not. A type it cannot answer for is taken as
/// noncopyable: never copied.
enum Copyability {
  /// Whether a value of `type` may be copied.
  static func isCopyable(_ type: Any.Type) -> Bool {
    cache.value(for: type) { decide(type) }
  }

  private static let cache = TypeCache<Bool>()

  /// Whether the runtime's answer holds for types whose answer is known: if not, no type is taken for copyable, so
  /// that nothing is copied out of an object, and every field is unreadable with the self-check's reason.
  static let isSound: Bool = {
    func raw<T: ~Copyable>(_ type: T.Type) -> Any.Type { unsafeBitCast(type, to: Any.Type.self) }
    return probe(Int.self) && probe([String: Int].self) && probe(Optional<Int>.self)
      && !probe(raw(SelfCheckSlot<Int>.self)) && !probe(raw(Optional<SelfCheckSlot<Int>>.self))
  }()

  private static func decide(_ type: Any.Type) -> Bool {
    isSound && probe(type)
  }

  /// What the runtime answers for `type`.
  private static func probe(_ type: Any.Type) -> Bool {
    guard TypeKind.valueWitnessFlags(of: type) & TypeKind.isNonCopyableFlag == 0 else { return false }
    guard let probe = ContextDescriptor(of: CopyableProbe<Int>.self)?.address else { return false }
    var argument = unsafeBitCast(type, to: UnsafeRawPointer.self)
    return withUnsafePointer(to: &argument) { arguments in
      SymbolicName.resolve(
        [.descriptor(probe), .text(Array("yxG".utf8))], context: probe,
        genericArguments: UnsafeRawPointer(arguments)) != nil
    }
  }
}

/// A noncopyable generic struct, whose instances' value witnesses do not say that they are noncopyable: what the
/// runtime's answer must get right.
struct SelfCheckSlot<Tag>: ~Copyable {
  var tag: Tag
}

/// A generic struct whose parameter carries Swift's implicit requirements, `Copyable` and `Escapable`: the context in
/// which ``Copyability`` asks the runtime to make it for the type in question, its one parameter `x`.
struct CopyableProbe<Value> {}
