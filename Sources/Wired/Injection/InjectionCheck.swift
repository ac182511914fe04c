/// The optional dependencies of a graph left nil, read from the graph's one walk: the check behind
/// ``checkInjections(in:except:recursive:counting:scope:)`` and the failure of ``assertAllInjected``.
///
/// Each object is walked once, so cycles end and every missing property is reported once, under the path the walk
/// first reached its owner by. Paths are built only for the properties that are reported.
struct InjectionCheck {
  let report: InjectionReport
  /// The walk, kept for the failure's diagram.
  let graph: ObjectGraph
  /// The nil optionals the report lists, as indices into the graph's `nilOptionals`.
  let listed: [Int]

  /// The most missing dependencies listed with their paths.
  static let maximumListed = 1_000
  /// The most optionals passed over as state that a message shows.
  private static let examplesKept = 3

  /// Checks `object`'s optionals; with `rootIsANode`, the root is one node of a larger graph (a container's service),
  /// whose value-typed optionals are state as below any root.
  init(
    of object: Any, except: [any PropertyName], recursive: Bool, counting: CountedOptionals, scope: GraphScope,
    rootIsANode: Bool = false
  ) {
    let graph = ObjectGraph(from: object, scope: scope, extent: recursive ? .everyReference : .rootOnly)
    let exceptions = ExceptionList(except, root: object)
    var listed: [Int] = []
    var missingCount = 0
    var passedOverCount = 0
    var stateExamples: [MissingInjection] = []
    for (index, hole) in graph.nilOptionals.enumerated() {
      let isRootProperty = hole.owner == 0 && hole.isOwn
      // NB: a library's own optionals are not the app's to set; the app's references to a library's objects are.
      guard recursive || isRootProperty, hole.isJudged else { continue }
      // NB: a path costs its depth; building one per hole of a long chain would cost the square of its length.
      if !isRootProperty || rootIsANode, !counting.counts(hole.optionalType) {
        passedOverCount += 1
        if stateExamples.count < Self.examplesKept { stateExamples.append(Self.missing(hole, in: graph)) }
        continue
      }
      guard !exceptions.exempts(hole, in: graph) else { continue }
      missingCount += 1
      if listed.count < Self.maximumListed { listed.append(index) }
    }
    let unreadable = graph.unreadableWrappers.filter {
      (recursive || $0.owner == 0) && $0.isJudged && !exceptions.exempts($0, in: graph)
    }
    self.graph = graph
    self.listed = listed
    report = InjectionReport(
      rootType: TypeName.ofValue(object),
      missing: listed.map { Self.missing(graph.nilOptionals[$0], in: graph) },
      missingCount: missingCount,
      unreadable: unreadable.map { Self.missing($0, in: graph) },
      staleExceptions: exceptions.stale,
      truncatedAt: graph.isTruncated ? scope.maximumValueCount : nil,
      counting: counting,
      passedOverAsState: passedOverCount,
      stateExamples: stateExamples,
      // NB: read only for a failure's message, never on the passing path.
      modules: recursive && missingCount > 0 ? graph.modules : JudgedModules()
    )
  }

  private static func missing(_ hole: ObjectGraph.NilOptional, in graph: ObjectGraph) -> MissingInjection {
    MissingInjection(
      path: graph.path(to: hole.owner, then: hole.label), declaredType: hole.declaredType.name, isWeak: hole.isWeak)
  }
}

extension ExceptionList {
  /// Whether an entry excepts the nil optional, which is a property of a graph's object or of a value inside one.
  fileprivate func exempts(_ hole: ObjectGraph.NilOptional, in graph: ObjectGraph) -> Bool {
    exempts(hole.name, of: hole.isOwn ? graph.objects[hole.owner] : nil) {
      graph.path(to: hole.owner, then: hole.label)
    }
  }
}
