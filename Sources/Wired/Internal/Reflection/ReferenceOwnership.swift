import Foundation

/// How a stored property holds a reference: whether it keeps its target alive.
enum ReferenceOwnership: Sendable, Hashable {
  case strong
  case weak
  case unowned
  /// `unowned(unsafe)`: neither keeps its target alive nor checks that it still lives.
  case unownedUnsafe

  /// The stored properties of `type` itself that do not hold their value strongly, by label; any other is strong.
  ///
  /// Reads the mangled type names in the type's field descriptor (`…Xw` weak, `…Xo` unowned, `…Xu` unowned(unsafe));
  /// where that cannot be read, falls back on the runtime's strong-or-not: `weak` for an optional, else `unowned`.
  static func table(for type: Any.Type) -> [String: ReferenceOwnership] {
    cache.value(for: type) {
      var read = FieldDescriptor.ownerships(of: type)
      for field in FieldLayout.of(type).fields where !field.isStrong && read[field.label] == nil {
        read[field.label] = TypeKind.of(field.declaredType) == .optional ? .weak : .unowned
      }
      return read
    }
  }

  private static let cache = TypeCache<[String: ReferenceOwnership]>()
}

// MARK: -

/// Reads a type's own field records from its context descriptor, as the runtime lays them out.
private enum FieldDescriptor {
  private typealias DescriptorFunction = @convention(c) (UnsafeRawPointer) -> UnsafeRawPointer?

  // NB: looked up at run time, like FieldLayout's entry points: a runtime without it costs only the distinction
  // between unowned and unowned(unsafe).
  private static let typeContextDescriptor: DescriptorFunction? = RuntimeSymbol.address(
    of: "swift_getTypeContextDescriptor"
  ).map { unsafeBitCast($0, to: DescriptorFunction.self) }

  /// The fields of `type` itself (not its superclasses') that are not strong, by label.
  static func ownerships(of type: Any.Type) -> [String: ReferenceOwnership] {
    let kind = TypeKind.of(type)
    guard kind == .class || kind == .struct, let typeContextDescriptor,
      let descriptor = typeContextDescriptor(unsafeBitCast(type, to: UnsafeRawPointer.self))
    else { return [:] }
    // NB: a type context descriptor: flags, parent, name, access function, then the relative pointer to its
    // field descriptor, which holds a 16-byte header and one record per field (flags, type name, field name).
    guard let fields = relative(descriptor, at: 16) else { return [:] }
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    guard recordSize >= 12 else { return [:] }
    var result: [String: ReferenceOwnership] = [:]
    for index in 0..<count {
      let record = fields.advanced(by: 16 + index * recordSize)
      guard let typeName = relative(record, at: 4), let name = relative(record, at: 8) else { continue }
      let ownership = suffixOwnership(typeName)
      if ownership != .strong {
        result[String(cString: name.assumingMemoryBound(to: CChar.self))] = ownership
      }
    }
    return result
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
