/// A type's own field records, read from its context descriptor as the runtime lays them out: each field's name and
/// the mangled name of its declared type, which says how it holds a reference and, resolved, what the runtime's
/// reflection replaces by `()` (a noncopyable field).
enum FieldDescriptor {
  /// One field record of a type itself (not of its superclasses).
  struct Record {
    let name: String
    /// The mangled name of the field's declared type, with the symbolic references inside it.
    let mangledTypeName: UnsafeRawPointer
  }

  /// The field records of `type` itself, in declaration order; empty where they cannot be read.
  static func records(of type: Any.Type) -> [Record] {
    let kind = TypeKind.of(type)
    guard kind == .class || kind == .struct, let descriptor = TypeKind.contextDescriptor(of: type) else { return [] }
    // NB: a type context descriptor: flags, parent, name, access function, then the relative pointer to its
    // field descriptor, which holds a 16-byte header and one record per field (flags, type name, field name).
    guard let fields = relative(descriptor, at: 16) else { return [] }
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    guard recordSize >= 12 else { return [] }
    return (0..<count).compactMap { index in
      let record = fields.advanced(by: 16 + index * recordSize)
      guard let typeName = relative(record, at: 4), let name = relative(record, at: 8) else { return nil }
      return Record(name: String(cString: name.assumingMemoryBound(to: CChar.self)), mangledTypeName: typeName)
    }
  }

  /// The fields of `type` itself that do not hold their value strongly, by label: from the suffix of each declared
  /// type's mangled name (`…Xw` weak, `…Xo` unowned, `…Xu` unowned(unsafe)).
  static func ownerships(of type: Any.Type) -> [String: ReferenceOwnership] {
    var result: [String: ReferenceOwnership] = [:]
    for record in records(of: type) {
      let ownership = suffixOwnership(record.mangledTypeName)
      if ownership != .strong { result[record.name] = ownership }
    }
    return result
  }

  /// Whether a record's declared type is given by a function rather than by a name: how the compiler hides a
  /// noncopyable field's type from reflection (an accessor-function symbolic reference, byte 9).
  static func isGivenByFunction(_ record: Record) -> Bool {
    record.mangledTypeName.load(as: UInt8.self) == 0x09
  }

  /// The type a mangled name (in text, without symbolic references) names in the context of `type`, whose generic
  /// arguments it may use; `nil` when it cannot be resolved: a noncopyable type, which the runtime does not resolve
  /// by name, or a generic class whose superclass is resilient.
  static func resolve(_ mangledName: String, in type: Any.Type) -> Any.Type? {
    guard let resolve = typeByMangledName, let descriptor = TypeKind.contextDescriptor(of: type) else { return nil }
    let isGeneric = descriptor.load(as: UInt32.self) & 0x80 != 0
    var arguments: UnsafeRawPointer?
    if isGeneric {
      guard let offset = genericArgumentOffset(of: type, descriptor) else { return nil }
      arguments = unsafeBitCast(type, to: UnsafeRawPointer.self) + offset * MemoryLayout<UnsafeRawPointer>.stride
    }
    return mangledName.utf8CString.withUnsafeBufferPointer { name in
      resolve(UnsafeRawPointer(name.baseAddress!), UInt(name.count - 1), descriptor, arguments)
    }.map { unsafeBitCast($0, to: Any.Type.self) }
  }

  private typealias ResolveFunction =
    @convention(c) (
      UnsafeRawPointer, UInt, UnsafeRawPointer, UnsafeRawPointer?
    ) -> UnsafeRawPointer?

  // NB: the function compiled code calls to instantiate a type from its mangled name.
  private static let typeByMangledName: ResolveFunction? = RuntimeSymbol.address(
    of: "swift_getTypeByMangledNameInContext"
  ).map { unsafeBitCast($0, to: ResolveFunction.self) }

  /// Where a generic type's metadata keeps its generic arguments, in words: after a struct's kind and descriptor; in a
  /// class, before its own members, as its descriptor's metadata bounds say, unless a resilient superclass makes them
  /// known only at run time.
  static func genericArgumentOffset(of type: Any.Type, _ descriptor: UnsafeRawPointer) -> Int? {
    guard type is AnyClass else { return 2 }
    // NB: a class descriptor: the type context descriptor's five words, the superclass's name, the metadata's
    // negative and positive sizes in words, then how many members the class adds itself.
    let hasResilientSuperclass = descriptor.load(as: UInt32.self) & (1 << (16 + 13)) != 0
    guard !hasResilientSuperclass else { return nil }
    let positiveSize = Int(descriptor.load(fromByteOffset: 28, as: UInt32.self))
    let immediateMembers = Int(descriptor.load(fromByteOffset: 32, as: UInt32.self))
    return positiveSize - immediateMembers
  }

  /// The ownership a mangled type name ends with, stepping over the symbolic references inside it.
  private static func suffixOwnership(_ mangled: UnsafeRawPointer) -> ReferenceOwnership {
    var bytes = mangled.assumingMemoryBound(to: UInt8.self)
    var last: (UInt8, UInt8) = (0, 0)
    while bytes.pointee != 0 {
      switch bytes.pointee {
      case 0x01...0x17: bytes += 5
      case 0x18...0x1F: bytes += 1 + MemoryLayout<UnsafeRawPointer>.size
      default:
        last = (last.1, bytes.pointee)
        bytes += 1
      }
    }
    switch last {
    case (UInt8(ascii: "X"), UInt8(ascii: "w")): return .weak
    case (UInt8(ascii: "X"), UInt8(ascii: "o")): return .unowned
    case (UInt8(ascii: "X"), UInt8(ascii: "u")): return .unownedUnsafe
    default: return .strong
    }
  }

  /// The address a 32-bit relative pointer at `offset` leads to, or `nil` for a null one.
  private static func relative(_ base: UnsafeRawPointer, at offset: Int) -> UnsafeRawPointer? {
    let field = base.advanced(by: offset)
    let distance = field.load(as: Int32.self)
    return distance == 0 ? nil : field.advanced(by: Int(distance))
  }
}
