import Foundation

/// The names of the symbols that label addresses in the loaded images, local ones included, read from each image's
/// symbol table: how the compiler names the type reference of a noncopyable field (`get_type_metadata <mangled
/// type> noncopyable.1`), which is the only place where a Linux build keeps that field's type.
///
/// NB: a stripped image has no local symbols, and then no name is found; the callers say so.
enum ImageSymbols {
  /// The name of the local symbol at `address` whose name starts with `prefix`, or `nil`.
  static func name(at address: UnsafeRawPointer, prefix: String) -> String? {
    // NB: `Dl_info`, as C declares it on every platform: the file's name and base, the symbol's name and address.
    var info = [UnsafeRawPointer?](repeating: nil, count: 4)
    guard let imageOf, imageOf(address, &info) != 0 else { return nil }
    let (fileName, fileBase, symbolName, symbolAddress) = (info[0], info[1], info[2], info[3])
    #if canImport(Darwin)
      // NB: Darwin's `dladdr` reads the image's whole symbol table, local symbols included.
      _ = (fileName, fileBase)
      guard let symbolName, symbolAddress == address else { return nil }
      let symbol = String(cString: symbolName.assumingMemoryBound(to: CChar.self))
      return symbol.hasPrefix(prefix) ? symbol : nil
    #else
      _ = (symbolName, symbolAddress)
      guard let fileName, let fileBase else { return nil }
      let symbols = table(ofImageAt: String(cString: fileName.assumingMemoryBound(to: CChar.self)), prefix: prefix)
      let absolute = UInt64(UInt(bitPattern: address))
      let relative = absolute &- UInt64(UInt(bitPattern: fileBase))
      return symbols[relative] ?? symbols[absolute]
    #endif
  }

  private typealias ImageFunction = @convention(c) (UnsafeRawPointer?, UnsafeMutablePointer<UnsafeRawPointer?>) -> Int32

  // NB: looked up, since the C library's module leaves it out on Linux unless `_GNU_SOURCE` is defined.
  private static let imageOf: ImageFunction? = RuntimeSymbol.address(of: "dladdr").map {
    unsafeBitCast($0, to: ImageFunction.self)
  }

  #if !canImport(Darwin)
    private static let lock = NSLock()
    // NB: read and written only while `lock` is held.
    nonisolated(unsafe) private static var tables: [String: [UInt64: String]] = [:]

    /// The symbols of the ELF image at `path` whose names start with `prefix`, by value; read once per image.
    private static func table(ofImageAt path: String, prefix: String) -> [UInt64: String] {
      let key = path + "\u{0}" + prefix
      if let known = lock.guarded({ tables[key] }) { return known }
      let read = ELFSymbolTable.symbols(inFileAt: path) { $0.starts(with: prefix.utf8) }
      lock.guarded { tables[key] = read }
      return read
    }
  #endif

  /// The address of the symbol, local ones included, of the image that holds `address` whose name ends with
  /// `suffix` and contains `fragment`; `nil` when there is none or more than one. Darwin builds never need it, and
  /// find nothing.
  static func address(
    ofSymbolEndingWith suffix: String, containing fragment: String, inImageOf address: UnsafeRawPointer
  )
    -> UnsafeRawPointer?
  {
    #if canImport(Darwin)
      return nil
    #else
      var info = [UnsafeRawPointer?](repeating: nil, count: 4)
      guard let imageOf, imageOf(address, &info) != 0, let fileName = info[0], let fileBase = info[1] else {
        return nil
      }
      let path = String(cString: fileName.assumingMemoryBound(to: CChar.self))
      let key = path + "\u{0}*" + fragment + "*" + suffix
      let found: [UInt64: String]
      if let known = lock.guarded({ tables[key] }) {
        found = known
      } else {
        found = ELFSymbolTable.symbols(inFileAt: path) { name in
          name.count > suffix.utf8.count && name.reversed().starts(with: suffix.utf8.reversed())
            && String(decoding: name, as: UTF8.self).contains(fragment)
        }
        lock.guarded { tables[key] = found }
      }
      guard found.count == 1, let value = found.keys.first else { return nil }
      // NB: a shared object's or position-independent executable's symbols are offsets from where it is loaded.
      let isRelocated = ELFSymbolTable.isPositionIndependent(path)
      return UnsafeRawPointer(bitPattern: UInt(value) &+ (isRelocated ? UInt(bitPattern: fileBase) : 0))
    #endif
  }
}

// MARK: -

/// Reads the symbol table of an ELF file, every offset checked against the file's size.
enum ELFSymbolTable {
  /// The symbols of the 64-bit little-endian ELF file at `path` whose names `matches` accepts, by value; empty
  /// when the file cannot be read or has no symbol table.
  static func symbols(inFileAt path: String, where matches: (UnsafeRawBufferPointer) -> Bool) -> [UInt64: String] {
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return [:] }
    return data.withUnsafeBytes { file in symbols(in: file, where: matches) } ?? [:]
  }

  /// Whether the ELF file at `path` is a shared object or a position-independent executable (`ET_DYN`), whose
  /// symbols' values are offsets from where it is loaded.
  static func isPositionIndependent(_ path: String) -> Bool {
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped), data.count > 18
    else { return true }
    return data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 16, as: UInt16.self) } == 3
  }

  private static func symbols(in file: UnsafeRawBufferPointer, where matches: (UnsafeRawBufferPointer) -> Bool)
    -> [UInt64: String]?
  {
    func load<T: FixedWidthInteger>(_ offset: Int, as type: T.Type) -> T? {
      guard offset >= 0, offset + MemoryLayout<T>.size <= file.count else { return nil }
      return file.loadUnaligned(fromByteOffset: offset, as: T.self)
    }
    // NB: the ELF header: the magic number, then the class (2, 64 bits) and the byte order (1, little endian).
    guard file.count > 64, file[0] == 0x7F, file[1] == 0x45, file[2] == 0x4C, file[3] == 0x46, file[4] == 2,
      file[5] == 1, let sectionsAt = load(0x28, as: UInt64.self), let entrySize = load(0x3A, as: UInt16.self),
      let count = load(0x3C, as: UInt16.self), entrySize >= 64
    else { return nil }
    // NB: a section header: its type at 4, its file offset at 24 and size at 32, the section it links to at 40.
    func section(_ index: Int) -> (type: UInt32, offset: Int, size: Int, link: Int)? {
      let header = Int(sectionsAt) + index * Int(entrySize)
      guard let type = load(header + 4, as: UInt32.self), let offset = load(header + 24, as: UInt64.self),
        let size = load(header + 32, as: UInt64.self), let link = load(header + 40, as: UInt32.self),
        Int(exactly: offset).map({ $0 + Int(size) <= file.count }) ?? false
      else { return nil }
      return (type, Int(offset), Int(size), Int(link))
    }
    let symbolTableType: UInt32 = 2
    guard let symbols = (0..<Int(count)).lazy.compactMap(section).first(where: { $0.type == symbolTableType }),
      let names = section(symbols.link)
    else { return nil }
    var found: [UInt64: String] = [:]
    // NB: a symbol: its name's offset in the string table at 0, its value at 8; 24 bytes.
    for entry in stride(from: symbols.offset, to: symbols.offset + symbols.size - 23, by: 24) {
      guard let nameOffset = load(entry, as: UInt32.self), let value = load(entry + 8, as: UInt64.self) else { break }
      let start = names.offset + Int(nameOffset)
      guard start < names.offset + names.size else { continue }
      let end =
        memchr(file.baseAddress! + start, 0, names.offset + names.size - start).map {
          $0 - UnsafeMutableRawPointer(mutating: file.baseAddress!)
        } ?? names.offset + names.size
      let name = UnsafeRawBufferPointer(rebasing: file[start..<end])
      if matches(name) { found[value] = String(decoding: name, as: UTF8.self) }
    }
    return found
  }
}
