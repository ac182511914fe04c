import WiredReading

// MARK: - What the walk decides once per type (or per key type, per value shape) and keeps for the walk

extension ObjectGraph {
  /// What a dictionary's key is to the walk, decided once per walk for the key's type, but for an identity or a
  /// type-erased key, whose answers are the value's.
  struct KeyTraits {
    /// Whether it prints the same on every run (``DictionaryKey/isStable(_:)``), which orders the entries.
    let isStable: Bool
    /// Whether its path segment may be spelled when a message asks: it holds no reference, which the graph would
    /// keep, and no identity, whose segment names the value.
    let spellsLater: Bool
  }

  mutating func keyTraits(_ key: Any) -> KeyTraits {
    let keyType = type(of: key)
    guard keyType != AnyHashable.self, keyType != ObjectIdentifier.self else {
      return KeyTraits(isStable: DictionaryKey.isStable(key), spellsLater: false)
    }
    if let known = keyTypes[ObjectIdentifier(keyType)] { return known }
    let traits = KeyTraits(
      isStable: DictionaryKey.isStable(key), spellsLater: ReferenceReach.of(keyType).isDisjoint(with: .references))
    keyTypes[ObjectIdentifier(keyType)] = traits
    return traits
  }

  /// The kind of stored work `value` is (``StoredWork/kind(ofValue:)``), decided once per walk for a struct's type:
  /// the walk asks for every value inside the app's objects.
  mutating func workKind(ofValue value: Any) -> StoredWork.Kind? {
    let type = type(of: value)
    guard TypeKind.of(type) == .struct else { return StoredWork.kind(ofValue: value) }
    if let known = structWorkKinds[ObjectIdentifier(type)] { return known }
    let kind = StoredWork.kind(ofValue: value)
    structWorkKinds[ObjectIdentifier(type)] = kind
    return kind
  }

  mutating func enters(_ type: Any.Type) -> Bool {
    decision(for: type).enters
  }

  mutating func decision(for type: Any.Type) -> TypeDecision {
    if let known = typeDecisions[ObjectIdentifier(type)] { return known }
    let module = ModuleName.of(type)
    let judges = scope.judges(module: module)
    let enters = scope.enters(module: module)
    let isClass = type is AnyClass
    var undescribed = isClass && enters ? UndescribedStorage.of(type) : nil
    if case .rawStorage? = undescribed, judges {
      // NB: the app's own generic class that stores nothing of its argument is a phantom type (`Token<Owner>`), not
      // raw storage: that is a library's way (swift-atomics'), and the app's own raw reads are its to check.
      undescribed = nil
    }
    let decision = TypeDecision(
      enters: enters, judges: judges,
      live: isClass ? LiveObject.of(type, isLibrary: !judges && enters) : nil,
      undescribed: undescribed,
      work: isClass ? StoredWork.kind(ofClass: type) : nil
    )
    typeDecisions[ObjectIdentifier(type)] = decision
    return decision
  }

  /// How the property holds its value, from the table of its declaring type; for a wrapper, from the field inside it
  /// that stores the value.
  mutating func ownership(of property: StoredProperty) -> ReferenceOwnership {
    if property.storage == .wrapper { return WrapperStorage.ownership(of: property.value) }
    if let known = property.ownership { return known }
    let key = ObjectIdentifier(property.declaringType)
    // NB: most types hold every reference strongly: an empty table answers without hashing the label.
    if let table = ownershipTables[key] { return table.isEmpty ? .strong : table[property.label] ?? .strong }
    let table = ReferenceOwnership.table(for: property.declaringType)
    ownershipTables[key] = table
    return table[property.label] ?? .strong
  }

  /// What the walk does with values of a type that is not a class, decided once per type: whether it looks into them
  /// at all, and whether it needs a `Mirror` to.
  enum ValueShape {
    /// A leaf: a value that can hold nothing the walk looks for, or of a type the scope does not enter.
    case leaf
    /// A struct of the scope, whose stored properties are read without a `Mirror`.
    case fields
    /// A collection, a dictionary, a set, a tuple, an enum with a custom mirror, or a container of the standard
    /// library's, looked into through its `Mirror`.
    case mirrored
    /// An enum of the scope without a custom mirror, whose case's payload the runtime's reflection reads.
    case payload
    /// An `InlineArray`, whose elements are read through its own API.
    case inline
  }

  mutating func shape(of value: Any, _ mirror: () -> Mirror) -> ValueShape {
    let type = Swift.type(of: value)
    if let known = valueShapes[ObjectIdentifier(type)] { return known }
    let shape = decideShape(of: value, type, mirror)
    valueShapes[ObjectIdentifier(type)] = shape
    return shape
  }

  mutating func decideShape(of value: Any, _ type: Any.Type, _ mirror: () -> Mirror) -> ValueShape {
    // NB: decided from the type alone, before any mirror is built: most of a large graph's values are documents,
    // models and strings, which hold no reference.
    guard !ReferenceReach.of(type).isDisjoint(with: interest) else { return .leaf }
    let looksInto = enters(type) || Self.isSystemContainer(type)
    if looksInto, InlineElements.elements(of: value) != nil { return .inline }
    switch mirror().displayStyle {
    case .collection?, .set?, .dictionary?, .tuple?: return .mirrored
    case .enum?: return !looksInto ? .leaf : value is CustomReflectable ? .mirrored : .payload
    case .struct?: return !looksInto ? .leaf : FieldReader.readsFields(of: value) ? .fields : .mirrored
    case nil:
      // NB: a container of the standard library's that lists its contents by name (`CollectionOfOne`'s `element`,
      // `AnyHashable`'s `value`); an app's or a library's own mirror is not asked, its stored fields are read.
      return looksInto && !enters(type) ? .mirrored : .leaf
    default: return .leaf
    }
  }

  /// Whether `type` is a container of the system's, looked into for what it holds although the scope does not enter
  /// its module: a generic type of the standard library or Foundation (`Result`, `CollectionOfOne`, `InlineArray`),
  /// or a box that erases its contents' type (`AnyHashable`). Its own storage is the system's, but what it contains
  /// is the app's.
  static func isSystemContainer(_ type: Any.Type) -> Bool {
    guard ModuleName.system.contains(ModuleName.of(type)) else { return false }
    return type == AnyHashable.self || TypeKind.isGeneric(type)
  }
}
