import Foundation
import WiredReading

/// What a leak check learned about the objects a graph held: a weak reference to each object reached strongly, and
/// the graph's shape, so that once the graph was let go it can say which objects survived and why.
package final class LeakCheck: @unchecked Sendable {
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

    /// The number of the cycle it is in or held by.
    package var cycleNumber: Int? {
      switch self {
      case .inCycle(let number), .heldByCycle(let number): number
      case .keptFromOutside, .keptByTestCase, .heldBy: nil
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
      }
    }

    /// Whether a report's `note` says that a cycle keeps the object.
    package static func isCycle(note: String?) -> Bool {
      guard let note else { return false }
      return note.hasPrefix("in cycle ") || note.hasPrefix("held by cycle ")
    }
  }

  private final class WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private var graph: ObjectGraph
  private let scope: GraphScope
  // NB: the owned nodes, each with a weak reference; read only by the thread that checks.
  private var tracked: [(node: Int, reference: WeakReference)]
  /// The objects the graph only shares, which were not checked: how they were told apart, and which they are.
  package private(set) var shared: (rule: SharingRule, nodes: [Int])
  /// The shared objects, to tell them again when the graph is read again.
  private let sharedReferences: [WeakReference]
  /// The owned nodes that were not in the graph when it was first read: what the app added to it afterwards.
  private var added: Set<Int> = []
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

  /// Reads the graph again from its root, when the root outlived the wait: a test goes on after tracking began, and
  /// what it added (an editor the root opened, with its closures) is then judged and explained with the rest, named
  /// as added. Call it once, when the check judges survivors; a check whose root was released keeps its graph.
  package func readAgainIfTheRootSurvived() {
    guard let root = survivingRoot else { return }
    readAgain(ObjectGraph(from: root, scope: scope))
  }

  /// Reads the graph again as ``readAgainIfTheRootSurvived()`` does, reading its actors on their executors, as the
  /// awaited checks read the graph the first time.
  package func readAgainIfTheRootSurvived(isolation: isolated (any Actor)? = #isolation) async {
    guard let root = survivingRoot else { return }
    readAgain(await ObjectGraph.reading(from: root, scope: scope))
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

extension LeakCheck {
  /// Checks the second of two builds of the same graph, both alive while it is read: an object that both hold is
  /// shared (a singleton, a cache, a system object) and is not expected to go away.
  ///
  /// NB: the first build lives until the second is read, so that no object of the second can reuse its addresses;
  /// pass both builds as temporaries, so that nothing but the check keeps them once it is made.
  package static func comparing(first: AnyObject, second: AnyObject, scope: GraphScope = .appModules) -> LeakCheck {
    var twin = ObjectGraph(from: first, scope: scope)
    let check = LeakCheck(second, scope: scope, twin: twin)
    twin.releaseObjects()
    return check
  }

  /// Checks the second of two builds as ``comparing(first:second:scope:)`` does, reading both builds' actors, the
  /// app's and the libraries', on their executors: what a service group or a server keeps is then tracked too.
  package static func reading(
    first: AnyObject, second: AnyObject, scope: GraphScope = .appModules,
    isolation: isolated (any Actor)? = #isolation
  ) async -> LeakCheck {
    var twin = await ObjectGraph.reading(from: first, scope: scope)
    let graph = await ObjectGraph.reading(from: second, scope: scope)
    let check = LeakCheck(graph: graph, scope: scope, twin: twin)
    twin.releaseObjects()
    return check
  }
}

// MARK: - Why each survivor outlived the graph, and the report and message of it

extension LeakCheck {
  /// The survivors with why each survived, and the cycles among them.
  package func explain(_ survivors: [Int]) -> (reasons: [Int: Reason], cycles: [RetainCycle], cycleEdges: [[Int]]) {
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
    let heldByTestCase = pathsFromTestCase(to: unexplained.filter { heldBy[$0] == nil })
    let holderPaths = heldBy.isEmpty ? nil : AppPaths(graph)
    for node in unexplained {
      if let holder = heldBy[node], let holderPaths {
        reasons[node] = .heldBy(holder == 0 ? "(the root)" : Shortening.path(holderPaths.path(to: holder)))
      } else {
        reasons[node] = heldByTestCase[node].map(Reason.keptByTestCase) ?? .keptFromOutside
      }
    }
    let reported = Set(survivors)
    reasons = reasons.filter { reported.contains($0.key) }
    let paths = found.cycles.isEmpty ? nil : AppPaths(graph)
    return (reasons, found.cycles.map { RetainCycleSearch.cycle($0, in: graph, paths: paths!) }, found.cycles)
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
      paths[survivor] = "\(caseName).\(held.path(to: index))"
    }
    return paths
  }

  /// Each survivor, with why it survived as its note.
  private func survivorFindings(_ survivors: [Int], _ reasons: [Int: Reason]) -> [GraphFinding] {
    guard !survivors.isEmpty else { return [] }
    let paths = AppPaths(graph)
    return survivors.map { node in
      let note = (reasons[node] ?? .keptFromOutside).note
      return GraphFinding(
        path: paths.path(to: node), type: graph.nodes[node].typeName,
        note: added.contains(node) ? "added after tracking began, \(note)" : note)
    }
  }

  /// What the check found, for `#expect`, with the failure the assertion reports for the objects `built` and
  /// `waited` for as ``failure(for:built:waited:)`` says.
  package func report(for survivors: [Int], built: String, waited: String? = nil) -> LeakReport {
    let (reasons, cycles, _) = explain(survivors)
    return LeakReport(
      notReleased: survivorFindings(survivors, reasons),
      // NB: the first thousand, nearest the root: a path costs its depth.
      shared: shared.nodes.prefix(1_000).map { GraphFinding(path: graph.path(to: $0), type: graph.nodes[$0].typeName) },
      cycles: cycles,
      notRead: graph.notReadFindings(),
      message: survivors.isEmpty ? nil : failure(for: survivors, built: built, waited: waited).rendered(userMessage: "")
    )
  }

  /// `  Shared, not checked: 2 (worker.center: NotificationCenter, …)`, or `nil` when the graph shares nothing. An
  /// object a library's object holds is counted by its type, not named by the library's own path to it:
  /// `DatabaseFunction ×11 inside GRDB`.
  var sharedLine: String? {
    guard !shared.nodes.isEmpty else { return nil }
    var named: [String] = []
    // NB: by type and the holder's module, in the order first met: `DatabaseFunction ×11 inside GRDB`.
    var kinds: [[String]] = []
    var counts: [[String]: Int] = [:]
    for node in shared.nodes {
      let holder = graph.nodes[node].parentEdge.map { graph.edges[$0].from }
      guard let holder, !graph.nodes[holder].isJudged else {
        named.append("\(Shortening.path(graph.path(to: node))): \(graph.nodes[node].typeName)")
        continue
      }
      let kind = [graph.nodes[node].typeName, ModuleName.of(graph.nodes[holder].type)]
      if counts[kind] == nil { kinds.append(kind) }
      counts[kind, default: 0] += 1
    }
    let counted = kinds.map { kind in
      let count = counts[kind]!
      return "\(kind[0])\(count == 1 ? "" : " ×\(count)") inside \(kind[1])"
    }
    let listed = named + counted
    let shown = listed.prefix(3)
    let more = listed.count > shown.count ? ", …" : ""
    let rule =
      switch shared.rule {
      case .identityAcrossBuilds: "the same instance in both builds"
      case .systemTypes: "system objects"
      }
    return "  Shared, not checked: \(shared.nodes.count), \(rule) (\(shown.joined(separator: ", "))\(more))"
  }

  /// What the assertion reports of `survivors`: passed when there are none, failed with ``failure(for:built:waited:)``
  /// else.
  package func verdict(for survivors: [Int], built: String, waited: String? = nil) -> CheckVerdict {
    survivors.isEmpty ? .passed() : .failed(failure(for: survivors, built: built, waited: waited))
  }

  /// The failure for the survivors, with a diagram of them; `waited` says how long the check waited, `nil` for a
  /// synchronous form, whose message then says what the `await` form would wait for.
  package func failure(for survivors: [Int], built: String, waited: String? = nil) -> FailureMessage {
    let (reasons, cycles, cycleEdges) = explain(survivors)
    let count = Plural.count(survivors.count, "was not", plural: "were not")
    let when = waited.map { " \($0)" } ?? ""
    var message = FailureMessage(headline: "Expected every object \(built) to be released\(when), but \(count)")
    let lines = survivorFindings(survivors, reasons).map { finding in
      let place = finding.path.isEmpty ? "(the root)" : Shortening.path(finding.path) + ":"
      return "    \(place) \(finding.type), \(finding.note ?? "")"
    }
    message.sections.append("  Not released:\n" + Shortening.list(lines).joined(separator: "\n"))
    if let sharedLine { message.sections.append(sharedLine) }
    for (offset, cycle) in cycles.enumerated() {
      message.sections.append(RetainCycleMessage.section(cycle, number: offset + 1))
    }
    if let modules = graph.modules.section { message.sections.append(modules) }
    let unreadable = graph.unreadableFindings { _ in true }
    if let section = CannotReadMessage.section(
      unreadable, title: "Cannot read, and so cannot tell what they keep alive")
    {
      message.sections.append(section)
    }
    var hints: [String] = []
    if !cycles.isEmpty { hints.append(RetainCycleMessage.hint(for: cycles, exceptable: false)) }
    let notRead = graph.notReadFindings()
    if let section = NotReadMessage.section(notRead) {
      message.sections.append(section)
      hints.append(NotReadMessage.hint(for: notRead))
    }
    let keptByTestCase = reasons.values.compactMap { if case .keptByTestCase(let path) = $0 { path } else { nil } }
    if let path = keptByTestCase.min() {
      hints.append(
        "\(path) keeps what is marked \"kept by the test case\": the test case's own properties, which XCTest keeps "
          + "until the whole run ends. If the object under test handed itself over there (a delegate, an observer, a "
          + "closure that captures it), that is the leak; if the test put it there, hold it in a local instead.")
    }
    if reasons.values.contains(.keptFromOutside) {
      let stored = AppPaths(graph).storedWorkSuspects
      let suspects =
        stored.isEmpty ? "" : " What the graph stores that may capture one, work in flight first: \(stored)."
      hints.append(
        "Something that is not a stored property of the graph keeps the objects marked \"kept from outside\" alive: "
          + "a task still running, or a closure that captures one (a singleton's handler, a timer, a notification "
          + "observer); look for self captured strongly.\(suspects)")
      if !survivors.contains(0) {
        hints.append(
          "\(graph.nodes[0].typeName), the root, was released, but not all it held: what keeps the rest is outside "
            + "the graph as it was read, a registry it was handed to, or an object the root built and let go (a scene "
            + "its start() made) that lives on in a cycle of its own, which may run through a closure that captures "
            + "it: check that object with assertNoRetainCycles, and its closures for self captured strongly.")
      }
      if waited == nil {
        hints.append(
          "If work still in flight holds them (a task, a queue), make the test async and write "
            + "await assertNoLeaks { … }, which waits for it without holding a thread: this synchronous check looks "
            + "once, since waiting would hold a thread that other tests need.")
      }
    }
    message.hint = hints.joined(separator: "\n")
    var marks = DiagramMarks()
    marks.survivors = Set(survivors)
    marks.shared = Set(shared.nodes)
    marks.cycleEdges = Set(cycleEdges.joined())
    marks.nodes = graph.withPathsFromRoot(survivors + shared.nodes)
    message.attachments = WiringDiagram(graph, marks: marks).attachments(named: "\(graph.nodes[0].typeName)-leaks")
    return message
  }
}
