import Foundation
import WiredReading

/// The objects reachable from a root through stored references, each once, every reference between them with how it
/// holds its target, and every optional property left nil: the one walk that injection, retain-cycle and leak checks,
/// snapshots and wiring diagrams read, so that they cannot disagree.
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
    /// The path from the owner to the target, spelled when asked (``label``).
    let path: PathLabel
    /// The owner's stored property the path starts with: `children`.
    let property: String
    /// The declared type of the last stored property on the path: `[Child]` for `state.children[0]`.
    let declaredType: DeclaredType
    package let ownership: ReferenceOwnership
    /// The collection it is an element of, as an index into `collections`.
    let collection: Int?
    /// The library's value the path goes through, when it does: `logger` in `logger._storage`.
    let libraryValue: LibraryValue?
    /// Whether the path ends at a closure that captures the target, its context (`onTick = { self.tick() }`): strong,
    /// as a stored reference is, but no stored property of the target's, and never the path a node is reached by.
    var isCapture = false

    /// The path as far as the app's own properties go: `logger` for `logger._storage`, which a library may change
    /// in any version.
    var appLabel: String { libraryValue?.label ?? label }

    /// The path from the owner to the target: `presenter`, `children[0]`.
    var label: String { path.text }
  }

  /// A value of a library's type that an object holds, whose own stored properties are the library's.
  package struct LibraryValue {
    /// The path from the object to the value: `logger`.
    let label: String
    /// The value's type: `Logger`.
    let type: Any.Type
  }

  /// A collection, set or dictionary an object holds, with how many references it holds.
  package struct CollectionEntry {
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
    var references = 0
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

  /// A reference the walk does not follow, since reading it could stop the process: an `unowned(unsafe)` one, an
  /// `unowned` one whose object was released, or an `unowned` one whose storage the walk cannot address. None keeps
  /// anything alive, nor is a dependency.
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

  /// A place the walk did not read: a stored property of the app's whose value it cannot read, a place inside a
  /// library's object that it did not read, or an actor root a synchronous check does not enter (label `""`).
  package struct UnreadPlace {
    /// The object, or the root value, that holds it.
    let owner: Int
    /// The path from the owner: `state`, or `state.interceptors` for a property of a value inside it.
    let label: String
    let declaredType: DeclaredType
    /// Why, as a message says it.
    let reason: String
    /// Whether the type that declares it is the app's code.
    let isJudged: Bool
    /// Why it was not read, where a message's hint depends on it.
    var cause: FindingCause?

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

  package internal(set) var nodes: [Node] = []
  var edges: [Edge] = []
  /// The edges leaving each node, by index.
  var outgoing: [[Int]] = []
  package internal(set) var nilOptionals: [NilOptional] = []
  var collections: [CollectionEntry] = []
  /// What each node holds, by index, in declaration order.
  var entries: [[Entry]] = []
  /// The stored properties whose value the walk cannot read, and why: a wrapper of an optional that keeps its value
  /// where Wired cannot find it (`_coordinator: Weird<Coordinator?>`), a `Mutex` another thread held. What they hold
  /// cannot be checked, which must be said rather than skipped.
  var unreadable: [UnreadPlace] = []
  /// The places inside the libraries' objects where the app's objects may be, which the walk did not read, and why: a
  /// library's actor that a synchronous check does not enter, or that stayed busy; a library's object that keeps a
  /// reference where the runtime does not describe it. Not the app's to fix, so not a failure; but never passed over
  /// in silence: each report lists them, and each assertion says so at the caller's line.
  var notRead: [UnreadPlace] = []
  /// The references that were not followed, since reading them could stop the process.
  var unfollowedReferences: [UnfollowedReference] = []
  /// The app's stored tasks, continuations, timers, observations and closures that may capture an object, the first
  /// few met: the suspects when something outside the stored graph keeps an object alive.
  var storedWork: [StoredWork] = []
  static let storedWorkKept = 20
  /// The closures met whose context is one object (`{ self.tick() }`), which keep it as a strong reference does: an
  /// edge each once the walk ends, to an object the graph holds (``addCaptureEdges()``).
  var captures: [(owner: Int, item: Pending, object: ObjectIdentifier)] = []

  /// Set when the walk stopped at the scope's `visitLimit`.
  var isTruncated = false
  /// The objects themselves, held strongly until ``releaseObjects()``.
  var objects: [AnyObject?] = []

  var indexOfObject: [ObjectIdentifier: Int] = [:]
  /// Whether the walk enters each type, whether the scope judges it, and whether its objects are live, decided once
  /// per type.
  var typeDecisions: [ObjectIdentifier: TypeDecision] = [:]

  /// What the walk does with objects or values of one type, decided once per type.
  struct TypeDecision {
    /// Whether the walk enters the type's values: not the system's.
    let enters: Bool
    /// Whether the scope judges the type: the app's code, not a library's.
    let judges: Bool
    /// What a running thread does with its objects, when one owns their state.
    let live: LiveObject?
    /// What its objects keep where the runtime does not describe it, which the walk names unread.
    let undescribed: UndescribedStorage?
    /// What kind of stored work its objects are (a timer, an observation), a leak's suspects.
    let work: StoredWork.Kind?
  }
  /// What the walk does with values of each type that is not a class, decided once per type.
  var valueShapes: [ObjectIdentifier: ValueShape] = [:]
  /// The field tables of the types this walk has read, kept here so that reading an object takes no lock.
  var fieldTables = FieldTables()
  /// What the keys of each type met are to the walk: whether they order a dictionary's entries, and how they are spelled.
  var keyTypes: [ObjectIdentifier: KeyTraits] = [:]
  /// The kind of stored work of each struct type met inside the app's objects (most are none).
  var structWorkKinds: [ObjectIdentifier: StoredWork.Kind?] = [:]
  /// The references that are not strong, per declaring type, looked up once per type.
  var ownershipTables: [ObjectIdentifier: [String: ReferenceOwnership]] = [:]
  /// Which types can hold the app's objects, decided once per type: what a library's actor that is not entered may
  /// hide.
  var appObjectReach: AppObjectReach
  /// The values looked into on the way between objects, which count toward the scope's limit with the objects.
  var valuesVisited = 0
  let scope: GraphScope
  let extent: Extent
  /// What the walk looks for inside values: references, and for a check that counts every optional, optionals too;
  /// a value whose type can hold neither is passed over whole.
  let interest: ReferenceReach
  /// Whether actors, the app's and the libraries', are read on their executors: by
  /// ``entering(from:scope:extent:interest:isolation:)``.
  let readsActors: Bool
  /// For each node, the actor whose state it is read as part of, by index: the actor itself, or the actor that held
  /// the object that first reached it; `nil` outside any actor.
  var domains: [Int?] = []
  /// The domain of the node being explored.
  var currentDomain: Int?

  /// Walks the graph from `root`, following the references `extent` follows, into the types that `scope` enters:
  /// through the libraries' objects too, to the app's objects they hold. An actor is listed where the graph holds it,
  /// never entered: its state is its executor's to read (see ``entering(from:scope:extent:interest:isolation:)``).
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
    addCaptureEdges()
  }

  /// Walks the graph as ``init(from:scope:extent:interest:)`` does, and reads each actor it meets, the app's and a
  /// library's, with what it holds, on the actor's own executor, where nothing changes it under the read: a library's
  /// actor keeps the app's handlers. What a library's actor holds is walked through, not judged, as a library's objects
  /// are. An actor that keeps the read waiting longer than ``ActorIsolation/admissionTimeout`` is listed as not read;
  /// the actor the caller is isolated to is read at once, without a hop.
  package static func entering(
    from root: Any, scope: GraphScope, extent: Extent = .strongReferences, interest: ReferenceReach = .references,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ObjectGraph {
    let walk = Walk(ObjectGraph(scope: scope, extent: extent, interest: interest, readsActors: true))
    guard let root = Unwrapped.value(root), walk.start(at: root) else { return walk.finished }
    while let (index, actor) = walk.next() {
      if let actor {
        if let isolation, ObjectIdentifier(isolation) == ObjectIdentifier(actor) {
          // NB: the caller is isolated to this actor, so this code runs on its executor already.
          walk.explore(index)
          continue
        }
        let admitted = await ActorIsolation.run(on: actor) { walk.explore(index) }
        if !admitted { walk.recordBusy(index) }
      } else {
        walk.explore(index)
      }
      if extent == .rootOnly { break }
    }
    return walk.finished
  }

  /// The state of an awaited walk, handed to the actors' executors in turn: one read at a time touches it, since the
  /// walk awaits each, and every touch holds its lock, so that each read sees what the one before it wrote, whichever
  /// thread it ran on.
  final class Walk: @unchecked Sendable {
    private let lock = NSLock()
    // NB: read and written only while `lock` is held.
    private var graph: ObjectGraph
    private var root: Any = ()
    private var queue: [Int] = []
    private var nextInQueue = 0

    init(_ graph: ObjectGraph) {
      self.graph = graph
    }

    /// Starts at `root`; `false` when the root is an actor the walk does not enter.
    func start(at root: Any) -> Bool {
      lock.guarded {
        guard let index = graph.start(at: root) else { return false }
        self.root = root
        queue = [index]
        return true
      }
    }

    /// The next object to explore, with the actor whose executor it must be explored on, if any; `nil` at the end.
    func next() -> (index: Int, actor: (any Actor)?)? {
      lock.guarded {
        guard nextInQueue < queue.count, !graph.isTruncated else { return nil }
        let index = queue[nextInQueue]
        nextInQueue += 1
        let actor = graph.domains[index].flatMap { graph.objects[$0] as? any Actor }
        return (index, actor)
      }
    }

    func explore(_ index: Int) {
      lock.guarded {
        graph.explore(graph.objects[index] ?? root, at: index) { queue.append($0) }
      }
    }

    /// Records that the actor `index` belongs to kept the read waiting too long.
    func recordBusy(_ index: Int) {
      lock.guarded {
        guard let domain = graph.domains[index] else { return }
        graph.recordBusy(index, domain: domain)
      }
    }

    /// The graph as walked, with the edges of its closures' captures.
    var finished: ObjectGraph {
      lock.guarded {
        graph.addCaptureEdges()
        return graph
      }
    }
  }

  private init(scope: GraphScope, extent: Extent, interest: ReferenceReach, readsActors: Bool) {
    self.scope = scope
    self.extent = extent
    self.interest = interest
    self.readsActors = readsActors
    appObjectReach = AppObjectReach(scope: scope)
  }

  /// Adds the root's node; `nil` when the root is an actor that this walk does not enter, which is then recorded as
  /// unreadable, whoever's it is: the test chose it.
  mutating func start(at root: Any) -> Int? {
    let index = addNode(for: root)
    guard let live = nodes[index].live, live == .actor else { return index }
    unreadable.append(
      UnreadPlace(
        owner: index, label: "", declaredType: .ofObject(nodes[index].type),
        reason: "not read: \(LiveObject.actor.reason)\(Self.awaitAdvice)", isJudged: true, cause: .actorNotEntered))
    return nil
  }

  /// What a synchronous check says to do about an actor of the app's that it did not enter.
  static let awaitAdvice = "; await the check from an async test to read it there"

  /// Records that the actor whose domain `index` lies in kept the read waiting too long: unreadable when it is the
  /// app's actor or the root, not read when it is a library's.
  mutating func recordBusy(_ index: Int, domain: Int) {
    let seconds = Int(ActorIsolation.admissionTimeout)
    let busy = UnreadPlace(
      owner: index, label: "", declaredType: .ofObject(nodes[index].type),
      reason:
        "busy, not entered: \(nodes[domain].typeName), an actor, stayed busy for \(seconds) s and never ran the read",
      isJudged: nodes[domain].isJudged || domain == 0, cause: .busyActor)
    if busy.isJudged { unreadable.append(busy) } else { notRead.append(busy) }
  }
}
