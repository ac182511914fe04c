/// Asserts that no strong reference cycle keeps the objects reachable from `root` alive.
///
/// Walks every object reachable from `root` through stored references (optionals, collections, dictionaries, sets,
/// enum payloads, existentials, property wrappers and superclasses included), each once and without recursion,
/// following only strong references: `weak` and `unowned` ones cannot form a cycle. Reports every elementary cycle
/// once, with its path from the root, each reference with its declared type, and the reference to make weak.
/// Reflection cannot see what closures capture, Objective-C instance variables or the insides of a
/// `CustomReflectable` type; ``assertNoLeaks(message:fileID:filePath:line:column:_:)`` still catches leaks through them.
///
/// - Parameters:
///   - root: The object or value whose graph to check.
///   - except: References that the app breaks on purpose, as paths from the root (`"coordinator.children"`); an entry
///     that names no stored property fails the assertion.
///   - scope: Which modules' types the walk enters; see ``GraphScope``.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertNoRetainCycles(SceneCreator().make())
/// ```
///
/// ```text
/// Expected no strong reference cycle in the graph of SceneViewController, but found 1
///
///   Cycle 1, at the root:
///     SceneViewController.interactor: SceneBusinessLogic → SceneAInteractor
///     SceneAInteractor.presenter: ScenePresentationLogic → ScenePresenter
///     ScenePresenter.view: SceneDisplayLogic → SceneViewController
///     Break it: make ScenePresenter.view weak
///
/// Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
/// ```
@discardableResult
public func assertNoRetainCycles(
  _ root: Any,
  except: [any PropertyName] = [],
  scope: GraphScope = .appModules,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let check = RetainCycleCheck(root: root, except: except, scope: scope)
  if check.report.passed { return true }
  var failure = RetainCycleMessage.make(check.report)
  if !check.report.cycles.isEmpty {
    failure.attachments = check.diagram.attachments(named: "\(check.report.rootType)-retain-cycles")
  }
  failure.report(userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

/// The strong reference cycles in the graph reachable from `root`, for `#expect`.
///
/// - Parameters:
///   - root: The object or value whose graph to check.
///   - except: References that the app breaks on purpose, as paths from the root.
///   - scope: Which modules' types the walk enters.
/// - Returns: Every elementary cycle, each once, nearest the root first.
///
/// ```swift
/// #expect(retainCycles(in: SceneCreator().make()).isEmpty)
/// ```
public func retainCycles(
  in root: Any,
  except: [any PropertyName] = [],
  scope: GraphScope = .appModules
) -> [RetainCycle] {
  checkRetainCycles(in: root, except: except, scope: scope).cycles
}

/// Renamed ``retainCycles(in:except:scope:)``: every query form takes the graph as `in:`.
@available(*, unavailable, renamed: "retainCycles(in:except:scope:)")
public func retainCycles(from root: Any, except: [any PropertyName] = [], scope: GraphScope = .appModules)
  -> [RetainCycle]
{
  retainCycles(in: root, except: except, scope: scope)
}

/// Looks for strong reference cycles in the graph reachable from `root`, and returns what it found.
///
/// - Parameters:
///   - root: The object or value whose graph to check.
///   - except: References that the app breaks on purpose, as paths from the root.
///   - scope: Which modules' types the walk enters.
/// - Returns: The cycles, the `unowned(unsafe)` references, and the stale `except:` entries.
public func checkRetainCycles(
  in root: Any,
  except: [any PropertyName] = [],
  scope: GraphScope = .appModules
) -> RetainCycleReport {
  RetainCycleCheck(root: root, except: except, scope: scope).report
}

// MARK: -

/// One search for cycles: the graph, the cycles as its edges, and the report and diagram made of them.
struct RetainCycleCheck {
  let graph: ObjectGraph
  let cycleEdges: [[Int]]
  let report: RetainCycleReport

  init(root: Any, except: [any PropertyName], scope: GraphScope) {
    let graph = ObjectGraph(from: root, scope: scope)
    let exceptions = ExceptionList(except, root: root)
    let found = CycleFinder.cycles(in: graph) { edge in
      guard edge.ownership == .strong else { return false }
      return !exceptions.exempts(edge.property, of: graph.objects[edge.from] ?? root) {
        let ownerPath = graph.path(to: edge.from)
        return ownerPath.isEmpty ? edge.property : "\(ownerPath).\(edge.property)"
      }
    }
    self.graph = graph
    self.cycleEdges = found.cycles
    self.report = RetainCycleReport(
      rootType: TypeName.ofValue(root),
      cycles: found.cycles.map { Self.cycle($0, in: graph) },
      unsafeReferences: graph.edges.filter { $0.ownership == .unownedUnsafe }.map {
        "\(graph.nodes[$0.from].typeName).\($0.label) → \(graph.nodes[$0.to].typeName)"
      },
      staleExceptions: exceptions.stale,
      truncatedAt: graph.isTruncated ? scope.maximumValueCount : nil,
      isSearchCut: !found.isComplete
    )
  }

  /// The cycles and the paths from the root to them, drawn, the cycles in red.
  var diagram: WiringDiagram {
    var marks = DiagramMarks()
    marks.cycleEdges = Set(cycleEdges.joined())
    marks.nodes = graph.withPathsFromRoot(marks.cycleEdges.map { graph.edges[$0].from })
    return WiringDiagram(graph, marks: marks)
  }

  static func cycle(_ edges: [Int], in graph: ObjectGraph) -> RetainCycle {
    RetainCycle(
      pathFromRoot: graph.path(to: graph.edges[edges[0]].from),
      references: edges.map { index in
        let edge = graph.edges[index]
        return RetainCycle.Reference(
          ownerType: graph.nodes[edge.from].typeName, path: edge.label, declaredType: edge.declaredType.name,
          targetType: graph.nodes[edge.to].typeName)
      }
    )
  }
}
