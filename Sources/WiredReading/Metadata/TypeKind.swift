/// What kind of type the runtime says a metatype is, read from its metadata kind without building a `Mirror`.
package enum TypeKind: Equatable {
  case `class`
  case `struct`
  case `enum`
  case optional
  case tuple
  case function
  case existential
  case metatype
  case other

  /// The levels of `type` whose fields it stores: the type, then each superclass of a class, nearest first.
  package static func levels(of type: Any.Type) -> [Any.Type] {
    var levels: [Any.Type] = [type]
    var superclass: AnyClass? = (type as? AnyClass).flatMap { _getSuperclass($0) }
    while let current = superclass {
      levels.append(current)
      superclass = _getSuperclass(current)
    }
    return levels
  }

  /// The kind of `type`.
  package static func of(_ type: Any.Type) -> TypeKind {
    if type is AnyClass { return .class }
    // NB: the metadata kinds of the Swift ABI (MetadataKind.def); a class on Apple platforms stores an isa
    // pointer there instead, which `is AnyClass` already caught.
    switch unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee {
    case 0x200: return .struct
    case 0x201: return .enum
    case 0x202: return .optional
    case 0x203, 0x204, 0x305: return .class
    case 0x301: return .tuple
    case 0x302: return .function
    case 0x303, 0x307: return .existential
    case 0x304, 0x306: return .metatype
    default: return .other
    }
  }

  /// Whether values of `type` can be copied, as the runtime answers it (``Copyability``).
  static func isCopyable(_ type: Any.Type) -> Bool {
    Copyability.isCopyable(type)
  }

  /// `IsNonCopyable` in `ValueWitnessFlags`: set for a noncopyable type that is not generic.
  static let isNonCopyableFlag: UInt32 = 0x0080_0000

  /// Whether a value of `type` holds nothing to release, no reference nor resource: `IsNonPOD` is clear.
  package static func isTriviallyDestroyable(_ type: Any.Type) -> Bool {
    valueWitnessFlags(of: type) & 0x0001_0000 == 0
  }

  /// Whether a value of `type` can be borrowed by copying its bytes: not a raw-layout type such as `Mutex`, whose
  /// value witnesses may not even say it is noncopyable (`IsNonBitwiseBorrowable`).
  static func isBitwiseBorrowable(_ type: Any.Type) -> Bool {
    valueWitnessFlags(of: type) & 0x0100_0000 == 0
  }

  /// The flags of the value witness table, which sits just before the metadata: eight witnesses, then size, stride
  /// and the flags.
  static func valueWitnessFlags(of type: Any.Type) -> UInt32 {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let witnesses = metadata.load(fromByteOffset: -MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
    return witnesses.load(fromByteOffset: 10 * MemoryLayout<Int>.stride, as: UInt32.self)
  }

  /// The first generic argument of a generic struct: `Int` for `Mutex<Int>`. A struct's metadata holds its kind and
  /// its descriptor, then its generic arguments.
  static func firstGenericArgument(ofStruct type: Any.Type) -> Any.Type {
    unsafeBitCast(type, to: UnsafeRawPointer.self).load(
      fromByteOffset: 2 * MemoryLayout<UnsafeRawPointer>.stride, as: Any.Type.self)
  }

  /// Where a generic type's metadata keeps its generic arguments: after a struct's or an enum's kind and descriptor;
  /// in a class, before its own members, as its descriptor's metadata bounds say, unless a resilient superclass makes
  /// them known only at run time (`nil`).
  static func genericArguments(of type: Any.Type) -> UnsafeRawPointer? {
    guard let descriptor = ContextDescriptor(of: type), descriptor.isGeneric else { return nil }
    var words = 2
    if type is AnyClass {
      // NB: a class descriptor: the type context descriptor's five words, the superclass's name, the metadata's
      // negative and positive sizes in words, then how many members the class adds itself.
      let hasResilientSuperclass = descriptor.address.load(as: UInt32.self) & (1 << (16 + 13)) != 0
      guard !hasResilientSuperclass else { return nil }
      let positiveSize = Int(descriptor.address.load(fromByteOffset: 28, as: UInt32.self))
      let immediateMembers = Int(descriptor.address.load(fromByteOffset: 32, as: UInt32.self))
      words = positiveSize - immediateMembers
    }
    return unsafeBitCast(type, to: UnsafeRawPointer.self) + words * MemoryLayout<UnsafeRawPointer>.stride
  }

  /// The first generic argument of a generic struct, enum or class whose first parameter is a type: `Int` for
  /// `Box<Int>`; `nil` for another type, or one whose first parameter is a value (`Ring<let count: Int>`) or a pack,
  /// whose argument is no type's metadata.
  package static func firstGenericArgument(of type: Any.Type) -> Any.Type? {
    guard let descriptor = ContextDescriptor(of: type),
      descriptor.genericParameterList.first == .init(kind: .type, hasKeyArgument: true)
    else { return nil }
    return genericArguments(of: type)?.load(as: Any.Type.self)
  }

  /// Whether `type` and `other` are one generic type, whatever their arguments: `Task<Int, Never>` and `Task<(), Never>`.
  package static func isSameGenericType(_ type: Any.Type, as other: Any.Type) -> Bool {
    guard let descriptor = ContextDescriptor(of: type) else { return false }
    return descriptor == ContextDescriptor(of: other)
  }

  /// Whether `type` is a generic type.
  package static func isGeneric(_ type: Any.Type) -> Bool {
    ContextDescriptor(of: type)?.isGeneric ?? false
  }

  /// Whether `type` is generic over one type and nothing else: `Box<Value>`, not `Pair<A, B>` nor `Ring<let n: Int>`.
  package static func isGenericOverOneType(_ type: Any.Type) -> Bool {
    guard let descriptor = ContextDescriptor(of: type) else { return false }
    return descriptor.genericParameters.keyArguments == 1
      && descriptor.genericParameterList == [.init(kind: .type, hasKeyArgument: true)]
  }

  /// The type inside every layer of `Optional`: `Coordinator` for `Coordinator??`.
  package static func innermostWrapped(_ type: Any.Type) -> Any.Type {
    var current = type
    while let optional = current as? any AnyOptional.Type {
      current = optional.wrappedType
    }
    return current
  }
}
