/// Visits nodes breadth first: each node of `start`, then each node a visit enqueues, in the order met, and returns
/// that order. The one
/// breadth-first loop of the graph's readers (app paths, what a root owns, what a cycle holds); whether a node is new
/// is the visit's to decide, as each reader keeps its own record of what it met.
///
/// ```swift
/// var seen: Set<Int> = [0]
/// breadthFirst(from: [0]) { node, enqueue in
///   for target in graph.strongTargets(of: node) where seen.insert(target).inserted { enqueue(target) }
/// }
/// ```
@discardableResult
func breadthFirst(from start: [Int], _ visit: (_ node: Int, _ enqueue: (Int) -> Void) -> Void) -> [Int] {
  var queue = start
  var next = 0
  while next < queue.count {
    let node = queue[next]
    next += 1
    visit(node) { queue.append($0) }
  }
  return queue
}
