import WiredReading

extension WiringSnapshot {
  /// The snapshot of the second of two builds of `root`, with the objects both builds hold marked shared, and the
  /// root's type name.
  package static func of(
    _ builds: TwoBuilds<Any>, depth: Int?, scope: GraphScope
  ) -> (text: String, rootType: String) {
    let graph = ObjectGraph(from: builds.second, scope: scope)
    let firstGraph = builds.areOneObject ? nil : ObjectGraph(from: builds.first, scope: scope)
    return snapshot(of: graph, sharingWith: firstGraph, depth: depth)
  }

  /// The snapshot ``of(_:depth:scope:)`` takes, each build's actors read on their own executors.
  package static func entering(
    _ builds: TwoBuilds<Any>, depth: Int?, scope: GraphScope, isolation: isolated (any Actor)? = #isolation
  ) async -> (text: String, rootType: String) {
    let graph = await ObjectGraph.entering(from: builds.second, scope: scope)
    let firstGraph = builds.areOneObject ? nil : await ObjectGraph.entering(from: builds.first, scope: scope)
    return snapshot(of: graph, sharingWith: firstGraph, depth: depth)
  }

  /// The text of `graph`, with the objects `first` also holds marked shared, and its root's type name.
  private static func snapshot(of graph: ObjectGraph, sharingWith first: ObjectGraph?, depth: Int?) -> (
    text: String, rootType: String
  ) {
    let shared = first.map { graph.nodes(alsoIn: $0) } ?? []
    return (render(graph, depth: depth, shared: shared), graph.nodes.first?.typeName ?? "nil")
  }
}
