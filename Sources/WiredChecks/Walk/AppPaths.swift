import WiredReading

/// How snapshots and failures name each object of a graph by the app's own paths: under the path that owns it, the
/// chain of references that first reached it, strong ones first, nearest the root; never under a path through a weak
/// reference while a strong one holds it.
///
/// An object behind a library's object is named by the path to that library's object, the first one the app refers
/// to, and its own type, `server ⋯ TodoController` (`#2`, `#3` for more of one type), since the library's own
/// references change with its version and its keys may be addresses; so is an object inside a library's value
/// (`logger ⋯ Handler`), and a library's object inside one is known by the app's path to that value (`logger`).
package struct AppPaths {
  /// How each listed node's path is made, from a node listed before it; none for a library's objects beyond the
  /// first on a path. Paths are spelled only when asked for: spelling every node's would cost a long chain the square
  /// of its length.
  private var steps: [Step?]
  /// For each library's object the app refers to, the app's objects that it owns through the library's objects,
  /// nearest first.
  private(set) var behind: [Int: [Int]] = [:]
  private let graph: ObjectGraph
  /// Each node's path, spelled once, when the paths are anchored (a snapshot's); `nil` otherwise.
  private var spelled: [String?]?
  /// The anchors, by node: `§1`, `§2`, in the order the walk met them, each with the path it is listed at.
  private(set) var anchors: [Int: (name: String, listedAt: String)] = [:]

  /// How many references deep a snapshot spells a path from the root before it spells the rest from an anchor.
  package static let anchorDepth = 32

  private enum Step {
    case root
    /// The path of the edge's source, then the edge's label as the app names it.
    case segment(edge: Int)
    /// `path` of the node the app reaches the library by, ` ⋯ `, then `name`: the node's type, numbered.
    case behind(library: Int, label: String?, name: String)
  }

  /// The paths of `graph`'s objects; `anchored`, each spelled once, and past ``anchorDepth`` references from the
  /// nearest anchor (`§3.next.next`) instead of from the root, so that a chain of a hundred thousand objects spells
  /// a hundred thousand short paths, not the square of its length in characters.
  package init(_ graph: ObjectGraph, anchored: Bool = false) {
    self.graph = graph
    steps = Array(repeating: nil, count: graph.nodes.count)
    steps[0] = .root
    // NB: the library's object each library node is reached through: itself, for the first one on a path.
    var entry = [Int?](repeating: nil, count: graph.nodes.count)
    if !graph.nodes[0].isJudged { entry[0] = 0 }
    var sameTypeBehind: [String: Int] = [:]
    let order = breadthFirst(from: [0]) { node, enqueue in
      for edge in graph.outgoing[node] where graph.nodes[graph.edges[edge].to].parentEdge == edge {
        let target = graph.edges[edge].to
        enqueue(target)
        if graph.nodes[node].isJudged {
          let reference = graph.edges[edge]
          if reference.libraryValue != nil, graph.nodes[target].isJudged {
            let base = PropertyPath.join(key(node) ?? "", reference.appLabel)
            steps[target] = .behind(
              library: node, label: reference.appLabel,
              name: numbered(base, graph.nodes[target].typeName, &sameTypeBehind))
          } else {
            steps[target] = .segment(edge: edge)
          }
          if !graph.nodes[target].isJudged { entry[target] = target }
        } else if let library = entry[node] {
          guard graph.nodes[target].isJudged else {
            entry[target] = library
            continue
          }
          steps[target] = .behind(
            library: library, label: nil,
            name: numbered(key(library) ?? "", graph.nodes[target].typeName, &sameTypeBehind))
          behind[library, default: []].append(target)
        }
      }
    }
    if anchored { spellAnchored(in: order) }
  }

  /// Spells each node's path once, in `order` (each node after the one it is reached from), starting an anchor at an
  /// object more than ``anchorDepth`` references below the last one that holds references of its own.
  private mutating func spellAnchored(in order: [Int]) {
    var spelled = [String?](repeating: nil, count: graph.nodes.count)
    var depth = [Int](repeating: 0, count: graph.nodes.count)
    for node in order {
      guard let step = steps[node] else { continue }
      switch step {
      case .root:
        spelled[node] = ""
      case .segment(let edge):
        let parent = graph.edges[edge].from
        spelled[node] = PropertyPath.join(spelled[parent] ?? "", graph.edges[edge].appLabel)
        depth[node] = depth[parent] + 1
        if depth[node] > Self.anchorDepth, !graph.outgoing[node].isEmpty {
          anchors[node] = (name: "§\(anchors.count + 1)", listedAt: spelled[node] ?? "")
          spelled[node] = anchors[node]?.name
          depth[node] = 0
        }
      case .behind(let library, let label, let name):
        var base = spelled[library] ?? ""
        if let label { base = PropertyPath.join(base, label) }
        spelled[node] = base.isEmpty ? "⋯ \(name)" : "\(base) ⋯ \(name)"
      }
    }
    self.spelled = spelled
  }

  /// The path a snapshot lists `node` under, or `nil` for a library's object beyond the first on a path.
  func key(_ node: Int) -> String? {
    if let spelled { return spelled[node] }
    var segments: [String] = []
    var current = node
    while let step = steps[current] {
      switch step {
      case .root:
        return PropertyPath.join("", segments.reversed())
      case .segment(let edge):
        segments.append(graph.edges[edge].appLabel)
        current = graph.edges[edge].from
      case .behind(let library, let label, let name):
        var base = key(library) ?? ""
        if let label { base = PropertyPath.join(base, label) }
        let head = base.isEmpty ? "⋯ \(name)" : "\(base) ⋯ \(name)"
        return PropertyPath.join(head, segments.reversed())
      }
    }
    return nil
  }

  /// How a message names `label` of `node`, or `node` itself: `presenter.view`, `channel ⋯ EchoHandler.statistics`.
  func path(to node: Int, then label: String? = nil) -> String {
    let base = key(node) ?? graph.walkPath(to: node)
    guard let label, !label.isEmpty else { return base }
    return PropertyPath.join(base, label)
  }

  /// The stored work of `graph` that may keep one of `survivors` alive, by the app's paths, the first few of each: the
  /// closures known to capture one (`onUpdate (captures Dashboard, which stores it)`), then what may, tasks first
  /// (`autoRefresh (a Task), viewModel.onSelect`); each empty when there is none. `captured` is the survivors a
  /// closure is known to capture.
  package func storedWorkSuspects(
    keeping survivors: Set<Int>
  ) -> (capturing: String, mayCapture: String, captured: Set<Int>) {
    func keptSurvivor(_ work: StoredWork) -> Int? {
      work.keeps.flatMap { graph.indexOfObject[$0] }.flatMap { survivors.contains($0) ? $0 : nil }
    }
    let sorted = graph.storedWork.enumerated().sorted { ($0.element.kind, $0.offset) < ($1.element.kind, $1.offset) }
    var capturing: [String] = []
    var mayCapture: [String] = []
    var captured: Set<Int> = []
    for (_, work) in sorted {
      let path = path(to: work.owner, then: work.label)
      if let kept = keptSurvivor(work) {
        captured.insert(kept)
        capturing.append(
          "\(path) (captures \(graph.nodes[kept].typeName)\(kept == work.owner ? ", which stores it" : ""))")
      } else {
        mayCapture.append(path + (work.kind.noun.map { " (\($0))" } ?? ""))
      }
    }
    func listed(_ items: [String]) -> String {
      items.prefix(5).joined(separator: ", ") + (items.count > 5 ? ", …" : "")
    }
    return (listed(capturing), listed(mayCapture), captured)
  }

  /// A property that cannot be read, as a report lists it: by its owner's path (`self` for the root's own), its
  /// declared type and why.
  func finding(for property: ObjectGraph.UnreadPlace) -> GraphFinding {
    let path = path(to: property.owner, then: property.label)
    var finding = GraphFinding(
      path: path.isEmpty ? "self" : path, type: property.declaredType.name, note: property.reason)
    finding.cause = property.cause
    return finding
  }

  /// How an `except:` entry names `label` of `node`: its path, or, for an object behind a library's, its type and the
  /// property (`EchoHandler.statistics`), which does not depend on the library's insides.
  func exceptEntry(for node: Int, then label: String) -> String {
    guard key(node)?.contains("⋯") ?? false else { return path(to: node, then: label) }
    let type = graph.nodes[node].typeName
    return "\(type.prefix { $0 != "<" }).\(label)"
  }

  /// `name`, or `name#2`, `name#3` for the next objects of that type listed behind `base`.
  private func numbered(_ base: String, _ name: String, _ counts: inout [String: Int]) -> String {
    let key = "\(base) ⋯ \(name)"
    let count = counts[key, default: 0] + 1
    counts[key] = count
    return count == 1 ? name : "\(name)#\(count)"
  }

  /// What a reference that does not own its target says of it: `root` or `also at interactor`, with `closes a
  /// cycle` when it is strong and points back to an object that strongly owns its holder.
  func note(forReference index: Int) -> String? {
    let edge = graph.edges[index]
    let place = edge.to == 0 ? "root" : key(edge.to).map { "also at \($0)" }
    guard let place else { return nil }
    return closesCycle(edge) ? "\(place), closes a cycle" : place
  }

  /// Whether `edge` is strong and its target owns its holder through strong references only.
  private func closesCycle(_ edge: ObjectGraph.Edge) -> Bool {
    guard edge.ownership == .strong else { return false }
    var current = edge.from
    while current != edge.to {
      guard let parent = graph.nodes[current].parentEdge, graph.edges[parent].ownership == .strong else {
        return false
      }
      current = graph.edges[parent].from
    }
    return true
  }
}
