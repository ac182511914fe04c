import Foundation

/// Reads the stored properties of a struct or class straight from the runtime, as `Mirror` does inside, without
/// building a `Mirror`: each type's labels are read once and cached, and a property is then one dictionary lookup and
/// one runtime call. An app's own `customMirror` is not asked: a stored dependency it hides is still seen. Values that
/// are not structs or classes, and the system's `CustomReflectable` types (collections), are left to `Mirror`.
package enum FieldReader {
  /// What a lookup by name found.
  package enum Lookup {
    /// The reader does not describe `value`'s type; the caller asks `Mirror`.
    case notRead
    /// `value`'s stored fields are read here, and none is named so.
    case missing
    /// The stored property, known by its declared name.
    case found(StoredProperty)
  }

  /// Looks up the stored property that `name` names in `value`, in one read of the type's table.
  package static func lookup(_ name: String, in value: Any) -> Lookup {
    // NB: compared by type first, which costs no dynamic cast on every hop.
    if type(of: value) == NoncopyableValue.self, let noncopyable = value as? NoncopyableValue {
      return noncopyable.properties.first { $0.name == name || $0.label == name }.map(Lookup.found) ?? .missing
    }
    guard let table = FieldTable.of(value) else { return .notRead }
    guard let location = table.byName[name] else {
      // NB: a level that reflection cannot list may declare it: that is said, never taken for its absence.
      guard let unlisted = table.unlistedLevels.first else { return .missing }
      return .found(unlistedProperty(of: unlisted, name: name))
    }
    let declared = location.kind == .lazy ? name : table.declaredName(of: location.label)
    var child: Any = ()
    let plan = table.plans[location.position]
    if plan.needsStorage {
      withStorage(of: value) { base in child = plan.read(value, location.level, location.index, base) }
    } else {
      child = plan.read(value, location.level, location.index, nil)
    }
    var property = property(location, name: declared, value: child)
    property.ownership = table.ownerships[location.position]
    return .found(property)
  }

  /// Whether `value`'s stored fields are read here, so that a name missing from them is missing, whatever a mirror says.
  package static func readsFields(of value: Any) -> Bool {
    FieldTable.of(value) != nil
  }

  /// Every stored property of `value`, superclasses' first, in declaration order; `nil` when the reader does not
  /// describe `value`.
  ///
  /// A plain stored property whose declared type is a struct, an enum, a tuple or an optional for which `passingOver`
  /// (asked with that type and the type that declares the property) says yes is left out unread: its value is of that
  /// type, whatever it holds, so the caller that would pass over every value of the type (a leaf of its walk) pays no
  /// read for it.
  static func properties(
    of value: Any, passingOver: (_ type: Any.Type, _ declaringType: Any.Type) -> Bool = { _, _ in false }
  ) -> [StoredProperty]? {
    var tables = FieldTables()
    return properties(of: value, passingOver: passingOver, tables: &tables)
  }

  /// Every stored property of `value`, as ``properties(of:passingOver:)`` reads them, each type's table taken from
  /// `tables` once it is there.
  static func properties(
    of value: Any, passingOver: (Any.Type, Any.Type) -> Bool, tables: inout FieldTables
  ) -> [StoredProperty]? {
    if type(of: value) == NoncopyableValue.self, let noncopyable = value as? NoncopyableValue {
      return noncopyable.properties
    }
    guard let table = tables.table(of: value) else { return nil }
    var properties: [StoredProperty] = []
    properties.reserveCapacity(table.fieldCount)
    func read(_ storage: UnsafeRawPointer?) {
      var index = 0
      for level in table.levels.reversed() {
        for field in level.fields {
          if let valueType = table.valueTypes[index], passingOver(valueType, level.type) {
            index += 1
            continue
          }
          let child = table.plans[index].read(value, level.type, field.location.index, storage)
          var property = property(field.location, name: field.name, value: child)
          property.ownership = table.ownerships[index]
          properties.append(property)
          index += 1
        }
      }
    }
    if table.needsStorage {
      withStorage(of: value, read)
    } else {
      read(nil)
    }
    for level in table.unlistedLevels { properties.append(unlistedProperty(of: level, name: "")) }
    return properties
  }

  /// What stands for the stored properties of a level compiled without reflection metadata: one unreadable
  /// property, named `name`, or unnamed for all of them.
  private static func unlistedProperty(of level: Any.Type, name: String) -> StoredProperty {
    let reason =
      "\(TypeName.of(level)) was compiled without reflection metadata (-disable-reflection-metadata), so its stored "
      + "properties cannot be listed"
    return StoredProperty(
      label: name, name: name, storage: .plain, value: UnreadableValue(type: level, reason: reason),
      declaringType: level)
  }

  /// Calls `body` with the address of the object or struct inside `value`, or with `nil` when a struct sits in an
  /// existential that was erased to `Any` again (`let handler: any LogHandler`, read through reflection), so that the
  /// runtime reads its fields.
  fileprivate static func withStorage(of value: Any, _ body: (UnsafeRawPointer?) -> Void) {
    if let object = Existential.object(in: value) {
      return withExtendedLifetime(object) { body(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())) }
    }
    let dynamicType = type(of: value)
    // NB: opened, so that the bytes are the struct's own: an `Any` passed as a generic argument stays an `Any` in the
    // Swift 5 language mode, whose bytes are the struct's only when it fits the existential's buffer; and an
    // existential inside the `Any` opens to itself, not to the struct it holds.
    func open<Struct>(_ value: Struct) {
      guard Struct.self == dynamicType else { return body(nil) }
      withUnsafeBytes(of: value) { body($0.baseAddress) }
    }
    _openExistential(value, do: open)
  }

  /// The property at `location`, known by its declared `name`, its storage decoded from what the table already knows
  /// of its label.
  private static func property(_ location: FieldTable.Location, name: String, value: Any) -> StoredProperty {
    let storage: StoredProperty.Storage
    switch location.kind {
    case .label: storage = .plain
    case .lazy: storage = .lazy
    case .underscored: storage = StorageLabel.underscoredStorage(holding: value)
    }
    return StoredProperty(
      label: location.label, name: name, storage: storage, value: value, declaringType: location.level)
  }

  /// The field at `index` of `level` in `value`, copied out by the runtime's reflection: for a field of a copyable
  /// type that does not hold an `unowned` reference, which the runtime would load strongly.
  static func runtimeRead(_ value: Any, _ level: Any.Type, _ index: Int) -> Any {
    RuntimeFunctions.child(index, of: value, type: level)
  }
}

/// The field tables one walk has used, kept by the walk, so that each further value of a type it has read costs no
/// lock: a walk reads thousands of objects of a few types.
package struct FieldTables {
  private var tables: [ObjectIdentifier: FieldTable?] = [:]

  package init() {}

  /// The table of `value`'s type, from the shared cache the first time.
  fileprivate mutating func table(of value: Any) -> FieldTable? {
    let key = ObjectIdentifier(type(of: value))
    if let known = tables[key] { return known }
    let table = FieldTable.of(value)
    tables[key] = table
    return table
  }
}

// MARK: -

/// What a type's stored properties are called, by level (the type, then its superclasses), read once.
private final class FieldTable: @unchecked Sendable {
  typealias Kind = StorageLabel.Kind

  struct Location {
    let level: Any.Type
    /// The field's index among its level's.
    let index: Int
    /// The field's index among all the type's, superclasses' first.
    let position: Int
    let label: String
    let kind: Kind
  }

  /// A field's location and the name it was declared with, which messages, paths and `except:` entries use.
  struct Field {
    let location: Location
    let name: String
  }

  /// The type and its superclasses, each with its own fields in declaration order.
  let levels: [(type: Any.Type, fields: [Field])]
  let fieldCount: Int
  /// For each field, superclasses' first, how it is read (``FieldReadPlan``).
  var plans: [FieldReadPlan] = []
  /// For each field, superclasses' first, its declared type when that is the type of every value it holds and the
  /// field is read as it is, plainly: a struct, an enum, a tuple or an optional, copied out, held strongly, under a
  /// label that names no generated storage. `nil` for any other field.
  var valueTypes: [Any.Type?] = []
  /// Whether some field is read from the instance's memory, whose address is then found once per read.
  var needsStorage = false
  /// Each label, and each name that a wrapper's or a `lazy` property's storage answers to; the subclass's first.
  let byName: [String: Location]
  /// The type or superclasses that declare stored fields but were compiled without reflection metadata, which lists
  /// them: their fields cannot be read.
  var unlistedLevels: [Any.Type] = []

  /// For each field, superclasses' first, how it holds a reference, from its declaring type's table.
  let ownerships: [ReferenceOwnership]

  /// Every label of the type and its superclasses.
  private let labels: Set<String>

  /// The name a field was declared with: `child` for `_child`, the storage that `@Observable`, `@Published`,
  /// `@Dependency` and any property wrapper generate, unless the type also stores a `child` of its own; `_parentGroup`
  /// for a property declared so.
  func declaredName(of label: String) -> String {
    guard generatedStorage.contains(label) else { return label }
    return StorageLabel.declaredName(of: label, as: .underscored, among: labels)
  }

  /// The labels of generated storage, `_name`.
  private let generatedStorage: Set<String>

  private init(levels: [(type: Any.Type, labels: [String])], generatedStorage: Set<String>) {
    self.generatedStorage = generatedStorage
    let labels = Set(levels.flatMap(\.labels))
    self.labels = labels
    // NB: levels come subclass first; positions count superclasses' fields first.
    var firstPosition: [Int] = Array(repeating: 0, count: levels.count)
    var counted = 0
    for level in levels.indices.reversed() {
      firstPosition[level] = counted
      counted += levels[level].labels.count
    }
    self.levels = levels.enumerated().map { offset, level in
      (
        level.type,
        level.labels.enumerated().map { index, label in
          let kind = Self.kind(of: label, generatedStorage)
          let name = StorageLabel.declaredName(of: label, as: kind, among: labels)
          let location = Location(
            level: level.type, index: index, position: firstPosition[offset] + index, label: label, kind: kind)
          return Field(location: location, name: name)
        }
      )
    }
    fieldCount = levels.reduce(0) { $0 + $1.labels.count }
    ownerships = levels.reversed().flatMap { level in
      let table = ReferenceOwnership.table(for: level.type)
      return level.labels.map { table[$0] ?? .strong }
    }
    var byName: [String: Location] = [:]
    // NB: exact labels win over the names of storage, and a subclass's over its superclass's.
    for pass in [Kind.label, .underscored, .lazy] {
      for (offset, level) in levels.enumerated() {
        for (index, label) in level.labels.enumerated() {
          let isStorage =
            switch pass {
            case .label: true
            case .underscored: generatedStorage.contains(label)
            case .lazy: StorageLabel.mayBe(.lazy, label)
            }
          guard isStorage else { continue }
          let name = StorageLabel.name(of: label, as: pass)
          if byName[name] == nil {
            byName[name] = Location(
              level: level.type, index: index, position: firstPosition[offset] + index, label: label, kind: pass)
          }
        }
      }
    }
    self.byName = byName
  }

  /// How a label stores its property.
  private static func kind(of label: String, _ generatedStorage: Set<String>) -> Kind {
    if StorageLabel.mayBe(.lazy, label) { return .lazy }
    return generatedStorage.contains(label) ? .underscored : .label
  }

  /// The table of `value`'s type, or `nil` for a type whose stored fields the runtime does not list (enums, tuples)
  /// or that the walks leave to `Mirror`: the standard library's and the system's own `CustomReflectable` types,
  /// such as collections, whose mirror lists their elements.
  static func of(_ value: Any) -> FieldTable? {
    let type = Swift.type(of: value)
    return cache.value(for: type) { make(value, type) }
  }

  private static func make(_ value: Any, _ type: Any.Type) -> FieldTable? {
    let kind = TypeKind.of(type)
    // NB: an app's own `customMirror` is for display, and may hide a stored dependency: its stored fields are read.
    guard kind == .class || kind == .struct,
      !(value is CustomReflectable) || !ModuleName.system.contains(ModuleName.of(type))
    else { return nil }
    let counted: [(type: Any.Type, count: Int)] = TypeKind.levels(of: type).map {
      ($0, RuntimeFunctions.childCount(of: value, type: $0))
    }
    let plans = FieldReadPlan.plans(of: type, levels: counted.reversed())
    var levels: [(type: Any.Type, labels: [String])] = []
    var generatedStorage: Set<String> = []
    var position = plans.count
    FieldReader.withStorage(of: value) { storage in
      for (current, count) in counted {
        position -= count
        let first = position
        let fields = (0..<count).map { index -> (label: String, value: Any) in
          // NB: the label from the type's metadata; the value by the field's plan, which never copies what must not be.
          let label = RuntimeFunctions.field(first + index, of: type).name ?? ".\(index)"
          return (label, plans[first + index].read(value, current, index, storage))
        }
        let labels = fields.map(\.label)
        for field in fields where StorageLabel.isGenerated(field.label, holding: field.value, among: labels) {
          generatedStorage.insert(field.label)
        }
        levels.append((current, labels))
      }
    }
    let table = FieldTable(levels: levels, generatedStorage: generatedStorage)
    table.plans = plans
    table.valueTypes = valueTypes(plans, table)
    table.needsStorage = plans.contains { $0.needsStorage }
    table.unlistedLevels = levels.map(\.type).filter(FieldDescriptor.isMissing(for:))
    return table
  }

  /// Each field's ``valueTypes`` entry.
  private static func valueTypes(_ plans: [FieldReadPlan], _ table: FieldTable) -> [Any.Type?] {
    let fields = table.levels.reversed().flatMap(\.fields)
    return plans.indices.map { position -> Any.Type? in
      let field = fields[position]
      guard case .direct(let direct) = plans[position], !direct.isWeak, table.ownerships[position] == .strong,
        field.location.kind == .label, !StorageLabel.mayBe(.underscored, field.location.label)
      else { return nil }
      switch TypeKind.of(direct.type) {
      case .struct, .enum, .tuple, .optional: return direct.type
      default: return nil
      }
    }
  }

  private static let cache = TypeCache<FieldTable?>()
}
