import WiredReading

/// The optional dependencies of a graph left nil, read from the graph's one walk: the check behind
/// ``checkInjections(_:except:depth:counting:scope:)-3h2cv`` and the failure of ``assertAllInjected``.
///
/// Each object is walked once, so cycles end and every missing property is reported once, under the path the walk
/// first reached its owner by. Paths are built only for the properties that are reported.
package struct InjectionSearch {
  package let report: InjectionReport
  /// The walk, kept for the failure's diagram.
  package let graph: ObjectGraph
  /// The nil optionals the report lists, as indices into the graph's `nilOptionals`.
  package let listed: [Int]

  /// The most missing dependencies listed with their paths.
  static let maximumListed = 1_000

  /// Checks `object`'s optionals, in the objects up to `depth` references from it (every object when `nil`).
  package init(root object: Any, except: [any PropertyName], depth: Int?, counting: CountedOptionals, scope: GraphScope)
  {
    let graph = ObjectGraph(
      from: object, scope: scope, extent: Self.extent(depth: depth), interest: Self.interest(counting))
    self.init(root: object, graph: graph, except: except, depth: depth, counting: counting, scope: scope)
  }

  /// Checks `object`'s optionals, as an awaited walk reads them: every actor on its executor.
  package static func entering(
    _ object: Any, except: [any PropertyName], depth: Int?, counting: CountedOptionals, scope: GraphScope,
    isolation: isolated (any Actor)? = #isolation
  ) async -> InjectionSearch {
    let graph = await ObjectGraph.entering(
      from: object, scope: scope, extent: extent(depth: depth), interest: interest(counting))
    return InjectionSearch(root: object, graph: graph, except: except, depth: depth, counting: counting, scope: scope)
  }

  /// The references a check to `depth` follows: the root's own properties for `1`, every reference else.
  private static func extent(depth: Int?) -> ObjectGraph.Extent {
    depth == 1 ? .rootOnly : .everyReference
  }

  /// What the walk looks for inside values: optionals of any type when every one counts.
  private static func interest(_ counting: CountedOptionals) -> ReferenceReach {
    counting == .all ? .anything : .references
  }

  /// Checks the optionals of `graph`, walked from `object`.
  private init(
    root object: Any, graph: ObjectGraph, except: [any PropertyName], depth: Int?, counting: CountedOptionals,
    scope: GraphScope
  ) {
    var exceptions = ExceptionList(except, root: object, optionalsOnly: true)
    let depths = depth.map { _ in graph.depths }
    let isWithinDepth = { (owner: Int) in depth.map { depths![owner] < $0 } ?? true }
    var listed: [Int] = []
    var missingCount = 0
    for (index, nilOptional) in graph.nilOptionals.enumerated() {
      // NB: a library's own optionals are not the app's to set; the app's references to a library's objects are.
      guard isWithinDepth(nilOptional.owner), nilOptional.isJudged else { continue }
      // NB: a nil value the rule takes for state (`String?`) is no dependency.
      guard counting.counts(nilOptional.optionalType) else { continue }
      guard !exceptions.exempts(nilOptional, in: graph) else { continue }
      missingCount += 1
      // NB: indices, not paths: a path costs its depth, and one per nil optional of a long chain would cost the square
      // of its length; paths are spelled for the listed ones only.
      if listed.count < Self.maximumListed { listed.append(index) }
    }
    let unreadable = graph.unreadable.filter {
      isWithinDepth($0.owner) && $0.isJudged && !exceptions.exempts($0, in: graph)
    }
    // NB: the app's paths are worked out only for a failure or an except: entry to check, never otherwise.
    lazy var paths = AppPaths(graph)
    if exceptions.hasStaleEntries { exceptions.pointStaleEntries(into: graph, paths: paths) }
    self.graph = graph
    self.listed = listed
    report = InjectionReport(
      rootType: TypeName.ofValue(object),
      missing: listed.map { Self.missing(graph.nilOptionals[$0], paths: paths) },
      missingCount: missingCount,
      unreadable: unreadable.map { paths.finding(for: $0) },
      notRead: graph.notReadFindings { isWithinDepth($0.owner) },
      stale: exceptions.stale,
      truncatedAt: graph.isTruncated ? scope.visitLimit : nil,
      isRecursive: depth != 1,
      counting: counting,
      // NB: read only for a failure's message, never on the passing path.
      modules: missingCount > 0 ? graph.modules : JudgedModules()
    )
  }

  private static func missing(_ nilOptional: ObjectGraph.NilOptional, paths: AppPaths) -> GraphFinding {
    var finding = GraphFinding(
      path: paths.path(to: nilOptional.owner, then: nilOptional.label), type: nilOptional.declaredType.name,
      note: nilOptional.isWeak ? "weak" : nil)
    finding.cause = nilOptional.isWeak ? .weakReference : nil
    return finding
  }
}

extension InjectionSearch {
  /// What the assertion reports: the message, with a diagram of the missing dependencies when the check walked the
  /// graph; or, when it passed, the places it did not read.
  package var verdict: CheckVerdict {
    if report.passed {
      return .passed(
        warning: NotReadMessage.warning(report.notRead, root: report.rootType, looksFor: "missing dependencies"))
    }
    var failure = InjectionMessage.make(report)
    if report.isRecursive, !report.missing.isEmpty {
      // NB: drawn from the walk the message came from, so the picture marks exactly the nil optionals the message
      // lists; a diagram draws a few hundred objects at most, so only the first ones, nearest the root, are marked.
      let drawn = listed.prefix(DiagramMarks.maximumNodes)
      var marks = DiagramMarks()
      marks.missing = Set(drawn)
      marks.nodes = graph.withPathsFromRoot(drawn.map { graph.nilOptionals[$0].owner })
      failure.attachments = WiringDiagram(graph, marks: marks).attachments(named: "\(report.rootType)-injection")
    }
    return .failed(failure)
  }
}
