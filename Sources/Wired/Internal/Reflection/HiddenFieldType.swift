/// The declared type of a stored field that Swift's reflection hides: a noncopyable one, whose field record gives its
/// type through a function that returns `()` where the runtime does not reflect noncopyable values (Linux).
///
/// The type is then found where the compiler left its name: the local symbol that labels the field's type reference,
/// `get_type_metadata <mangled type> noncopyable.1`, in the image's symbol table. The runtime makes no noncopyable type
/// from a name, so the `Synchronization` types are rebuilt from their copyable argument (`Mutex<State>` from `State`),
/// and another noncopyable type is made through its descriptor; ``MangledTypeResolver`` makes each and checks it
/// against the name. A type it cannot make is named, and its field reported as unreadable.
enum HiddenFieldType {
  /// What a field that reflection gives as `()` holds.
  enum Resolution {
    /// Its declared type.
    case type(Any.Type)
    /// A type Wired cannot make or read: its name, when known, and why.
    case unreadable(name: String?, reason: String)
  }

  /// What the field that `record` of `level` describes really is, when the runtime gave its type as `()`; `nil` for a
  /// field that is declared `()`.
  static func resolve(_ record: FieldDescriptor.Record, in level: Any.Type) -> Resolution? {
    switch FieldDescriptor.naming(ofMangledName: record.mangledTypeName) {
    case .emptyTuple:
      return nil
    case .other:
      return .unreadable(
        name: nil, reason: "a field that reflection gives as () although its record names another type")
    case .accessorFunction:
      break
    }
    let prefix = "get_type_metadata "
    guard let symbol = ImageSymbols.name(at: record.mangledTypeName, prefix: prefix) else {
      let reason =
        ImageSymbols.problem(inImageOf: record.mangledTypeName).map {
          "a noncopyable value whose type Swift's reflection hides, and whose image's symbols Wired cannot read: \($0)"
        }
        ?? "a noncopyable value whose type Swift's reflection hides, and which the test binary's symbol table does "
        + "not name (a stripped build)"
      return .unreadable(name: nil, reason: reason)
    }
    // NB: `get_type_metadata <generic signature><mangled type> noncopyable.1`.
    let text = symbol.dropFirst(prefix.count)
    let mangled = text.range(of: " ", options: .backwards).map { text[..<$0.lowerBound] } ?? text
    guard let node = MangledName.type(mangled.utf8) else {
      return .unreadable(
        name: nil, reason: "a noncopyable value whose type's mangled name Wired cannot read (\(mangled))")
    }
    let name = RuntimeFunctions.demangle("$s" + String(decoding: node.standalone, as: UTF8.self) + "D")
    guard case .boundGeneric(let base, let levels) = node, let kind = SynchronizedType.named(base),
      levels.count == 1, levels[0].count == 1
    else {
      // NB: a noncopyable type of the app's, made through its descriptor.
      if let type = MangledTypeResolver.resolve(node, in: level) { return .type(type) }
      return .unreadable(
        name: name,
        reason: "a noncopyable value whose type Swift's reflection hides, and which Wired cannot make from its name")
    }
    guard let argument = MangledTypeResolver.resolve(levels[0][0], in: level), let rebuilt = kind.type(of: argument)
    else {
      return .unreadable(
        name: name,
        reason: "a noncopyable value of a type that Wired cannot make from its name and match against it")
    }
    return .type(rebuilt)
  }
}
