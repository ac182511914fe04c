import Foundation

/// The stored fields of a struct or class, superclasses included, as the Swift runtime declares them.
///
/// `Mirror` gives values but not how a field was declared; this adds the declared type and whether the
/// reference is `weak` or `unowned`, which failure messages need. It is read once per type and cached.
struct FieldLayout: Sendable {
  /// One declared stored field.
  struct Field: Sendable {
    /// The field's name as reflection spells it (`_name` for a property wrapper's storage).
    let label: String
    /// The declared type, `Optional<T>` for `weak var x: T?`.
    let declaredType: Any.Type
    /// Whether the field holds a `weak` or `unowned` reference rather than a strong one.
    let isStrong: Bool
    /// Where the field lies in an instance, in bytes from its start; `nil` when the runtime cannot say.
    let offset: Int?
    /// The name of a declared type that Wired knows only by name (``HiddenFieldType``).
    var hiddenTypeName: String? = nil

    /// The declared type's readable name: `ScenePresenter?`, `Mutex<State>`.
    var typeName: String { hiddenTypeName ?? TypeName.of(declaredType) }
  }

  /// The fields, superclasses' first, in declaration order.
  let fields: [Field]

  /// The field with this label, the subclass's when a class and its superclass both declare one.
  func field(labelled label: String) -> Field? {
    fields.last { $0.label == label }
  }

  /// The layout of `type`, empty when the runtime cannot describe it (enums, tuples, Objective-C classes).
  static func of(_ type: Any.Type) -> FieldLayout {
    cache.value(for: type) { FieldLayout(fields: RuntimeFields.read(type)) }
  }

  private static let cache = TypeCache<FieldLayout>()
}

// MARK: -

/// Reads field metadata through the runtime entry points that the standard library's own reflection uses.
private enum RuntimeFields {
  /// Mirrors the runtime's `FieldReflectionMetadata`.
  private struct Metadata {
    var name: UnsafePointer<CChar>? = nil
    var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
    var isStrong: Bool = false
    var isVar: Bool = false
  }

  private typealias CountFunction = @convention(c) (UnsafeRawPointer) -> Int
  private typealias ChildFunction = @convention(c) (UnsafeRawPointer, Int, UnsafeMutableRawPointer) -> UnsafeRawPointer
  private typealias OffsetFunction = @convention(c) (UnsafeRawPointer, Int) -> Int

  // NB: a runtime without them costs the messages their declared types.
  private static let functions: (count: CountFunction, child: ChildFunction)? = {
    guard let count = RuntimeSymbol.address(of: "swift_reflectionMirror_recursiveCount"),
      let child = RuntimeSymbol.address(of: "swift_reflectionMirror_recursiveChildMetadata")
    else { return nil }
    return (unsafeBitCast(count, to: CountFunction.self), unsafeBitCast(child, to: ChildFunction.self))
  }()

  // NB: a runtime without it reads every field through the runtime, and cannot see inside a noncopyable one.
  private static let childOffset: OffsetFunction? = RuntimeSymbol.address(
    of: "swift_reflectionMirror_recursiveChildOffset"
  ).map { unsafeBitCast($0, to: OffsetFunction.self) }

  static func read(_ type: Any.Type) -> [FieldLayout.Field] {
    guard let functions, isDescribable(type) else { return [] }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    return (0..<functions.count(metadata)).compactMap { index in
      var field = Metadata()
      let fieldType = withUnsafeMutablePointer(to: &field) {
        functions.child(metadata, index, UnsafeMutableRawPointer($0))
      }
      defer { field.freeName?(field.name) }
      guard let name = field.name else { return nil }
      let label = String(cString: name)
      let declaredType = unsafeBitCast(fieldType, to: Any.Type.self)
      // NB: the runtime may give a noncopyable field's type as `()`, so that nothing copies one out.
      let hidden = declaredType == Void.self ? hiddenType(ofField: index, label, in: type) : nil
      return FieldLayout.Field(
        label: label,
        declaredType: hidden?.type ?? declaredType,
        isStrong: field.isStrong,
        offset: childOffset.map { $0(metadata, index) },
        hiddenTypeName: hidden?.name
      )
    }
  }

  /// The declared type of the field at `index` (superclasses' first) whose type the runtime gave as `()`, from the
  /// record of the level that declares it (``HiddenFieldType/resolve(_:in:)``); `nil` for a field declared `()`.
  private static func hiddenType(
    ofField index: Int, _ label: String, in type: Any.Type
  ) -> (type: Any.Type, name: String?)? {
    var levels: [Any.Type] = []
    var level: Any.Type? = type
    while let current = level {
      levels.insert(current, at: 0)
      level = (current as? AnyClass).flatMap { _getSuperclass($0) }
    }
    var first = 0
    for level in levels {
      let records = FieldDescriptor.records(of: level)
      defer { first += records.count }
      guard index < first + records.count else { continue }
      let record = records[index - first]
      return record.name == label ? HiddenFieldType.resolve(record, in: level) : nil
    }
    return nil
  }

  /// Only Swift structs and classes have field records to read.
  private static func isDescribable(_ type: Any.Type) -> Bool {
    type is AnyClass || TypeKind.of(type) == .struct
  }
}
