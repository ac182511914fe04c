/// A stored property as reflection shows it, with the storage that Swift generates decoded.
///
/// Swift stores `@Wrapper var name` as `_name` and `lazy var name` as `$__lazy_storage_$_name`; users
/// name the property as they declared it, so Wired decodes both spellings.
package struct StoredProperty {
  /// How the property is stored.
  package enum Storage: Equatable {
    /// An ordinary stored property.
    case plain
    /// The storage of a property wrapper, `_name`, whose value ``WrapperStorage`` finds: its `wrappedValue`, or
    /// wherever the wrapper keeps it.
    case wrapper
    /// The storage of a `lazy` property, `nil` until the property is first read.
    case lazy
  }

  /// The label reflection gives.
  package let label: String
  /// The name as the property was declared.
  package let name: String
  /// How the property is stored.
  package let storage: Storage
  /// The stored value, as reflection gives it (the wrapper, or the lazy storage's optional).
  package let value: Any
  /// The type that declares the property (a superclass when inherited).
  package let declaringType: Any.Type
  /// How the property holds a reference, when the reader knew it from its declaring type's table.
  package var ownership: ReferenceOwnership?

  init(label: String, name: String, storage: Storage, value: Any, declaringType: Any.Type) {
    self.label = label
    self.name = name
    self.storage = storage
    self.value = value
    self.declaringType = declaringType
  }

  /// Decodes the property's name and storage from its label.
  init(label: String, value: Any, declaringType: Any.Type) {
    self.label = label
    self.value = value
    self.declaringType = declaringType
    if StorageLabel.mayBe(.lazy, label) {
      name = StorageLabel.name(of: label, as: .lazy)
      storage = .lazy
    } else if StorageLabel.mayBe(.underscored, label),
      StorageLabel.underscoredStorage(holding: value) == .wrapper
    {
      name = StorageLabel.name(of: label, as: .underscored)
      storage = .wrapper
    } else {
      name = label
      storage = .plain
    }
  }

  /// What the property holds, resolved once for every walk and path: a wrapper's value, a `lazy` property's value once
  /// read, or why there is none to read.
  package var content: StoredContent {
    switch storage {
    case .wrapper:
      return .value(WrapperStorage.wrappedValue(of: value) ?? value)
    case .lazy:
      // NB: one layer only: the storage is `T?`, and `T` may be optional itself.
      guard let initialized = Unwrapped.oneLayer(value) else { return .lazyNeverRead }
      return .value(initialized)
    case .plain:
      // NB: compared by type first, which costs no dynamic cast on every property of a walk.
      let type = Swift.type(of: value)
      if type == UnreadableValue.self, let unreadable = value as? UnreadableValue { return .unreadable(unreadable) }
      if type == NotFollowedReference.self, let reference = value as? NotFollowedReference {
        return .notFollowed(reference)
      }
      if type == ReleasedReference.self, let released = value as? ReleasedReference { return .released(released) }
      return .value(value)
    }
  }

  /// The field as the runtime declares it, when the runtime can describe the declaring type.
  package var field: FieldLayout.Field? {
    FieldLayout.of(declaringType).field(labelled: label)
  }

  /// The declared type's readable name, or the stored value's dynamic type when none is declared.
  package var declaredTypeName: String {
    declaredType(wrapped: storage == .wrapper ? WrapperStorage.wrappedValue(of: value) : nil).name
  }

  /// What names the declared type, holding no value: `wrapped` is the value inside a wrapper's storage.
  package func declaredType(wrapped: Any?) -> DeclaredType {
    DeclaredType(
      declaringType: declaringType, label: label, storage: storage, valueType: type(of: value),
      wrappedType: wrapped.map { type(of: $0) })
  }

  /// Whether this looks like the storage of a wrapper of an optional (`_coordinator: Weird<Coordinator?>`) whose
  /// value Wired cannot find: a dependency it cannot check, which must be said rather than skipped.
  package var isUnreadableWrapper: Bool {
    storage == .plain && StorageLabel.mayBe(.underscored, label) && WrapperStorage.wrapsOptional(value)
  }

  /// Whether the property is a `weak` reference: not strong, and optional, which `unowned` is not.
  package var isWeak: Bool {
    guard storage == .plain, let field, !field.isStrong else { return false }
    return TypeKind.of(field.declaredType) == .optional
  }

  /// Whether the property, or the wrapper's value, is declared optional: by the field's declared type where the
  /// runtime describes it (a weak reference may be read as the object it refers to), by its value else.
  package var isOptional: Bool {
    switch storage {
    case .plain, .lazy:
      if let field { return TypeKind.of(field.declaredType) == .optional }
      return Unwrapped.isOptional(value)
    case .wrapper:
      return Unwrapped.isOptional(WrapperStorage.wrappedValue(of: value) ?? value)
    }
  }
}
