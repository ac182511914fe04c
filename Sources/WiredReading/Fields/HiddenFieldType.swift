/// The declared type of a stored field that Swift's reflection hides: a noncopyable one, whose field record gives its
/// type through a function that returns `()` where the runtime does not reflect noncopyable values (Linux).
///
/// The type is then found where the compiler left its name: the local symbol that labels the field's type reference,
/// `get_type_metadata <mangled type> noncopyable.1`, in the image's symbol table, and made by the runtime's resolver,
/// which reads every form of the grammar. It cannot do two things: read a name that starts with a generic signature
/// (the owner's, when it is generic), and find a noncopyable type by name, since no image registers one for lookup
/// (but through a conformance record, which Wired gives the `Synchronization` types: ``RuntimeNamed``). For those,
/// and only those, ``MangledName`` reads the name, and ``MangledTypeResolver`` has the runtime make it with
/// symbolic references to the noncopyable types' descriptors, then checks it against the name. A type neither can
/// make is named, and its field reported as unreadable.
package enum HiddenFieldType {
  /// What a field that reflection gives as `()` holds.
  enum Resolution {
    /// Its declared type.
    case type(Any.Type)
    /// A type Wired cannot make or read: its name, when known, and why.
    case unreadable(name: String?, reason: String)
  }

  /// What the field that `record` of `level` describes really is, when the runtime gave its type as `()`; `nil` for a
  /// field whose type is `()`: declared so, or a generic parameter bound to it (`Box<Void>.value`).
  static func resolve(_ record: FieldDescriptor.Record, in level: Any.Type) -> Resolution? {
    // NB: only a record that names its type through an accessor function hides it; any other name was resolved by the
    // runtime, in the owner's generic context, to the `()` it gave.
    guard FieldDescriptor.naming(ofMangledName: record.mangledTypeName) == .accessorFunction else { return nil }
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
    // NB: first the runtime, which reads every form of the grammar: it makes the type when the name has no generic
    // signature and every noncopyable type in it has a conformance record (``RuntimeNamed``).
    if let context = ContextDescriptor(of: level),
      let type = RuntimeFunctions.type(
        named: Array(mangled.utf8), context: context.address,
        genericArguments: context.isGeneric ? TypeKind.genericArguments(of: level) : nil)
    {
      return .type(type)
    }
    guard let node = MangledName.type(mangled.utf8) else {
      // NB: the runtime's demangler names it for the message, as `<A where …>Mutex<…>` for a generic signature.
      let readable = RuntimeFunctions.demangle("$s" + mangled + "D").map { name in
        name.hasPrefix("<") ? String(name.drop { $0 != ">" }.dropFirst()) : name
      }
      return .unreadable(
        name: readable,
        reason: "a noncopyable value of a type that the runtime makes from no name, and whose name Wired cannot read")
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
