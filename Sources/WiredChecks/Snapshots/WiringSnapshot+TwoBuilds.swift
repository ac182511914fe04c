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
    let shared = isSameObject(first, second) ? [] : graph.nodes(alsoIn: ObjectGraph(from: first, scope: scope))
    withExtendedLifetime(first) {}
    return (render(graph, depth: depth, shared: shared), graph.nodes.first?.typeName ?? "nil")
  }

  /// Whether both builds of a root are one object: an expression that returns a variable, which shares nothing.
  package static func isSameObject(_ first: Any, _ second: Any) -> Bool {
    guard let object = AnyContainer.object(in: first) else { return false }
    return object === AnyContainer.object(in: second)
  }
}
