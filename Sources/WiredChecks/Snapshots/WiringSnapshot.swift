import WiredReading

/// Renders an object graph's wiring as text, one line per reference; see
/// ``wiringSnapshot(_:depth:scope:)-1wdv4`` for the format.
package enum WiringSnapshot {
  /// The most elements of one collection that a snapshot lists.
  static let maximumListedElements = 10
}

/// The wiring of the graph reachable from `root` as text, one line per reference in declaration order, the same on
/// every run: what ``assertWiringSnapshot(_:named:depth:scope:record:message:fileID:filePath:function:line:column:)-4gds8``
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
/// not entered again: its line says where it was first listed (`(also at interactor)`), or `(root)`. Past 32
/// references from the root, a path is spelled from an anchor: an object that deep is listed with a name, `(§1)`, and
/// what it holds as `§1.next`, so that a line stays short however deep the graph. Objects and
/// values of types the scope does not judge (a library's, the system's) are listed, not entered: the snapshot pins
/// the app's wiring, and a library's insides change with its version. An object whose state a running thread owns (an
/// executor such as an event loop, a library's event-loop group or thread pool, an object bound to an event loop) is
/// listed with why it is not entered: `group: EventLoopGroup → MultiThreadedEventLoopGroup (runs threads, not
/// entered)`. Collections say how many elements they hold;
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
public func wiringSnapshot(_ root: Any, depth: Int? = nil, scope: GraphScope = .appModules) -> String {
  WiringSnapshot.render(ObjectGraph(from: root, scope: scope), depth: depth, shared: [])
}

#if compiler(>=6.2)
  /// The wiring of the graph reachable from `root` as text, each actor read on its own executor: the
  /// awaited form of ``wiringSnapshot(_:depth:scope:)-1wdv4``, which an `async` test calls with `await`.
  ///
  /// The synchronous form lists an actor as `(actor, not entered)`; this one lists what the actors hold, the app's and
  /// the libraries', as of the moment each was read.
  ///
  /// - Parameters:
  ///   - root: The object or value to start from: an actor, or an object whose graph holds actors.
  ///   - depth: How many references deep to list, or `nil` for the whole graph.
  ///   - scope: Which modules' types the walk enters; see ``GraphScope``.
  /// - Returns: The text, one line per reference, ending with a newline.
  ///
  /// ```swift
  /// print(await wiringSnapshot(store))
  /// ```
  nonisolated(nonsending) public func wiringSnapshot(
    _ root: Any, depth: Int? = nil, scope: GraphScope = .appModules
  ) async -> String {
    WiringSnapshot.render(await ObjectGraph.entering(from: root, scope: scope), depth: depth, shared: [])
  }
#endif

extension WiringSnapshot {
  /// One step of the rendering: an object or value whose entries are listed, or the app's objects that a library's
  /// object holds, listed by their type.
  private enum Frame {
    case entries(node: Int, depth: Int, next: Int)
    case behind(library: Int, depth: Int, next: Int)
  }

  /// The text of `graph`, listing references up to `depth` deep; objects in `shared` are marked and not entered.
  ///
  /// Each object is listed under the path that owns it (``AppPaths``), and entered there; any other reference to
  /// it says where that is, and whether it closes a strong cycle. A library's object is listed where the app refers
  /// to it, and not entered: its own references are the library's and change with its version. The app's objects
  /// that it holds are listed after it, by the path to the library's object and their type:
  /// `channel ⋯ EchoHandler → EchoHandler (inside NIOEmbedded)`.
  package static func render(_ graph: ObjectGraph, depth: Int?, shared: Set<Int>) -> String {
    guard !graph.nodes.isEmpty else { return "nil\n" }
    var renderer = Renderer(graph: graph, depth: depth, shared: shared)
    return renderer.text()
  }

  /// The rendering of one graph: its lines, made depth first with an explicit stack, so that a long chain cannot
  /// overflow the thread's stack; one function per kind of entry.
  private struct Renderer {
    let graph: ObjectGraph
    let depth: Int?
    let shared: Set<Int>
    let paths: AppPaths
    var lines: [String]
    var listedElements: [Int: Int] = [:]
    /// For the objects asked about so far, whether the path that owns them runs through a shared object.
    var insideShared: [Int: Bool] = [:]
    var stack: [Frame] = []

    init(graph: ObjectGraph, depth: Int?, shared: Set<Int>) {
      self.graph = graph
      self.depth = depth
      self.shared = shared
      paths = AppPaths(graph, anchored: true)
      lines = [graph.nodes[0].typeName]
    }

    mutating func text() -> String {
      enter(0, depth: 0)
      while let top = stack.popLast() {
        switch top {
        case .behind(let library, let level, let next): listBehind(library, depth: level, next: next)
        case .entries(let node, let level, let next): listEntry(of: node, depth: level, next: next)
        }
      }
      if graph.isTruncated { lines.append("… the walk stopped at its limit; narrow the scope or the depth") }
      return lines.joined(separator: "\n") + "\n"
    }

    mutating func enter(_ node: Int, depth next: Int) {
      guard node == 0 || depth.map({ next < $0 }) ?? true else { return }
      stack.append(
        graph.nodes[node].isJudged
          ? .entries(node: node, depth: next, next: 0) : .behind(library: node, depth: next, next: 0))
    }

    /// The next of the app's objects that a library's object holds: `channel ⋯ EchoHandler → EchoHandler (inside …)`.
    mutating func listBehind(_ library: Int, depth level: Int, next: Int) {
      let objects = paths.behind[library] ?? []
      guard next < objects.count else { return }
      stack.append(.behind(library: library, depth: level, next: next + 1))
      let node = objects[next]
      let module = ModuleName.of(graph.nodes[library].type)
      let note = shared.contains(node) ? ", shared" : ""
      lines.append("\(paths.key(node) ?? "") → \(graph.nodes[node].typeName) (inside \(module)\(note))")
      if note.isEmpty { enter(node, depth: level) }
    }

    /// The next entry of `node`, when it is listed.
    mutating func listEntry(of node: Int, depth level: Int, next: Int) {
      let entries = graph.entries[node]
      guard next < entries.count else { return }
      stack.append(.entries(node: node, depth: level, next: next + 1))
      let path = paths.key(node) ?? ""
      switch entries[next] {
      case .nilOptional(let index): listNilOptional(graph.nilOptionals[index], at: path)
      case .unfollowedReference(let index): listUnfollowed(graph.unfollowedReferences[index], at: path)
      case .collection(let index): listCollection(graph.collections[index], at: path)
      case .reference(let index): listReference(index, at: path, depth: level)
      }
    }

    /// `presenter.view: SceneView? weak = nil`.
    mutating func listNilOptional(_ optional: ObjectGraph.NilOptional, at path: String) {
      guard optional.isJudged, CountedOptionals.references.counts(optional.optionalType) else { return }
      lines.append(
        "\(PropertyPath.join(path, optional.label)): \(optional.declaredType.name)\(optional.isWeak ? " weak" : "") = nil"
      )
    }

    /// `owner: Owner unowned(unsafe) (not read)`, or `→ released`.
    mutating func listUnfollowed(_ reference: ObjectGraph.UnfollowedReference, at path: String) {
      guard reference.isJudged else { return }
      let target = reference.isReleased ? "→ released" : "(not read)"
      lines.append(
        "\(PropertyPath.join(path, reference.label)): \(reference.declaredType.name)"
          + "\(ownershipWord(reference.ownership)) \(target)")
    }

    /// `items: [Item] (3 elements)`, with how many are listed.
    mutating func listCollection(_ collection: ObjectGraph.CollectionEntry, at path: String) {
      guard collection.references > 0, !collection.isInsideLibraryValue else { return }
      let elements = Plural.count(collection.count, "element")
      let listing =
        !collection.isOrdered
        ? ", unordered, not listed"
        : collection.count > maximumListedElements ? ", first \(maximumListedElements) listed" : ""
      lines.append(
        "\(PropertyPath.join(path, collection.label)): \(collection.declaredType.name) (\(elements)\(listing))")
    }

    /// `interactor: SceneInteractor → SceneInteractor`, with what the reference is (shared, a cycle, an anchor), and
    /// the object entered where it is owned.
    mutating func listReference(_ index: Int, at path: String, depth level: Int) {
      let edge = graph.edges[index]
      if let collection = edge.collection {
        guard graph.collections[collection].isOrdered else { return }
        let listed = listedElements[collection, default: 0]
        guard listed < maximumListedElements else { return }
        listedElements[collection] = listed + 1
      }
      let target = graph.nodes[edge.to]
      let owns = target.parentEdge == index
      if let value = edge.libraryValue {
        // NB: the library's own properties inside its value are left out, as its objects' are.
        if owns, target.isExplored, !shared.contains(edge.to) { enter(edge.to, depth: level + 1) }
        guard target.isJudged else { return }
        let module = ModuleName.of(value.type)
        let anchor = paths.anchors[edge.to].map { ", \($0.name)" } ?? ""
        let note =
          owns
          ? (shared.contains(edge.to) ? ", shared" : anchor)
          : paths.note(forReference: index).map { ", \($0)" } ?? ""
        let listed =
          owns
          ? paths.anchors[edge.to]?.listedAt ?? paths.key(edge.to) ?? ""
          : "\(PropertyPath.join(path, value.label)) ⋯ \(target.typeName)"
        lines.append("\(listed)\(ownershipWord(edge.ownership)) → \(target.typeName) (inside \(module)\(note))")
        return
      }
      let declared = edge.label == edge.property ? ": \(edge.declaredType.name)" : ""
      var line =
        "\(PropertyPath.join(path, edge.label))\(declared)\(ownershipWord(edge.ownership)) → \(target.typeName)"
      if owns {
        if shared.contains(edge.to) {
          line += " (shared)"
        } else if let live = target.live {
          // NB: the app's own actor is read by the awaited snapshot, which the note says.
          line +=
            live == .actor && target.isJudged ? " (\(live.note): await the snapshot to read it)" : " (\(live.note))"
        } else if target.isExplored {
          // NB: an object deep below the root is an anchor: what it holds is listed from its name, `§1.next`.
          if let anchor = paths.anchors[edge.to] { line += " (\(anchor.name))" }
          enter(edge.to, depth: level + 1)
        }
      } else if isOwnedInsideShared(edge.to) {
        // NB: where it is first listed is inside an object the snapshot does not enter, so no line says it.
        line += " (shared)"
      } else if let note = paths.note(forReference: index) {
        line += " (\(note))"
      }
      lines.append(line)
    }

    /// Whether the path that owns `node` runs through an object both builds hold, which is listed and not entered.
    /// Each owner's answer is kept, so that a graph of many references back up a long chain is walked once.
    mutating func isOwnedInsideShared(_ node: Int) -> Bool {
      guard !shared.isEmpty else { return false }
      var owners: [Int] = []
      var current = node
      var answer = false
      while let parent = graph.nodes[current].parentEdge {
        current = graph.edges[parent].from
        if shared.contains(current) {
          answer = true
          break
        }
        if let known = insideShared[current] {
          answer = known
          break
        }
        owners.append(current)
      }
      // NB: each owner on the way is inside a shared object exactly when the node is, since none of them is shared.
      for owner in owners { insideShared[owner] = answer }
      return answer
    }
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
