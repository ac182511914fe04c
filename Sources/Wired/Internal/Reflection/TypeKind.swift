/// What kind of type the runtime says a metatype is, read from its metadata kind without building a `Mirror`.
enum TypeKind: Equatable {
  case `class`
  case `struct`
  case `enum`
  case optional
  case tuple
  case function
  case existential
  case metatype
  case other

  /// The kind of `type`.
  static func of(_ type: Any.Type) -> TypeKind {
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

  /// The type inside every layer of `Optional`: `Coordinator` for `Coordinator??`.
  static func innermostWrapped(_ type: Any.Type) -> Any.Type {
    var current = type
    while let optional = current as? any AnyOptional.Type {
      current = optional.wrappedType
    }
    return current
  }
}
