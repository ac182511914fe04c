import Foundation

/// What a closure keeps, read from its context and the capture descriptor the compiler emits for it
/// (`HeapLocalVariableMetadata` and `reflection::CaptureDescriptor` in the runtime's `Metadata.h` and `Records.h`):
/// whether it can keep an object alive at all.
///
/// A Swift closure is a function and a context: `nil` when it captures nothing, else a heap object whose metadata, of
/// kind `HeapLocalVariable`, points at a descriptor of the captured values' types. A capture list of weak and unowned
/// references (`[weak self]`) keeps nothing alive, and the descriptor says so by its types' mangled names (`…Xw`,
/// `…Xo`, `…Xu`); nor does a captured value whose type, made by the runtime from its mangled name, can hold no
/// reference (a `String`, an `Int`, a struct of them). A closure whose one capture is a native object may use that object as its context
/// (`{ self.call($0) }`): that object is what it keeps. Anything else, or anything this reader cannot read (a build
/// without reflection metadata, a convention other than Swift's), may keep an object alive.
package enum ClosureCaptures {
  /// What `function`, a function value, keeps alive, as far as can be proved: nothing (it captures nothing, or only
  /// weak and unowned references), the one object that is its context, or, for anything else, anything.
  package static func kept(by function: Any) -> Kept {
    guard isSound else { return .anything }
    switch read(function) {
    case .nothing, .keepsNoObject: return .nothing
    case .object(let object): return .object(object)
    case .mayKeep: return .anything
    }
  }

  /// What a closure keeps alive.
  package enum Kept {
    case nothing
    case object(AnyObject)
    case anything
  }

  /// What a read of a closure found.
  enum Reading: Equatable {
    /// The context is empty.
    case nothing
    /// Only weak and unowned references, and values that can hold no reference.
    case keepsNoObject
    /// The context is this one object.
    case object(AnyObject)
    /// Something strong, or something this reader cannot read.
    case mayKeep

    static func == (lhs: Reading, rhs: Reading) -> Bool {
      switch (lhs, rhs) {
      case (.nothing, .nothing), (.keepsNoObject, .keepsNoObject), (.mayKeep, .mayKeep): true
      case (.object(let left), .object(let right)): left === right
      default: false
      }
    }
  }

  /// Reads what `function` captures.
  static func read(_ function: Any) -> Reading {
    guard TypeKind.of(type(of: function)) == .function else { return .mayKeep }
    func open<Function>(_ value: Function) -> Reading {
      // NB: a Swift closure is two words, the function and its context; a C function, a block or a thin function
      // is one.
      guard MemoryLayout<Function>.size == 2 * MemoryLayout<UnsafeRawPointer>.size else { return .mayKeep }
      return withUnsafeBytes(of: value) { bytes in
        guard let context = bytes.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer?.self)
        else { return .nothing }
        return captures(ofContext: context, depth: 0)
      }
    }
    return _openExistential(function, do: open)
  }

  /// What the context object at `context` captures; the caller keeps it alive. `depth` counts the closures passed
  /// through to get here.
  private static func captures(ofContext context: UnsafeRawPointer, depth: Int) -> Reading {
    // NB: a context is a native Swift object: its first word is its metadata. A closure whose one capture is a
    // native object may use that object as its context, whose metadata is a class's, of another kind.
    let metadata = context.load(as: UnsafeRawPointer.self)
    // NB: a class's metadata starts with kind 0 where there is no Objective-C runtime, and with the address of its
    // metaclass where there is; the kinds of the runtime's other heap objects (boxes, errors, tasks) lie between.
    let kind = metadata.load(as: UInt.self)
    if kind == 0 || kind > lastNonTypeKind {
      return .object(Unmanaged<AnyObject>.fromOpaque(context).takeUnretainedValue())
    }
    switch layout(ofContextWith: metadata) {
    case .keepsNoObject:
      return .keepsNoObject
    case .mayKeep:
      return .mayKeep
    case .oneFunction(let offset):
      guard depth < maximumDepth else { return .mayKeep }
      let inner = context.load(
        fromByteOffset: offset + MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer?.self)
      return inner.map { captures(ofContext: $0, depth: depth + 1) } ?? .nothing
    }
  }

  /// What the capture descriptor of a context's metadata says, for every context of one closure site alike.
  private enum ContextLayout {
    case keepsNoObject
    case mayKeep
    /// One function and nothing else, at this offset: a thunk's original closure.
    case oneFunction(offset: Int)
  }

  /// The layout of the contexts whose metadata is at `metadata`, read once per closure site: a closure's metadata and
  /// descriptor are the compiler's, the same for every context it makes there.
  private static func layout(ofContextWith metadata: UnsafeRawPointer) -> ContextLayout {
    let key = UInt(bitPattern: metadata)
    if let known = lock.guarded({ layouts[key] }) { return known }
    let read = readLayout(ofContextWith: metadata)
    lock.guarded { layouts[key] = read }
    return read
  }

  private static let lock = NSLock()
  // NB: read and written only while `lock` is held.
  nonisolated(unsafe) private static var layouts: [UInt: ContextLayout] = [:]

  private static func readLayout(ofContextWith metadata: UnsafeRawPointer) -> ContextLayout {
    guard metadata.load(as: UInt.self) == heapLocalVariableKind,
      let descriptor = metadata.load(fromByteOffset: descriptorOffset, as: UnsafeRawPointer?.self),
      RuntimeFunctions.image(holding: descriptor) != nil
    else { return .mayKeep }
    // NB: three 32-bit counts (capture types, metadata sources, bindings), then one relative pointer to a mangled
    // type name per capture.
    let count = Int(descriptor.load(as: UInt32.self))
    guard (1...maximumCaptures).contains(count) else { return .mayKeep }
    if count == 1, let offset = onlyCapturedFunction(metadata, descriptor) { return .oneFunction(offset: offset) }
    // NB: a closure of a generic context names its captures' types by its generic parameters, which only its
    // metadata sources make: such a capture's type is not made here.
    let isGeneric =
      descriptor.load(fromByteOffset: 4, as: UInt32.self) != 0
      || descriptor.load(fromByteOffset: 8, as: UInt32.self) != 0
    for index in 0..<count {
      guard let name = RelativePointer.target(at: descriptor + 12 + 4 * index, indirectable: false),
        RuntimeFunctions.image(holding: name) != nil,
        FieldDescriptor.suffixOwnership(name) != .strong || isBoxOfOneWeakReference(name)
          || (!isGeneric && holdsNoReference(captureTypeNamed: name))
      else { return .mayKeep }
    }
    return .keepsNoObject
  }

  /// Whether a strong capture's type, made by the runtime from its mangled name, can hold no reference. A type the
  /// runtime does not make from the name (a mutable capture's box, `…Xx`) may.
  private static func holdsNoReference(captureTypeNamed name: UnsafeRawPointer) -> Bool {
    let count = FieldDescriptor.length(ofMangledName: name)
    guard count > 0,
      let type = RuntimeFunctions.type(
        named: name.assumingMemoryBound(to: UInt8.self), count: count, context: nil, genericArguments: nil)
    else { return false }
    return ReferenceReach.of(type).isDisjoint(with: .references)
  }

  /// Whether a capture's mangled type is a box of one weak or unowned reference to a type named by a symbolic
  /// reference (`<type>SgXwz_Xx`), as the compiler boxes a `[weak self]` that another closure also captures.
  private static func isBoxOfOneWeakReference(_ name: UnsafeRawPointer) -> Bool {
    var bytes = name.assumingMemoryBound(to: UInt8.self)
    guard (0x01...0x17).contains(bytes.pointee) else { return false }
    bytes += 5
    var text: [UInt8] = []
    while bytes.pointee != 0, text.count < 8 {
      text.append(bytes.pointee)
      bytes += 1
    }
    guard bytes.pointee == 0 else { return false }
    return boxesOfOneWeakReference.contains(text)
  }

  /// The mangled tails of a box of one field, weak, unowned or unowned(unsafe), optional or not, `var` or `let`.
  private static let boxesOfOneWeakReference: Set<[UInt8]> = {
    var tails: Set<[UInt8]> = []
    for optional in ["", "Sg"] {
      for ownership in ["Xw", "Xo", "Xu"] {
        for mutable in ["", "z"] { tails.insert(Array("\(optional)\(ownership)\(mutable)_Xx".utf8)) }
      }
    }
    return tails
  }()

  /// The offset of the one function a context captures and nothing else, or `nil` when its one capture is no
  /// function. A closure stored as `Any`, or converted to another function type, is a thunk whose context holds the
  /// original closure so: what it keeps is what that one keeps.
  private static func onlyCapturedFunction(_ metadata: UnsafeRawPointer, _ descriptor: UnsafeRawPointer) -> Int? {
    // NB: a function's lowered type ends its mangled name with `_` (`Ieg_`, `SSIegg_`); no metadata sources and no
    // bindings, so that the capture is the first thing after the offset the metadata gives.
    guard descriptor.load(fromByteOffset: 4, as: UInt32.self) == 0,
      descriptor.load(fromByteOffset: 8, as: UInt32.self) == 0,
      let name = RelativePointer.target(at: descriptor + 12, indirectable: false),
      RuntimeFunctions.image(holding: name) != nil,
      FieldDescriptor.lastTwoBytes(ofMangledName: name).1 == UInt8(ascii: "_")
    else { return nil }
    let offset = Int(metadata.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UInt32.self))
    guard offset >= 2 * MemoryLayout<UnsafeRawPointer>.size, offset <= maximumFirstCaptureOffset else { return nil }
    return offset
  }

  /// How many closures deep a read follows a closure that only holds another.
  private static let maximumDepth = 8
  /// Beyond this, an offset to the first capture is no context header's.
  private static let maximumFirstCaptureOffset = 64

  /// The last kind of the metadata that is no type's (`MetadataKind.def`): a heap object's metadata of a greater
  /// kind word is a class's, whose first word is its metaclass.
  private static let lastNonTypeKind: UInt = 0x7FF

  /// `MetadataKind::HeapLocalVariable`: zero, marked as a kind that is not a type.
  private static let heapLocalVariableKind: UInt = 0x400
  /// Where `HeapLocalVariableMetadata` keeps its capture descriptor: after the kind and the 32-bit offset to the
  /// first capture, aligned.
  private static let descriptorOffset = 2 * MemoryLayout<UnsafeRawPointer>.size
  /// More captures than any closure has: a count above it is no capture descriptor's.
  private static let maximumCaptures = 4096

  /// Whether reads of Wired's own closures give what their capture lists say, checked once: if not, every closure may
  /// keep an object alive, for the rest of the run.
  static let isSound: Bool = {
    final class Probe: Sendable {
      func handler() -> @Sendable () -> Void { { self.touch() } }
      func touch() {}
    }
    let probe = Probe()
    let none: @Sendable () -> Void = {}
    let weak: @Sendable () -> Void = { [weak probe] in _ = probe }
    let unowned: @Sendable () -> Void = { [unowned probe] in _ = probe }
    let strong: @Sendable () -> Void = { _ = probe }
    let number = Int.random(in: 1...9)
    let weakAndAValue: @Sendable () -> Int = { [weak probe] in probe == nil ? number : 0 }
    let valueAndStrong: @Sendable () -> Int = {
      probe.touch()
      return number
    }
    let handler: @Sendable () -> Void = probe.handler()
    return read(none) == .nothing && read(weak) == .keepsNoObject && read(unowned) == .keepsNoObject
      && read(strong) != .nothing && read(strong) != .keepsNoObject && read(weakAndAValue) == .keepsNoObject
      && read(valueAndStrong) == .mayKeep && [.object(probe), .mayKeep].contains(read(handler))
  }()
}
