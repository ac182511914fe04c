/// Where a wiring snapshot lists each object: under the path that owns it, the chain of references that first reached
/// it, strong ones first, nearest the root; never under a path through a weak reference while a strong one holds it.
///
/// An object behind a library's object is listed by the path to that library's object, the first one the app refers
/// to, and its own type, `server ⋯ TodoController` (`#2`, `#3` for more of one type), since the library's own
/// references change with its version; so is an object inside a library's value (`logger ⋯ Handler`), and a
/// library's object inside one is known by the app's path to that value (`logger`).
struct SnapshotPaths {
  /// Each listed node's path; none for a library's objects beyond the first on a path.
  private(set) var key: [Int: String] = [0: ""]
  /// For each library's object the app refers to, the app's objects that it owns through the library's objects,
  /// nearest first.
  private(set) var behind: [Int: [Int]] = [:]
  private let graph: ObjectGraph

  init(_ graph: ObjectGraph) {
    self.graph = graph
    // NB: the library's object each library node is reached through: itself, for the first one on a path.
    var entry: [Int: Int] = graph.nodes[0].isJudged ? [:] : [0: 0]
    var sameTypeBehind: [String: Int] = [:]
    var queue = [0]
    var next = 0
    while next < queue.count {
      let node = queue[next]
      next += 1
      for edge in graph.outgoing[node] where graph.nodes[graph.edges[edge].to].parentEdge == edge {
        let target = graph.edges[edge].to
        queue.append(target)
        if graph.nodes[node].isJudged {
          let reference = graph.edges[edge]
          let path = WiringSnapshot.join(key[node] ?? "", reference.appLabel)
          if reference.libraryValue != nil, graph.nodes[target].isJudged {
            key[target] = numbered("\(path) ⋯ \(graph.nodes[target].typeName)", &sameTypeBehind)
          } else {
            key[target] = path
          }
          if !graph.nodes[target].isJudged { entry[target] = target }
        } else if let library = entry[node] {
          guard graph.nodes[target].isJudged else {
            entry[target] = library
            continue
          }
          let type = graph.nodes[target].typeName
          key[target] = numbered(
            key[library].map { $0.isEmpty ? "⋯ \(type)" : "\($0) ⋯ \(type)" } ?? type, &sameTypeBehind)
          behind[library, default: []].append(target)
        }
      }
    }
  }

  /// `base`, or `base#2`, `base#3` for the next objects listed under it.
  private func numbered(_ base: String, _ counts: inout [String: Int]) -> String {
    let count = counts[base, default: 0] + 1
    counts[base] = count
    return count == 1 ? base : "\(base)#\(count)"
  }

  /// What a reference that does not own its target says of it: `root` or `also at interactor`, with `closes a
  /// cycle` when it is strong and points back to an object that strongly owns its holder.
  func note(forReference index: Int) -> String? {
    let edge = graph.edges[index]
    let place = edge.to == 0 ? "root" : key[edge.to].map { "also at \($0)" }
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
