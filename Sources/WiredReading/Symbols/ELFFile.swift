#if !canImport(Darwin)
  import Foundation

  /// A 64-bit little-endian ELF file, mapped and read with every offset checked against its size: its symbol table
  /// and its build ID; and the build ID of an image as it is loaded, from its program headers in memory.
  struct ELFFile {
    private let data: Data

    /// The file at `path`, or `nil` when it cannot be read or is not a 64-bit little-endian ELF file.
    init?(path: String) {
      guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped),
        data.count > 64, data.prefix(6).elementsEqual([0x7F, 0x45, 0x4C, 0x46, 2, 1])
      else { return nil }
      self.data = data
    }

    /// The GNU build ID of the file (`NT_GNU_BUILD_ID` in a note section), or `nil` when it has none.
    var buildID: [UInt8]? {
      data.withUnsafeBytes { file in
        let reader = Reader(file)
        guard let sectionsAt = reader.load(0x28, as: UInt64.self), let entrySize = reader.load(0x3A, as: UInt16.self),
          let count = reader.load(0x3C, as: UInt16.self), entrySize >= 64
        else { return nil }
        for index in 0..<Int(count) {
          let header = Int(sectionsAt) + index * Int(entrySize)
          // NB: a section header: its type at 4 (7, a note), its file offset at 24 and its size at 32.
          guard reader.load(header + 4, as: UInt32.self) == 7, let offset = reader.load(header + 24, as: UInt64.self),
            let size = reader.load(header + 32, as: UInt64.self),
            let found = Self.buildID(inNotes: reader, from: Int(offset), count: Int(size))
          else { continue }
          return found
        }
        return nil
      }
    }

    /// The build ID of the image loaded at `base`, read from its program headers in memory, and whether its symbols'
    /// values are offsets from `base` (a shared object or a position-independent executable).
    static func loadedBuildID(at base: UnsafeRawPointer) -> (buildID: [UInt8], isRelocated: Bool)? {
      // NB: the first loaded segment maps the ELF header and the program headers; its magic number is checked first.
      let header = UnsafeRawBufferPointer(start: base, count: 64)
      guard header.prefix(6).elementsEqual([0x7F, 0x45, 0x4C, 0x46, 2, 1]) else { return nil }
      let isRelocated = header.loadUnaligned(fromByteOffset: 16, as: UInt16.self) == 3
      let programHeadersAt = Int(header.loadUnaligned(fromByteOffset: 0x20, as: UInt64.self))
      let entrySize = Int(header.loadUnaligned(fromByteOffset: 0x36, as: UInt16.self))
      let count = Int(header.loadUnaligned(fromByteOffset: 0x38, as: UInt16.self))
      guard entrySize >= 56, count < 256, programHeadersAt < 4096 else { return nil }
      let programHeaders = UnsafeRawBufferPointer(start: base + programHeadersAt, count: entrySize * count)
      for index in 0..<count {
        let entry = index * entrySize
        // NB: a program header: its type at 0 (4, a note), its address at 16 and its size in memory at 40.
        guard programHeaders.loadUnaligned(fromByteOffset: entry, as: UInt32.self) == 4 else { continue }
        let address = programHeaders.loadUnaligned(fromByteOffset: entry + 16, as: UInt64.self)
        let size = Int(programHeaders.loadUnaligned(fromByteOffset: entry + 40, as: UInt64.self))
        let start = isRelocated ? base + Int(address) : UnsafeRawPointer(bitPattern: UInt(address))
        guard let start, size < 1 << 16 else { continue }
        let notes = UnsafeRawBufferPointer(start: start, count: size)
        if let found = buildID(inNotes: Reader(notes), from: 0, count: size) { return (found, isRelocated) }
      }
      return nil
    }

    /// The `NT_GNU_BUILD_ID` note among the notes at `offset`: each a name size, a description size and a type,
    /// then the name and the description, each padded to four bytes.
    private static func buildID(inNotes reader: Reader, from offset: Int, count: Int) -> [UInt8]? {
      var note = offset
      while note + 12 <= offset + count {
        guard let nameSize = reader.load(note, as: UInt32.self), let size = reader.load(note + 4, as: UInt32.self),
          let type = reader.load(note + 8, as: UInt32.self)
        else { return nil }
        let name = note + 12
        let description = name + (Int(nameSize) + 3) & ~3
        guard description + Int(size) <= offset + count else { return nil }
        if type == 3, nameSize == 4, reader.bytes(name, 4) == Array("GNU\0".utf8) {
          return reader.bytes(description, Int(size))
        }
        note = description + (Int(size) + 3) & ~3
      }
      return nil
    }

    /// The symbols of the file's symbol table whose names `matches` accepts, by value; empty when it has none.
    func symbols(where matches: (UnsafeRawBufferPointer) -> Bool) -> [UInt64: String] {
      data.withUnsafeBytes { file -> [UInt64: String] in
        let reader = Reader(file)
        guard let sectionsAt = reader.load(0x28, as: UInt64.self), let entrySize = reader.load(0x3A, as: UInt16.self),
          let count = reader.load(0x3C, as: UInt16.self), entrySize >= 64
        else { return [:] }
        // NB: a section header: its type at 4, its file offset at 24 and size at 32, the section it links to at 40.
        func section(_ index: Int) -> (type: UInt32, offset: Int, size: Int, link: Int)? {
          let header = Int(sectionsAt) + index * Int(entrySize)
          guard let type = reader.load(header + 4, as: UInt32.self),
            let offset = reader.load(header + 24, as: UInt64.self),
            let size = reader.load(header + 32, as: UInt64.self), let link = reader.load(header + 40, as: UInt32.self),
            Int(exactly: offset).map({ $0 + Int(size) <= file.count }) ?? false
          else { return nil }
          return (type, Int(offset), Int(size), Int(link))
        }
        let symbolTableType: UInt32 = 2
        guard let table = (0..<Int(count)).lazy.compactMap(section).first(where: { $0.type == symbolTableType }),
          let names = section(table.link)
        else { return [:] }
        var found: [UInt64: String] = [:]
        // NB: a symbol: its name's offset in the string table at 0, its value at 8; 24 bytes.
        for entry in stride(from: table.offset, to: table.offset + table.size - 23, by: 24) {
          guard let nameOffset = reader.load(entry, as: UInt32.self),
            let value = reader.load(entry + 8, as: UInt64.self)
          else { break }
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

    /// Loads from a buffer, every read checked against its bounds.
    private struct Reader {
      let buffer: UnsafeRawBufferPointer

      init(_ buffer: UnsafeRawBufferPointer) {
        self.buffer = buffer
      }

      func load<T: FixedWidthInteger>(_ offset: Int, as type: T.Type) -> T? {
        guard offset >= 0, offset + MemoryLayout<T>.size <= buffer.count else { return nil }
        return buffer.loadUnaligned(fromByteOffset: offset, as: T.self)
      }

      func bytes(_ offset: Int, _ count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0, offset + count <= buffer.count else { return nil }
        return Array(buffer[offset..<(offset + count)])
      }
    }
  }
#endif
