import Foundation
import WiredReading

/// A picture of an object graph as Wired's walk sees it: types as nodes and stored references as edges, `weak` dashed,
/// `unowned` dotted, a retain cycle in red, objects that were not released filled, and nil dependencies marked.
///
/// ```swift
/// print(wiringDiagram(SceneCreator.make()).mermaid)     // paste into GitHub Markdown
/// ```
///
/// Failing memory checks and recursive injection checks attach the part of it that is involved to the test.
public struct WiringDiagram: Sendable, Hashable {
  /// The graph as Graphviz DOT: `dot -Tpng scene.dot -o scene.png`.
  public let dot: String
  /// The graph as a Mermaid flowchart, which GitHub renders inside a code block marked `mermaid`.
  public let mermaid: String
}

/// Draws the object graph reachable from `root`, as ``WiringDiagram`` describes.
///
/// - Parameters:
///   - root: The object or value to start from.
///   - scope: Which modules' types the walk enters; see ``GraphScope``.
/// - Returns: The diagram, as DOT and Mermaid.
public func wiringDiagram(_ root: Any, scope: GraphScope = .appModules) -> WiringDiagram {
  WiringDiagram(ObjectGraph(from: root, scope: scope), marks: .whole)
}

#if compiler(>=6.2)
  /// Draws the object graph reachable from `root`, each actor read on its own executor: the awaited form of
  /// ``wiringDiagram(_:scope:)-8p8ar``, which an `async` test calls with `await`.
  ///
  /// - Parameters:
  ///   - root: The object or value to start from: an actor, or an object whose graph holds actors.
  ///   - scope: Which modules' types the walk enters; see ``GraphScope``.
  /// - Returns: The diagram, as DOT and Mermaid.
  nonisolated(nonsending) public func wiringDiagram(
    _ root: Any, scope: GraphScope = .appModules
  ) async -> WiringDiagram {
    WiringDiagram(await ObjectGraph.entering(from: root, scope: scope), marks: .whole)
  }
#endif

// MARK: -

extension WiringDiagram {
  package init(_ graph: ObjectGraph, marks: DiagramMarks) {
    var entries: Set<Int> = [0]
    if marks.collapsesLibraries {
      for edge in graph.edges where graph.nodes[edge.from].isJudged { entries.insert(edge.to) }
    }
    let shown = (0..<graph.nodes.count).filter { node in
      (marks.nodes?.contains(node) ?? true)
        && (!marks.collapsesLibraries || graph.nodes[node].isJudged
          || entries.contains(node))
    }.prefix(DiagramMarks.maximumNodes)
    let drawn = Set(shown)
    let edges = graph.edges.indices.filter {
      drawn.contains(graph.edges[$0].from) && drawn.contains(graph.edges[$0].to)
        && (!marks.collapsesLibraries || graph.nodes[graph.edges[$0].from].isJudged || graph.edges[$0].from == 0)
    }
    // NB: a library's object the app refers to, to each of the app's objects it owns through its own objects, as a
    // snapshot lists them.
    let owned = marks.collapsesLibraries ? AppPaths(graph).behind : [:]
    let behind = shown.filter { !graph.nodes[$0].isJudged }.flatMap { library in
      (owned[library] ?? []).filter(drawn.contains).map { (from: library, to: $0) }
    }
    let missing = graph.nilOptionals.indices.filter { index in
      let optional = graph.nilOptionals[index]
      // NB: as the injection check counts them: a library's own optionals (a spy's record in Wired's base class) are
      // not the app's to set.
      return marks.missing?.contains(index)
        ?? (optional.isOwn && optional.isJudged && CountedOptionals.references.counts(optional.optionalType))
    }.map { graph.nilOptionals[$0] }.filter { drawn.contains($0.owner) }
    let omitted = (marks.nodes?.count ?? graph.nodes.count) - shown.count

    var dot = ["digraph Wired {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];"]
    var mermaid = ["flowchart LR"]
    for node in shown {
      let survived = marks.survivors.contains(node)
      let isShared = marks.shared.contains(node)
      let note = survived ? "not released" : isShared ? "shared" : nil
      let label = Self.dotEscaped(graph.nodes[node].typeName) + (note.map { "\\n(\($0))" } ?? "")
      let fill = survived ? "#ffd6d6" : isShared ? "#eeeeee" : nil
      dot.append("  n\(node) [label=\"\(label)\"\(fill.map { ", style=filled, fillcolor=\"\($0)\"" } ?? "")];")
      mermaid.append(
        "  n\(node)[\"\(Self.mermaidEscaped(graph.nodes[node].typeName))\(note.map { " (\($0))" } ?? "")\"]")
      if let fill { mermaid.append("  style n\(node) fill:\(fill)") }
    }
    var redLinks: [Int] = []
    for (position, edge) in edges.enumerated() {
      let reference = graph.edges[edge]
      let inCycle = marks.cycleEdges.contains(edge)
      // NB: a library's properties inside its value change with its version; the diagram stops at the app's path.
      let path =
        marks.collapsesLibraries && reference.libraryValue != nil ? "\(reference.appLabel) ⋯" : reference.label
      let label = path + Self.ownershipNote(reference.ownership)
      var attributes = ["label=\"\(Self.dotEscaped(label))\""]
      switch reference.ownership {
      case .strong: break
      case .weak: attributes.append("style=dashed")
      case .unowned, .unownedUnsafe: attributes.append("style=dotted")
      }
      if inCycle { attributes += ["color=red", "fontcolor=red", "penwidth=2"] }
      dot.append("  n\(reference.from) -> n\(reference.to) [\(attributes.joined(separator: ", "))];")
      let arrow =
        reference.ownership == .strong
        ? "-- \"\(Self.mermaidEscaped(label))\" -->" : "-. \"\(Self.mermaidEscaped(label))\" .->"
      mermaid.append("  n\(reference.from) \(arrow) n\(reference.to)")
      if inCycle { redLinks.append(position) }
    }
    for link in behind {
      dot.append("  n\(link.from) -> n\(link.to) [label=\"⋯\", style=dotted];")
      mermaid.append("  n\(link.from) -. \"⋯\" .-> n\(link.to)")
    }
    for (offset, reference) in missing.enumerated() {
      let label = "\(reference.label): \(reference.declaredType.name)"
      dot.append("  m\(offset) [label=\"nil\", shape=plaintext, fontcolor=red];")
      dot.append(
        "  n\(reference.owner) -> m\(offset) [label=\"\(Self.dotEscaped(label))\", style=dashed, color=red, fontcolor=red];"
      )
      mermaid.append("  m\(offset)((\"nil\"))")
      mermaid.append("  n\(reference.owner) -. \"\(Self.mermaidEscaped(label)) (missing)\" .-> m\(offset)")
      mermaid.append("  style m\(offset) stroke:red,color:red")
      redLinks.append(edges.count + behind.count + offset)
    }
    if !redLinks.isEmpty {
      mermaid.append("  linkStyle \(redLinks.map(String.init).joined(separator: ",")) stroke:red,color:red")
    }
    if omitted > 0 {
      dot.append("  // \(Shortening.grouped(omitted)) more objects are not drawn")
      mermaid.append("  %% \(Shortening.grouped(omitted)) more objects are not drawn")
    }
    dot.append("}")
    self.init(dot: dot.joined(separator: "\n") + "\n", mermaid: mermaid.joined(separator: "\n") + "\n")
  }

  /// The two attachments of a failure: the diagram as DOT and as Mermaid.
  package func attachments(named name: String) -> [TestAttachment] {
    [TestAttachment(name: "\(name).dot", content: dot), TestAttachment(name: "\(name).mmd", content: mermaid)]
  }

  private static func ownershipNote(_ ownership: ReferenceOwnership) -> String {
    switch ownership {
    case .strong, .weak: ""
    case .unowned: " (unowned)"
    case .unownedUnsafe: " (unowned(unsafe))"
    }
  }

  private static func dotEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }

  private static func mermaidEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;")
  }
}
