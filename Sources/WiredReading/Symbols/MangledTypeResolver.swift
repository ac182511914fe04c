/// Makes the type that a ``MangledName`` names, in the generic context of the type that declares the field: by the
/// runtime, from the name's standalone spelling; a private type, which the runtime finds by no name, and a noncopyable
/// one, which it makes from no name, through a symbolic reference to its descriptor, found among the image's type
/// descriptors by its name and the contexts it is declared in. The type made is then checked against the name, context by context: a type that is not the one named
/// is never taken for it.
enum MangledTypeResolver {
  /// The type `node` names where `owner` declares it, with `owner`'s generic arguments; `nil` when it cannot be made
  /// or is not the type named.
  static func resolve(_ node: MangledName.Node, in owner: Any.Type) -> Any.Type? {
    guard let context = ContextDescriptor(of: owner) else { return nil }
    var arguments: UnsafeRawPointer?
    if context.isGeneric {
      guard let found = TypeKind.genericArguments(of: owner) else { return nil }
      arguments = found
    }
    // NB: first with only the private types referenced by their descriptors; then, for a type the runtime makes
    // from no name (a noncopyable one), with every type of the owner's image referenced so.
    for referencesEveryType in [false, true] {
      var referenced: [ContextDescriptor] = []
      var unresolved = false
      let spelling = node.spelled { part in
        guard case .nominal(_, _, let name) = part else { return nil }
        // NB: a private type, or one declared in a function, which the runtime finds by no name either.
        let isPrivate =
          switch name {
          case .privateName, .localName: true
          default: false
          }
        guard isPrivate || referencesEveryType else { return nil }
        guard let descriptor = descriptor(part, inImageOf: context) else {
          if isPrivate { unresolved = true }
          return nil
        }
        referenced.append(descriptor)
        // NB: an indirect symbolic reference (2), its distance filled in where the buffer is laid out.
        return [0x02, 0, 0, 0, 0]
      }
      if !unresolved, let type = resolve(spelling, referencing: referenced, context, arguments), matches(node, type) {
        return type
      }
    }
    return nil
  }

  /// Asks the runtime for the type `spelling` names, each placeholder of a symbolic reference (`0x02` and four bytes)
  /// pointing at the next of `descriptors`.
  private static func resolve(
    _ spelling: [UInt8], referencing descriptors: [ContextDescriptor], _ context: ContextDescriptor,
    _ arguments: UnsafeRawPointer?
  ) -> Any.Type? {
    var parts: [SymbolicName.Part] = []
    var text: [UInt8] = []
    var next = descriptors.makeIterator()
    var position = 0
    while position < spelling.count {
      // NB: 0x02 appears in a spelling only where a reference was put; the names around it are ASCII.
      guard spelling[position] == 0x02 else {
        text.append(spelling[position])
        position += 1
        continue
      }
      guard let descriptor = next.next() else { return nil }
      if !text.isEmpty { parts.append(.text(text)) }
      text = []
      parts.append(.descriptor(descriptor.address))
      position += 5
    }
    if !text.isEmpty { parts.append(.text(text)) }
    return SymbolicName.resolve(parts, context: context.address, genericArguments: arguments)
  }

  /// The descriptor of the type `node` names, in the image of `context`: the one type descriptor of that name and kind
  /// whose contexts are those the name gives.
  private static func descriptor(_ node: MangledName.Node, inImageOf context: ContextDescriptor)
    -> ContextDescriptor?
  {
    guard let name = node.nominalName else { return nil }
    let candidates = ImageSymbols.typeDescriptors(named: name, inImageOf: context.address).filter {
      isDescribed($0, by: node)
    }
    if candidates.count == 1 { return candidates[0] }
    // NB: types of one name declared in several functions of one context differ only by the function, whose anonymous
    // context has no name: the one declared in the function that declares the field's owner shares its context.
    let owners = anonymousAncestors(of: context)
    let beside = candidates.filter { !anonymousAncestors(of: $0).isDisjoint(with: owners) }
    return beside.count == 1 ? beside[0] : nil
  }

  /// The addresses of the anonymous contexts `descriptor` is declared in: a function's, a private declaration's.
  private static func anonymousAncestors(of descriptor: ContextDescriptor) -> Set<UnsafeRawPointer> {
    var found: Set<UnsafeRawPointer> = []
    var current = descriptor.parent
    while let context = current {
      if context.kind == .anonymous { found.insert(context.address) }
      current = context.parent
    }
    return found
  }

  /// Whether `type` is the type `node` names: the same kind and name, declared in the same contexts, with as many
  /// generic arguments.
  static func matches(_ node: MangledName.Node, _ type: Any.Type) -> Bool {
    switch node {
    case .boundGeneric(.standard, _), .standard, .tuple, .optional, .metatype, .existential, .classExistential,
      .existentialMetatype:
      // NB: the standard library's types and structural types are made by the runtime from what they are.
      return true
    case .boundGeneric(let base, let levels):
      guard let descriptor = ContextDescriptor(of: type) else { return false }
      return isDescribed(descriptor, by: base) && descriptor.genericParameters.count == levels.joined().count
    case .nominal:
      guard let descriptor = ContextDescriptor(of: type) else { return false }
      return isDescribed(descriptor, by: node) && !descriptor.isGeneric
    default:
      return false
    }
  }

  /// Whether `descriptor` is the nominal type or module `node` names, through every context it is declared in.
  private static func isDescribed(_ descriptor: ContextDescriptor, by node: MangledName.Node) -> Bool {
    switch node {
    case .identifier(let module):
      return descriptor.kind == .module && descriptor.name == module
    case .standard("s"):
      return descriptor.kind == .module && descriptor.name == "Swift"
    case .nominal(let kind, let context, let name):
      let expectedKind: ContextDescriptor.Kind? =
        switch kind {
        case "V": .struct
        case "C": .class
        case "O": .enum
        default: nil
        }
      guard descriptor.kind == expectedKind, descriptor.name == node.nominalName else { return false }
      var parent = descriptor.parent
      switch name {
      case .privateName:
        // NB: a private type sits in an anonymous context, in the context that declares it.
        guard parent?.kind == .anonymous else { return false }
        parent = parent?.parent
      case .localName:
        // NB: a type declared in a function sits in anonymous contexts (the function's, and its own), in the
        // function's context; the compiler gives them no name.
        guard parent?.kind == .anonymous else { return false }
        while parent?.kind == .anonymous { parent = parent?.parent }
      default: break
      }
      guard let parent else { return false }
      return isDescribed(parent, by: context)
    case .function(let context, _):
      // NB: the function's own anonymous context was passed over with the local type's name; its name and
      // signature are not in its descriptor, so a local type is taken only when its name is one of a kind there.
      return isDescribed(descriptor, by: context)
    case .extension(_, let module):
      guard descriptor.kind == .extension, let parent = descriptor.parent else { return false }
      return isDescribed(parent, by: module)
    default:
      return false
    }
  }
}
