/// Renders an object graph's wiring as text, one line per reference; see
/// ``wiringSnapshot(of:depth:scope:)`` for the format.
enum WiringSnapshot {
  /// The most elements of one collection that a snapshot lists.
  static let maximumListedElements = 10
}

/// The wiring of the graph reachable from `root` as text, one line per reference in declaration order, the same on
/// every run: what ``assertWiringSnapshot(of:named:depth:scope:record:message:fileID:filePath:function:line:column:)``
/// compares.
///
/// ```text
/// SceneViewController
/// interactor: SceneBusinessLogic? → SceneInteractor
/// interactor.presenter: ScenePresentationLogic? → ScenePresenter
/// interactor.presenter.view: SceneDisplayLogic? weak → SceneViewController (root)
/// router: SceneRoutingLogic? → SceneRouter
/// router.analytics: Analytics? = nil
/// children: [Child] (2 elements)
/// children[0] → Child
/// children[1] → Child
/// ```
///
/// Each line is a path from the root, the property's declared type, how it holds its target (`weak`, `unowned`;
/// strong says nothing), and the object's dynamic type. A nil dependency ends in `= nil`. An object reached again is
/// not entered again: its line says where it was first listed (`(also at interactor)`), or `(root)`. Objects and
/// values of types the scope does not judge (a library's, the system's) are listed, not entered: the snapshot pins
/// the app's wiring, and a library's insides change with its version. Collections say how many elements they hold;
/// an ordered one lists its first 10 objects, a set or a dictionary keyed by objects lists none, since its order
/// changes between runs. No addresses, no hash order: the same graph renders byte for byte the same.
///
/// Values that are not references (`Int`, `String?`) are not listed: the snapshot pins wiring, not state.
///
/// - Parameters:
///   - root: The object or value to start from.
///   - depth: How many references deep to list, or `nil` for the whole graph: `1` lists the root's own.
///   - scope: Which modules' types the walk enters; see ``GraphScope``.
/// - Returns: The text, one line per reference, ending with a newline.
///
/// Built once, the graph cannot tell the objects it shares from those it owns; the assertion builds it twice and
/// marks the shared ones.
public func wiringSnapshot(of root: Any, depth: Int? = nil, scope: GraphScope = .appModules) -> String {
  WiringSnapshot.render(ObjectGraph(from: root, scope: scope, librariesAreLeaves: true), depth: depth, shared: [])
}

extension WiringSnapshot {
  /// The text of `graph`, listing references up to `depth` deep; objects in `shared` are marked and not entered.
  static func render(_ graph: ObjectGraph, depth: Int?, shared: Set<Int>) -> String {
    guard !graph.nodes.isEmpty else { return "nil\n" }
    var lines = [graph.nodes[0].typeName]
    var listedAt: [Int: String] = [0: ""]
    var listedElements: [Int: Int] = [:]
    // NB: depth first with an explicit stack, so that a long chain cannot overflow the thread's stack.
    var stack: [(node: Int, path: String, depth: Int, next: Int)] = [(0, "", 0, 0)]
    while let top = stack.last {
      let entries = graph.entries[top.node]
      guard top.next < entries.count else {
        stack.removeLast()
        continue
      }
      stack[stack.count - 1].next += 1
      switch entries[top.next] {
      case .nilOptional(let index):
        let hole = graph.nilOptionals[index]
        guard hole.isJudged, CountedOptionals.dependencies.counts(hole.optionalType) else { continue }
        lines.append(
          "\(join(top.path, hole.label)): \(hole.declaredType.name)\(hole.isWeak ? " weak" : "") = nil")
      case .collection(let index):
        let collection = graph.collections[index]
        guard collection.references > 0 else { continue }
        let elements = collection.count == 1 ? "1 element" : "\(collection.count) elements"
        let listing =
          !collection.isOrdered
          ? ", unordered, not listed"
          : collection.count > maximumListedElements ? ", first \(maximumListedElements) listed" : ""
        lines.append("\(join(top.path, collection.label)): \(collection.declaredType.name) (\(elements)\(listing))")
      case .reference(let index):
        let edge = graph.edges[index]
        if let collection = edge.collection {
          guard graph.collections[collection].isOrdered else { continue }
          let listed = listedElements[collection, default: 0]
          guard listed < maximumListedElements else { continue }
          listedElements[collection] = listed + 1
        }
        let path = join(top.path, edge.label)
        let declared = edge.label == edge.property ? ": \(edge.declaredType.name)" : ""
        let target = graph.nodes[edge.to]
        var line = "\(path)\(declared)\(ownershipWord(edge.ownership)) → \(target.typeName)"
        if let first = listedAt[edge.to] {
          line += first.isEmpty ? " (root)" : " (also at \(first))"
        } else if shared.contains(edge.to) {
          line += " (shared)"
          listedAt[edge.to] = path
        } else {
          listedAt[edge.to] = path
          if target.isExplored, depth.map({ top.depth + 1 < $0 }) ?? true {
            stack.append((edge.to, path, top.depth + 1, 0))
          }
        }
        lines.append(line)
      }
    }
    if graph.isTruncated { lines.append("… the walk stopped at its limit; narrow the scope or the depth") }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func join(_ path: String, _ label: String) -> String {
    path.isEmpty || label.hasPrefix("[") ? path + label : "\(path).\(label)"
  }

  private static func ownershipWord(_ ownership: ReferenceOwnership) -> String {
    switch ownership {
    case .strong: ""
    case .weak: " weak"
    case .unowned: " unowned"
    case .unownedUnsafe: " unowned(unsafe)"
    }
  }
}
