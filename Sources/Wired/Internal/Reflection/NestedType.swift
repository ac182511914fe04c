/// A type nested in the type that declares a field of it, such as `GRPCClient.StateMachine` behind
/// `Mutex<StateMachine>`, when its mangled name cannot be resolved: it is private, and the runtime finds no private
/// type by name, or it refers (`AA`) to a name in the generic signature written before it. It is found by the symbol
/// of its context descriptor in the owner's image (`…12StateMachine33_<discriminator>LLVMn`) and made by that
/// descriptor's metadata access function, with the owner's generic arguments.
///
/// NB: needed only where the field's type is known by name alone: a Linux build, for a noncopyable field
/// (``HiddenFieldType``). A type whose generic arguments are not exactly the owner's own parameters is not made.
enum NestedType {
  /// The type that `mangled` names, when it is a type declared inside `owner`; `nil` otherwise.
  static func resolve(_ mangled: String, in owner: Any.Type) -> Any.Type? {
    guard let ownerDescriptor = TypeKind.contextDescriptor(of: owner),
      let ownerName = ContextDescriptor.name(of: ownerDescriptor)
    else { return nil }
    let parameters = ContextDescriptor.genericParameters(of: ownerDescriptor)
    let arguments = ownParameters(count: parameters.count)
    guard mangled.hasSuffix(arguments), let entity = lastEntity(of: mangled.utf8.dropLast(arguments.utf8.count)),
      let descriptor = ImageSymbols.address(
        ofSymbolEndingWith: entity + "Mn", containing: "\(ownerName.utf8.count)\(ownerName)",
        inImageOf: ownerDescriptor),
      ContextDescriptor.enclosingType(of: descriptor) == ownerDescriptor,
      ContextDescriptor.genericParameters(of: descriptor) == parameters,
      let access = ContextDescriptor.accessFunction(of: descriptor)
    else { return nil }
    guard parameters.count > 0 else { return MetadataAccess.call(access, arguments: []) }
    guard let offset = FieldDescriptor.genericArgumentOffset(of: owner, ownerDescriptor) else { return nil }
    let metadata = unsafeBitCast(owner, to: UnsafeRawPointer.self)
    return MetadataAccess.call(
      access,
      arguments: (0..<parameters.keyArguments).map {
        metadata.load(fromByteOffset: (offset + $0) * MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
      })
  }

  /// How a type's generic arguments read when they are the enclosing type's own `count` parameters, in order:
  /// `yx_q_G` for two, nothing for none.
  private static func ownParameters(count: Int) -> String {
    guard count > 0 else { return "" }
    // NB: the parameters at depth 0 are `x`, `q_`, `q0_`, `q1_`…; the first in a list is followed by `_`.
    let names = (0..<count).map { $0 == 0 ? "x" : $0 == 1 ? "q_" : "q\($0 - 2)_" }
    return "y" + names[0] + "_" + names.dropFirst().joined() + "G"
  }

  /// The last entity of a mangled type: its name, its private discriminator if any, and its kind
  /// (`12StateMachine33_4B97…LLV`, `7OptionsV`).
  private static func lastEntity(of mangled: Substring.UTF8View) -> String? {
    let bytes = Array(mangled)
    guard let kind = bytes.last, "VCO".utf8.contains(kind) else { return nil }
    var end = bytes.count - 1
    // NB: `33_` and 32 hexadecimal digits, the file's private discriminator, then `LL`.
    let hex = Set("0123456789ABCDEF".utf8)
    if end >= 37, bytes[(end - 2)..<end].elementsEqual("LL".utf8),
      bytes[(end - 37)..<(end - 34)].elementsEqual("33_".utf8),
      bytes[(end - 34)..<(end - 2)].allSatisfy(hex.contains)
    {
      end -= 37
    }
    // NB: the identifier before is its length, then its characters: `12StateMachine`.
    let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
    for start in stride(from: end - 1, to: 0, by: -1)
    where digits.contains(bytes[start - 1]) && !digits.contains(bytes[start]) {
      var first = start - 1
      while first > 0, digits.contains(bytes[first - 1]) { first -= 1 }
      if Int(String(decoding: bytes[first..<start], as: UTF8.self)) == end - start {
        return String(decoding: bytes[first...], as: UTF8.self)
      }
    }
    return nil
  }
}

/// Reads a type context descriptor, as the Swift ABI lays it out.
private enum ContextDescriptor {
  /// The descriptor's name.
  static func name(of descriptor: UnsafeRawPointer) -> String? {
    relative(descriptor, at: 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
  }

  /// The type that declares the descriptor's type, stepping over the anonymous context that a private declaration
  /// sits in.
  static func enclosingType(of descriptor: UnsafeRawPointer) -> UnsafeRawPointer? {
    var parent = relative(descriptor, at: 4)
    // NB: kind 2, an anonymous context.
    while let context = parent, context.load(as: UInt32.self) & 0x1F == 2 { parent = relative(context, at: 4) }
    return parent
  }

  /// The function that makes the metadata of the descriptor's type.
  static func accessFunction(of descriptor: UnsafeRawPointer) -> UnsafeRawPointer? {
    relative(descriptor, at: 12)
  }

  /// How many generic parameters the type has, and how many arguments its metadata keeps for them (a type and a
  /// witness table per requirement).
  static func genericParameters(of descriptor: UnsafeRawPointer) -> GenericParameters {
    let flags = descriptor.load(as: UInt32.self)
    guard flags & 0x80 != 0 else { return GenericParameters(count: 0, keyArguments: 0) }
    // NB: the generic header follows a class's 44 bytes, a struct's or an enum's 28: two relative pointers, then
    // the numbers of parameters, requirements and key arguments, 16 bits each.
    let header = descriptor + (flags & 0x1F == 16 ? 44 : 28)
    return GenericParameters(
      count: Int(header.load(fromByteOffset: 8, as: UInt16.self)),
      keyArguments: Int(header.load(fromByteOffset: 12, as: UInt16.self)))
  }

  struct GenericParameters: Equatable {
    let count: Int
    let keyArguments: Int
  }

  /// Where the 32-bit relative pointer at `offset` leads, through the indirection its low bit marks.
  private static func relative(_ base: UnsafeRawPointer, at offset: Int) -> UnsafeRawPointer? {
    let field = base + offset
    let distance = Int(field.load(as: Int32.self))
    guard distance != 0 else { return nil }
    guard distance & 1 != 0 else { return field + distance }
    return (field + (distance & ~1)).load(as: UnsafeRawPointer?.self)
  }
}

/// Calls a metadata access function, which takes a request and the generic arguments (up to three in registers,
/// more in a buffer) and returns the metadata first.
private enum MetadataAccess {
  private typealias Direct =
    @convention(c) (Int, UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?) ->
    UnsafeRawPointer?
  private typealias Buffered = @convention(c) (Int, UnsafePointer<UnsafeRawPointer>) -> UnsafeRawPointer?

  static func call(_ function: UnsafeRawPointer, arguments: [UnsafeRawPointer]) -> Any.Type? {
    // NB: request 0 asks for complete metadata, blocking until it is.
    let metadata: UnsafeRawPointer?
    if arguments.count <= 3 {
      let padded = arguments.map(Optional.some) + Array(repeating: nil, count: 3 - arguments.count)
      metadata = unsafeBitCast(function, to: Direct.self)(0, padded[0], padded[1], padded[2])
    } else {
      metadata = arguments.withUnsafeBufferPointer { unsafeBitCast(function, to: Buffered.self)(0, $0.baseAddress!) }
    }
    return metadata.map { unsafeBitCast($0, to: Any.Type.self) }
  }
}
