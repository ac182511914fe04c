import Foundation

/// The declared type of a stored field that Swift's reflection hides: a noncopyable one, whose field record gives its
/// type through a function that returns `()` where the runtime does not reflect noncopyable values (Linux).
///
/// The type is then found where the compiler left its name: the local symbol that labels the field's type reference,
/// `get_type_metadata <mangled type> noncopyable.1`, in the image's symbol table. The runtime resolves no noncopyable
/// type by name, so the `Synchronization` types are rebuilt from their copyable argument (`Mutex<State>` from
/// `State`); another noncopyable type is named, and its field reported as unreadable.
enum HiddenFieldType {
  /// The type of the field that `record` of `level` describes, when the runtime gave it as `()`: the real type, or
  /// `HiddenFieldType.self` and the type's name when it cannot be rebuilt; `nil` for a field that is declared `()`.
  static func resolve(_ record: FieldDescriptor.Record, in level: Any.Type) -> (type: Any.Type, name: String?)? {
    guard FieldDescriptor.isGivenByFunction(record) else { return nil }
    guard let mangled = mangledName(of: record) else { return (HiddenFieldType.self, nil) }
    // NB: `[<generic signature>l]15Synchronization5MutexVy<argument>G`. The argument is copyable, so the runtime
    // resolves it by name, unless it is private or refers to a name in the signature.
    for kind in SynchronizedType.allCases {
      guard let start = mangled.range(of: kind.mangledPrefix), mangled.hasSuffix("G") else { continue }
      let signature = mangled[..<start.lowerBound]
      guard signature.isEmpty || signature.hasSuffix("l") else { continue }
      let argument = String(mangled[start.upperBound..<mangled.index(before: mangled.endIndex)])
      guard
        let resolved = FieldDescriptor.resolve(argument, in: level) ?? NestedType.resolve(argument, in: level),
        let rebuilt = kind.type(of: resolved)
      else { continue }
      return (rebuilt, nil)
    }
    return (HiddenFieldType.self, demangled(mangled))
  }

  /// The readable name of a mangled type: `WiredTests.Token` for `10WiredTests5TokenV`.
  private static func demangled(_ mangled: String) -> String? {
    guard let demangle else { return nil }
    let symbol = "$s\(mangled)D"
    return symbol.utf8CString.withUnsafeBufferPointer { name -> String? in
      guard let text = demangle(name.baseAddress!, name.count - 1, nil, nil, 0) else { return nil }
      defer { free(text) }
      let result = String(cString: text)
      return result == symbol ? nil : result
    }
  }

  private typealias DemangleFunction =
    @convention(c) (
      UnsafePointer<CChar>, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?, UInt32
    ) -> UnsafeMutablePointer<CChar>?

  private static let demangle: DemangleFunction? = RuntimeSymbol.address(of: "swift_demangle").map {
    unsafeBitCast($0, to: DemangleFunction.self)
  }

  /// The mangled type the symbol at the record's type reference names, after the generic signature of its owner
  /// when the owner is generic.
  private static func mangledName(of record: FieldDescriptor.Record) -> String? {
    let prefix = "get_type_metadata "
    guard let symbol = ImageSymbols.name(at: record.mangledTypeName, prefix: prefix) else { return nil }
    let name = symbol.dropFirst(prefix.count)
    // NB: `get_type_metadata <mangled type> noncopyable.1`.
    return name.range(of: " ", options: .backwards).map { String(name[..<$0.lowerBound]) }
  }
}
