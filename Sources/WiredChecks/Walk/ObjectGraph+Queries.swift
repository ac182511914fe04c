import WiredReading

// MARK: - What a built graph answers

extension ObjectGraph {
  /// The nodes `node` holds through strong references, in the order its references were met.
  func strongTargets(of node: Int) -> [Int] {
    outgoing[node].compactMap { edges[$0].ownership == .strong ? edges[$0].to : nil }
  }

  /// Lets go of the objects, keeping only what was learned about them.
  mutating func releaseObjects() {
    objects = Array(repeating: nil, count: objects.count)
  }

  /// The dotted path from the root to `node` along the references that first reached each object, followed by
  /// `label` when one is given: the walk's own path, through a library's insides. A message names an object by the
  /// app's path instead (``AppPaths/path(to:then:)``).
  package func walkPath(to node: Int, then label: String? = nil) -> String {
    var segments: [String] = label.map { [$0] } ?? []
    var current = node
    while let edge = nodes[current].parentEdge {
      segments.append(edges[edge].label)
      current = edges[edge].from
    }
    return PropertyPath.join("", segments.reversed())
  }

  /// The app's unreadable properties that `isIncluded` keeps, each with why as its note.
  func unreadableFindings(where isIncluded: (UnreadPlace) -> Bool) -> [GraphFinding] {
    let found = unreadable.filter { $0.isJudged && isIncluded($0) }
    guard !found.isEmpty else { return [] }
    let paths = AppPaths(self)
    return found.map(paths.finding(for:))
  }

  /// The places inside the libraries' objects that may hold the app's objects and were not read, each with why as
  /// its note, that `isIncluded` keeps.
  func notReadFindings(where isIncluded: (UnreadPlace) -> Bool = { _ in true }) -> [GraphFinding] {
    let found = notRead.filter(isIncluded)
    guard !found.isEmpty else { return [] }
    let paths = AppPaths(self)
    return found.map(paths.finding(for:))
  }

  /// How many references from the root each node lies, along the path that first reached it.
  var depths: [Int] {
    var depths = [Int](repeating: -1, count: nodes.count)
    for start in nodes.indices where depths[start] < 0 {
      var chain: [Int] = []
      var current = start
      while depths[current] < 0, let edge = nodes[current].parentEdge {
        chain.append(current)
        current = edges[edge].from
      }
      var depth = max(0, depths[current])
      depths[current] = depth
      for node in chain.reversed() {
        depth += 1
        depths[node] = depth
      }
    }
    return depths
  }

  /// The nodes below the root whose objects `other` also holds: in two builds of one graph, what both share.
  package func nodes(alsoIn other: ObjectGraph) -> Set<Int> {
    let others = Set(other.nodes.compactMap(\.identifier))
    return Set(nodes.indices.dropFirst().filter { nodes[$0].identifier.map(others.contains) ?? false })
  }

  /// The nodes, with every node on their paths from the root: the part of the graph that explains them.
  package func withPathsFromRoot(_ nodes: some Sequence<Int>) -> Set<Int> {
    var shown: Set<Int> = [0]
    for node in nodes {
      var current = node
      while shown.insert(current).inserted, let parent = self.nodes[current].parentEdge {
        current = edges[parent].from
      }
    }
    return shown
  }

  /// The modules of the objects the walk met, but the system's: those it judged, and those it walked through.
  var modules: JudgedModules {
    var judged: Set<String> = []
    var notJudged: Set<String> = []
    var seenTypes: Set<ObjectIdentifier> = []
    for node in nodes where seenTypes.insert(ObjectIdentifier(node.type)).inserted {
      let module = ModuleName.of(node.type)
      guard !ModuleName.system.contains(module) else { continue }
      if node.isJudged { judged.insert(module) } else { notJudged.insert(module) }
    }
    return JudgedModules(judged: judged.sorted(), notJudged: notJudged.subtracting(judged).sorted())
  }
}
