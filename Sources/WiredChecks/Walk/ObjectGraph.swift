/// The objects reachable from a root through stored references, each once, every reference between them with how it
/// holds its target, and every optional property left nil: the one walk that injection, retain-cycle and leak checks
/// and wiring diagrams read, so that they cannot disagree.
///
/// Built breadth first and without recursion. Values between objects (structs, enums, tuples, optionals,
/// collections, dictionaries, sets, wrappers) are looked through, and the reference is named by its path from the
/// owning object: `presenter`, `children[0]`, `state.loaded`.
package struct ObjectGraph {
  /// Which references the walk follows into the objects they hold.
  package enum Extent {
    /// Strong ones: a `weak` or `unowned` reference is recorded, but its target is walked only if something also
    /// holds it strongly. What keeps objects alive, for cycle and leak checks.
    case strongReferences
    /// Every reference: what an object can reach, for injection checks.
    case everyReference
    /// None: the root's own properties, and the values inside them.
    case rootOnly
  }

  /// One object, or the value the walk started from.
  package struct Node {
    let type: Any.Type
    package let identifier: ObjectIdentifier?
    /// The reference that first reached it: a strong one when there is one, so that the chain of them is the
    /// shortest strong path from the root. `nil` for the root.
    var parentEdge: Int?
    /// Whether its stored properties were walked: not for an object held only weakly, or declared out of scope.
    var isExplored = false
    /// Whether its type is the app's code, which the check judges: not a library's, nor the system's.
    let isJudged: Bool
    /// What a running thread does with it, when one owns its state: then it is listed, never entered.
    let live: LiveObject?

    /// The object's type as messages name it.
    package var typeName: String { TypeName.of(type) }
  }

  /// One stored reference from an object to another.
  package struct Edge {
    package let from: Int
    package let to: Int
    /// The path from the owner to the target: `presenter`, `children[0]`.
    let label: String
    /// The owner's stored property the path starts with: `children`.
    let property: String
    /// The declared type of the last stored property on the path: `[Child]` for `state.children[0]`.
    let declaredType: DeclaredType
    package let ownership: ReferenceOwnership
    /// The collection it is an element of, as an index into `collections`.
    let collection: Int?
    /// The library's value the path goes through, when it does: `logger` in `logger._storage`.
    let libraryValue: LibraryValue?

    /// The path as far as the app's own properties go: `logger` for `logger._storage`, which a library may change
    /// in any version.
    var appLabel: String { libraryValue?.label ?? label }
  }

  /// A value of a library's type that an object holds, whose own stored properties are the library's.
  package struct LibraryValue {
    /// The path from the object to the value: `logger`.
    let label: String
    /// The value's type: `Logger`.
    let type: Any.Type
  }

  /// A collection, set or dictionary an object holds, with how many references it holds.
  package struct Collection {
    let owner: Int
    /// The path from the owner: `children`, `state.items`.
    let label: String
    let declaredType: DeclaredType
    let count: Int
    /// Whether its order is the same on every run: not for a set, nor for a dictionary whose keys are not strings,
    /// numbers or enum cases.
    let isOrdered: Bool
    /// Whether it is inside a library's value, whose properties are the library's.
    let isInsideLibraryValue: Bool
    /// How many of its elements are objects, to which an edge was recorded.
    fileprivate(set) var references = 0
  }

  /// What an object holds, in declaration order: for renderings that list it.
  package enum Entry {
    /// An index into `edges`.
    case reference(Int)
    /// An index into `nilOptionals`.
    case nilOptional(Int)
    /// An index into `collections`, placed before its elements' references.
    case collection(Int)
    /// An index into `unfollowedReferences`.
    case unfollowedReference(Int)
  }

  /// A reference the walk does not follow, since reading it could stop the process: an `unowned(unsafe)` one, or an
  /// `unowned` one whose object was released. Neither keeps anything alive, nor is a dependency.
  package struct UnfollowedReference {
    /// The object, or the root value, that holds it.
    let owner: Int
    /// The path from the owner: `next`, or `state.next` for a property of a value inside it.
    let label: String
    let declaredType: DeclaredType
    let ownership: ReferenceOwnership
    /// Whether it is an `unowned` reference whose object was released, rather than one that was not read.
    let isReleased: Bool
    /// Whether the type that declares it is the app's code.
    let isJudged: Bool
  }

  /// A stored property whose value the walk cannot read.
  package struct UnreadableProperty {
    /// The object, or the root value, that holds it.
    let owner: Int
    /// The path from the owner: `state`, or `state.interceptors` for a property of a value inside it.
    let label: String
    let declaredType: DeclaredType
    /// Why, as a message says it.
    let reason: String
    /// Whether the type that declares it is the app's code.
    let isJudged: Bool

    /// The property's own name: `interceptors` for `state.interceptors`.
    var name: String { label.split(separator: ".").last.map(String.init) ?? label }
    /// Whether it is the owner's own property, not one of a value inside it.
    var isOwn: Bool { label == name }
  }

  /// A stored optional property holding `nil`: a dependency nobody set, or state.
  package struct NilOptional {
    /// The object, or the root value, that holds it.
    package let owner: Int
    /// The path from the owner: `router`, or `state.loaded` for a property of a value inside it.
    let label: String
    /// The property's declared name: `loaded`.
    let name: String
    let declaredType: DeclaredType
    /// The optional's type, which says whether it counts as a dependency.
    let optionalType: Any.Type
    let isWeak: Bool
    /// Whether the type that declares it is the app's code: a library's own optionals are not the app's to set.
    let isJudged: Bool

    /// Whether it is the owner's own property, not one of a value inside it.
    var isOwn: Bool { label == name }
  }

  package private(set) var nodes: [Node] = []
  private(set) var edges: [Edge] = []
  /// The edges leaving each node, by index.
  private(set) var outgoing: [[Int]] = []
  package private(set) var nilOptionals: [NilOptional] = []
  private(set) var collections: [Collection] = []
  /// What each node holds, by index, in declaration order.
  private(set) var entries: [[Entry]] = []
  /// The stored properties whose value the walk cannot read, and why: a wrapper of an optional that keeps its value
  /// where Wired cannot find it (`_coordinator: Weird<Coordinator?>`), a `Mutex` that stayed locked. What they hold
  /// cannot be checked, which must be said rather than skipped.
  private(set) var unreadable: [UnreadableProperty] = []
  /// The references that were not followed, since reading them could stop the process.
  private(set) var unfollowedReferences: [UnfollowedReference] = []
  /// The app's stored closures, the first few met: what a closure captures cannot be read, so these are the suspects
  /// when something outside the stored graph keeps an object alive.
  private(set) var storedClosures: [StoredClosure] = []
  private static let storedClosuresKept = 20

  /// A closure stored in one of the app's objects, or in a value inside one.
  package struct StoredClosure {
    let owner: Int
    /// The path from the owner: `onUpdate`, `handlers[0]`.
    let label: String
  }

  /// Set when the walk stopped at the scope's `visitLimit`.
  private(set) var isTruncated = false
  /// The objects themselves, held strongly until ``releaseObjects()``.
  private(set) var objects: [AnyObject?] = []

  private var indexOfObject: [ObjectIdentifier: Int] = [:]
  /// Whether the walk enters each type, whether the scope judges it, and whether its objects are live, decided once
  /// per type.
  private var typeDecisions: [ObjectIdentifier: (enters: Bool, judges: Bool, live: LiveObject?)] = [:]
  /// What the walk does with values of each type that is not a class, decided once per type.
  private var valueShapes: [ObjectIdentifier: ValueShape] = [:]
  /// The references that are not strong, per declaring type, looked up once per type.
  private var ownershipTables: [ObjectIdentifier: [String: ReferenceOwnership]] = [:]
  /// The values looked into on the way between objects, which count toward the scope's limit with the objects.
  private var valuesVisited = 0
  private let scope: GraphScope
  private let extent: Extent
  /// What the walk looks for inside values: references, and for a check that counts every optional, optionals too;
  /// a value whose type can hold neither is passed over whole.
  private let interest: ReferenceReach
  /// Whether the app's actors are read, on their executors: by ``reading(from:scope:extent:)``.
  private let readsActors: Bool
  /// For each node, the actor whose state it is read as part of, by index: the actor itself, or the actor that held
  /// the object that first reached it; `nil` outside any actor.
  private var domains: [Int?] = []
  /// The domain of the node being explored.
  private var currentDomain: Int?

  /// Walks the graph from `root`, following the references `extent` follows, into the types that `scope` enters:
  /// through the libraries' objects too, to the app's objects they hold. An actor is listed where the graph holds it,
  /// never entered: its state is its executor's to read (see ``reading(from:scope:extent:)``).
  package init(
    from root: Any, scope: GraphScope, extent: Extent = .strongReferences, interest: ReferenceReach = .references
  ) {
    self.init(scope: scope, extent: extent, interest: interest, readsActors: false)
    guard let root = Unwrapped.value(root), let rootIndex = start(at: root) else { return }
    var queue = [rootIndex]
    var next = 0
    while next < queue.count, !isTruncated {
      let index = queue[next]
      next += 1
      explore(objects[index] ?? root, at: index) { queue.append($0) }
      if extent == .rootOnly { break }
    }
  }

  /// Walks the graph as ``init(from:scope:extent:)`` does, and reads each of the app's actors it meets, with what
  /// it holds, on the actor's own executor, where nothing changes it under the read. A library's actor is listed,
  /// never entered; an actor that keeps the read waiting longer than ``ActorIsolation/admissionTimeout`` is listed as
  /// not read.
  package static func reading(
    from root: Any, scope: GraphScope, extent: Extent = .strongReferences, interest: ReferenceReach = .references,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ObjectGraph {
    let walk = Walk(ObjectGraph(scope: scope, extent: extent, interest: interest, readsActors: true))
    guard let root = Unwrapped.value(root), let rootIndex = walk.graph.start(at: root) else { return walk.graph }
    walk.root = root
    walk.queue = [rootIndex]
    var next = 0
    while next < walk.queue.count, !walk.graph.isTruncated {
      let index = walk.queue[next]
      next += 1
      guard let domain = walk.graph.domains[index], let actor = walk.graph.objects[domain] as? any Actor else {
        walk.explore(index)
        if extent == .rootOnly { break }
        continue
      }
      let admitted = await ActorIsolation.run(on: actor) { walk.explore(index) }
      if !admitted { walk.graph.recordBusy(index, domain: domain) }
      if extent == .rootOnly { break }
    }
    return walk.graph
  }

  /// The state of an awaited walk, handed to the actors' executors in turn: one read at a time touches it, since the
  /// walk awaits each.
  private final class Walk: @unchecked Sendable {
    var graph: ObjectGraph
    var root: Any = ()
    var queue: [Int] = []

    init(_ graph: ObjectGraph) {
      self.graph = graph
    }

    func explore(_ index: Int) {
      graph.explore(graph.objects[index] ?? root, at: index) { queue.append($0) }
    }
  }

  private init(scope: GraphScope, extent: Extent, interest: ReferenceReach, readsActors: Bool) {
    self.scope = scope
    self.extent = extent
    self.interest = interest
    self.readsActors = readsActors
  }

  /// Adds the root's node; `nil` when the root is an actor that this walk does not enter, which is then recorded as
  /// unreadable.
  private mutating func start(at root: Any) -> Int? {
    let index = addNode(for: root)
    guard let live = nodes[index].live, live == .actor else { return index }
    unreadable.append(
      UnreadableProperty(
        owner: index, label: "",
        declaredType: DeclaredType(
          declaringType: nodes[index].type, label: "", storage: .plain, valueType: nodes[index].type,
          wrappedType: nil),
        reason: "not read: \(LiveObject.actor.reason)\(Self.awaitAdvice)", isJudged: nodes[index].isJudged))
    return nil
  }

  /// What a synchronous check says to do about an actor of the app's that it did not enter.
  private static let awaitAdvice = "; await the check from an async test to read it there"

  /// Records that the actor whose domain `index` lies in kept the read waiting too long.
  private mutating func recordBusy(_ index: Int, domain: Int) {
    let seconds = Int(ActorIsolation.admissionTimeout)
    unreadable.append(
      UnreadableProperty(
        owner: index, label: "",
        declaredType: DeclaredType(
          declaringType: nodes[index].type, label: "", storage: .plain, valueType: nodes[index].type,
          wrappedType: nil),
        reason: "not read: \(nodes[domain].typeName), an actor, stayed busy for \(seconds) s and never ran the read",
        isJudged: nodes[index].isJudged))
  }

  /// Lets go of the objects, keeping only what was learned about them.
  mutating func releaseObjects() {
    objects = Array(repeating: nil, count: objects.count)
  }

  /// The dotted path from the root to `node` along the references that first reached each object, followed by
  /// `label` when one is given.
  package func path(to node: Int, then label: String? = nil) -> String {
    var segments: [String] = label.map { [$0] } ?? []
    var current = node
    while let edge = nodes[current].parentEdge {
      segments.append(edges[edge].label)
      current = edges[edge].from
    }
    return PropertyPath.join("", segments.reversed())
  }

  /// The app's unreadable properties that `isIncluded` keeps, each with why as its note.
  func unreadableFindings(where isIncluded: (UnreadableProperty) -> Bool) -> [GraphFinding] {
    let found = unreadable.filter { $0.isJudged && isIncluded($0) }
    guard !found.isEmpty else { return [] }
    let paths = AppPaths(self)
    return found.map(paths.finding(for:))
  }

  /// How many references from the root each node lies, along the path that first reached it.
  var depths: [Int] {
    var depths = [Int](repeating: -1, count: nodes.count)
    for start in nodes.indices where depths[start] < 0 {
      var chain: [Int] = []
      var current = start
      while depths[current] < 0, let edge = nodes[current].parentEdge {
        chain.append(current)
        current = edges[edge].from
      }
      var depth = max(0, depths[current])
      depths[current] = depth
      for node in chain.reversed() {
        depth += 1
        depths[node] = depth
      }
    }
    return depths
  }

  /// The nodes below the root whose objects `other` also holds: in two builds of one graph, what both share.
  package func nodes(alsoIn other: ObjectGraph) -> Set<Int> {
    let others = Set(other.nodes.compactMap(\.identifier))
    return Set(nodes.indices.dropFirst().filter { nodes[$0].identifier.map(others.contains) ?? false })
  }

  /// The nodes, with every node on their paths from the root: the part of the graph that explains them.
  package func withPathsFromRoot(_ nodes: some Sequence<Int>) -> Set<Int> {
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
    let object = AnyContainer.object(in: value)
    let index = nodes.count
    let type = Swift.type(of: value)
    let decision = decision(for: type)
    var live = object == nil ? nil : decision.live
    if live == nil, let object, index > 0, decision.enters, !decision.judges {
      live = LiveObject.confinement(of: object)
    }
    var domain = currentDomain
    if live == .actor, readsActors, decision.judges {
      // NB: the app's own actor, read on its executor with everything it holds.
      live = nil
      domain = index
    }
    domains.append(domain)
    nodes.append(
      Node(type: type, identifier: object.map(ObjectIdentifier.init), isJudged: decision.judges, live: live))
    objects.append(object)
    outgoing.append([])
    entries.append([])
    if let object { indexOfObject[ObjectIdentifier(object)] = index }
    return index
  }

  /// One value to look through on the way from an object's stored property to the objects it references.
  private struct Pending {
    let value: Any
    let label: String
    let property: String
    /// The declared type of the stored property that holds it, the innermost: `[Child]` for `state.items`.
    let declaredType: DeclaredType
    let ownership: ReferenceOwnership
    /// Whether a nil optional inside it is recorded: not inside a wrapper recorded as unreadable.
    var recordsNil = true
    /// The collection it is an element of.
    var collection: Int?
    /// The library's value it is inside, if any.
    var libraryValue: LibraryValue?
    /// For a nil optional, its index in `nilOptionals`.
    var hole: Int?
    /// For a reference not followed, its index in `unfollowedReferences`.
    var unread: Int?
  }

  /// Walks the stored properties of the node's value, down to the objects they reference, and records an edge to
  /// each; calls `discovered` with each object that is to be walked in turn.
  private mutating func explore(_ value: Any, at index: Int, discovered: (Int) -> Void) {
    nodes[index].isExplored = true
    currentDomain = domains[index]
    var pending: [Pending] = []
    properties(of: value, prefix: nil, owner: index, into: &pending)
    // NB: a stack, so each value's entries are pushed reversed, to be taken in declaration order.
    pending.reverse()
    while let item = pending.popLast() {
      if let hole = item.hole {
        entries[index].append(.nilOptional(hole))
        continue
      }
      if let unread = item.unread {
        entries[index].append(.unfollowedReference(unread))
        continue
      }
      guard let present = Unwrapped.value(item.value) else { continue }
      if let object = AnyContainer.object(in: present) {
        reference(object, from: index, item, discovered: discovered)
      } else if TypeKind.of(type(of: present)) == .function {
        // NB: what a closure captures is not readable; where one is stored is, for a leak's suspects.
        if nodes[index].isJudged, storedClosures.count < Self.storedClosuresKept {
          storedClosures.append(StoredClosure(owner: index, label: item.label))
        }
      } else {
        let start = pending.count
        elements(of: present, item, owner: index, into: &pending)
        guard pending.count > start else { continue }
        valuesVisited += 1
        pending[start...].reverse()
      }
      // NB: counted like the injection walk: the objects, and the values looked into, not every leaf value.
      guard nodes.count + valuesVisited <= scope.visitLimit else {
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
        ownership: item.ownership, collection: item.collection, libraryValue: item.libraryValue))
    outgoing[owner].append(edge)
    entries[owner].append(.reference(edge))
    if let collection = item.collection { collections[collection].references += 1 }
    let isFirstStrongReach =
      item.ownership == .strong
      && (known == nil || nodes[target].parentEdge.map { edges[$0].ownership != .strong } ?? false)
    if known == nil || isFirstStrongReach, target != 0 { nodes[target].parentEdge = edge }
    if known == nil, let live = nodes[target].live, nodes[target].isJudged {
      // NB: the app's own executor is not read either; that it was not is said, never passed over.
      unreadable.append(
        UnreadableProperty(
          owner: owner, label: item.label, declaredType: item.declaredType,
          reason: "not read: \(live.reason)\(live == .actor ? Self.awaitAdvice : "")", isJudged: true))
    }
    guard item.ownership == .strong || extent == .everyReference, !nodes[target].isExplored,
      nodes[target].live == nil, enters(type(of: object))
    else { return }
    nodes[target].isExplored = true
    discovered(target)
  }

  /// Appends the stored properties of an object or struct to look through, in declaration order; records the nil
  /// optionals among them. `prefix` is the value they are inside, `nil` for the properties of the `owner` node itself.
  private mutating func properties(of value: Any, prefix: Pending?, owner: Int, into pending: inout [Pending]) {
    var libraryValue = prefix?.libraryValue
    // NB: compared by type, which costs no dynamic cast on every value of a walk.
    let valueType = type(of: value) == NoncopyableValue.self ? (value as! NoncopyableValue).type : type(of: value)
    if let prefix, libraryValue == nil, !decision(for: valueType).judges {
      libraryValue = LibraryValue(label: prefix.label, type: valueType)
    }
    for property in PropertyLookup.properties(of: value) {
      let stored: Any
      var recordsNil = prefix?.recordsNil ?? true
      switch property.content {
      case .lazyNeverRead:
        continue
      case .unreadable(let unreadable):
        record(property, name: property.name, unreadable.reason, prefix: prefix, owner: owner)
        continue
      case .notFollowed, .released:
        recordUnfollowed(property, prefix: prefix, owner: owner, into: &pending)
        continue
      case .value(let value):
        // NB: lazy storage is never a dependency: an accessed one that holds nil is passed over.
        if property.storage == .lazy, Unwrapped.value(value) == nil { continue }
        stored = value
        if recordsNil, property.isUnreadableWrapper {
          record(
            property, name: String(property.label.dropFirst()),
            "a wrapper that keeps its value neither in wrappedValue nor in a field of its generic type",
            prefix: prefix, owner: owner)
          recordsNil = false
        }
      }
      let ownership = ownership(of: property)
      // NB: unwrapped once here; the walk looks into the unwrapped value, and a nil is only ever an optional's.
      guard let present = Unwrapped.value(stored) else {
        guard recordsNil else { continue }
        let hole = nilOptional(property, stored, name: property.name, prefix: prefix, owner: owner, ownership)
        // NB: listed in the owner's entries when the walk reaches it, in declaration order with the references.
        pending.append(
          Pending(
            value: stored, label: hole.label, property: hole.name, declaredType: hole.declaredType,
            ownership: ownership, hole: nilOptionals.count))
        nilOptionals.append(hole)
        continue
      }
      // NB: a value of a type already found to be a leaf (a number, a string, `[Int]`) is passed over before an entry
      // and its label are made for it: most of a graph's properties are such values.
      if valueShapes[ObjectIdentifier(type(of: present))] == .leaf { continue }
      pending.append(
        Pending(
          value: present,
          label: prefix.map { "\($0.label).\(property.name)" } ?? property.name,
          property: prefix?.property ?? property.name,
          declaredType: property.declaredType(wrapped: property.storage == .wrapper ? stored : nil),
          // NB: a weak reference inside a struct held strongly is still weak; a strong one inside a weak path
          // cannot occur, since only objects are held weakly.
          ownership: ownership == .strong ? (prefix?.ownership ?? .strong) : ownership,
          recordsNil: recordsNil,
          collection: prefix?.collection,
          libraryValue: libraryValue
        ))
    }
  }

  /// Records `property`, a reference that is not followed, and lists it in its owner's entries.
  private mutating func recordUnfollowed(
    _ property: StoredProperty, prefix: Pending?, owner: Int, into pending: inout [Pending]
  ) {
    let index = unfollowedReferences.count
    let reference = property.value as? UnreadReference
    unfollowedReferences.append(
      UnfollowedReference(
        owner: owner, label: PropertyPath.join(prefix?.label ?? "", property.name),
        declaredType: property.declaredType(wrapped: nil), ownership: reference?.ownership ?? .unowned,
        isReleased: reference == nil, isJudged: decision(for: property.declaringType).judges))
    pending.append(
      Pending(
        value: property.value, label: "", property: property.name, declaredType: property.declaredType(wrapped: nil),
        ownership: .unowned, unread: index))
  }

  /// Records `property`, known by `name`, as unreadable, for `reason`.
  private mutating func record(
    _ property: StoredProperty, name: String, _ reason: String, prefix: Pending?, owner: Int
  ) {
    // NB: an unnamed property stands for all of a type's that reflection cannot list, named by that type.
    let label = name.isEmpty ? prefix?.label ?? "" : PropertyPath.join(prefix?.label ?? "", name)
    let declaredType =
      name.isEmpty
      ? DeclaredType(
        declaringType: property.declaringType, label: "", storage: .plain, valueType: property.declaringType,
        wrappedType: nil)
      : property.declaredType(wrapped: nil)
    unreadable.append(
      UnreadableProperty(
        owner: owner, label: label, declaredType: declaredType, reason: reason,
        isJudged: decision(for: property.declaringType).judges))
  }

  /// The record of `property`, whose value (a wrapper's wrapped value) is `stored`.
  private mutating func nilOptional(
    _ property: StoredProperty, _ stored: Any, name: String, prefix: Pending?, owner: Int,
    _ ownership: ReferenceOwnership
  ) -> NilOptional {
    NilOptional(
      owner: owner, label: prefix.map { "\($0.label).\(name)" } ?? name, name: name,
      declaredType: property.declaredType(wrapped: property.storage == .wrapper ? stored : nil),
      optionalType: type(of: stored), isWeak: property.storage == .plain && ownership == .weak,
      isJudged: decision(for: property.declaringType).judges)
  }

  /// The modules of the objects the walk met, but the system's: those it judged, and those it walked through.
  var modules: JudgedModules {
    var judged: Set<String> = []
    var notJudged: Set<String> = []
    var seenTypes: Set<ObjectIdentifier> = []
    for node in nodes where seenTypes.insert(ObjectIdentifier(node.type)).inserted {
      let module = ModuleName.of(node.type)
      guard !ModuleName.system.contains(module) else { continue }
      if node.isJudged { judged.insert(module) } else { notJudged.insert(module) }
    }
    return JudgedModules(judged: judged.sorted(), notJudged: notJudged.subtracting(judged).sorted())
  }

  private mutating func addCollection(_ item: Pending, owner: Int, count: Int, isOrdered: Bool) -> Int {
    let index = collections.count
    collections.append(
      Collection(
        owner: owner, label: item.label, declaredType: item.declaredType, count: count, isOrdered: isOrdered,
        isInsideLibraryValue: item.libraryValue != nil))
    entries[owner].append(.collection(index))
    return index
  }

  private mutating func enters(_ type: Any.Type) -> Bool {
    decision(for: type).enters
  }

  private mutating func decision(for type: Any.Type) -> (enters: Bool, judges: Bool, live: LiveObject?) {
    if let known = typeDecisions[ObjectIdentifier(type)] { return known }
    let module = ModuleName.of(type)
    let judges = scope.judges(module: module)
    let enters = scope.enters(module: module)
    let decision = (
      enters: enters, judges: judges,
      live: type is AnyClass ? LiveObject.of(type, isLibrary: !judges && enters) : nil
    )
    typeDecisions[ObjectIdentifier(type)] = decision
    return decision
  }

  /// How the property holds its value, from the table of its declaring type; for a wrapper, from the field inside it
  /// that stores the value.
  private mutating func ownership(of property: StoredProperty) -> ReferenceOwnership {
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
  private enum ValueShape {
    /// A leaf: a value that can hold nothing the walk looks for, or of a type the scope does not enter.
    case leaf
    /// A struct of the scope, whose stored properties are read without a `Mirror`.
    case fields
    /// A collection, a dictionary, a set, a tuple, an enum, or a container of the standard library's, looked into
    /// through its `Mirror`.
    case mirrored
    /// An `InlineArray`, whose elements are read through its own API.
    case inline
  }

  private mutating func shape(of value: Any, _ mirror: () -> Mirror) -> ValueShape {
    let type = Swift.type(of: value)
    if let known = valueShapes[ObjectIdentifier(type)] { return known }
    let shape = decideShape(of: value, type, mirror)
    valueShapes[ObjectIdentifier(type)] = shape
    return shape
  }

  private mutating func decideShape(of value: Any, _ type: Any.Type, _ mirror: () -> Mirror) -> ValueShape {
    // NB: decided from the type alone, before any mirror is built: most of a large graph's values are documents,
    // models and strings, which hold no reference.
    guard !ReferenceReach.of(type).isDisjoint(with: interest) else { return .leaf }
    let looksInto = enters(type) || Self.isSystemContainer(type)
    if looksInto, InlineElements.elements(of: value) != nil { return .inline }
    switch mirror().displayStyle {
    case .collection?, .set?, .dictionary?, .tuple?: return .mirrored
    case .enum?: return looksInto ? .mirrored : .leaf
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
  private static func isSystemContainer(_ type: Any.Type) -> Bool {
    guard ModuleName.system.contains(ModuleName.of(type)) else { return false }
    return type == AnyHashable.self || ContextDescriptor(of: type)?.isGeneric ?? false
  }

  /// Appends the elements of a value that is not an object, in order: of a collection, a dictionary, a tuple, an enum
  /// or a struct.
  private mutating func elements(of value: Any, _ item: Pending, owner: Int, into pending: inout [Pending]) {
    var built: Mirror?
    func mirror() -> Mirror {
      if let built { return built }
      let made = Mirror(reflecting: value)
      built = made
      return made
    }
    // NB: compared by type, which costs no dynamic cast on every value of a walk.
    if type(of: value) == NoncopyableValue.self {
      return properties(of: value, prefix: item, owner: owner, into: &pending)
    }
    switch shape(of: value, mirror) {
    case .leaf: return
    case .fields: return properties(of: value, prefix: item, owner: owner, into: &pending)
    case .inline:
      let elements = InlineElements.elements(of: value) ?? []
      let collection = addCollection(item, owner: owner, count: elements.count, isOrdered: true)
      for (offset, element) in elements.enumerated() {
        pending.append(
          Pending(
            value: element, label: item.label + "[\(offset)]", property: item.property,
            declaredType: item.declaredType, ownership: item.ownership, recordsNil: item.recordsNil,
            collection: collection, libraryValue: item.libraryValue))
      }
      return
    case .mirrored: break
    }
    let mirror = mirror()
    func element(_ child: Any, _ segment: String, in collection: Int? = item.collection) -> Pending {
      Pending(
        value: child, label: item.label + segment, property: item.property, declaredType: item.declaredType,
        ownership: item.ownership, recordsNil: item.recordsNil, collection: collection,
        libraryValue: item.libraryValue)
    }
    switch mirror.displayStyle {
    case .collection?, .set?:
      let collection = addCollection(
        item, owner: owner, count: mirror.children.count, isOrdered: mirror.displayStyle == .collection)
      for (offset, child) in mirror.children.enumerated() {
        pending.append(element(child.value, "[\(offset)]", in: collection))
      }
    case .dictionary?:
      let pairs = DictionaryPairs.of(mirror)
      let isOrdered = pairs.allSatisfy { DictionaryKey.isStable($0.key) }
      let segments = pairs.map { DictionaryKey.segment($0.key, value: $0.value) }
      // NB: hash order changes from run to run; keys that print the same on every run give a stable order.
      let order = isOrdered ? segments.indices.sorted { segments[$0] < segments[$1] } : Array(segments.indices)
      let collection = addCollection(item, owner: owner, count: pairs.count, isOrdered: isOrdered)
      for index in order { pending.append(element(pairs[index].value, segments[index], in: collection)) }
    case .tuple?:
      for (offset, child) in mirror.children.enumerated() {
        let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(offset)"
        pending.append(element(child.value, ".\(label)"))
      }
    case .enum?:
      guard let payload = mirror.children.first else { return }
      pending.append(element(payload.value, ".\(payload.label ?? "")"))
    case .struct?:
      properties(of: value, prefix: item, owner: owner, into: &pending)
    case nil:
      for (offset, child) in mirror.children.enumerated() {
        pending.append(element(child.value, ".\(child.label ?? "\(offset)")"))
      }
    default:
      break
    }
  }
}
