import WiredReading

/// One search for cycles: the graph, the cycles as its edges, and the report and diagram made of them.
package struct RetainCycleSearch {
  /// The walk the cycles were found in.
  package let graph: ObjectGraph
  let cycleEdges: [[Int]]
  package let report: RetainCycleReport

  package init(root: Any, except: [any PropertyName], scope: GraphScope) {
    self.init(root: root, graph: ObjectGraph(from: root, scope: scope), except: except, scope: scope)
  }

  /// The search over an awaited walk, which reads every actor on its executor.
  package static func entering(
    _ root: Any, except: [any PropertyName], scope: GraphScope, isolation: isolated (any Actor)? = #isolation
  ) async -> RetainCycleSearch {
    let graph = await ObjectGraph.entering(from: root, scope: scope)
    return RetainCycleSearch(root: root, graph: graph, except: except, scope: scope)
  }

  private init(root: Any, graph: ObjectGraph, except: [any PropertyName], scope: GraphScope) {
    var exceptions = ExceptionList(except, root: root)
    let found = CycleFinder.cycles(in: graph) { edge in
      guard edge.ownership == .strong else { return false }
      // NB: asked once per edge; the graph, which a closure copies, is touched only for a name an entry ends with.
      guard exceptions.mayExempt(edge.property) else { return true }
      return !exceptions.exempts(edge.property, of: graph.objects[edge.from]) {
        graph.walkPath(to: edge.from, then: edge.property)
      }
    }
    exceptions.pointStaleEntries(into: graph)
    self.graph = graph
    self.cycleEdges = found.cycles
    let unsafe = graph.unfollowedReferences.filter { $0.ownership == .unownedUnsafe && $0.isJudged }
    lazy var paths = AppPaths(graph)
    self.report = RetainCycleReport(
      rootType: TypeName.ofValue(root),
      cycles: found.cycles.map { Self.cycle($0, in: graph, paths: paths) },
      unsafeReferences: unsafe.map {
        GraphFinding(
          path: paths.path(to: $0.owner, then: $0.label), type: $0.declaredType.name, note: "unowned(unsafe)")
      },
      unreadable: graph.unreadableFindings { !exceptions.exempts($0, in: graph) },
      notRead: graph.notReadFindings(),
      stale: exceptions.stale,
      truncatedAt: graph.isTruncated ? scope.visitLimit : nil,
      isSearchCut: !found.isComplete,
      modules: found.cycles.isEmpty ? JudgedModules() : graph.modules
    )
  }

  /// The cycles and the paths from the root to them, drawn, the cycles in red.
  package var diagram: WiringDiagram {
    var marks = DiagramMarks()
    marks.cycleEdges = Set(cycleEdges.joined())
    marks.nodes = graph.withPathsFromRoot(marks.cycleEdges.map { graph.edges[$0].from })
    return WiringDiagram(graph, marks: marks)
  }

  package static func cycle(_ edges: [Int], in graph: ObjectGraph, paths: AppPaths) -> RetainCycle {
    RetainCycle(
      pathFromRoot: paths.path(to: graph.edges[edges[0]].from),
      references: edges.map { index in
        let edge = graph.edges[index]
        return RetainCycle.Reference(
          ownerType: graph.nodes[edge.from].typeName, path: edge.label, declaredType: edge.declaredType.name,
          targetType: graph.nodes[edge.to].typeName, isAppCode: graph.nodes[edge.from].isJudged,
          ownerModule: ModuleName.of(graph.nodes[edge.from].type),
          libraryValueModule: edge.libraryValue.map { ModuleName.of($0.type) }, isCapture: edge.isCapture)
      }
    )
  }
}

extension RetainCycleSearch {
  /// What the assertion reports: the message, with a diagram of the cycles; or, when it passed, the places it did not
  /// read.
  package var verdict: CheckVerdict {
    if report.passed {
      return .passed(warning: NotReadMessage.warning(report.notRead, root: report.rootType, looksFor: "retain cycles"))
    }
    var failure = RetainCycleMessage.make(report)
    if !report.cycles.isEmpty {
      failure.attachments = diagram.attachments(named: "\(report.rootType)-retain-cycles")
    }
    return .failed(failure)
  }
}
