import WiredReading

/// Finds the elementary cycles of an ``ObjectGraph`` along the edges a check counts: each once, as the edges that
/// make it, starting from its node nearest the root. Iterative, so a deep graph cannot overflow the stack.
package enum CycleFinder {
  /// The cycles found, and whether the search stopped at its limits before finding them all.
  package struct Result {
    let cycles: [[Int]]
    let isComplete: Bool
  }

  /// At most `limit` cycles, after at most `budget` steps of search, each through at least one object the check judges:
  /// a cycle wholly inside a library is the library's design, not the app's bug.
  package static func cycles(
    in graph: ObjectGraph,
    limit: Int = 20,
    budget: Int = 1_000_000,
    counting counts: (ObjectGraph.Edge) -> Bool
  ) -> Result {
    // NB: the closures below capture the edges alone: a closure that captures the graph copies it.
    let edges = graph.edges
    let judged = graph.nodes.map(\.isJudged)
    let usable = graph.outgoing.map { $0.filter { counts(edges[$0]) } }
    var cycles: [[Int]] = []
    var steps = 0
    for component in stronglyConnectedComponents(graph.nodes.count, usable, edges) {
      let hasLoop = component.count == 1 && usable[component[0]].contains { edges[$0].to == component[0] }
      guard component.count > 1 || hasLoop, component.contains(where: { judged[$0] }) else { continue }
      let members = Set(component)
      // NB: a cycle is reported from its smallest node, and a search from a node visits only larger ones, so each
      // elementary cycle is found exactly once.
      for start in component.sorted() {
        var path: [Int] = []
        var onPath: Set<Int> = [start]
        var stack: [(node: Int, next: Int)] = [(start, 0)]
        while var top = stack.popLast() {
          steps += 1
          guard steps <= budget, cycles.count < limit else {
            return Result(cycles: nearestRootFirst(cycles, graph), isComplete: false)
          }
          let edgesOut = usable[top.node]
          guard top.next < edgesOut.count else {
            onPath.remove(top.node)
            if !path.isEmpty { path.removeLast() }
            continue
          }
          let edge = edgesOut[top.next]
          top.next += 1
          stack.append(top)
          let target = edges[edge].to
          if target == start {
            if judged[start] || path.contains(where: { judged[edges[$0].to] }) { cycles.append(path + [edge]) }
          } else if target > start, members.contains(target), !onPath.contains(target) {
            path.append(edge)
            onPath.insert(target)
            stack.append((target, 0))
          }
        }
      }
    }
    return Result(cycles: nearestRootFirst(cycles, graph), isComplete: true)
  }

  /// The cycles by their first node, nearest the root first; components come from Tarjan's search deepest first.
  private static func nearestRootFirst(_ cycles: [[Int]], _ graph: ObjectGraph) -> [[Int]] {
    cycles.enumerated().sorted { lhs, rhs in
      let (left, right) = (graph.edges[lhs.element[0]].from, graph.edges[rhs.element[0]].from)
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// Tarjan's strongly connected components, without recursion.
  private static func stronglyConnectedComponents(
    _ count: Int, _ usable: [[Int]], _ edges: [ObjectGraph.Edge]
  ) -> [[Int]] {
    var index = [Int](repeating: -1, count: count)
    var lowLink = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var components: [[Int]] = []
    var counter = 0
    for root in 0..<count where index[root] == -1 {
      var work: [(node: Int, next: Int)] = [(root, 0)]
      index[root] = counter
      lowLink[root] = counter
      counter += 1
      stack.append(root)
      onStack[root] = true
      while var top = work.popLast() {
        if top.next < usable[top.node].count {
          let target = edges[usable[top.node][top.next]].to
          top.next += 1
          work.append(top)
          if index[target] == -1 {
            index[target] = counter
            lowLink[target] = counter
            counter += 1
            stack.append(target)
            onStack[target] = true
            work.append((target, 0))
          } else if onStack[target] {
            lowLink[top.node] = min(lowLink[top.node], index[target])
          }
          continue
        }
        if let parent = work.last {
          lowLink[parent.node] = min(lowLink[parent.node], lowLink[top.node])
        }
        guard lowLink[top.node] == index[top.node] else { continue }
        var component: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          component.append(member)
          if member == top.node { break }
        }
        components.append(component)
      }
    }
    return components
  }
}
