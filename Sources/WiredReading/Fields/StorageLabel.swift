/// A stored field's label, decoded into the name the property was declared with: the one decoder of the storage that
/// Swift generates, which every reader of fields asks.
///
/// Swift stores `@Wrapper var name` (and a macro's `var name`, as `@Observable` makes it) as `_name`, and
/// `lazy var name` as `$__lazy_storage_$_name`; any other property under its own name.
enum StorageLabel {
  /// How a label stores its property.
  enum Kind {
    /// The name is the label.
    case label
    /// The label is `_name` and the storage Swift generates for `name`: a property wrapper's, or a macro's (the
    /// `@Observable` storage, beside `_$observationRegistrar`). A property declared with an underscore is a `label`.
    case underscored
    /// The label is the storage of `lazy var name`.
    case lazy
  }

  static let lazyPrefix = "$__lazy_storage_$_"

  /// Whether `label` can be generated storage of `kind` at all, from its spelling alone: `_name` (but not `_$name`,
  /// a macro's own state) may be; `$__lazy_storage_$_name` is.
  static func mayBe(_ kind: Kind, _ label: String) -> Bool {
    switch kind {
    case .label: true
    case .underscored: label.utf8.count > 1 && label.hasPrefix("_") && !label.hasPrefix("_$")
    case .lazy: label.hasPrefix(lazyPrefix)
    }
  }

  /// The declared name of the property that `label` stores as `kind`.
  static func name(of label: String, as kind: Kind) -> String {
    switch kind {
    case .label: label
    case .underscored: String(label.dropFirst())
    case .lazy: String(label.dropFirst(lazyPrefix.count))
    }
  }

  /// Whether the field `label`, holding `value`, in a type that stores `labels`, is storage Swift generated, so that
  /// its declared name is `name`: a wrapper's (its value is a wrapper, readable or not) or a macro's (the type stores
  /// `_$` fields beside it, as `@Observable` does). Asked where the whole type's labels are known (a field table).
  static func isGenerated(_ label: String, holding value: Any, among labels: [String]) -> Bool {
    guard mayBe(.underscored, label) else { return false }
    return WrapperStorage.wrappedValue(of: value) != nil || WrapperStorage.wrapsOptional(value)
      || labels.contains { $0.hasPrefix("_$") }
  }

  /// How a property whose label is `_name` is stored, by what it holds: as a wrapper's storage when its value is a
  /// wrapper Wired can read, as a property declared with an underscore else. Asked where only the value is known (a
  /// mirror's child).
  static func underscoredStorage(holding value: Any) -> StoredProperty.Storage {
    WrapperStorage.wrappedValue(of: value) == nil ? .plain : .wrapper
  }

  /// The name `label` of `kind` was declared with: `child` for `_child`, unless the type also stores a `child` of its
  /// own, whose name it keeps (`labels` are the type's).
  static func declaredName(of label: String, as kind: Kind, among labels: Set<String>) -> String {
    let name = name(of: label, as: kind)
    return kind == .underscored && labels.contains(name) ? label : name
  }

  /// How `label` may store the property called `name`, from the spelling alone, or `nil` when it stores another one.
  /// Whether an underscored label is generated storage (a wrapper's) is the caller's to ask of its value.
  static func kind(of label: String, storing name: String) -> Kind? {
    if label == name { return .label }
    // NB: a first-character check keeps the common case, a label that differs, free of string building.
    switch label.utf8.first {
    case UInt8(ascii: "_"):
      return label.utf8.count == name.utf8.count + 1 && label.dropFirst() == name[...] ? .underscored : nil
    case UInt8(ascii: "$"):
      return mayBe(.lazy, label) && label.dropFirst(lazyPrefix.count) == name[...] ? .lazy : nil
    default:
      return nil
    }
  }
}
