/// A type's own field records, read from its field descriptor as the runtime lays it out (`reflection::FieldDescriptor`
/// in the runtime's `Records.h`): each field's name and the mangled name of its declared type, which says how it
/// holds a reference and, where reflection hides a noncopyable field's type, how the compiler named it instead.
package enum FieldDescriptor {
  /// One field record of a type itself (not of its superclasses).
  struct Record {
    let name: String
    /// The mangled name of the field's declared type, with the symbolic references inside it.
    let mangledTypeName: UnsafeRawPointer
  }

  /// The field records of `type` itself, in declaration order; empty where they cannot be read. An enum's records are
  /// its cases that carry a payload.
  static func records(of type: Any.Type) -> [Record] {
    guard let descriptor = ContextDescriptor(of: type),
      descriptor.kind == .class || descriptor.kind == .struct || descriptor.kind == .enum,
      let fields = descriptor.fieldDescriptor
    else { return [] }
    // NB: a 16-byte header (the type's name, its superclass's, the kind, the record size and the count), then one
    // record per field: flags, then direct relative pointers to the type's mangled name and the field's name.
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    guard recordSize >= 12 else { return [] }
    return (0..<count).compactMap { index in
      let record = fields.advanced(by: 16 + index * recordSize)
      guard let typeName = RelativePointer.target(at: record + 4, indirectable: false),
        let name = RelativePointer.target(at: record + 8, indirectable: false)
      else { return nil }
      return Record(name: String(cString: name.assumingMemoryBound(to: CChar.self)), mangledTypeName: typeName)
    }
  }

  /// Whether `type` itself was compiled without reflection metadata: a struct or class that declares stored fields
  /// but has no field descriptor to list them, so that reflection shows none.
  package static func isMissing(for type: Any.Type) -> Bool {
    guard let descriptor = ContextDescriptor(of: type), descriptor.kind == .class || descriptor.kind == .struct else {
      return false
    }
    return descriptor.fieldDescriptor == nil && descriptor.storedFieldCount > 0
  }

  /// The types of the payloads an enum's cases carry, each made by the runtime from its record's mangled name in the
  /// enum's generic context; `nil` when one cannot be made, or `type` is not an enum.
  package static func payloadTypes(of type: Any.Type) -> [Any.Type]? {
    guard let descriptor = ContextDescriptor(of: type), descriptor.kind == .enum else { return nil }
    let arguments = descriptor.isGeneric ? TypeKind.genericArguments(of: type) : nil
    guard !descriptor.isGeneric || arguments != nil else { return nil }
    var types: [Any.Type] = []
    for record in records(of: type) {
      let name = record.mangledTypeName.assumingMemoryBound(to: UInt8.self)
      guard
        let payload = RuntimeFunctions.type(
          named: name, count: length(ofMangledName: record.mangledTypeName), context: descriptor.address,
          genericArguments: arguments)
      else { return nil }
      types.append(payload)
    }
    return types
  }

  /// The length of the mangled name at `mangled`, up to its terminating zero, stepping over the symbolic references
  /// inside it, whose bytes may be zero.
  static func length(ofMangledName mangled: UnsafeRawPointer) -> Int {
    var bytes = mangled.assumingMemoryBound(to: UInt8.self)
    let start = bytes
    while bytes.pointee != 0 {
      switch bytes.pointee {
      case 0x01...0x17: bytes += 5
      case 0x18...0x1F: bytes += 1 + MemoryLayout<UnsafeRawPointer>.size
      default: bytes += 1
      }
    }
    return bytes - start
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

  /// How a record names its field's declared type: by a mangled name, or by an accessor function (a symbolic
  /// reference of kind 9), the way the compiler hides a noncopyable field's type from reflection; padding bytes
  /// (`0xFF`) that align a symbolic reference come first.
  enum Naming: Equatable {
    case accessorFunction
    case mangledName
  }

  /// How the mangled name at `name` names a type.
  static func naming(ofMangledName name: UnsafeRawPointer) -> Naming {
    var first = name.assumingMemoryBound(to: UInt8.self)
    while first.pointee == 0xFF { first += 1 }
    return first.pointee == 0x09 ? .accessorFunction : .mangledName
  }

  /// The ownership a mangled type name ends with, stepping over the symbolic references and padding inside it.
  static func suffixOwnership(_ mangled: UnsafeRawPointer) -> ReferenceOwnership {
    switch lastTwoBytes(ofMangledName: mangled) {
    case (UInt8(ascii: "X"), UInt8(ascii: "w")): .weak
    case (UInt8(ascii: "X"), UInt8(ascii: "o")): .unowned
    case (UInt8(ascii: "X"), UInt8(ascii: "u")): .unownedUnsafe
    default: .strong
    }
  }

  /// The last two characters of a mangled type name, stepping over the symbolic references and padding inside it.
  static func lastTwoBytes(ofMangledName mangled: UnsafeRawPointer) -> (UInt8, UInt8) {
    var bytes = mangled.assumingMemoryBound(to: UInt8.self)
    var last: (UInt8, UInt8) = (0, 0)
    while bytes.pointee != 0 {
      switch bytes.pointee {
      case 0x01...0x17: bytes += 5
      case 0x18...0x1F: bytes += 1 + MemoryLayout<UnsafeRawPointer>.size
      case 0xFF: bytes += 1
      default:
        last = (last.1, bytes.pointee)
        bytes += 1
      }
    }
    return last
  }
}
