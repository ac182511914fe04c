import Foundation

/// The symbols of the loaded images, local ones included, read from each image's symbol table: how the compiler names
/// the type of a noncopyable field (`get_type_metadata <mangled type> noncopyable.1`), the only place where a Linux
/// build keeps it, and where the descriptors of an image's types lie (`…Mn`), private ones included.
///
/// NB: the symbol table is not loaded into memory, so it is read from the image's file, and only from a file whose
/// build ID is the loaded image's: the main executable is found by `/proc/self/exe`, whatever directory a test
/// changed to. A stripped image, or one whose file cannot be matched, has no symbols here; the callers say why.
package enum ImageSymbols {
  /// Why symbols cannot be read for the image at `address`, or `nil` when they can.
  static func problem(inImageOf address: UnsafeRawPointer) -> String? {
    #if canImport(Darwin)
      return nil
    #else
      switch image(holding: address) {
      case .success: return nil
      case .failure(let problem): return problem.description
      }
    #endif
  }

  /// The name of the symbol at `address` that starts with `prefix`, or `nil`.
  static func name(at address: UnsafeRawPointer, prefix: String) -> String? {
    #if canImport(Darwin)
      // NB: Darwin's `dladdr` reads the image's whole symbol table, local symbols included.
      var info = Dl_info()
      guard dladdr(address, &info) != 0, let name = info.dli_sname,
        info.dli_saddr == UnsafeMutableRawPointer(mutating: address)
      else { return nil }
      let symbol = String(cString: name)
      return symbol.hasPrefix(prefix) ? symbol : nil
    #else
      guard case .success(let image) = image(holding: address) else { return nil }
      let table = image.symbols(prefix: prefix)
      return table[UInt64(UInt(bitPattern: address)) &- image.bias]
    #endif
  }

  /// The type that `identifier` is the identity of, when it is one: `ObjectIdentifier(Key.self)`, as a library keys
  /// its storage; `nil` for the identity of an object, whose address is never read.
  package static func type(identifiedBy identifier: ObjectIdentifier) -> Any.Type? {
    UnsafeRawPointer(bitPattern: UInt(bitPattern: identifier)).flatMap(typeMetadata(at:))
  }

  /// The type whose metadata lies at `address`, when a loaded image's symbol labels it as a type's metadata
  /// (`$s4Leaf0A3KeyVN`); `nil` for any other address, which is never read.
  static func typeMetadata(at address: UnsafeRawPointer) -> Any.Type? {
    func isTypeMetadata(_ name: some BidirectionalCollection<UInt8>) -> Bool {
      // NB: `$s…VN`, `$s…CN`, `$s…ON`: the metadata of a struct, a class or an enum, at its address point.
      name.count > 4 && name.starts(with: "$s".utf8) && name.last == UInt8(ascii: "N")
        && "VCO".utf8.contains(name[name.index(name.endIndex, offsetBy: -2)])
    }
    #if canImport(Darwin)
      var info = Dl_info()
      guard dladdr(address, &info) != 0, let name = info.dli_sname,
        info.dli_saddr == UnsafeMutableRawPointer(mutating: address),
        isTypeMetadata(Array(String(cString: name).utf8))
      else { return nil }
    #else
      guard case .success(let image) = image(holding: address) else { return nil }
      let table = image.symbols(matching: "type metadata", where: isTypeMetadata)
      guard table[UInt64(UInt(bitPattern: address)) &- image.bias] != nil else { return nil }
    #endif
    return unsafeBitCast(address, to: Any.Type.self)
  }

  /// The descriptors of the types named `name` in the image that holds `address`: each `…Mn` symbol whose descriptor
  /// has that name. Darwin builds never need them, and find none.
  static func typeDescriptors(named name: String, inImageOf address: UnsafeRawPointer) -> [ContextDescriptor] {
    #if canImport(Darwin)
      return []
    #else
      guard case .success(let image) = image(holding: address) else { return [] }
      return image.typeDescriptors()[name] ?? []
    #endif
  }

  #if !canImport(Darwin)
    /// What stops the symbols of an image from being read.
    enum Problem: Error, CustomStringConvertible {
      case noImage
      case noBuildID
      case noMatchingFile([String])

      var description: String {
        switch self {
        case .noImage: "the address lies in no image the dynamic loader knows"
        case .noBuildID: "the loaded image has no build ID to match its file against"
        case .noMatchingFile(let paths):
          "no file on disk is the loaded image (tried \(paths.joined(separator: ", ")): each has another build ID or cannot be opened)"
        }
      }
    }

    private static let lock = NSLock()
    // NB: read and written only while `lock` is held.
    nonisolated(unsafe) private static var images: [UInt: Result<LoadedImage, Problem>] = [:]

    /// The loaded image that holds `address`, matched to its file by build ID, read once per image.
    private static func image(holding address: UnsafeRawPointer) -> Result<LoadedImage, Problem> {
      guard let found = RuntimeFunctions.image(holding: address) else { return .failure(.noImage) }
      let key = UInt(bitPattern: found.base)
      if let known = lock.guarded({ images[key] }) { return known }
      // NB: the main executable's name is the path it was started by, relative to a directory a test may have left.
      let made = LoadedImage.matching(candidates: [found.fileName, "/proc/self/exe"], base: found.base)
      lock.guarded { images[key] = made }
      return made
    }
  #endif
}

#if !canImport(Darwin)
  // MARK: -

  /// An ELF image as it is loaded, and the file it was loaded from, whose build IDs are the same.
  final class LoadedImage: @unchecked Sendable {
    let path: String
    /// What the image's symbol values are offset by in memory: its base for a shared object or a
    /// position-independent executable, zero for a fixed one.
    let bias: UInt64
    private let lock = NSLock()
    // NB: read and written only while `lock` is held.
    private var tables: [String: [UInt64: String]] = [:]
    private var descriptors: [String: [ContextDescriptor]]?

    private init(path: String, bias: UInt64) {
      self.path = path
      self.bias = bias
    }

    /// The image loaded at `base`, read from the first of `candidates` whose build ID is the one in memory.
    static func matching(candidates: [String], base: UnsafeRawPointer) -> Result<LoadedImage, ImageSymbols.Problem> {
      guard let loaded = ELFFile.loadedBuildID(at: base) else { return .failure(.noBuildID) }
      for path in candidates {
        guard let file = ELFFile(path: path), file.buildID == loaded.buildID else { continue }
        return .success(LoadedImage(path: path, bias: loaded.isRelocated ? UInt64(UInt(bitPattern: base)) : 0))
      }
      return .failure(.noMatchingFile(candidates))
    }

    /// The image's symbols whose names start with `prefix`, by value; read once.
    func symbols(prefix: String) -> [UInt64: String] {
      symbols(matching: prefix) { $0.starts(with: prefix.utf8) }
    }

    /// The image's symbols whose names `matches` accepts, by value; read once for each `key`.
    func symbols(matching key: String, where matches: (UnsafeRawBufferPointer) -> Bool) -> [UInt64: String] {
      if let known = lock.guarded({ tables[key] }) { return known }
      let read = ELFFile(path: path)?.symbols(where: matches) ?? [:]
      lock.guarded { tables[key] = read }
      return read
    }

    /// The image's type descriptors (the `…Mn` symbols), by their names; read once.
    func typeDescriptors() -> [String: [ContextDescriptor]] {
      if let known = lock.guarded({ descriptors }) { return known }
      var found: [String: [ContextDescriptor]] = [:]
      let suffix = Array("Mn".utf8)
      let symbols =
        ELFFile(path: path)?.symbols {
          $0.count > 4 && $0.starts(with: "$s".utf8) && $0.suffix(2).elementsEqual(suffix)
        } ?? [:]
      for value in symbols.keys {
        guard let address = UnsafeRawPointer(bitPattern: UInt(value &+ bias)) else { continue }
        let descriptor = ContextDescriptor(address)
        guard let name = descriptor.name else { continue }
        found[name, default: []].append(descriptor)
      }
      lock.guarded { descriptors = found }
      return found
    }
  }
#endif
