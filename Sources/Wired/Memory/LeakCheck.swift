/// What a leak check learned about the objects a graph held: a weak reference to each object reached strongly, and
/// the graph's shape, so that once the graph was let go it can say which objects survived and why.
final class LeakCheck: @unchecked Sendable {
  /// Why an object outlived the graph.
  enum Reason: Equatable {
    /// It is part of the cycle with this number.
    case inCycle(Int)
    /// A cycle holds it: it is reachable from one.
    case heldByCycle(Int)
    /// Nothing in the stored graph holds it.
    case keptFromOutside

    /// The number of the cycle it is in or held by.
    var cycleNumber: Int? {
      switch self {
      case .inCycle(let number), .heldByCycle(let number): number
      case .keptFromOutside: nil
      }
    }
  }

  private final class WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private var graph: ObjectGraph
  // NB: the nodes reached strongly from the root, each with a weak reference; read only by the thread that checks.
  private let tracked: [(node: Int, reference: WeakReference)]

  /// Walks the graph of `root` and keeps a weak reference to every object it holds strongly, then lets it go.
  init(_ root: AnyObject, scope: GraphScope) {
    var graph = ObjectGraph(from: root, scope: scope)
    tracked = graph.nodes.indices.compactMap { index in
      let isHeld = index == 0 || graph.nodes[index].parentEdge.map { graph.edges[$0].ownership == .strong } ?? false
      guard isHeld, let object = graph.objects[index] else { return nil }
      return (index, WeakReference(object))
    }
    graph.releaseObjects()
    self.graph = graph
  }

  /// The nodes whose objects are still alive.
  var survivors: [Int] {
    tracked.filter { $0.reference.object != nil }.map(\.node)
  }

  /// The survivors with why each survived, and the cycles among them.
  func explain(_ survivors: [Int]) -> (reasons: [Int: Reason], cycles: [RetainCycle], cycleEdges: [[Int]]) {
    let alive = Set(survivors)
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
    var queue = reasons.keys.sorted()
    var next = 0
    while next < queue.count {
      let node = queue[next]
      next += 1
      guard let number = reasons[node]?.cycleNumber else { continue }
      for edge in graph.outgoing[node] where graph.edges[edge].ownership == .strong {
        let target = graph.edges[edge].to
        guard alive.contains(target), reasons[target] == nil else { continue }
        reasons[target] = .heldByCycle(number)
        queue.append(target)
      }
    }
    for node in survivors where reasons[node] == nil { reasons[node] = .keptFromOutside }
    return (reasons, found.cycles.map { RetainCycleCheck.cycle($0, in: graph) }, found.cycles)
  }

  /// The failure for the survivors, with a diagram of them.
  func failure(for survivors: [Int], built: String, waited: String? = nil) -> FailureMessage {
    let (reasons, cycles, cycleEdges) = explain(survivors)
    let count = survivors.count == 1 ? "1 was not" : "\(survivors.count) were not"
    let when = waited.map { " \($0)" } ?? ""
    var message = FailureMessage(headline: "Expected every object \(built) to be released\(when), but \(count)")
    let lines = survivors.map { node -> String in
      let path = graph.path(to: node)
      let place = path.isEmpty ? "(the root)" : Shortening.path(path) + ":"
      let reason: String
      switch reasons[node] {
      case .inCycle(let number)?: reason = "in cycle \(number)"
      case .heldByCycle(let number)?: reason = "held by cycle \(number)"
      case .keptFromOutside?, nil: reason = "kept from outside the stored graph"
      }
      return "    \(place) \(graph.nodes[node].typeName), \(reason)"
    }
    message.sections.append("  Not released:\n" + Shortening.list(lines).joined(separator: "\n"))
    for (offset, cycle) in cycles.enumerated() {
      message.sections.append(RetainCycleMessage.section(cycle, number: offset + 1))
    }
    var hints: [String] = []
    if !cycles.isEmpty {
      hints.append("Break each cycle by making the reference that points back toward the root weak or unowned.")
    }
    if reasons.values.contains(.keptFromOutside) {
      hints.append(
        "Something that is not a stored property of the graph keeps the objects marked \"kept from outside\" alive: "
          + "a closure that captures one (a singleton's handler, a timer, a notification observer), or a task still "
          + "running. Reflection cannot see what closures capture: look for self captured strongly.")
    }
    message.hint = hints.joined(separator: "\n")
    var marks = DiagramMarks()
    marks.survivors = Set(survivors)
    marks.cycleEdges = Set(cycleEdges.joined())
    marks.nodes = graph.withPathsFromRoot(survivors)
    message.attachments = WiringDiagram(graph, marks: marks).attachments(named: "\(graph.nodes[0].typeName)-leaks")
    return message
  }
}
