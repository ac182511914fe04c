import WiredReading

extension WiringSnapshot {
  /// The snapshot of the second of two builds of `root`, with the objects both builds hold marked shared, and the
  /// root's type name.
  package static func ofTwoBuilds(
    _ root: () throws -> Any, depth: Int?, scope: GraphScope
  ) rethrows -> (text: String, rootType: String) {
    // NB: the first build lives until the second is read, so that no object of the second can reuse its address.
    let first = try root()
    let second = try root()
    let graph = ObjectGraph(from: second, scope: scope)
    let firstGraph = isSameObject(first, second) ? nil : ObjectGraph(from: first, scope: scope)
    withExtendedLifetime(first) {}
    return snapshot(of: graph, sharingWith: firstGraph, depth: depth)
  }

  /// The snapshot ``ofTwoBuilds(_:depth:scope:)`` takes, each build's actors read on their own executors.
  package static func readingTwoBuilds(
    _ root: () throws -> Any, depth: Int?, scope: GraphScope, isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> (text: String, rootType: String) {
    let first = try root()
    let second = try root()
    let graph = await ObjectGraph.reading(from: second, scope: scope)
    let firstGraph = isSameObject(first, second) ? nil : await ObjectGraph.reading(from: first, scope: scope)
    withExtendedLifetime(first) {}
    return snapshot(of: graph, sharingWith: firstGraph, depth: depth)
  }

  /// The text of `graph`, with the objects `first` also holds marked shared, and its root's type name.
  private static func snapshot(of graph: ObjectGraph, sharingWith first: ObjectGraph?, depth: Int?) -> (
    text: String, rootType: String
  ) {
    let shared = first.map { graph.nodes(alsoIn: $0) } ?? []
    return (render(graph, depth: depth, shared: shared), graph.nodes.first?.typeName ?? "nil")
  }

  /// Whether both builds of a root are one object: an expression that returns a variable, which shares nothing.
  private static func isSameObject(_ first: Any, _ second: Any) -> Bool {
    guard let object = Existential.object(in: first) else { return false }
    return object === Existential.object(in: second)
  }
}
