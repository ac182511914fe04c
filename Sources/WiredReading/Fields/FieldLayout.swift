/// The stored fields of a struct or class, superclasses included, as the Swift runtime declares them.
///
/// `Mirror` gives values but not how a field was declared; this adds the declared type and whether the
/// reference is `weak` or `unowned`, which failure messages need. It is read once per type and cached.
package struct FieldLayout: Sendable {
  /// One declared stored field.
  package struct Field: Sendable {
    /// The field's name as reflection spells it (`_name` for a property wrapper's storage).
    let label: String
    /// The declared type, `Optional<T>` for `weak var x: T?`.
    package let declaredType: Any.Type
    /// Whether the field holds a `weak` or `unowned` reference rather than a strong one.
    let isStrong: Bool
    /// Whether the field is a `var`: a `let` never changes once its object is made.
    var isVar = true
    /// Where the field lies in an instance, in bytes from its start; `nil` when the runtime cannot say.
    let offset: Int?
    /// The name of a declared type that Wired knows only by name (``HiddenFieldType``).
    var hiddenTypeName: String? = nil
    /// Why the field cannot be read, for a declared type that Wired cannot make (``HiddenFieldType``).
    var unreadableReason: String? = nil

    /// The declared type's readable name: `ScenePresenter?`, `Mutex<State>`.
    var typeName: String { hiddenTypeName ?? TypeName.of(declaredType) }
  }

  /// The fields, superclasses' first, in declaration order.
  package let fields: [Field]

  /// The field with this label, the subclass's when a class and its superclass both declare one.
  func field(labelled label: String) -> Field? {
    fields.last { $0.label == label }
  }

  /// The layout of `type`, empty when the runtime cannot describe it (enums, tuples, Objective-C classes).
  package static func of(_ type: Any.Type) -> FieldLayout {
    cache.value(for: type) { FieldLayout(fields: RuntimeFields.read(type)) }
  }

  private static let cache = TypeCache<FieldLayout>()
}

// MARK: -

/// Reads field metadata through the runtime entry points that the standard library's own reflection uses.
private enum RuntimeFields {
  static func read(_ type: Any.Type) -> [FieldLayout.Field] {
    guard isDescribable(type) else { return [] }
    return (0..<RuntimeFunctions.fieldCount(of: type)).compactMap { index in
      let field = RuntimeFunctions.field(index, of: type)
      guard let label = field.name else { return nil }
      // NB: the runtime may give a noncopyable field's type as `()`, so that nothing copies one out.
      var declaredType = field.type
      var hiddenTypeName: String?
      var unreadableReason: String?
      if declaredType == Void.self {
        switch hiddenType(ofField: index, label, in: type) {
        case .type(let hidden)?: declaredType = hidden
        case .unreadable(let name, let reason)?:
          declaredType = HiddenFieldType.self
          hiddenTypeName = name
          unreadableReason = reason
        case nil: break
        }
      }
      return FieldLayout.Field(
        label: label, declaredType: declaredType, isStrong: field.isStrong, isVar: field.isVar,
        offset: RuntimeFunctions.fieldOffset(index, of: type), hiddenTypeName: hiddenTypeName,
        unreadableReason: unreadableReason)
    }
  }

  /// What the field at `index` (superclasses' first) whose type the runtime gave as `()` is, from the record of the
  /// level that declares it (``HiddenFieldType/resolve(_:in:)``); `nil` for a field declared `()`.
  private static func hiddenType(ofField index: Int, _ label: String, in type: Any.Type) -> HiddenFieldType.Resolution?
  {
    var first = 0
    for level in TypeKind.levels(of: type).reversed() {
      let records = FieldDescriptor.records(of: level)
      defer { first += records.count }
      guard index < first + records.count else { continue }
      let record = records[index - first]
      guard record.name == label else { break }
      return HiddenFieldType.resolve(record, in: level)
    }
    return .unreadable(name: nil, reason: "a field whose record Wired cannot find among its type's field records")
  }

  /// Only Swift structs and classes have field records to read.
  private static func isDescribable(_ type: Any.Type) -> Bool {
    type is AnyClass || TypeKind.of(type) == .struct
  }
}
