/// A mangled type name laid out in memory with indirect symbolic references (`0x02` and a 32-bit distance) to context
/// descriptors, as the compiler lays out the names in its field records, for the runtime to resolve.
///
/// The runtime finds a type by name only among the types its image registers for lookup, and the compiler registers no
/// noncopyable type there (`swift5_type_metadata_2` is a section the runtime never reads); a symbolic reference hands
/// the runtime the descriptor itself. Each reference points at a slot before the name that holds the descriptor's
/// address, so that the distance always fits in 32 bits.
enum SymbolicName {
  /// One part of a name: mangled text, or a reference to a descriptor.
  enum Part {
    case text([UInt8])
    case descriptor(UnsafeRawPointer)
  }

  /// The type the name of `parts` names, in the generic context of `context` with its `genericArguments`; `nil` when
  /// the runtime cannot make it.
  static func resolve(
    _ parts: [Part], context: UnsafeRawPointer?, genericArguments: UnsafeRawPointer?
  ) -> Any.Type? {
    let descriptors = parts.compactMap { part -> UnsafeRawPointer? in
      if case .descriptor(let address) = part { return address }
      return nil
    }
    let length = parts.reduce(0) { count, part in
      switch part {
      case .text(let bytes): count + bytes.count
      case .descriptor: count + 5
      }
    }
    guard length > 0 else { return nil }
    let word = MemoryLayout<UnsafeRawPointer>.stride
    let slots = descriptors.count * word
    let buffer = UnsafeMutableRawPointer.allocate(
      byteCount: slots + length + 1, alignment: MemoryLayout<UnsafeRawPointer>.alignment)
    defer { buffer.deallocate() }
    var position = slots
    var slot = 0
    for part in parts {
      switch part {
      case .text(let bytes):
        buffer.advanced(by: position).copyMemory(from: bytes, byteCount: bytes.count)
        position += bytes.count
      case .descriptor(let address):
        buffer.storeBytes(of: address, toByteOffset: slot * word, as: UnsafeRawPointer.self)
        buffer.storeBytes(of: 0x02, toByteOffset: position, as: UInt8.self)
        let field = buffer + position + 1
        field.storeBytes(of: Int32(buffer + slot * word - field), as: Int32.self)
        slot += 1
        position += 5
      }
    }
    buffer.storeBytes(of: 0, toByteOffset: position, as: UInt8.self)
    return RuntimeFunctions.type(
      named: (buffer + slots).assumingMemoryBound(to: UInt8.self), count: length, context: context,
      genericArguments: genericArguments)
  }
}
