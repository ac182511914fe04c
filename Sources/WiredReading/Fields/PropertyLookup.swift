/// Finds stored properties by name in a value, its superclasses included.
package enum PropertyLookup {
  /// The stored property named `name` in `value`: read from its type's field table where ``FieldReader`` keeps one
  /// (and then missing when the table lacks it, whatever a custom mirror lists), found through `Mirror` else. The
  /// lookup by name of the `except:` lists, with the rule the paths follow.
  package static func property(named name: String, of value: Any) -> StoredProperty? {
    switch FieldReader.lookup(name, in: value) {
    case .found(let property): property
    case .missing: nil
    case .notRead: property(named: name, in: Mirror(reflecting: value))
    }
  }

  /// The stored property named `name` in `value`, looking in the class first and then up its superclasses,
  /// so that a subclass's property hides a superclass's property of the same name.
  ///
  /// `name` matches a property's reflected label, or the name of a property wrapper or `lazy` property.
  /// A tuple element matches by label or by position (`0` for `.0`). Asking for `_name` or for the lazy
  /// storage's own label gets the storage itself.
  package static func property(named name: String, in mirror: Mirror) -> StoredProperty? {
    if mirror.displayStyle == .tuple, let position = Int(name), position >= 0, position < mirror.children.count {
      // NB: `point.0` names a position whether or not the tuple labels its elements.
      let child = mirror.children[mirror.children.index(mirror.children.startIndex, offsetBy: position)]
      return StoredProperty(
        label: child.label ?? ".\(position)", name: name, storage: .plain, value: child.value,
        declaringType: mirror.subjectType)
    }
    var level: Mirror? = mirror
    while let current = level {
      for child in current.children {
        guard let label = child.label, let storage = match(label, name, child.value) else { continue }
        return StoredProperty(
          label: label,
          name: name,
          storage: storage,
          value: child.value,
          declaringType: current.subjectType
        )
      }
      level = current.superclassMirror
    }
    return nil
  }

  /// Every stored property of `value`, superclasses' first, in declaration order; where ``FieldReader`` reads
  /// `value`, but for the plain properties whose declared type and declaring type `passingOver` passes over (see
  /// ``FieldReader/properties(of:passingOver:)``).
  package static func properties(
    of value: Any, passingOver: (Any.Type, Any.Type) -> Bool = { _, _ in false }
  ) -> [StoredProperty] {
    var tables = FieldTables()
    return properties(of: value, passingOver: passingOver, tables: &tables)
  }

  /// Every stored property of `value`, as ``properties(of:passingOver:)`` reads them, with the field tables of a walk.
  package static func properties(
    of value: Any, passingOver: (Any.Type, Any.Type) -> Bool, tables: inout FieldTables
  ) -> [StoredProperty] {
    if let properties = FieldReader.properties(of: value, passingOver: passingOver, tables: &tables) {
      return properties
    }
    var levels: [[StoredProperty]] = []
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
      levels.append(
        current.children.enumerated().map { offset, child in
          StoredProperty(label: child.label ?? ".\(offset)", value: child.value, declaringType: current.subjectType)
        }
      )
      mirror = current.superclassMirror
    }
    return levels.reversed().flatMap { $0 }
  }

  /// How `label` stores the property called `name`, or `nil` when it is another property.
  private static func match(_ label: String, _ name: String, _ value: Any) -> StoredProperty.Storage? {
    switch StorageLabel.kind(of: label, storing: name) {
    case .label: .plain
    case .underscored: StorageLabel.underscoredStorage(holding: value)
    case .lazy: .lazy
    // NB: an unlabeled field, as `Mirror` lists a tuple's, is `.0`.
    case nil: label.utf8.first == UInt8(ascii: ".") && label.dropFirst() == name[...] ? .plain : nil
    }
  }
}
