import Foundation
import WiredReading

/// The `except:` entries of an injection or retain-cycle check, resolved against the object they are about.
///
/// An entry is a path from the root (`"analytics"`, `"router.analytics"`). It exempts the property it
/// names on the object it reaches, whichever path the walk later finds that object by. An entry whose first segment
/// names a type rather than a property of the root (`"EchoHandler.statistics"`) exempts that property of every
/// object of that type in the graph: the form for an object that a library holds, whose path goes through the
/// library's internals.
struct ExceptionList {
  private var paths: Set<String> = []
  /// The property names the entries end with.
  private var names: Set<String> = []
  private var properties: Set<OwnedProperty> = []
  /// The entries that name a type and one of its properties: `EchoHandler` and `statistics`.
  private var typed: [TypedEntry] = []
  private let optionalsOnly: Bool
  private(set) var stale: [StaleEntry] = []

  /// Whether any entry is stale, or may turn out so once the graph's types are known.
  var hasStaleEntries: Bool { !stale.isEmpty || !typed.isEmpty }

  private struct TypedEntry {
    let entry: String
    let type: String
    let property: String
  }

  private struct OwnedProperty: Hashable {
    let owner: ObjectIdentifier
    let name: String
  }

  /// Resolves `entries` against `root`; with `optionalsOnly`, an entry that names a property that is not optional,
  /// and so never nil, is stale too.
  init(_ entries: [any PropertyName], root: Any, optionalsOnly: Bool = false) {
    self.optionalsOnly = optionalsOnly
    for entry in entries.map(\.propertyName) {
      resolve(entry, root: root)
    }
  }

  /// Whether an entry ends with `name`: the property `name` of no object is excepted when none does.
  func mayExempt(_ name: String) -> Bool { names.contains(name) }

  /// Whether the property `name` of `owner`, reached by `path`, is excepted.
  ///
  /// The path is asked for only when an entry ends with `name`: building one per property would make a walk of a
  /// long chain quadratic.
  func exempts(_ name: String, of owner: AnyObject?, path: () -> String) -> Bool {
    guard mayExempt(name) else { return false }
    if let object = owner,
      properties.contains(OwnedProperty(owner: ObjectIdentifier(object), name: name))
    {
      return true
    }
    if let object = owner, !typed.isEmpty {
      let type = Self.baseName(of: type(of: object))
      if typed.contains(where: { $0.property == name && Self.names(type, $0.type) }) { return true }
    }
    return paths.contains(path())
  }

  /// Whether `written`, as an entry spells a type, names the type whose full name is `name`: `ViewModel` and
  /// `Coordinator.ViewModel` both name `App.Coordinator.ViewModel`.
  private static func names(_ name: String, _ written: String) -> Bool {
    name == written || name.hasSuffix("." + written)
  }

  /// A type's full name without its generic arguments: `GRPCCore.GRPCClient` for `GRPCClient<Client>`.
  private static func baseName(of type: Any.Type) -> String {
    String(String(reflecting: type).prefix { $0 != "<" })
  }

  private mutating func resolve(_ entry: String, root: Any) {
    guard case .success(let segments) = WiringPath(entry).segments, case .property(let name)? = segments.last
    else {
      stale.append(StaleEntry(entry: entry, suggestion: nil))
      return
    }
    paths.insert(entry)
    names.insert(name)
    let owner: Any
    if segments.count == 1 {
      owner = root
    } else {
      let parentPath = WiringPath(String(entry.dropLast(name.count + 1)))
      switch PathWalker.follow(parentPath, from: root) {
      case .reached(let value):
        owner = value
      case .broke(.noSuchProperty(let missing, _)) where missing.first?.isUppercase == true && entry.hasPrefix(missing):
        // NB: no property of the root starts the entry, and it reads as a type's name (`ViewModel`,
        // `Coordinator.ViewModel`): resolved once the walk has met the graph's objects.
        typed.append(TypedEntry(entry: entry, type: String(entry.dropLast(name.count + 1)), property: name))
        names.insert(name)
        return
      case .broke(.noSuchProperty(let missing, let parent)):
        let names = PropertyLookup.properties(of: parent).map(\.name)
        stale.append(StaleEntry(entry: entry, suggestion: suggestion(replacing: missing, in: entry, among: names)))
        return
      case .broke:
        // NB: the path stops at a nil (itself reported as missing) or similar: nothing to check it against.
        return
      }
    }
    guard let unwrapped = Unwrapped.value(owner) else { return }
    guard
      let property = PropertyLookup.property(named: name, of: unwrapped)
    else {
      let names = PropertyLookup.properties(of: unwrapped).map(\.name)
      stale.append(StaleEntry(entry: entry, suggestion: suggestion(replacing: name, in: entry, among: names)))
      return
    }
    if isNeverNil(property) {
      stale.append(StaleEntry(entry: entry, suggestion: nil, isNeverNil: true))
      return
    }
    // NB: `_child` and `child` name the same property; the walks know it by the name it was declared with.
    names.insert(property.name)
    paths.insert(
      entry.split(separator: ".").map { $0.hasPrefix("_") ? String($0.dropFirst()) : String($0) }
        .joined(separator: "."))
    if let object = Existential.object(in: unwrapped) {
      properties.insert(OwnedProperty(owner: ObjectIdentifier(object), name: property.name))
    }
  }

  /// Points each stale entry at the property of that name that the walk met nearest the root, when there is one:
  /// `"analytics"`, which names no property of the root, is `"viewModel.analytics"`. A nil one, which the entry is
  /// most likely meant to except, comes before one that is set.
  mutating func pointStaleEntries(into graph: ObjectGraph, paths appPaths: AppPaths? = nil) {
    resolveTypedEntries(against: graph)
    guard !stale.isEmpty else { return }
    let appPaths = appPaths ?? AppPaths(graph)
    stale = stale.map { entry in
      guard entry.suggestion == nil else { return entry }
      let name = entry.entry.split(separator: ".").last.map(String.init) ?? entry.entry
      // NB: an object behind a library's is named by its type, which an entry accepts, not by the library's insides.
      var paths = graph.nilOptionals.filter { $0.name == name }.map {
        $0.isOwn ? appPaths.exceptEntry(for: $0.owner, then: $0.label) : graph.walkPath(to: $0.owner, then: $0.label)
      }
      if paths.isEmpty {
        paths = graph.edges.filter { $0.property == name && $0.label == name }.map {
          appPaths.exceptEntry(for: $0.from, then: $0.label)
        }
      }
      let nearest = paths.filter { $0 != entry.entry }.min {
        ($0.split(separator: ".").count, $0) < ($1.split(separator: ".").count, $1)
      }
      return nearest.map {
        StaleEntry(entry: entry.entry, suggestion: $0, isNeverNil: entry.isNeverNil, isElsewhere: true)
      } ?? entry
    }
  }

  /// Makes stale each type entry that no object of the graph answers: no object of that type (with a did-you-mean
  /// among the types met), or none with that property (among its properties), or, for an injection check, one that is
  /// never nil.
  private mutating func resolveTypedEntries(against graph: ObjectGraph) {
    guard !typed.isEmpty else { return }
    var types: [String: AnyObject] = [:]
    for (index, node) in graph.nodes.enumerated() {
      guard let object = graph.objects[index] else { continue }
      let name = Self.baseName(of: node.type)
      if types[name] == nil { types[name] = object }
    }
    for entry in typed {
      guard let object = types.first(where: { Self.names($0.key, entry.type) })?.value else {
        let closest = DidYouMean.suggestion(
          for: entry.type, among: types.keys.map { String($0.split(separator: ".").last ?? "") })
        stale.append(StaleEntry(entry: entry.entry, suggestion: closest.map { "\($0).\(entry.property)" }))
        continue
      }
      guard
        let property = PropertyLookup.property(named: entry.property, of: object)
      else {
        let names = PropertyLookup.properties(of: object).map(\.name)
        let closest = DidYouMean.suggestion(for: entry.property, among: names)
        stale.append(StaleEntry(entry: entry.entry, suggestion: closest.map { "\(entry.type).\($0)" }))
        continue
      }
      if isNeverNil(property) { stale.append(StaleEntry(entry: entry.entry, suggestion: nil, isNeverNil: true)) }
    }
  }

  /// Whether an injection check's entry names a property that can never be nil: not optional, nor unreadable (what
  /// a check cannot read is listed to accept it, whatever its type: storage the runtime does not describe, an actor
  /// or another live object a synchronous check does not enter).
  private func isNeverNil(_ property: StoredProperty) -> Bool {
    guard optionalsOnly else { return false }
    guard !property.isOptional, !(property.value is UnreadableValue), !property.isUnreadableWrapper else {
      return false
    }
    guard let object = Existential.object(in: property.value) else { return true }
    let type: Any.Type = type(of: object)
    return UndescribedStorage.of(type) == nil && LiveObject.of(type, isLibrary: false) == nil
  }

  /// The entry with its misspelled segment replaced by the closest property name, when one is close.
  private func suggestion(replacing name: String, in entry: String, among names: [String]) -> String? {
    guard let closest = DidYouMean.suggestion(for: name, among: names),
      let range = entry.range(of: name, options: .backwards)
    else { return nil }
    return entry.replacingCharacters(in: range, with: closest)
  }
}

extension ExceptionList {
  /// Whether an entry excepts the nil optional, which is a property of a graph's object or of a value inside one.
  func exempts(_ nilOptional: ObjectGraph.NilOptional, in graph: ObjectGraph) -> Bool {
    exempts(nilOptional.name, of: nilOptional.isOwn ? graph.objects[nilOptional.owner] : nil) {
      graph.walkPath(to: nilOptional.owner, then: nilOptional.label)
    }
  }

  /// Whether an entry excepts the property that could not be read.
  func exempts(_ property: ObjectGraph.UnreadPlace, in graph: ObjectGraph) -> Bool {
    exempts(property.name, of: property.isOwn ? graph.objects[property.owner] : nil) {
      graph.walkPath(to: property.owner, then: property.label)
    }
  }
}
