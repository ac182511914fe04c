/// A context descriptor as the Swift ABI lays it out (`TargetContextDescriptor` in the runtime's `Metadata.h`): a
/// module, an extension, an anonymous context or a type, and the context it is declared in.
///
/// Every field is read as its declaration says. The parent is a relative pointer that may be indirect, marked by its
/// low bit; a type's name and field descriptor are direct relative pointers, whose distance may be
/// odd (a name string has no alignment), so that bit is theirs.
struct ContextDescriptor: Equatable, @unchecked Sendable {
  /// What a context is: the low five bits of its flags.
  enum Kind: UInt32 {
    case module = 0
    case `extension` = 1
    case anonymous = 2
    case `protocol` = 3
    case opaqueType = 4
    case `class` = 16
    case `struct` = 17
    case `enum` = 18
  }

  let address: UnsafeRawPointer

  init(_ address: UnsafeRawPointer) {
    self.address = address
  }

  /// The descriptor of a struct, enum or class type.
  init?(of type: Any.Type) {
    guard let address = RuntimeFunctions.contextDescriptor(of: type) else { return nil }
    self.init(address)
  }

  private var flags: UInt32 { address.load(as: UInt32.self) }

  /// Its kind, or `nil` for one this reader does not know.
  var kind: Kind? { Kind(rawValue: flags & 0x1F) }

  /// Whether it has generic parameters.
  var isGeneric: Bool { flags & 0x80 != 0 }

  /// The context it is declared in: `Parent`, an indirectable relative pointer.
  var parent: ContextDescriptor? {
    RelativePointer.target(at: address + 4, indirectable: true).map(ContextDescriptor.init)
  }

  /// The name of a module, a protocol or a type: `Name`, a direct relative pointer.
  var name: String? {
    switch kind {
    case .module?, .protocol?, .class?, .struct?, .enum?:
      RelativePointer.target(at: address + 8, indirectable: false).map {
        String(cString: $0.assumingMemoryBound(to: CChar.self))
      }
    default: nil
    }
  }

  /// A type's field descriptor: `Fields`, a direct relative pointer; `nil` for a type compiled without reflection
  /// metadata.
  var fieldDescriptor: UnsafeRawPointer? {
    isType ? RelativePointer.target(at: address + 16, indirectable: false) : nil
  }

  /// How many stored fields a class or struct declares itself: `NumFields`, which the type's layout needs and which
  /// a build without reflection metadata keeps.
  var storedFieldCount: Int {
    switch kind {
    case .class?: Int(address.load(fromByteOffset: 36, as: UInt32.self))
    case .struct?: Int(address.load(fromByteOffset: 20, as: UInt32.self))
    default: 0
    }
  }

  private var isType: Bool { kind == .class || kind == .struct || kind == .enum }

  /// The module that declares this context: through the types it is nested in and the extension it is declared in,
  /// whatever module the extended type belongs to (`Leaf` for a type nested in Leaf's extension of Vapor's
  /// `Application`).
  var module: String? {
    var context: ContextDescriptor? = self
    // NB: bounded, so that a corrupt chain cannot loop.
    for _ in 0..<64 {
      guard let current = context else { return nil }
      if current.kind == .module { return current.name }
      context = current.parent
    }
    return nil
  }

  /// How many generic parameters a type has, and how many arguments its metadata keeps for them (a type for each
  /// parameter, a witness table for each conformance requirement); zero for a context that is not generic.
  var genericParameters: (count: Int, keyArguments: Int) {
    guard isGeneric, let headerOffset else { return (0, 0) }
    // NB: `TargetTypeGenericContextDescriptorHeader`: two relative pointers, then `GenericContextDescriptorHeader`,
    // the numbers of parameters, requirements and key arguments, 16 bits each.
    let header = address + headerOffset
    return (
      Int(header.load(fromByteOffset: 8, as: UInt16.self)), Int(header.load(fromByteOffset: 12, as: UInt16.self))
    )
  }

  /// A generic parameter as its descriptor says it: `GenericParamDescriptor` in the runtime's `MetadataValues.h`, one
  /// byte whose low six bits are its kind and whose top bit says that the metadata keeps an argument for it.
  struct GenericParameter: Equatable {
    enum Kind: Equatable {
      case type
      case typePack
      /// A value generic parameter (`let count: Int`), whose argument is a value, not a type.
      case value
      /// A kind this reader does not know.
      case other(UInt8)
    }

    let kind: Kind
    let hasKeyArgument: Bool
  }

  /// A type's generic parameters, in order; empty for a context that is not generic.
  var genericParameterList: [GenericParameter] {
    guard isGeneric, let headerOffset else { return [] }
    let header = address + headerOffset
    let count = Int(header.load(fromByteOffset: 8, as: UInt16.self))
    // NB: the parameters' bytes follow the two relative pointers and the four 16-bit counts of the header.
    return (0..<count).map { index in
      let byte = header.load(fromByteOffset: 16 + index, as: UInt8.self)
      let kind: GenericParameter.Kind =
        switch byte & 0x3F {
        case 0: .type
        case 1: .typePack
        case 2: .value
        default: .other(byte & 0x3F)
        }
      return GenericParameter(kind: kind, hasKeyArgument: byte & 0x80 != 0)
    }
  }

  /// Where a type's generic header starts: after a class descriptor's 44 bytes, a struct's or an enum's 28.
  private var headerOffset: Int? {
    switch kind {
    case .class?: 44
    case .struct?, .enum?: 28
    default: nil
    }
  }
}

// MARK: -

/// A 32-bit relative pointer, as the runtime's `RelativePointer.h` defines it: the distance from the field to its
/// target, and, for an indirectable pointer only, the low bit marking a pointer to a slot that holds the target.
enum RelativePointer {
  /// The address the pointer stored at `field` leads to, or `nil` for a null one.
  static func target(at field: UnsafeRawPointer, indirectable: Bool) -> UnsafeRawPointer? {
    let distance = Int(field.loadUnaligned(as: Int32.self))
    guard distance != 0 else { return nil }
    guard indirectable, distance & 1 != 0 else { return field + distance }
    let slot = field + (distance & ~1)
    guard Int(bitPattern: slot) % MemoryLayout<UnsafeRawPointer>.alignment == 0 else { return nil }
    return slot.load(as: UnsafeRawPointer?.self)
  }
}
