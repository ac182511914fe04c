/// The objects reachable from a root through stored references, each once, and every reference between them, with
/// how it holds its target: the graph that retain-cycle and leak checks and wiring diagrams read.
///
/// Built breadth first and without recursion. Strong references are followed; a `weak` or `unowned` one is recorded
/// but its target is walked only if something also holds it strongly. Values between objects (structs, enums,
/// tuples, optionals, collections, dictionaries, sets, wrappers) are looked through, and the reference is named by
/// its path from the owning object: `presenter`, `children[0]`, `state.loaded`.
struct ObjectGraph {
  /// One object, or the value the walk started from.
  struct Node {
    let type: Any.Type
    let identifier: ObjectIdentifier?
    /// The reference that first reached it: a strong one when there is one, so that the chain of them is the
    /// shortest strong path from the root. `nil` for the root.
    var parentEdge: Int?
    /// Whether its stored properties were walked: not for an object held only weakly, or declared out of scope.
    var isExplored = false

    /// The object's type as messages name it.
    var typeName: String { TypeName.of(type) }
  }

  /// One stored reference from an object to another.
  struct Edge {
    let from: Int
    let to: Int
    /// The path from the owner to the target: `presenter`, `children[0]`.
    let label: String
    /// The owner's stored property the path starts with: `children`.
    let property: String
    /// That property's declared type: `[Child]`.
    let declaredType: DeclaredType
    let ownership: ReferenceOwnership
  }

  /// A nil optional whose declared type is a reference: a dependency nobody set, for diagrams.
  struct MissingReference {
    let owner: Int
    let property: String
    let declaredType: DeclaredType
  }

  private(set) var nodes: [Node] = []
  private(set) var edges: [Edge] = []
  /// The edges leaving each node, by index.
  private(set) var outgoing: [[Int]] = []
  private(set) var missing: [MissingReference] = []
  /// Set when the walk stopped at the scope's `maximumValueCount`.
  private(set) var isTruncated = false
  /// The objects themselves, held strongly until ``releaseObjects()``.
  private(set) var objects: [AnyObject?] = []

  private var indexOfObject: [ObjectIdentifier: Int] = [:]
  /// Whether the scope enters each type, decided once per type.
  private var enteredTypes: [ObjectIdentifier: Bool] = [:]
  /// The references that are not strong, per declaring type, looked up once per type.
  private var ownershipTables: [ObjectIdentifier: [String: ReferenceOwnership]] = [:]
  /// The values looked into on the way between objects, which count toward the scope's limit with the objects.
  private var valuesVisited = 0
  private let scope: GraphScope

  /// Walks the graph from `root`, entering the types that `scope` enters.
  init(from root: Any, scope: GraphScope) {
    self.scope = scope
    guard let root = Unwrapped.value(root) else { return }
    let rootIndex = addNode(for: root)
    var queue = [rootIndex]
    var next = 0
    while next < queue.count, !isTruncated {
      let index = queue[next]
      next += 1
      let value: Any = objects[index] ?? root
      explore(value, at: index) { queue.append($0) }
    }
  }

  /// Lets go of the objects, keeping only what was learned about them.
  mutating func releaseObjects() {
    objects = Array(repeating: nil, count: objects.count)
  }

  /// The dotted path from the root to `node` along the references that first reached each object.
  func path(to node: Int) -> String {
    var segments: [String] = []
    var current = node
    while let edge = nodes[current].parentEdge {
      segments.append(edges[edge].label)
      current = edges[edge].from
    }
    return segments.reversed().reduce(into: "") { text, segment in
      text += text.isEmpty || segment.hasPrefix("[") ? segment : ".\(segment)"
    }
  }

  /// The nodes, with every node on their paths from the root: the part of the graph that explains them.
  func withPathsFromRoot(_ nodes: some Sequence<Int>) -> Set<Int> {
    var shown: Set<Int> = [0]
    for node in nodes {
      var current = node
      while shown.insert(current).inserted, let parent = self.nodes[current].parentEdge {
        current = edges[parent].from
      }
    }
    return shown
  }

  // MARK: - Building

  private mutating func addNode(for value: Any) -> Int {
    let object = ValueDescription.asObject(value)
    let index = nodes.count
    nodes.append(Node(type: Swift.type(of: value), identifier: object.map(ObjectIdentifier.init)))
    objects.append(object)
    outgoing.append([])
    if let object { indexOfObject[ObjectIdentifier(object)] = index }
    return index
  }

  /// One value to look through on the way from an object's stored property to the objects it references.
  private struct Pending {
    let value: Any
    let label: String
    let property: String
    let declaredType: DeclaredType
    let ownership: ReferenceOwnership
  }

  /// Walks the stored properties of the node's value, down to the objects they reference, and records an edge to
  /// each; calls `discovered` with each object that is to be walked in turn.
  private mutating func explore(_ value: Any, at index: Int, discovered: (Int) -> Void) {
    nodes[index].isExplored = true
    var pending: [Pending] = []
    pending.append(contentsOf: properties(of: value, prefix: nil, owner: index).reversed())
    while let item = pending.popLast() {
      guard let present = Unwrapped.value(item.value) else { continue }
      if let object = ValueDescription.asObject(present) {
        reference(object, from: index, item, discovered: discovered)
      } else {
        let inside = elements(of: present, item)
        guard !inside.isEmpty else { continue }
        valuesVisited += 1
        pending.append(contentsOf: inside.reversed())
      }
      // NB: counted like the injection walk: the objects, and the values looked into, not every leaf value.
      guard nodes.count + valuesVisited <= scope.maximumValueCount else {
        isTruncated = true
        return
      }
    }
  }

  private mutating func reference(
    _ object: AnyObject, from owner: Int, _ item: Pending, discovered: (Int) -> Void
  ) {
    let known = indexOfObject[ObjectIdentifier(object)]
    let target = known ?? addNode(for: object)
    let edge = edges.count
    edges.append(
      Edge(
        from: owner, to: target, label: item.label, property: item.property, declaredType: item.declaredType,
        ownership: item.ownership))
    outgoing[owner].append(edge)
    let isFirstStrongReach =
      item.ownership == .strong
      && (known == nil || nodes[target].parentEdge.map { edges[$0].ownership != .strong } ?? false)
    if known == nil || isFirstStrongReach, target != 0 { nodes[target].parentEdge = edge }
    guard item.ownership == .strong, !nodes[target].isExplored, enters(type(of: object)) else { return }
    nodes[target].isExplored = true
    discovered(target)
  }

  /// The stored properties of an object or struct to look through, in declaration order; records the nil
  /// reference-typed optionals of an `owner` object.
  private mutating func properties(of value: Any, prefix: Pending?, owner: Int?) -> [Pending] {
    var pending: [Pending] = []
    for property in PropertyLookup.properties(of: value) {
      let stored: Any
      switch property.storage {
      case .lazy:
        guard let initialized = Unwrapped.value(property.value) else { continue }
        stored = initialized
      case .wrapper:
        stored = WrapperStorage.wrappedValue(of: property.value) ?? property.value
      case .plain:
        stored = property.value
      }
      let ownership = ownership(of: property)
      let declaredType = property.declaredType(wrapped: property.storage == .wrapper ? stored : nil)
      if let owner, Unwrapped.value(stored) == nil, Unwrapped.isOptional(stored),
        CountedOptionals.dependencies.counts(type(of: stored))
      {
        missing.append(MissingReference(owner: owner, property: property.name, declaredType: declaredType))
        continue
      }
      pending.append(
        Pending(
          value: stored,
          label: prefix.map { "\($0.label).\(property.name)" } ?? property.name,
          property: prefix?.property ?? property.name,
          declaredType: prefix?.declaredType ?? declaredType,
          // NB: a weak reference inside a struct held strongly is still weak; a strong one inside a weak path
          // cannot occur, since only objects are held weakly.
          ownership: ownership == .strong ? (prefix?.ownership ?? .strong) : ownership
        ))
    }
    return pending
  }

  private mutating func enters(_ type: Any.Type) -> Bool {
    if let known = enteredTypes[ObjectIdentifier(type)] { return known }
    let entered = scope.enters(type)
    enteredTypes[ObjectIdentifier(type)] = entered
    return entered
  }

  /// How the property holds its value, from the table of its declaring type; for a wrapper, from the field inside it
  /// that stores the value.
  private mutating func ownership(of property: StoredProperty) -> ReferenceOwnership {
    if property.storage == .wrapper { return WrapperStorage.ownership(of: property.value) }
    let key = ObjectIdentifier(property.declaringType)
    if let table = ownershipTables[key] { return table[property.label] ?? .strong }
    let table = ReferenceOwnership.table(for: property.declaringType)
    ownershipTables[key] = table
    return table[property.label] ?? .strong
  }

  /// The elements of a value that is not an object, in order: of a collection, a dictionary, a tuple, an enum or a
  /// struct.
  private mutating func elements(of value: Any, _ item: Pending) -> [Pending] {
    let mirror = Mirror(reflecting: value)
    var pending: [Pending] = []
    func element(_ child: Any, _ segment: String) -> Pending {
      Pending(
        value: child, label: item.label + segment, property: item.property, declaredType: item.declaredType,
        ownership: item.ownership)
    }
    switch mirror.displayStyle {
    case .collection?, .set?:
      for (offset, child) in mirror.children.enumerated() { pending.append(element(child.value, "[\(offset)]")) }
    case .dictionary?:
      for entry in mirror.children {
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2 else { continue }
        pending.append(element(pair[1].value, DictionaryKey.segment(pair[0].value)))
      }
    case .tuple?:
      for (offset, child) in mirror.children.enumerated() {
        let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(offset)"
        pending.append(element(child.value, ".\(label)"))
      }
    case .enum?:
      guard enters(type(of: value)), let payload = mirror.children.first else { return [] }
      pending.append(element(payload.value, ".\(payload.label ?? "")"))
    case .struct?:
      guard enters(type(of: value)) else { return [] }
      pending = properties(of: value, prefix: item, owner: nil)
    default:
      break
    }
    return pending
  }
}
