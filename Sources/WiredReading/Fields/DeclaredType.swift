/// What a message needs to name a property's declared type, kept as metatypes so that it keeps no value alive and
/// costs no string work until a message asks for the name.
package struct DeclaredType {
  let declaringType: Any.Type
  let label: String
  let storage: StoredProperty.Storage
  /// The stored value's dynamic type: the wrapper's, for a wrapper's storage.
  let valueType: Any.Type
  /// The type of the value inside a wrapper's storage.
  let wrappedType: Any.Type?

  package init(
    declaringType: Any.Type, label: String, storage: StoredProperty.Storage, valueType: Any.Type,
    wrappedType: Any.Type?
  ) {
    self.declaringType = declaringType
    self.label = label
    self.storage = storage
    self.valueType = valueType
    self.wrappedType = wrappedType
  }

  /// The type of an object itself, where no property declares it: the root, an actor that was not read.
  package static func ofObject(_ type: Any.Type) -> DeclaredType {
    DeclaredType(declaringType: type, label: "", storage: .plain, valueType: type, wrappedType: nil)
  }

  /// `ScenePresenter?`, `Coordinating? (@Published)`, `Formatter (lazy)`.
  package var name: String {
    let declared = FieldLayout.of(declaringType).field(labelled: label)?.typeName
    switch storage {
    case .plain:
      return declared ?? TypeName.of(valueType)
    case .wrapper:
      let wrapped = wrappedType.map { TypeName.of($0) } ?? "?"
      return "\(wrapped) (@\(TypeName.of(valueType).prefix { $0 != "<" }))"
    case .lazy:
      let storageType = declared ?? TypeName.of(valueType)
      return "\(storageType.hasSuffix("?") ? String(storageType.dropLast()) : storageType) (lazy)"
    }
  }
}
