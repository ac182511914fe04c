import Foundation
import WiredReading

/// What a leak check learned about the objects a graph held: a weak reference to each object reached strongly, and
/// the graph's shape, so that once the graph was let go it can say which objects survived and why.
package final class LeakSearch: @unchecked Sendable {
  /// Why an object outlived the graph.
  package enum Reason: Equatable {
    /// It is part of the cycle with this number.
    case inCycle(Int)
    /// A cycle holds it: it is reachable from one.
    case heldByCycle(Int)
    /// Nothing in the stored graph holds it.
    case keptFromOutside
    /// The test case holds it, by this path from the test case: `SearchTests.service`.
    case keptByTestCase(String)
    /// Another survivor holds it: the root (`(the root)`), or the one at this path.
    case heldBy(String)
    /// A closure the graph stores, at this path, captures it: a cycle through the closure when the object stores the
    /// closure, which no stored property shows (`{ self.tick() }`, read from the compiler's capture descriptor).
    case capturedBy(String)
    /// A spy of the test's, named by its path in the graph and its type (`router.navigator (NavigatorSpy)`), keeps it as
    /// an argument of a call it recorded (`the second argument of push(_:from:)`): the test's double holds it, not the app.
    case recordedBy(String, as: String)

    /// The number of the cycle it is in or held by.
    package var cycleNumber: Int? {
      switch self {
      case .inCycle(let number), .heldByCycle(let number): number
      case .keptFromOutside, .keptByTestCase, .heldBy, .capturedBy, .recordedBy: nil
      }
    }

    /// How a report notes it.
    package var note: String {
      switch self {
      case .inCycle(let number): "in cycle \(number)"
      case .heldByCycle(let number): "held by cycle \(number)"
      case .keptFromOutside: "kept from outside the stored graph"
      case .keptByTestCase(let path): "kept by the test case's \(path)"
      case .heldBy(let holder): "held by \(holder)"
      case .capturedBy(let closure): "captured by the closure \(closure)"
      case .recordedBy(let spy, let argument): "recorded by \(spy) as \(argument)"
      }
    }
  }

  private final class WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private(set) var graph: ObjectGraph
  private let scope: GraphScope
  // NB: the owned nodes, each with a weak reference; read only by the thread that checks.
  private var tracked: [(node: Int, reference: WeakReference)]
  /// The objects the graph only shares, which were not checked: how they were told apart, and which they are.
  package private(set) var shared: (rule: SharingRule, nodes: [Int])
  /// The shared objects, to tell them again when the graph is read again.
  private let sharedReferences: [WeakReference]
  /// The owned nodes that were not in the graph when it was first read: what the app added to it afterwards.
  private(set) var added: Set<Int> = []
  /// The objects of the graph as first read, once the graph is read again: what is added is added since then.
  private var objectsWhenTracked: Set<ObjectIdentifier>?

  /// How owned objects were told apart from shared ones.
  package enum SharingRule {
    /// The graph was built twice: an object in both builds is shared.
    case identityAcrossBuilds
    /// The graph was handed over built: an object of a type outside the scope (a system object) is shared.
    case systemTypes
  }

  /// Follows `root`'s graph, to check later that what it owns was released.
  ///
  /// - Parameters:
  ///   - root: The root, always owned.
  ///   - scope: The modules whose types the walk enters.
  ///   - twin: The graph of a second build of the same root, alive while this one is read: an object in both is
  ///     shared. Without one, the objects of types outside `scope` are taken as shared.
  package convenience init(_ root: AnyObject, scope: GraphScope, twin: ObjectGraph? = nil) {
    self.init(graph: ObjectGraph(from: root, scope: scope), scope: scope, twin: twin)
  }

  /// Follows the graph `graph` read from its root, as ``init(_:scope:twin:)`` does: an awaited check reads the
  /// actors in it on their executors first.
  package init(graph: ObjectGraph, scope: GraphScope, twin: ObjectGraph? = nil) {
    var graph = graph
    let rule: SharingRule = twin == nil ? .systemTypes : .identityAcrossBuilds
    let sharedWithTwin = twin.map { graph.nodes(alsoIn: $0) } ?? []
    let (owned, sharedNodes) = Self.ownership(in: graph) { node in
      rule == .identityAcrossBuilds ? sharedWithTwin.contains(node) : !scope.enters(graph.nodes[node].type)
    }
    tracked = Self.references(to: owned, in: graph)
    sharedReferences = sharedNodes.compactMap { graph.objects[$0].map(WeakReference.init) }
    shared = (rule, Self.listed(sharedNodes, in: graph))
    graph.releaseObjects()
    self.graph = graph
    self.scope = scope
  }

  /// What `graph`'s root owns: the nodes it reaches through strong references without passing through a shared one;
  /// and the shared nodes those reach, in the order met.
  private static func ownership(in graph: ObjectGraph, isShared: (Int) -> Bool) -> (owned: [Int], shared: [Int]) {
    var owned: Set<Int> = [0]
    var sharedNodes: [Int] = []
    var seenShared: Set<Int> = []
    breadthFirst(from: [0]) { node, enqueue in
      for target in graph.strongTargets(of: node) {
        guard !owned.contains(target), !seenShared.contains(target) else { continue }
        if isShared(target) {
          sharedNodes.append(target)
          seenShared.insert(target)
        } else {
          owned.insert(target)
          enqueue(target)
        }
      }
    }
    return (owned.sorted(), sharedNodes)
  }

  /// The shared nodes a report lists: not Wired's own objects, such as a mock's records, which are no part of the app.
  private static func listed(_ shared: [Int], in graph: ObjectGraph) -> [Int] {
    shared.filter { !ModuleName.wired.contains(ModuleName.of(graph.nodes[$0].type)) }
  }

  /// A weak reference to each of `nodes`' objects that a weak reference can watch.
  private static func references(to nodes: [Int], in graph: ObjectGraph) -> [(node: Int, reference: WeakReference)] {
    nodes.compactMap { index in
      // NB: a tagged pointer is no allocation: a weak reference to it is never cleared, so it cannot be checked.
      guard let object = graph.objects[index], !ObjectiveCRuntime.isTaggedPointer(object) else { return nil }
      return (index, WeakReference(object))
    }
  }

  /// Reads the graph again from its root, when the root outlived the wait, reading its actors on their executors, as
  /// the awaited checks read the graph the first time: a test goes on after tracking began, and what it added (an
  /// editor the root opened, with its closures) is then judged and explained with the rest, named as added. Call it
  /// once, when the check judges survivors; a check whose root was released keeps its graph.
  /// How many values the walk visited before it stopped at the scope's limit, when it did: what lies beyond was not
  /// tracked.
  package var truncatedAt: Int? { graph.isTruncated ? scope.visitLimit : nil }

  package func readAgainIfTheRootSurvived(isolation: isolated (any Actor)? = #isolation) async {
    guard let root = survivingRoot else { return }
    readAgain(await ObjectGraph.entering(from: root, scope: scope))
  }

  /// The root, while it is alive.
  private var survivingRoot: AnyObject? {
    tracked.first(where: { $0.node == 0 })?.reference.object
  }

  /// Judges `graph`, the root's graph read again, in place of the graph first read.
  private func readAgain(_ graph: ObjectGraph) {
    var graph = graph
    let before = objectsWhenTracked ?? Set(tracked.compactMap { $0.reference.object.map(ObjectIdentifier.init) })
    objectsWhenTracked = before
    let sharedNow = Set(sharedReferences.compactMap { $0.object.map(ObjectIdentifier.init) })
    // NB: what was shared stays shared, by the same rule; an object added since is owned, as a build's own are.
    let (owned, sharedNodes) = Self.ownership(in: graph) { [rule = shared.rule, scope] node in
      switch rule {
      case .identityAcrossBuilds: graph.nodes[node].identifier.map(sharedNow.contains) == true
      case .systemTypes: !scope.enters(graph.nodes[node].type)
      }
    }
    tracked = Self.references(to: owned, in: graph)
    added = Set(owned.filter { graph.nodes[$0].identifier.map(before.contains) == false })
    shared = (shared.rule, Self.listed(sharedNodes, in: graph))
    graph.releaseObjects()
    self.graph = graph
  }

  /// The owned nodes of the app's code whose objects are still alive, and the root whoever's it is (the test chose
  /// it): a library's object that outlives the graph for a while (a connection closed on its own queue, a cache) is
  /// not the app's leak, unless it keeps one of the app's objects alive, which is then the survivor.
  package var survivors: [Int] {
    tracked.filter { entry in
      guard entry.node == 0 || graph.nodes[entry.node].isJudged, let object = entry.reference.object else {
        return false
      }
      return !heldByCaller.contains(ObjectIdentifier(object))
    }.map(\.node)
  }

  /// The objects the caller still holds once the check is made (what `withLeakTracking` returns), which are not
  /// expected to be released; set before the check, by the thread that checks.
  package var heldByCaller: Set<ObjectIdentifier> = []

  /// The XCTest test case that tracked the graph, whose own properties may keep a survivor: XCTest keeps every test
  /// case until the run ends.
  package weak var testCase: AnyObject?
}

// MARK: -

extension LeakSearch {
  /// Checks the second of two builds of the same graph, both alive while it is read: an object that both hold is
  /// shared (a singleton, a cache, a system object) and is not expected to go away.
  ///
  /// NB: the first build lives until the second is read, so that no object of the second can reuse its addresses;
  /// pass both builds as temporaries, so that nothing but the check keeps them once it is made.
  package static func comparing(first: AnyObject, second: AnyObject, scope: GraphScope = .appModules) -> LeakSearch {
    var twin = ObjectGraph(from: first, scope: scope)
    let search = LeakSearch(second, scope: scope, twin: twin)
    twin.releaseObjects()
    return search
  }

  /// Checks the second of two builds as ``comparing(first:second:scope:)`` does, reading both builds' actors, the
  /// app's and the libraries', on their executors: what a service group or a server keeps is then tracked too.
  package static func entering(
    first: AnyObject, second: AnyObject, scope: GraphScope = .appModules,
    isolation: isolated (any Actor)? = #isolation
  ) async -> LeakSearch {
    var twin = await ObjectGraph.entering(from: first, scope: scope)
    let graph = await ObjectGraph.entering(from: second, scope: scope)
    let search = LeakSearch(graph: graph, scope: scope, twin: twin)
    twin.releaseObjects()
    return search
  }
}

// MARK: - Why each survivor outlived the graph

extension LeakSearch {
  /// Whether the stored graph alone keeps every survivor (a cycle, an object a survivor holds, the test case), so that
  /// no work in flight can let go of them; `true` with none.
  package var isExplainedByStoredGraph: Bool {
    let survivors = survivors
    return survivors.isEmpty || !explain(survivors).reasons.values.contains(.keptFromOutside)
  }

  /// Why each survivor survived, and the cycles among them, as their edges too: made once per report.
  package typealias Explanation = (reasons: [Int: Reason], cycles: [RetainCycle], cycleEdges: [[Int]])

  /// The survivors with why each survived, and the cycles among them.
  package func explain(_ survivors: [Int]) -> Explanation {
    // NB: nothing to explain, and no search for cycles through a graph that every object of it left.
    guard !survivors.isEmpty else { return ([:], [], []) }
    // NB: a library's objects still alive explain the app's survivors: a cycle through them holds the app's objects.
    let alive = Set(survivors).union(tracked.filter { $0.reference.object != nil }.map(\.node))
    let found = CycleFinder.cycles(in: graph) { edge in
      edge.ownership == .strong && alive.contains(edge.from) && alive.contains(edge.to)
    }
    var reasons: [Int: Reason] = [:]
    for (number, cycle) in found.cycles.enumerated() {
      for edge in cycle where reasons[graph.edges[edge].from] == nil {
        reasons[graph.edges[edge].from] = .inCycle(number + 1)
      }
    }
    // NB: breadth first from the cycles, along the strong references between survivors.
    breadthFirst(from: reasons.keys.sorted()) { node, enqueue in
      guard let number = reasons[node]?.cycleNumber else { return }
      for target in graph.strongTargets(of: node) {
        guard alive.contains(target), reasons[target] == nil else { continue }
        reasons[target] = .heldByCycle(number)
        enqueue(target)
      }
    }
    // NB: a survivor that another one holds strongly is held by it; only those nothing in the graph holds are kept
    // by the test case or from outside, and what they hold follows from them.
    let unexplained = survivors.filter { reasons[$0] == nil }
    let heldBy = Self.holders(of: unexplained, among: alive, in: graph)
    let recordedBy = recordings(of: Set(unexplained.filter { heldBy[$0] == nil }))
    let heldByTestCase = pathsFromTestCase(to: unexplained.filter { heldBy[$0] == nil && recordedBy[$0] == nil })
    let capturedBy = capturingClosures(of: Set(unexplained))
    let holderPaths = heldBy.isEmpty && capturedBy.isEmpty && recordedBy.isEmpty ? nil : AppPaths(graph)
    for node in unexplained {
      if let holder = heldBy[node], let holderPaths {
        reasons[node] = .heldBy(holder == 0 ? "(the root)" : Shortening.path(holderPaths.path(to: holder)))
      } else if let recording = recordedBy[node], let holderPaths {
        let spy = recording.node.map { "\(Shortening.path(holderPaths.path(to: $0))) (\(recording.name))" }
        reasons[node] = .recordedBy(spy ?? recording.name, as: recording.argument)
      } else if let path = heldByTestCase[node] {
        reasons[node] = .keptByTestCase(path)
      } else if let closure = capturedBy[node], let holderPaths {
        reasons[node] = .capturedBy(Shortening.path(holderPaths.path(to: closure.owner, then: closure.label)))
      } else {
        reasons[node] = .keptFromOutside
      }
    }
    let reported = Set(survivors)
    reasons = reasons.filter { reported.contains($0.key) }
    lazy var paths = AppPaths(graph)
    return (reasons, found.cycles.map { RetainCycleSearch.cycle($0, in: graph, paths: paths) }, found.cycles)
  }

  /// For each of `nodes` that a closure the graph stores is known to capture, the first such closure met.
  private func capturingClosures(of nodes: Set<Int>) -> [Int: StoredWork] {
    var closures: [Int: StoredWork] = [:]
    for work in graph.storedWork {
      guard let kept = work.keeps.flatMap({ graph.indexOfObject[$0] }), nodes.contains(kept), closures[kept] == nil
      else { continue }
      closures[kept] = work
    }
    return closures
  }

  /// A call a spy recorded with a survivor among its arguments.
  private struct Recording {
    /// The spy's node, when the graph holds it.
    let node: Int?
    let name: String
    /// `the second argument of push(_:from:)`, or `the argument of open(_:)`.
    let argument: String
  }

  /// For each of `nodes` that a spy among the graph's live objects keeps as an argument of a call it recorded (the
  /// object itself, or one inside the argument's value), the first such call met.
  private func recordings(of nodes: Set<Int>) -> [Int: Recording] {
    guard !nodes.isEmpty else { return [:] }
    var byObject: [ObjectIdentifier: Int] = [:]
    for entry in tracked where nodes.contains(entry.node) {
      if let object = entry.reference.object { byObject[ObjectIdentifier(object)] = entry.node }
    }
    var found: [Int: Recording] = [:]
    let live = tracked.compactMap { $0.reference.object } + sharedReferences.compactMap(\.object)
    for case let recorder as any ArgumentRecorder in live {
      for call in recorder.recordedArguments {
        for (offset, argument) in call.arguments.enumerated() {
          for object in Self.objects(in: argument) {
            guard let node = byObject[ObjectIdentifier(object)], found[node] == nil else { continue }
            found[node] = Recording(
              node: graph.indexOfObject[ObjectIdentifier(recorder)], name: recorder.recorderName,
              argument: call.arguments.count == 1
                ? "the argument of \(call.function)" : "the \(Self.ordinal(offset)) argument of \(call.function)")
          }
        }
      }
    }
    return found
  }

  /// `first`, `second`… for an argument's offset: a message counts as a reader does, where `argument(_:of:)` counts from
  /// zero.
  private static func ordinal(_ offset: Int) -> String {
    let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
    return offset < words.count ? words[offset] : "\(offset + 1)th"
  }

  /// The object `argument` is, or the objects its value holds directly (a struct's fields, an array's elements, a
  /// tuple's), at most `limit`.
  private static func objects(in argument: Any, limit: Int = 64) -> [AnyObject] {
    guard let present = Unwrapped.value(argument) else { return [] }
    if let object = Existential.object(in: present) { return [object] }
    var objects: [AnyObject] = []
    for child in Mirror(reflecting: present).children.prefix(limit) {
      if let value = Unwrapped.value(child.value), let object = Existential.object(in: value) { objects.append(object) }
    }
    return objects
  }

  /// For each of `nodes` that another live node holds through a strong reference, the first such holder met walking
  /// down from the survivors that nothing in the graph holds.
  private static func holders(of nodes: [Int], among alive: Set<Int>, in graph: ObjectGraph) -> [Int: Int] {
    let wanted = Set(nodes)
    var heldStrongly: Set<Int> = []
    for node in alive {
      for target in graph.strongTargets(of: node) where target != node && alive.contains(target) {
        heldStrongly.insert(target)
      }
    }
    var holders: [Int: Int] = [:]
    let start = nodes.filter { !heldStrongly.contains($0) }
    var seen = Set(start)
    breadthFirst(from: start) { node, enqueue in
      for target in graph.strongTargets(of: node) {
        guard alive.contains(target), seen.insert(target).inserted else { continue }
        if wanted.contains(target) { holders[target] = node }
        enqueue(target)
      }
    }
    return holders
  }

  /// Takes the objects the test case's own properties hold (a mock kept in a `let`) as the test's, not the graph's:
  /// they are not expected to be released while XCTest keeps the test case, which it does until the run ends.
  package func excuseWhatTheTestCaseHolds() {
    guard let testCase else { return }
    let held = ObjectGraph(from: testCase, scope: .appModules, extent: .rootOnly)
    heldByCaller.formUnion(held.nodes.dropFirst().compactMap(\.identifier))
  }

  /// The survivors among `nodes` that the test case reaches through its own properties, each with the path: the test
  /// case keeps them, not something the graph cannot see.
  private func pathsFromTestCase(to nodes: [Int]) -> [Int: String] {
    guard let testCase, !nodes.isEmpty else { return [:] }
    var byObject: [ObjectIdentifier: Int] = [:]
    for entry in tracked where nodes.contains(entry.node) {
      if let object = entry.reference.object { byObject[ObjectIdentifier(object)] = entry.node }
    }
    let held = ObjectGraph(from: testCase, scope: .appModules)
    let caseName = TypeName.of(type(of: testCase))
    var paths: [Int: String] = [:]
    for (index, node) in held.nodes.enumerated().dropFirst() {
      guard let identifier = node.identifier, let survivor = byObject[identifier], paths[survivor] == nil else {
        continue
      }
      paths[survivor] = "\(caseName).\(held.walkPath(to: index))"
    }
    return paths
  }
}
