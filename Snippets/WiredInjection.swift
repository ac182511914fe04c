// WiredInjection.swift: one job of Wired, to copy into a test target when you cannot add the package.
// Wired unreleased (main), generated from 51 files of Sources/Wired (fingerprint f63a7574abd1) by
// Scripts/generate-snippets.py. Do not edit: change Sources/Wired and generate again; CI fails when it is stale.
//
// Contains: `assertAllInjected(_:except:)` (every optional dependency is set, the `except:` list stays honest,
// `recursive:` for the whole graph) and `checkInjections(in:)`, which returns the report.
// Same names, behaviour and messages as the package; works in Swift Testing and XCTest, reports at the
// caller's line, and needs only the toolchain and no other snippet. Everything else is inside `enum WiredInjection`;
// `WiredInjection.captureFailures { … }` returns the failures of a block instead of reporting them.
// Leaves out, compared with the package: custom reporters and `withFailureReporter` (a failure goes to the running
// Swift Testing test, else the running XCTest test, else standard error, as the package's default does); the container
// check (`assertContainerWired`), which needs the leak check too.
//
// Copyright (c) 2026 The Wired authors. MIT License: the notice is at the end of this file.

import Foundation

#if canImport(ObjectiveC)
  import ObjectiveC
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Wired's types for WiredInjection.swift: what its entry points take and return, and the machinery
/// behind them, kept out of your names' way.
enum WiredInjection {}

// From Injection/AssertAllInjected.swift

/// Asserts that every optional stored property of `object` is set, except the ones you name.
@discardableResult
func assertAllInjected(
  _ object: Any,
  except: [any WiredInjection.PropertyName] = [],
  recursive: Bool = false,
  counting: WiredInjection.CountedOptionals = .dependencies,
  scope: WiredInjection.GraphScope = .appModules,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let check = WiredInjection.InjectionCheck(
    of: object, except: except, recursive: recursive, counting: counting, scope: scope)
  let report = check.report
  if report.passed { return true }
  var failure = WiredInjection.InjectionMessage.make(report, recursive: recursive)
  if recursive, !report.missing.isEmpty {
    // NB: drawn from the walk the message came from, so the picture marks exactly the holes the message lists;
    // a diagram draws a few hundred objects at most, so only the first holes, nearest the root, are marked.
    let graph = check.graph
    let drawn = check.listed.prefix(WiredInjection.DiagramMarks.maximumNodes)
    var marks = WiredInjection.DiagramMarks()
    marks.missing = Set(drawn)
    marks.nodes = graph.withPathsFromRoot(drawn.map { graph.nilOptionals[$0].owner })
    failure.attachments = WiredInjection.WiringDiagram(graph, marks: marks).attachments(
      named: "\(report.rootType)-injection")
  }
  failure.report(
    userMessage: message, at: WiredInjection.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

/// Checks the optional dependencies of `object` and the `except:` list, and returns what it found: the query form of
/// ``assertAllInjected(_:except:recursive:counting:scope:message:fileID:filePath:line:column:)``.
func checkInjections(
  in object: Any,
  except: [any WiredInjection.PropertyName] = [],
  recursive: Bool = false,
  counting: WiredInjection.CountedOptionals = .dependencies,
  scope: WiredInjection.GraphScope = .appModules
) -> WiredInjection.InjectionReport {
  WiredInjection.InjectionCheck(of: object, except: except, recursive: recursive, counting: counting, scope: scope)
    .report
}

// From Adapters/MainThreadRegistration.swift

extension WiredInjection {
  /// Runs XCTest's registrations on the main thread, the only one where XCTest accepts them, without waiting for it.
  enum MainThreadRegistration {
    /// Runs `register` now when called on the main thread; otherwise queues it there and returns at once.
    static func run(_ register: @escaping @Sendable () -> Void) {
      if Thread.isMainThread {
        register()
      } else {
        DispatchQueue.main.async(execute: register)
      }
    }
  }
}

// From Graph/GraphScope.swift

extension WiredInjection {
  /// Whose code a graph check judges, and which types its walk enters.
  struct GraphScope: Sendable, Hashable {
    /// Modules whose types are neither entered nor judged, unless ``including(_:)`` brings them back.
    private(set) var excludedModules: Set<String>
    /// When not `nil`, the only modules whose types are entered and judged.
    private(set) var onlyModules: Set<String>?
    /// How many values a walk visits before it stops and fails, so that a huge graph cannot hang a test.
    var maximumValueCount = 1_000_000
    /// The modules of the packages the app depends on: entered, not judged.
    private(set) var libraryModules: Set<String>
    /// Modules judged although they belong to a library.
    private var includedModules: Set<String> = []

    init(excludedModules: Set<String>, onlyModules: Set<String>?, libraryModules: Set<String>) {
      self.excludedModules = excludedModules
      self.onlyModules = onlyModules
      self.libraryModules = libraryModules
    }

    /// Your app's code: every module but the system's and those of the packages the app depends on.
    static var appModules: GraphScope {
      GraphScope(
        excludedModules: ModuleName.system, onlyModules: nil, libraryModules: LibraryModules.ofThisBuild.modules)
    }

    /// Only types declared in these modules, entered and judged, libraries or not.
    static func only(_ modules: Set<String>) -> GraphScope {
      GraphScope(excludedModules: [], onlyModules: modules, libraryModules: [])
    }

    /// This scope without the types of these modules.
    func excluding(_ modules: Set<String>) -> GraphScope {
      var scope = self
      scope.excludedModules.formUnion(modules)
      scope.onlyModules?.subtract(modules)
      scope.includedModules.subtract(modules)
      return scope
    }

    /// This scope with the types of these modules entered and judged, even a library's or the system's.
    func including(_ modules: Set<String>) -> GraphScope {
      var scope = self
      scope.excludedModules.subtract(modules)
      scope.onlyModules?.formUnion(modules)
      scope.includedModules.formUnion(modules)
      return scope
    }

    /// Whether the walk enters types declared in `module`.
    func enters(module: String) -> Bool {
      !excludedModules.contains(module) && (onlyModules?.contains(module) ?? true)
    }

    /// Whether the walk enters values of `type`, by the module that declares it.
    func enters(_ type: Any.Type) -> Bool {
      enters(module: ModuleName.of(type))
    }

    /// Whether the check reports what lies in `module`'s types: their nil optionals, their cycles, their objects not
    /// released.
    func judges(module: String) -> Bool {
      enters(module: module) && (!libraryModules.contains(module) || includedModules.contains(module))
    }

    /// Whether the check reports what lies in values of `type`.
    func judges(_ type: Any.Type) -> Bool {
      judges(module: ModuleName.of(type))
    }
  }
}

// From Graph/WiringDiagram.swift

extension WiredInjection {
  /// A picture of an object graph as Wired's walk sees it: types as nodes and stored references as edges, `weak`
  /// dashed, `unowned` dotted, a retain cycle in red, objects that were not released filled, and nil dependencies
  /// marked.
  struct WiringDiagram: Sendable, Hashable {
    /// The graph as Graphviz DOT: `dot -Tpng scene.dot -o scene.png`.
    let dot: String
    /// The graph as a Mermaid flowchart, which GitHub renders inside a code block marked `mermaid`.
    let mermaid: String
  }

  /// What a diagram highlights, and which part of the graph it shows.
  struct DiagramMarks {
    var cycleEdges: Set<Int> = []
    var survivors: Set<Int> = []
    /// The nil references to draw, as indices into the graph's `nilOptionals`, or `nil` for the objects' own nil
    /// dependencies.
    var missing: Set<Int>?
    /// Objects the graph shares (singletons, system objects), which a leak check does not expect to go away.
    var shared: Set<Int> = []
    /// The nodes to draw, or `nil` for all of them.
    var nodes: Set<Int>?
    /// The most nodes a diagram draws, so that a huge graph gives a readable picture.
    static let maximumNodes = 200
  }
}
extension WiredInjection.WiringDiagram {
  init(_ graph: WiredInjection.ObjectGraph, marks: WiredInjection.DiagramMarks) {
    let shown = (0..<graph.nodes.count).filter { marks.nodes?.contains($0) ?? true }.prefix(
      WiredInjection.DiagramMarks.maximumNodes)
    let drawn = Set(shown)
    let edges = graph.edges.indices.filter {
      drawn.contains(graph.edges[$0].from) && drawn.contains(graph.edges[$0].to)
    }
    let missing = graph.nilOptionals.indices.filter { index in
      let hole = graph.nilOptionals[index]
      return marks.missing?.contains(index)
        ?? (hole.isOwn && WiredInjection.CountedOptionals.dependencies.counts(hole.optionalType))
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
      let label = reference.label + Self.ownershipNote(reference.ownership)
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
    for (offset, reference) in missing.enumerated() {
      let label = "\(reference.label): \(reference.declaredType.name)"
      dot.append("  m\(offset) [label=\"nil\", shape=plaintext, fontcolor=red];")
      dot.append(
        "  n\(reference.owner) -> m\(offset) [label=\"\(Self.dotEscaped(label))\", style=dashed, color=red, fontcolor=red];"
      )
      mermaid.append("  m\(offset)((\"nil\"))")
      mermaid.append("  n\(reference.owner) -. \"\(Self.mermaidEscaped(label)) (missing)\" .-> m\(offset)")
      mermaid.append("  style m\(offset) stroke:red,color:red")
      redLinks.append(edges.count + offset)
    }
    if !redLinks.isEmpty {
      mermaid.append("  linkStyle \(redLinks.map(String.init).joined(separator: ",")) stroke:red,color:red")
    }
    if omitted > 0 {
      dot.append("  // \(WiredInjection.Shortening.grouped(omitted)) more objects are not drawn")
      mermaid.append("  %% \(WiredInjection.Shortening.grouped(omitted)) more objects are not drawn")
    }
    dot.append("}")
    self.init(dot: dot.joined(separator: "\n") + "\n", mermaid: mermaid.joined(separator: "\n") + "\n")
  }

  /// The two attachments of a failure: the diagram as DOT and as Mermaid.
  func attachments(named name: String) -> [WiredInjection.TestAttachment] {
    [
      WiredInjection.TestAttachment(name: "\(name).dot", content: dot),
      WiredInjection.TestAttachment(name: "\(name).mmd", content: mermaid),
    ]
  }

  private static func ownershipNote(_ ownership: WiredInjection.ReferenceOwnership) -> String {
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

// From Injection/CountedOptionals.swift

extension WiredInjection {
  /// Which nil optionals below the root of a recursive injection check count as missing dependencies.
  enum CountedOptionals: Sendable, Hashable {
    /// Below the root, only optionals of class, protocol (`any Error` aside) or function type. The default.
    case dependencies
    /// Every optional in the graph, value types included.
    case all

    /// Whether a nil optional of `optionalType`, below the root, is a missing dependency.
    func counts(_ optionalType: Any.Type) -> Bool {
      guard self == .dependencies else { return true }
      let wrapped = TypeKind.innermostWrapped(optionalType)
      switch TypeKind.of(wrapped) {
      case .class, .function: return true
      case .existential: return wrapped != (any Error).self
      default: return false
      }
    }

    /// The rule as failure messages state it.
    func rule(root: String) -> String {
      switch self {
      case .dependencies:
        "every optional of \(root); below it, optionals of class, protocol or function type"
      case .all:
        "every optional in the graph"
      }
    }
  }
}

// From Injection/InjectionCheck.swift

extension WiredInjection {
  /// The optional dependencies of a graph left nil, read from the graph's one walk: the check behind
  /// ``checkInjections(in:except:recursive:counting:scope:)`` and the failure of ``assertAllInjected``.
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
}
extension WiredInjection.ExceptionList {
  /// Whether an entry excepts the nil optional, which is a property of a graph's object or of a value inside one.
  fileprivate func exempts(_ hole: WiredInjection.ObjectGraph.NilOptional, in graph: WiredInjection.ObjectGraph) -> Bool
  {
    exempts(hole.name, of: hole.isOwn ? graph.objects[hole.owner] : nil) {
      graph.path(to: hole.owner, then: hole.label)
    }
  }
}

// From Injection/InjectionMessage.swift

extension WiredInjection {
  /// The failure message of an incomplete ``InjectionReport``.
  enum InjectionMessage {
    static func make(_ report: InjectionReport, recursive: Bool) -> FailureMessage {
      let root = report.rootType
      var message: FailureMessage
      var hints: [String] = []
      if !report.missing.isEmpty {
        let count = report.missingCount == 1 ? "1 is nil" : "\(Shortening.grouped(report.missingCount)) are nil"
        let scope = recursive ? "in the graph of \(root)" : "of \(root)"
        message = FailureMessage(headline: "Expected every optional dependency \(scope) to be injected, but \(count)")
        var listed = lines(report.missing)
        if report.missingCount > report.missing.count {
          // NB: only the first were listed, so the list shows its start and counts the rest.
          listed = Array(listed.prefix(20)) + ["    … and \(Shortening.grouped(report.missingCount - 20)) more"]
        }
        message.sections.append("  Missing:\n" + listed.joined(separator: "\n"))
        hints.append("Inject each one where \(root) is built, or list the ones that may stay nil in except:.")
        if recursive { message.sections.append(rule(of: report)) }
        if let modules = report.modules.section { message.sections.append(modules) }
        if report.passedOverAsState > 0 {
          hints.append("Pass counting: .all to count the optional values below the root as dependencies too.")
        }
      } else if !report.unreadable.isEmpty {
        let count = report.unreadable.count == 1 ? "1 property wrapper" : "\(report.unreadable.count) property wrappers"
        message = FailureMessage(
          headline: "Expected every optional dependency of \(root) to be checked, but Wired cannot see inside \(count)")
      } else if !report.staleExceptions.isEmpty {
        message = FailureMessage(headline: "Expected every except: entry to name a stored property of \(root)")
      } else {
        message = FailureMessage(headline: "Expected every optional dependency in the graph of \(root) to be injected")
      }
      if !report.unreadable.isEmpty {
        message.sections.append("  Cannot see inside:\n" + lines(report.unreadable).joined(separator: "\n"))
        hints.append(
          "Wired finds a wrapper's value in wrappedValue, or a value of its generic type inside its storage; this one "
            + "keeps it elsewhere. Check it with assertWired, or list it in except: once checked.")
      }
      hints += [message.addStaleExceptions(report.staleExceptions), message.addTruncation(at: report.truncatedAt)]
        .compactMap { $0 }
      message.hint = hints.joined(separator: "\n")
      return message
    }

    /// One line per property, long paths and long lists shortened in the middle.
    private static func lines(_ properties: [MissingInjection]) -> [String] {
      Shortening.list(
        properties.map { property in
          "    \(Shortening.path(property.path)): \(property.declaredType)\(property.isWeak ? " (weak)" : "")"
        })
    }

    /// What the walk counted as a dependency, and what it passed over as state.
    private static func rule(of report: InjectionReport) -> String {
      let text = "  Counted: \(report.counting.rule(root: report.rootType))"
      guard report.passedOverAsState > 0 else { return text }
      let count = report.passedOverAsState
      let examples = report.stateExamples.map { "\(Shortening.path($0.path)): \($0.declaredType)" }
      let more = count > examples.count ? ", …" : ""
      let optionals = count == 1 ? "optional" : "optionals"
      let listed = examples.joined(separator: ", ") + more
      return text
        + "\n  Passed over as state: \(Shortening.grouped(count)) nil value-typed \(optionals) below the root (\(listed))"
    }
  }
}

// From Injection/InjectionReport.swift

extension WiredInjection {
  /// The result of checking that an object's optional dependencies were injected.
  struct InjectionReport: Sendable, Hashable {
    /// The type of the object that was checked.
    let rootType: String
    /// The optional dependencies that are `nil` and not excepted, in declaration order, breadth first: all of them, or
    /// the first 1,000 when there are more (see ``missingCount``).
    let missing: [MissingInjection]
    /// How many optional dependencies are `nil` and not excepted, listed in ``missing`` or not.
    let missingCount: Int
    /// Wrappers of optionals whose value Wired cannot find, so cannot check: never passed over in silence.
    let unreadable: [MissingInjection]
    /// The `except:` entries that name no stored property.
    let staleExceptions: [StaleException]
    /// Set when a recursive walk stopped at the scope's ``GraphScope/maximumValueCount``.
    let truncatedAt: Int?
    /// Which optionals below the root counted as dependencies.
    let counting: CountedOptionals
    /// How many nil value-typed optionals below the root were passed over as state; see ``CountedOptionals``.
    let passedOverAsState: Int
    /// The first few of the optionals passed over as state, for messages.
    let stateExamples: [MissingInjection]
    /// The modules whose objects the walk judged, and those it walked through.
    let modules: JudgedModules

    /// Whether the check passed: everything is injected and every `except:` entry names a real property.
    var passed: Bool {
      missing.isEmpty && unreadable.isEmpty && staleExceptions.isEmpty && truncatedAt == nil
    }

  }
}

// From Injection/MissingInjection.swift

extension WiredInjection {
  /// An optional dependency that was never injected: a stored optional property whose value is `nil`.
  struct MissingInjection: Sendable, Hashable, CustomStringConvertible {
    /// The shortest path from the root to the property, such as `"interactor.presenter.view"`.
    let path: String
    /// The property's declared type as written in Swift, such as `"ScenePresentationLogic?"`.
    let declaredType: String
    /// Whether the property is a `weak` reference, which may also have been released.
    let isWeak: Bool

    /// Creates a record of a missing dependency.
    init(path: String, declaredType: String, isWeak: Bool = false) {
      self.path = path
      self.declaredType = declaredType
      self.isWeak = isWeak
    }

    init(path: String, _ property: StoredProperty) {
      self.init(path: path, declaredType: property.declaredTypeName, isWeak: property.isWeak)
    }

    /// `path: Type`, with `(weak)` after a weak reference.
    var description: String {
      "\(path): \(declaredType)\(isWeak ? " (weak)" : "")"
    }
  }

  /// An `except:` entry that names no stored property: a typo, or a property since removed.
  struct StaleException: Sendable, Hashable, CustomStringConvertible {
    /// The entry as it was given.
    let name: String
    /// The closest stored property name, when one is close enough to be what was meant.
    let suggestion: String?

    /// Creates a record of a stale entry.
    init(name: String, suggestion: String?) {
      self.name = name
      self.suggestion = suggestion
    }

    /// `"name"`, with the suggestion after it when there is one.
    var description: String {
      "\"\(name)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
    }
  }
}

// From Internal/Formatting/DidYouMean.swift

extension WiredInjection {
  /// Suggests the candidate closest to a name that was not found, when one is close enough to be a typo.
  enum DidYouMean {
    /// The closest candidate within a third of the name's length in edits (at least one), ignoring case.
    static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
      let budget = max(1, name.count / 3)
      var best: (candidate: String, distance: Int)?
      for candidate in candidates where candidate != name {
        let distance = editDistance(name.lowercased(), candidate.lowercased())
        if distance <= budget, distance < (best?.distance ?? .max) {
          best = (candidate, distance)
        }
      }
      return best?.candidate
    }

    /// The optimal string alignment distance between two strings, in characters: insertions, deletions, substitutions,
    /// and transpositions of two neighbouring characters (`veiw` for `view`, the commonest typo), each one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
      let a = Array(a)
      let b = Array(b)
      if a.isEmpty { return b.count }
      if b.isEmpty { return a.count }
      var beforePrevious = [Int](repeating: 0, count: b.count + 1)
      var previous = Array(0...b.count)
      var current = [Int](repeating: 0, count: b.count + 1)
      for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
          let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
          current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            current[j] = min(current[j], beforePrevious[j - 2] + 1)
          }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
      }
      return previous[b.count]
    }
  }
}

// From Internal/Formatting/FailureMessage.swift

extension WiredInjection {
  /// The one shape of every Wired failure: a headline, an indented detail block, then a hint.
  struct FailureMessage {
    /// The failed claim, on one line.
    var headline: String
    /// Labelled lines (`Found:`, `Path:`…), aligned on their values.
    var details: [(label: String, value: String)] = []
    /// Free lines after the labelled ones, already indented by the caller where needed.
    var sections: [String] = []
    /// What to do next.
    var hint: String?
    /// Text to attach to the failure, such as a diagram of the objects involved.
    var attachments: [TestAttachment] = []

    /// The message, with the user's own message first when there is one.
    func rendered(userMessage: String) -> String {
      var text = userMessage.isEmpty ? headline : "\(userMessage) - \(headline)"
      if !details.isEmpty {
        let width = details.map(\.label.count).max() ?? 0
        let lines = details.map { detail in
          let label = "\(detail.label):".wiredInjectionPadding(toLength: width + 1)
          return "  \(label) \(detail.value.wiredInjectionIndentingContinuationLines(by: width + 4))"
        }
        text += "\n\n" + lines.joined(separator: "\n")
      }
      for section in sections {
        text += "\n\n" + section
      }
      if let hint {
        text += "\n\n" + hint
      }
      return text
    }

    /// Reports this message through the current reporter at `site`, evaluating the user's message only now.
    func report(userMessage: () -> String, at site: SourceSite) {
      dispatchFailure(rendered(userMessage: userMessage()), at: site, attachments: attachments)
    }
  }
}
extension String {
  /// The string padded with spaces on the right to `length` characters.
  func wiredInjectionPadding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }

  /// Indents every line after the first, so a multi-line value stays in its column.
  func wiredInjectionIndentingContinuationLines(by width: Int) -> String {
    guard contains("\n") else { return self }
    let indent = String(repeating: " ", count: width)
    return split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
  }
}

// From Internal/Formatting/GraphWalkMessage.swift

/// The parts of a failure that every check walking a graph from a root shares: its stale `except:` entries, and a walk
/// cut short by the scope's limit.
extension WiredInjection.FailureMessage {
  /// Adds the stale entries, when there are some, and returns the hint that goes with them.
  mutating func addStaleExceptions(_ stale: [WiredInjection.StaleException]) -> String? {
    guard !stale.isEmpty else { return nil }
    sections.append(
      "  Stale except: entries (no such stored property):\n"
        + WiredInjection.Shortening.list(stale.map { "    \($0)" }).joined(separator: "\n"))
    return "Correct or remove the stale entries: an entry that names nothing hides nothing, and may hide a typo."
  }

  /// Says where the walk stopped, when it did, and returns the hint that goes with it.
  mutating func addTruncation(at limit: Int?) -> String? {
    guard let limit else { return nil }
    sections.append(
      "  Stopped after visiting \(WiredInjection.Shortening.grouped(limit)) values: the graph is larger than the scope allows."
    )
    return "Narrow the walk with scope: (.only([\"MyModule\"]), .excluding([…])) or raise maximumValueCount."
  }
}

// From Internal/Formatting/Shortening.swift

extension WiredInjection {
  /// Keeps every message readable and bounded: long paths, lists, lines and whole messages are shortened in the middle,
  /// with a count of what was left out.
  enum Shortening {
    /// The most characters a reported message has.
    static let maximumMessageLength = 20_000
    /// The most characters one line of a message has.
    static let maximumLineLength = 2_000

    /// A path of more than 12 segments as its first 6 and last 4, with the number left out between them.
    static func path(_ path: String) -> String {
      let segments = path.split(separator: ".", omittingEmptySubsequences: false)
      guard segments.count > 12 else { return path }
      let head = segments.prefix(6).joined(separator: ".")
      let tail = segments.suffix(4).joined(separator: ".")
      return "\(head) … \(grouped(segments.count - 10)) more segments … \(tail)"
    }

    /// More than 25 lines as the first 20 and the last 5, with the number left out between them.
    static func list(_ lines: [String], indent: String = "    ") -> [String] {
      guard lines.count > 25 else { return lines }
      return lines.prefix(20) + ["\(indent)… \(grouped(lines.count - 25)) more …"] + lines.suffix(5)
    }

    /// The message with each overlong line, then the whole, cut in the middle.
    static func message(_ text: String) -> String {
      guard text.utf8.count > maximumLineLength else { return text }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.count > maximumLineLength ? middleCut(String(line), keeping: maximumLineLength) : String(line)
      }
      return middleCut(lines.joined(separator: "\n"), keeping: maximumMessageLength)
    }

    /// `text` cut to about `keeping` characters, three quarters from its start and the rest from its end.
    private static func middleCut(_ text: String, keeping limit: Int) -> String {
      let count = text.count
      guard count > limit else { return text }
      let head = limit * 3 / 4
      let tail = limit - head
      return "\(text.prefix(head)) … \(grouped(count - limit)) characters left out … \(text.suffix(tail))"
    }

    /// `99,990`: a count with its thousands grouped, whatever the locale.
    static func grouped(_ number: Int) -> String {
      let digits = String(number)
      var result = ""
      for (offset, digit) in digits.enumerated() {
        if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
        result.append(digit)
      }
      return result
    }
  }
}

// From Internal/Graph/ExceptionList.swift

extension WiredInjection {
  /// The `except:` entries of an injection or retain-cycle check, resolved against the object they are about.
  struct ExceptionList {
    private var paths: Set<String> = []
    /// The property names the entries end with.
    private var names: Set<String> = []
    private var properties: Set<OwnedProperty> = []
    private(set) var stale: [StaleException] = []

    private struct OwnedProperty: Hashable {
      let owner: ObjectIdentifier
      let name: String
    }

    init(_ entries: [any PropertyName], root: Any) {
      for entry in entries.map(\.wiredInjectionPropertyName) {
        resolve(entry, root: root)
      }
    }

    /// Whether the property `name` of `owner`, reached by `path`, is excepted.
    func exempts(_ name: String, of owner: AnyObject?, path: () -> String) -> Bool {
      guard names.contains(name) else { return false }
      if let object = owner,
        properties.contains(OwnedProperty(owner: ObjectIdentifier(object), name: name))
      {
        return true
      }
      return paths.contains(path())
    }

    private mutating func resolve(_ entry: String, root: Any) {
      guard case .success(let segments) = WiringPath(entry).segments, case .property(let name)? = segments.last
      else {
        stale.append(StaleException(name: entry, suggestion: nil))
        return
      }
      paths.insert(entry)
      names.insert(name)
      let owner: Any
      if segments.count == 1 {
        owner = root
      } else {
        let parentPath = WiringPath(String(entry.dropLast(name.count + 1)))
        switch PathWalker.follow(parentPath, from: root) {
        case .reached(let value):
          owner = value
        case .broke(.noSuchProperty(let missing, let parent)):
          let names = PropertyLookup.properties(of: parent).map(\.name)
          stale.append(StaleException(name: entry, suggestion: suggestion(replacing: missing, in: entry, among: names)))
          return
        case .broke:
          // NB: the path stops at a nil (itself reported as missing) or similar: nothing to check it against.
          return
        }
      }
      guard let unwrapped = Unwrapped.value(owner) else { return }
      guard
        let property = FieldReader.property(named: name, in: unwrapped)
          ?? PropertyLookup.property(named: name, in: Mirror(reflecting: unwrapped))
      else {
        let names = PropertyLookup.properties(of: unwrapped).map(\.name)
        stale.append(StaleException(name: entry, suggestion: suggestion(replacing: name, in: entry, among: names)))
        return
      }
      // NB: `_child` and `child` name the same property; the walks know it by the name it was declared with.
      names.insert(property.name)
      paths.insert(
        entry.split(separator: ".").map { $0.hasPrefix("_") ? String($0.dropFirst()) : String($0) }
          .joined(separator: "."))
      if let object = ValueDescription.asObject(unwrapped) {
        properties.insert(OwnedProperty(owner: ObjectIdentifier(object), name: property.name))
      }
    }

    /// The entry with its misspelled segment replaced by the closest property name, when one is close.
    private func suggestion(replacing name: String, in entry: String, among names: [String]) -> String? {
      guard let closest = DidYouMean.suggestion(for: name, among: names),
        let range = entry.range(of: name, options: .backwards)
      else { return nil }
      return entry.replacingCharacters(in: range, with: closest)
    }
  }
}

// From Internal/Graph/JudgedModules.swift

extension WiredInjection {
  /// The modules whose objects a graph check met: those it judged, and those it walked through without judging.
  struct JudgedModules: Sendable, Hashable {
    /// The app's modules met, sorted.
    var judged: [String] = []
    /// The other modules met, but the system's, sorted: the libraries, and what the scope left out.
    var notJudged: [String] = []

    /// Adds the modules another walk met.
    mutating func formUnion(_ other: JudgedModules) {
      let judged = Set(judged).union(other.judged)
      self.judged = judged.sorted()
      notJudged = Set(notJudged).union(other.notJudged).subtracting(judged).sorted()
    }

    /// The most module names a message lists in each group.
    private static let listed = 6

    /// What a failure says of them, when the check left some unjudged: which it judged, which it did not, and how to
    /// judge one; `nil` when it judged every module it met.
    var section: String? {
      guard let first = notJudged.first else { return nil }
      func names(_ modules: [String]) -> String {
        let shown = modules.prefix(Self.listed).joined(separator: ", ")
        return modules.count > Self.listed ? "\(shown), … (\(modules.count) in all)" : shown
      }
      let judgedLine = judged.isEmpty ? "none of the modules met" : names(judged)
      return "  Judged: \(judgedLine)\n"
        + "  Walked through, not judged: \(names(notJudged)) (to judge one, pass scope: .appModules.including([\"\(first)\"]))"
    }
  }
}

// From Internal/Graph/LibraryModules.swift

extension WiredInjection {
  /// The modules of the packages the app depends on, found in the build the tests run from: library code, which the
  /// graph checks walk through to reach the app's objects but do not judge.
  struct LibraryModules: Sendable {
    /// The modules, by the name their types carry.
    let modules: Set<String>
    /// The packages they come from, by identity: `grdb.swift`, `swift-nio`.
    let packages: [String]

    /// What the build this process runs from resolved.
    static let ofThisBuild = LibraryModules(searchingFrom: candidatePaths())

    init(modules: Set<String>, packages: [String]) {
      self.modules = modules
      self.packages = packages
    }

    /// The libraries of the first build folder found at or above one of `paths`.
    init(searchingFrom paths: [String]) {
      for path in paths {
        var directory = URL(fileURLWithPath: path).standardizedFileURL
        while directory.path != "/", !directory.path.isEmpty {
          for folder in [directory, directory.appendingPathComponent("SourcePackages")] {
            if let found = Self(buildFolder: folder) {
              self = found
              return
            }
          }
          directory.deleteLastPathComponent()
        }
      }
      self.init(modules: [], packages: [])
    }

    /// The libraries a build folder's `workspace-state.json` lists, or `nil` when the folder has none.
    init?(buildFolder: URL) {
      let state = buildFolder.appendingPathComponent("workspace-state.json")
      guard let data = try? Data(contentsOf: state),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let object = json["object"] as? [String: Any],
        let dependencies = object["dependencies"] as? [[String: Any]]
      else { return nil }
      var modules: Set<String> = []
      var packages: [String] = []
      for dependency in dependencies {
        let reference = dependency["packageRef"] as? [String: Any]
        let kind = reference?["kind"] as? String ?? ""
        let stateName = (dependency["state"] as? [String: Any])?["name"] as? String ?? ""
        // NB: a local package and one being edited are the app's own code, whatever it depends on.
        guard kind.hasPrefix("remote") || kind == "registry", stateName != "edited",
          let subpath = dependency["subpath"] as? String
        else { continue }
        let root =
          kind == "registry"
          ? buildFolder.appendingPathComponent("registry/downloads").appendingPathComponent(subpath)
          : buildFolder.appendingPathComponent("checkouts").appendingPathComponent(subpath)
        packages.append(reference?["identity"] as? String ?? subpath)
        modules.formUnion(Self.moduleNames(ofPackageAt: root))
      }
      self.init(modules: modules, packages: packages.sorted())
    }

    /// The modules a package declares: its manifest's target names, and the folders of its `Sources/`.
    static func moduleNames(ofPackageAt root: URL) -> Set<String> {
      var names: Set<String> = []
      let files = FileManager.default
      if let manifests = try? files.contentsOfDirectory(atPath: root.path) {
        for manifest in manifests where manifest.hasPrefix("Package") && manifest.hasSuffix(".swift") {
          guard let text = try? String(contentsOf: root.appendingPathComponent(manifest), encoding: .utf8) else {
            continue
          }
          names.formUnion(targetNames(inManifest: text))
        }
      }
      if let folders = try? files.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path) {
        names.formUnion(folders.filter { !$0.hasPrefix(".") })
      }
      return Set(names.map(moduleName(ofTarget:)))
    }

    /// The names a manifest gives its targets: `.target(name: "NIOCore"`, `.executableTarget(name: "App"`.
    static func targetNames(inManifest text: String) -> [String] {
      // NB: `.target(`, `.executableTarget(`, `Target.target(`; a name computed in code is found by its folder instead.
      guard let call = try? NSRegularExpression(pattern: #"[tT]arget\(\s*name:\s*"([^"]+)""#) else { return [] }
      return call.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
      }
    }

    /// The module a target builds: its name with every character that cannot start or continue an identifier replaced
    /// by `_`, as SwiftPM does.
    static func moduleName(ofTarget name: String) -> String {
      var module = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
      if module.first?.isNumber ?? false { module = "_" + module }
      return module
    }

    /// Where the test binary is: the process's executable and bundles, its arguments, and the working directory's
    /// default build folder.
    private static func candidatePaths() -> [String] {
      var paths = [Bundle.main.bundlePath] + Bundle.allBundles.map(\.bundlePath)
      paths += CommandLine.arguments.filter { $0.hasPrefix("/") }
      paths.append(FileManager.default.currentDirectoryPath + "/.build")
      return paths
    }
  }
}

// From Internal/Graph/ObjectGraph.swift

extension WiredInjection {
  /// The objects reachable from a root through stored references, each once, every reference between them with how it
  /// holds its target, and every optional property left nil: the one walk that injection, retain-cycle and leak checks
  /// and wiring diagrams read, so that they cannot disagree.
  struct ObjectGraph {
    /// Which references the walk follows into the objects they hold.
    enum Extent {
      /// Strong ones: a `weak` or `unowned` reference is recorded, but its target is walked only if something also
      /// holds it strongly.
      case strongReferences
      /// Every reference: what an object can reach, for injection checks.
      case everyReference
      /// None: the root's own properties, and the values inside them.
      case rootOnly
    }

    /// One object, or the value the walk started from.
    struct Node {
      let type: Any.Type
      let identifier: ObjectIdentifier?
      /// The reference that first reached it: a strong one when there is one, so that the chain of them is the shortest
      /// strong path from the root.
      var parentEdge: Int?
      /// Whether its stored properties were walked: not for an object held only weakly, or declared out of scope.
      var isExplored = false
      /// Whether its type is the app's code, which the check judges: not a library's, nor the system's.
      let isJudged: Bool

      /// The object's type as messages name it.
      var typeName: String { TypeName.of(type) }
    }

    /// One stored reference from an object to another.
    struct Edge {
      let from: Int
      let to: Int
      /// The path from the owner to the target: `presenter`, `children[0]`.
      let label: String
      /// The owner's stored property the path starts with: `children`.
      let property: String
      /// That property's declared type: `[Child]`.
      let declaredType: DeclaredType
      let ownership: ReferenceOwnership
      /// The collection it is an element of, as an index into `collections`.
      let collection: Int?
    }

    /// A collection, set or dictionary an object holds, with how many references it holds.
    struct Collection {
      let owner: Int
      /// The path from the owner: `children`, `state.items`.
      let label: String
      let declaredType: DeclaredType
      let count: Int
      /// Whether its order is the same on every run: not for a set, nor for a dictionary whose keys are not strings,
      /// numbers or enum cases.
      let isOrdered: Bool
      /// How many of its elements are objects, to which an edge was recorded.
      fileprivate(set) var references = 0
    }

    /// What an object holds, in declaration order: for renderings that list it.
    enum Entry {
      /// An index into `edges`.
      case reference(Int)
      /// An index into `nilOptionals`.
      case nilOptional(Int)
      /// An index into `collections`, placed before its elements' references.
      case collection(Int)
    }

    /// A stored optional property holding `nil`: a dependency nobody set, or state.
    struct NilOptional {
      /// The object, or the root value, that holds it.
      let owner: Int
      /// The path from the owner: `router`, or `state.loaded` for a property of a value inside it.
      let label: String
      /// The property's declared name: `loaded`.
      let name: String
      let declaredType: DeclaredType
      /// The optional's type, which says whether it counts as a dependency.
      let optionalType: Any.Type
      let isWeak: Bool
      /// Whether the type that declares it is the app's code: a library's own optionals are not the app's to set.
      let isJudged: Bool

      /// Whether it is the owner's own property, not one of a value inside it.
      var isOwn: Bool { label == name }
    }

    private(set) var nodes: [Node] = []
    private(set) var edges: [Edge] = []
    /// The edges leaving each node, by index.
    private(set) var outgoing: [[Int]] = []
    private(set) var nilOptionals: [NilOptional] = []
    private(set) var collections: [Collection] = []
    /// What each node holds, by index, in declaration order.
    private(set) var entries: [[Entry]] = []
    /// Wrappers of optionals whose value the walk cannot find (`_coordinator: Weird<Coordinator?>`), recorded like a
    /// nil optional: a dependency that cannot be checked, which must be said rather than skipped.
    private(set) var unreadableWrappers: [NilOptional] = []
    /// Set when the walk stopped at the scope's `maximumValueCount`.
    private(set) var isTruncated = false
    /// The objects themselves, held strongly until ``releaseObjects()``.
    private(set) var objects: [AnyObject?] = []

    private var indexOfObject: [ObjectIdentifier: Int] = [:]
    /// Whether the walk enters each type, and whether the scope judges it, decided once per type.
    private var typeDecisions: [ObjectIdentifier: (enters: Bool, judges: Bool)] = [:]
    /// What the walk does with values of each type that is not a class, decided once per type.
    private var valueShapes: [ObjectIdentifier: ValueShape] = [:]
    /// The references that are not strong, per declaring type, looked up once per type.
    private var ownershipTables: [ObjectIdentifier: [String: ReferenceOwnership]] = [:]
    /// The values looked into on the way between objects, which count toward the scope's limit with the objects.
    private var valuesVisited = 0
    private let scope: GraphScope
    private let extent: Extent
    /// Whether a library's objects and values are leaves, shown but not entered: for renderings of the app's wiring.
    private let librariesAreLeaves: Bool

    /// Walks the graph from `root`, following the references `extent` follows, into the types that `scope` enters:
    /// through the libraries' objects too, unless `librariesAreLeaves`.
    init(from root: Any, scope: GraphScope, extent: Extent = .strongReferences, librariesAreLeaves: Bool = false) {
      self.scope = scope
      self.extent = extent
      self.librariesAreLeaves = librariesAreLeaves
      guard let root = Unwrapped.value(root) else { return }
      let rootIndex = addNode(for: root)
      var queue = [rootIndex]
      var next = 0
      while next < queue.count, !isTruncated {
        let index = queue[next]
        next += 1
        let value: Any = objects[index] ?? root
        explore(value, at: index) { queue.append($0) }
        if extent == .rootOnly { break }
      }
    }

    /// Lets go of the objects, keeping only what was learned about them.
    mutating func releaseObjects() {
      objects = Array(repeating: nil, count: objects.count)
    }

    /// The dotted path from the root to `node` along the references that first reached each object, followed by `label`
    /// when one is given.
    func path(to node: Int, then label: String? = nil) -> String {
      var segments: [String] = label.map { [$0] } ?? []
      var current = node
      while let edge = nodes[current].parentEdge {
        segments.append(edges[edge].label)
        current = edges[edge].from
      }
      return segments.reversed().reduce(into: "") { text, segment in
        text += text.isEmpty || segment.hasPrefix("[") ? segment : ".\(segment)"
      }
    }

    /// The nodes below the root whose objects `other` also holds: in two builds of one graph, what both share.
    func nodes(alsoIn other: ObjectGraph) -> Set<Int> {
      let others = Set(other.nodes.compactMap(\.identifier))
      return Set(nodes.indices.dropFirst().filter { nodes[$0].identifier.map(others.contains) ?? false })
    }

    /// The nodes, with every node on their paths from the root: the part of the graph that explains them.
    func withPathsFromRoot(_ nodes: some Sequence<Int>) -> Set<Int> {
      var shown: Set<Int> = [0]
      for node in nodes {
        var current = node
        while shown.insert(current).inserted, let parent = self.nodes[current].parentEdge {
          current = edges[parent].from
        }
      }
      return shown
    }

    private mutating func addNode(for value: Any) -> Int {
      let object = ValueDescription.asObject(value)
      let index = nodes.count
      let type = Swift.type(of: value)
      nodes.append(
        Node(type: type, identifier: object.map(ObjectIdentifier.init), isJudged: decision(for: type).judges))
      objects.append(object)
      outgoing.append([])
      entries.append([])
      if let object { indexOfObject[ObjectIdentifier(object)] = index }
      return index
    }

    /// One value to look through on the way from an object's stored property to the objects it references.
    private struct Pending {
      let value: Any
      let label: String
      let property: String
      let declaredType: DeclaredType
      /// The declared type of the stored property that holds it, the innermost: `[Child]` for `state.items`.
      let fieldType: DeclaredType
      let ownership: ReferenceOwnership
      /// Whether a nil optional inside it is recorded: not inside a wrapper recorded as unreadable.
      var recordsNil = true
      /// The collection it is an element of.
      var collection: Int?
      /// For a nil optional, its index in `nilOptionals`.
      var hole: Int?
    }

    /// Walks the stored properties of the node's value, down to the objects they reference, and records an edge to
    /// each; calls `discovered` with each object that is to be walked in turn.
    private mutating func explore(_ value: Any, at index: Int, discovered: (Int) -> Void) {
      nodes[index].isExplored = true
      var pending: [Pending] = []
      pending.append(contentsOf: properties(of: value, prefix: nil, owner: index).reversed())
      while let item = pending.popLast() {
        if let hole = item.hole {
          entries[index].append(.nilOptional(hole))
          continue
        }
        guard let present = Unwrapped.value(item.value) else { continue }
        if let object = ValueDescription.asObject(present) {
          reference(object, from: index, item, discovered: discovered)
        } else {
          let inside = elements(of: present, item, owner: index)
          guard !inside.isEmpty else { continue }
          valuesVisited += 1
          pending.append(contentsOf: inside.reversed())
        }
        // NB: counted like the injection walk: the objects, and the values looked into, not every leaf value.
        guard nodes.count + valuesVisited <= scope.maximumValueCount else {
          isTruncated = true
          return
        }
      }
    }

    private mutating func reference(
      _ object: AnyObject, from owner: Int, _ item: Pending, discovered: (Int) -> Void
    ) {
      let known = indexOfObject[ObjectIdentifier(object)]
      let target = known ?? addNode(for: object)
      let edge = edges.count
      edges.append(
        Edge(
          from: owner, to: target, label: item.label, property: item.property, declaredType: item.declaredType,
          ownership: item.ownership, collection: item.collection))
      outgoing[owner].append(edge)
      entries[owner].append(.reference(edge))
      if let collection = item.collection { collections[collection].references += 1 }
      let isFirstStrongReach =
        item.ownership == .strong
        && (known == nil || nodes[target].parentEdge.map { edges[$0].ownership != .strong } ?? false)
      if known == nil || isFirstStrongReach, target != 0 { nodes[target].parentEdge = edge }
      guard item.ownership == .strong || extent == .everyReference, !nodes[target].isExplored,
        enters(type(of: object))
      else { return }
      nodes[target].isExplored = true
      discovered(target)
    }

    /// The stored properties of an object or struct to look through, in declaration order; records the nil optionals
    /// among them.
    private mutating func properties(of value: Any, prefix: Pending?, owner: Int) -> [Pending] {
      var pending: [Pending] = []
      for property in PropertyLookup.properties(of: value) {
        let stored: Any
        var recordsNil = prefix?.recordsNil ?? true
        switch property.storage {
        case .lazy:
          // NB: lazy storage is never a dependency; an accessed one is walked like any value.
          guard let initialized = Unwrapped.value(property.value) else { continue }
          stored = initialized
        case .wrapper:
          stored = WrapperStorage.wrappedValue(of: property.value) ?? property.value
        case .plain:
          stored = property.value
          if recordsNil, property.isUnreadableWrapper {
            unreadableWrappers.append(
              nilOptional(
                property, stored, name: String(property.label.dropFirst()), prefix: prefix, owner: owner, .strong))
            recordsNil = false
          }
        }
        let ownership = ownership(of: property)
        // NB: unwrapped once here; the walk looks into the unwrapped value, and a nil is only ever an optional's.
        guard let present = Unwrapped.value(stored) else {
          guard recordsNil else { continue }
          let hole = nilOptional(property, stored, name: property.name, prefix: prefix, owner: owner, ownership)
          // NB: listed in the owner's entries when the walk reaches it, in declaration order with the references.
          pending.append(
            Pending(
              value: stored, label: hole.label, property: hole.name, declaredType: hole.declaredType,
              fieldType: hole.declaredType, ownership: ownership, hole: nilOptionals.count))
          nilOptionals.append(hole)
          continue
        }
        let fieldType = property.declaredType(wrapped: property.storage == .wrapper ? stored : nil)
        pending.append(
          Pending(
            value: present,
            label: prefix.map { "\($0.label).\(property.name)" } ?? property.name,
            property: prefix?.property ?? property.name,
            declaredType: prefix?.declaredType ?? fieldType,
            fieldType: fieldType,
            // NB: a weak reference inside a struct held strongly is still weak; a strong one inside a weak path
            // cannot occur, since only objects are held weakly.
            ownership: ownership == .strong ? (prefix?.ownership ?? .strong) : ownership,
            recordsNil: recordsNil,
            collection: prefix?.collection
          ))
      }
      return pending
    }

    /// The record of `property`, whose value (a wrapper's wrapped value) is `stored`.
    private mutating func nilOptional(
      _ property: StoredProperty, _ stored: Any, name: String, prefix: Pending?, owner: Int,
      _ ownership: ReferenceOwnership
    ) -> NilOptional {
      NilOptional(
        owner: owner, label: prefix.map { "\($0.label).\(name)" } ?? name, name: name,
        declaredType: property.declaredType(wrapped: property.storage == .wrapper ? stored : nil),
        optionalType: type(of: stored), isWeak: property.storage == .plain && ownership == .weak,
        isJudged: decision(for: property.declaringType).judges)
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

    private mutating func addCollection(_ item: Pending, owner: Int, count: Int, isOrdered: Bool) -> Int {
      let index = collections.count
      collections.append(
        Collection(owner: owner, label: item.label, declaredType: item.fieldType, count: count, isOrdered: isOrdered))
      entries[owner].append(.collection(index))
      return index
    }

    private mutating func enters(_ type: Any.Type) -> Bool {
      decision(for: type).enters
    }

    private mutating func decision(for type: Any.Type) -> (enters: Bool, judges: Bool) {
      if let known = typeDecisions[ObjectIdentifier(type)] { return known }
      let module = ModuleName.of(type)
      let judges = scope.judges(module: module)
      let decision = (enters: librariesAreLeaves ? judges : scope.enters(module: module), judges: judges)
      typeDecisions[ObjectIdentifier(type)] = decision
      return decision
    }

    /// How the property holds its value, from the table of its declaring type; for a wrapper, from the field inside it
    /// that stores the value.
    private mutating func ownership(of property: StoredProperty) -> ReferenceOwnership {
      if property.storage == .wrapper { return WrapperStorage.ownership(of: property.value) }
      let key = ObjectIdentifier(property.declaringType)
      // NB: most types hold every reference strongly: an empty table answers without hashing the label.
      if let table = ownershipTables[key] { return table.isEmpty ? .strong : table[property.label] ?? .strong }
      let table = ReferenceOwnership.table(for: property.declaringType)
      ownershipTables[key] = table
      return table[property.label] ?? .strong
    }

    /// What the walk does with values of a type that is not a class, decided once per type: whether it looks into them
    /// at all, and whether it needs a `Mirror` to.
    private enum ValueShape {
      /// A leaf: a number, a string, a type the scope does not enter.
      case leaf
      /// A struct of the scope, whose stored properties are read without a `Mirror`.
      case fields
      /// A collection, a dictionary, a set, a tuple or an enum of the scope, looked into through its `Mirror`.
      case mirrored
    }

    private mutating func shape(of value: Any, _ mirror: () -> Mirror) -> ValueShape {
      let type = Swift.type(of: value)
      if let known = valueShapes[ObjectIdentifier(type)] { return known }
      let shape: ValueShape
      switch mirror().displayStyle {
      case .collection?, .set?, .dictionary?:
        // NB: `[Int]`, `Set<String>`: a collection of values the walk would not look into is a leaf too.
        let elements = (type as? any ElementTyped.Type)?.wiredInjectionElementTypes ?? []
        shape = !elements.isEmpty && elements.allSatisfy({ isLeaf($0) }) ? .leaf : .mirrored
      case .tuple?: shape = .mirrored
      case .enum?: shape = enters(type) ? .mirrored : .leaf
      case .struct?: shape = !enters(type) ? .leaf : FieldReader.readsFields(of: value) ? .fields : .mirrored
      default: shape = .leaf
      }
      valueShapes[ObjectIdentifier(type)] = shape
      return shape
    }

    /// Whether every value of `type` is a leaf: a struct or an enum, not generic, of a module the walk does not enter
    /// (`Int`, `String`, `Date`).
    private mutating func isLeaf(_ type: Any.Type) -> Bool {
      let kind = TypeKind.of(type)
      guard kind == .struct || kind == .enum, !enters(type) else { return false }
      return !String(reflecting: type).contains("<")
    }

    /// The elements of a value that is not an object, in order: of a collection, a dictionary, a tuple, an enum or a
    /// struct.
    private mutating func elements(of value: Any, _ item: Pending, owner: Int) -> [Pending] {
      var built: Mirror?
      func mirror() -> Mirror {
        if let built { return built }
        let made = Mirror(reflecting: value)
        built = made
        return made
      }
      switch shape(of: value, mirror) {
      case .leaf: return []
      case .fields: return properties(of: value, prefix: item, owner: owner)
      case .mirrored: break
      }
      let mirror = mirror()
      var pending: [Pending] = []
      func element(_ child: Any, _ segment: String, in collection: Int? = item.collection) -> Pending {
        Pending(
          value: child, label: item.label + segment, property: item.property, declaredType: item.declaredType,
          fieldType: item.fieldType, ownership: item.ownership, recordsNil: item.recordsNil, collection: collection)
      }
      switch mirror.displayStyle {
      case .collection?, .set?:
        let collection = addCollection(
          item, owner: owner, count: mirror.children.count, isOrdered: mirror.displayStyle == .collection)
        for (offset, child) in mirror.children.enumerated() {
          pending.append(element(child.value, "[\(offset)]", in: collection))
        }
      case .dictionary?:
        var pairs: [(key: Any, value: Any)] = []
        for entry in mirror.children {
          let pair = Array(Mirror(reflecting: entry.value).children)
          if pair.count == 2 { pairs.append((pair[0].value, pair[1].value)) }
        }
        let isOrdered = pairs.allSatisfy { DictionaryKey.isStable($0.key) }
        let segments = pairs.map { DictionaryKey.segment($0.key) }
        // NB: hash order changes from run to run; keys that print the same on every run give a stable order.
        let order = isOrdered ? segments.indices.sorted { segments[$0] < segments[$1] } : Array(segments.indices)
        let collection = addCollection(item, owner: owner, count: pairs.count, isOrdered: isOrdered)
        for index in order { pending.append(element(pairs[index].value, segments[index], in: collection)) }
      case .tuple?:
        for (offset, child) in mirror.children.enumerated() {
          let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(offset)"
          pending.append(element(child.value, ".\(label)"))
        }
      case .enum?:
        guard enters(type(of: value)), let payload = mirror.children.first else { return [] }
        pending.append(element(payload.value, ".\(payload.label ?? "")"))
      case .struct?:
        guard enters(type(of: value)) else { return [] }
        pending = properties(of: value, prefix: item, owner: owner)
      default:
        break
      }
      return pending
    }
  }
}

// From Internal/NSLock+Guarded.swift

extension NSLock {
  /// Runs `body` while holding the lock.
  // NB: Foundation's own `withLock` is not available on every OS version Wired supports.
  func wiredInjectionGuarded<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

// From Internal/ObjectiveCRuntime.swift

extension WiredInjection {
  /// What Apple platforms' Objective-C runtime changes for the graph checks; on Linux, nothing.
  enum ObjectiveCRuntime {
    /// Runs `body` in an autorelease pool, so that what it autoreleases is gone when it returns.
    static func drainingAutoreleased<Result>(_ body: () throws -> Result) rethrows -> Result {
      #if canImport(ObjectiveC)
        try autoreleasepool(invoking: body)
      #else
        try body()
      #endif
    }

    /// The module of an Objective-C class, told by the image it is loaded from: ``systemModule`` for the system's
    /// frameworks and libraries, ``appModule`` for the app's and the test bundle's own; `nil` for a Swift type.
    static func module(of type: Any.Type) -> String? {
      #if canImport(ObjectiveC)
        guard let objectiveCClass = type as? AnyClass, let image = class_getImageName(objectiveCClass) else {
          return nil
        }
        let path = String(cString: image)
        let isSystem =
          path.hasPrefix("/System/") || path.hasPrefix("/usr/lib/") || path.contains("/RuntimeRoot/")
          || path.contains("/Developer/Library/")
        return isSystem ? systemModule : appModule
      #else
        return nil
      #endif
    }

    /// The module name given to Objective-C classes of the system's images.
    static let systemModule = "__SystemObjectiveC"
    /// The module name given to Objective-C classes of the app's own images.
    static let appModule = "__AppObjectiveC"

    /// Whether `object` is a tagged pointer, which a weak reference never lets go of.
    static func isTaggedPointer(_ object: AnyObject) -> Bool {
      #if canImport(ObjectiveC)
        // NB: objc4's `_OBJC_TAG_MASK`: the low bit on Intel Macs, the high bit everywhere else.
        let bits = UInt(bitPattern: ObjectIdentifier(object))
        #if (os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64)
          return bits & 1 != 0
        #else
          return bits & (1 << 63) != 0
        #endif
      #else
        return false
      #endif
    }
  }
}

// From Internal/Reflection/DirectRead.swift

extension WiredInjection {
  /// How to read one stored field straight from an instance's memory: its offset, read as its declared type, without
  /// the runtime's lookup of the field's type by its mangled name on every read.
  struct DirectRead: @unchecked Sendable {
    let offset: Int
    let type: Any.Type
    /// Whether the field is a `weak` reference, read as the object it refers to, or a nil optional.
    var isWeak = false

    /// The value at `offset` from `base`.
    func read(_ base: UnsafeRawPointer) -> Any {
      let address = base + offset
      if isWeak {
        // NB: the object, +1, or nil: a nil weak reference reads as a nil optional, which is all a walk asks of it. A
        // weak read is only made where the runtime has the function.
        guard let object = Self.weakLoadStrong?(address) else { return Optional<AnyObject>.none as Any }
        return Unmanaged<AnyObject>.fromOpaque(object).takeRetainedValue()
      }
      func load<Field>(_: Field.Type) -> Any { address.load(as: Field.self) }
      return _openExistential(type, do: load)
    }

    private typealias WeakLoadFunction = @convention(c) (UnsafeRawPointer) -> UnsafeMutableRawPointer?

    private static let weakLoadStrong: WeakLoadFunction? = RuntimeSymbol.address(of: "swift_weakLoadStrong")
      .map { unsafeBitCast($0, to: WeakLoadFunction.self) }

    private typealias OffsetFunction = @convention(c) (UnsafeRawPointer, Int) -> Int

    // NB: a runtime without it reads every field through the runtime, as before.
    private static let childOffset: OffsetFunction? = RuntimeSymbol.address(
      of: "swift_reflectionMirror_recursiveChildOffset"
    )
    .map { unsafeBitCast($0, to: OffsetFunction.self) }

    /// The direct reads of `type`'s fields, superclasses' first, each declared by the type at its index in
    /// `declaringTypes`, or `nil` when its layout cannot be read.
    static func all(of type: Any.Type, declaringTypes: [Any.Type]) -> [DirectRead?]? {
      // NB: not where Objective-C interop lays out classes too (ivars of Objective-C heritage, weak references to
      // Objective-C objects): that runtime reads every field, as this machine cannot test those layouts.
      #if canImport(ObjectiveC)
        return nil
      #else
        return reads(of: type, declaringTypes: declaringTypes)
      #endif
    }

    private static func reads(of type: Any.Type, declaringTypes: [Any.Type]) -> [DirectRead?]? {
      guard let childOffset, TypeKind.of(type) == .class || TypeKind.of(type) == .struct else { return nil }
      let fields = FieldLayout.of(type).fields
      guard fields.count == declaringTypes.count, !fields.isEmpty else { return nil }
      let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
      return fields.enumerated().map { index, field in
        let offset = childOffset(metadata, index)
        if field.isStrong {
          // NB: a noncopyable field (a `Mutex`, an `Atomic`) cannot be copied out; the runtime reads it as it can.
          guard TypeKind.of(field.declaredType) != .existential, TypeKind.isCopyable(field.declaredType) else {
            return nil
          }
          return DirectRead(offset: offset, type: field.declaredType)
        }
        guard weakLoadStrong != nil, ReferenceOwnership.table(for: declaringTypes[index])[field.label] == .weak else {
          return nil
        }
        return DirectRead(offset: offset, type: field.declaredType, isWeak: true)
      }
    }
  }
}

// From Internal/Reflection/ElementTyped.swift

extension WiredInjection {
  /// A collection whose elements are all of one type, which the walk can tell without looking at them.
  protocol ElementTyped {
    /// The types of its elements: `[Key, Value]` for a dictionary.
    static var wiredInjectionElementTypes: [Any.Type] { get }
  }
}
extension Array: WiredInjection.ElementTyped {
  static var wiredInjectionElementTypes: [Any.Type] { [Element.self] }
}

extension ContiguousArray: WiredInjection.ElementTyped {
  static var wiredInjectionElementTypes: [Any.Type] { [Element.self] }
}

extension Set: WiredInjection.ElementTyped {
  static var wiredInjectionElementTypes: [Any.Type] { [Element.self] }
}

extension Dictionary: WiredInjection.ElementTyped {
  static var wiredInjectionElementTypes: [Any.Type] { [Key.self, Value.self] }
}

// From Internal/Reflection/FieldLayout.swift

extension WiredInjection {
  /// The stored fields of a struct or class, superclasses included, as the Swift runtime declares them.
  struct FieldLayout: Sendable {
    /// One declared stored field.
    struct Field: Sendable {
      /// The field's name as reflection spells it (`_name` for a property wrapper's storage).
      let label: String
      /// The declared type, `Optional<T>` for `weak var x: T?`.
      let declaredType: Any.Type
      /// Whether the field holds a `weak` or `unowned` reference rather than a strong one.
      let isStrong: Bool
    }

    /// The fields, superclasses' first, in declaration order.
    let fields: [Field]

    /// The field with this label, the subclass's when a class and its superclass both declare one.
    func field(labelled label: String) -> Field? {
      fields.last { $0.label == label }
    }

    /// The layout of `type`, empty when the runtime cannot describe it (enums, tuples, Objective-C classes).
    static func of(_ type: Any.Type) -> FieldLayout {
      cache.value(for: type) { FieldLayout(fields: RuntimeFields.read(type)) }
    }

    private static let cache = TypeCache<FieldLayout>()
  }

  /// Reads field metadata through the runtime entry points that the standard library's own reflection uses.
  fileprivate enum RuntimeFields {
    /// Mirrors the runtime's `FieldReflectionMetadata`.
    private struct Metadata {
      var name: UnsafePointer<CChar>? = nil
      var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
      var isStrong: Bool = false
      var isVar: Bool = false
    }

    private typealias CountFunction = @convention(c) (UnsafeRawPointer) -> Int
    private typealias ChildFunction =
      @convention(c) (UnsafeRawPointer, Int, UnsafeMutableRawPointer) -> UnsafeRawPointer

    // NB: a runtime without them costs the messages their declared types.
    private static let functions: (count: CountFunction, child: ChildFunction)? = {
      guard let count = RuntimeSymbol.address(of: "swift_reflectionMirror_recursiveCount"),
        let child = RuntimeSymbol.address(of: "swift_reflectionMirror_recursiveChildMetadata")
      else { return nil }
      return (unsafeBitCast(count, to: CountFunction.self), unsafeBitCast(child, to: ChildFunction.self))
    }()

    static func read(_ type: Any.Type) -> [FieldLayout.Field] {
      guard let functions, isDescribable(type) else { return [] }
      let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
      return (0..<functions.count(metadata)).compactMap { index in
        var field = Metadata()
        let fieldType = withUnsafeMutablePointer(to: &field) {
          functions.child(metadata, index, UnsafeMutableRawPointer($0))
        }
        defer { field.freeName?(field.name) }
        guard let name = field.name else { return nil }
        return FieldLayout.Field(
          label: String(cString: name),
          declaredType: unsafeBitCast(fieldType, to: Any.Type.self),
          isStrong: field.isStrong
        )
      }
    }

    /// Only Swift structs and classes have field records to read.
    private static func isDescribable(_ type: Any.Type) -> Bool {
      type is AnyClass || TypeKind.of(type) == .struct
    }
  }
}

// From Internal/Reflection/FieldReader.swift

extension WiredInjection {
  /// Reads the stored properties of a struct or class straight from the runtime, as `Mirror` does inside, without
  /// building a `Mirror`: each type's labels are read once and cached, and a property is then one dictionary lookup and
  /// one runtime call.
  enum FieldReader {
    /// What a lookup by name found.
    enum Lookup {
      /// The reader does not describe `value`'s type; the caller asks `Mirror`.
      case notRead
      /// `value`'s stored fields are read here, and none is named so.
      case missing
      /// The stored property, known by its declared name.
      case found(StoredProperty)
    }

    /// Looks up the stored property that `name` names in `value`, in one read of the type's table.
    static func lookup(_ name: String, in value: Any) -> Lookup {
      guard let table = FieldTable.of(value) else { return .notRead }
      guard let location = table.byName[name] else { return .missing }
      let declared = location.kind == .lazy ? name : table.declaredName(of: location.label)
      return .found(property(location, name: declared, value: read(value, location.level, location.index)))
    }

    /// The stored property that `name` names in `value`, or `nil` when the reader does not describe `value` or has no
    /// such property.
    static func property(named name: String, in value: Any) -> StoredProperty? {
      guard case .found(let property) = lookup(name, in: value) else { return nil }
      return property
    }

    /// Whether `value`'s stored fields are read here, so that a name missing from them is missing, whatever a mirror
    /// says.
    static func readsFields(of value: Any) -> Bool {
      FieldTable.of(value) != nil
    }

    /// Every stored property of `value`, superclasses' first, in declaration order; `nil` when the reader does not
    /// describe `value`.
    static func properties(of value: Any) -> [StoredProperty]? {
      guard let table = FieldTable.of(value) else { return nil }
      var properties: [StoredProperty] = []
      properties.reserveCapacity(table.fieldCount)
      let read = { (storage: UnsafeRawPointer?) in
        var index = 0
        for level in table.levels.reversed() {
          for field in level.fields {
            let direct = storage.flatMap { base in table.directReads?[index].map { $0.read(base) } }
            let child = direct ?? Self.read(value, level.type, field.location.index)
            properties.append(property(field.location, name: field.name, value: child))
            index += 1
          }
        }
      }
      if table.directReads == nil {
        read(nil)
      } else if let object = ValueDescription.asObject(value) {
        withExtendedLifetime(object) { read(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())) }
      } else {
        withStorage(of: value, read)
      }
      return properties
    }

    /// Calls `body` with the address of the struct inside `value`, or with `nil` when the struct sits in an existential
    /// that was erased to `Any` again (`let handler: any LogHandler`, read through reflection), so that the runtime
    /// reads its fields.
    private static func withStorage(of value: Any, _ body: (UnsafeRawPointer?) -> Void) {
      let dynamicType = type(of: value)
      // NB: opened, so that the bytes are the struct's own: an `Any` passed as a generic argument stays an `Any` in the
      // Swift 5 language mode, whose bytes are the struct's only when it fits the existential's buffer; and an
      // existential inside the `Any` opens to itself, not to the struct it holds.
      func open<Struct>(_ value: Struct) {
        guard Struct.self == dynamicType else { return body(nil) }
        withUnsafeBytes(of: value) { body($0.baseAddress) }
      }
      _openExistential(value, do: open)
    }

    /// The property at `location`, known by its declared `name`, its storage decoded from what the table already knows
    /// of its label.
    private static func property(_ location: FieldTable.Location, name: String, value: Any) -> StoredProperty {
      let storage: StoredProperty.Storage
      switch location.kind {
      case .label: storage = .plain
      case .lazy: storage = .lazy
      case .underscored: storage = WrapperStorage.wrappedValue(of: value) == nil ? .plain : .wrapper
      }
      return StoredProperty(
        label: location.label, name: name, storage: storage, value: value, declaringType: location.level)
    }

    private static func read(_ value: Any, _ level: Any.Type, _ index: Int) -> Any {
      var name: UnsafePointer<CChar>?
      var free: NameFree?
      let child = wiredInjectionRuntimeChild(of: value, type: level, index: index, outName: &name, outFreeFunc: &free)
      free?(name)
      return child
    }
  }

  /// What a type's stored properties are called, by level (the type, then its superclasses), read once.
  fileprivate final class FieldTable: @unchecked Sendable {
    enum Kind {
      /// The name is the label.
      case label
      /// The label is `_name` and the storage Swift generates for `name`: a property wrapper's, or a macro's (the
      /// `@Observable` storage, beside `_$observationRegistrar`).
      case underscored
      /// The label is the storage of `lazy var name`.
      case lazy
    }

    struct Location {
      let level: Any.Type
      let index: Int
      let label: String
      let kind: Kind
    }

    /// A field's location and the name it was declared with, which messages, paths and `except:` entries use.
    struct Field {
      let location: Location
      let name: String
    }

    /// The type and its superclasses, each with its own fields in declaration order.
    let levels: [(type: Any.Type, fields: [Field])]
    let fieldCount: Int
    /// For each field, superclasses' first, how to read it straight from the instance's memory, or `nil` for one that
    /// the runtime reads (an `unowned` reference, an existential, a noncopyable value); `nil` when the runtime reads
    /// every field.
    var directReads: [DirectRead?]?
    /// Each label, and each name that a wrapper's or a `lazy` property's storage answers to; the subclass's first.
    let byName: [String: Location]

    /// Every label of the type and its superclasses.
    private let labels: Set<String>

    /// The name a field was declared with: `child` for `_child`, the storage that `@Observable`, `@Published`,
    /// `@Dependency` and any property wrapper generate, unless the type also stores a `child` of its own;
    /// `_parentGroup` for a property declared so.
    func declaredName(of label: String) -> String {
      guard generatedStorage.contains(label) else { return label }
      let name = String(label.dropFirst())
      return labels.contains(name) ? label : name
    }

    /// The labels of generated storage, `_name`.
    private let generatedStorage: Set<String>

    private init(levels: [(type: Any.Type, labels: [String])], generatedStorage: Set<String>) {
      self.generatedStorage = generatedStorage
      let labels = Set(levels.flatMap(\.labels))
      self.labels = labels
      self.levels = levels.map { level in
        (
          level.type,
          level.labels.enumerated().map { index, label in
            let kind = Self.kind(of: label, generatedStorage)
            let name =
              switch kind {
              case .label: label
              case .underscored: labels.contains(String(label.dropFirst())) ? label : String(label.dropFirst())
              case .lazy: String(label.dropFirst(StoredProperty.lazyPrefix.count))
              }
            return Field(location: Location(level: level.type, index: index, label: label, kind: kind), name: name)
          }
        )
      }
      fieldCount = levels.reduce(0) { $0 + $1.labels.count }
      var byName: [String: Location] = [:]
      // NB: exact labels win over the names of storage, and a subclass's over its superclass's.
      for pass in [Kind.label, .underscored, .lazy] {
        for level in levels {
          for (index, label) in level.labels.enumerated() {
            let name: String
            switch pass {
            case .label: name = label
            case .underscored:
              guard generatedStorage.contains(label) else { continue }
              name = String(label.dropFirst())
            case .lazy:
              guard label.hasPrefix(StoredProperty.lazyPrefix) else { continue }
              name = String(label.dropFirst(StoredProperty.lazyPrefix.count))
            }
            if byName[name] == nil {
              byName[name] = Location(level: level.type, index: index, label: label, kind: pass)
            }
          }
        }
      }
      self.byName = byName
    }

    /// How a label stores its property.
    private static func kind(of label: String, _ generatedStorage: Set<String>) -> Kind {
      if label.hasPrefix(StoredProperty.lazyPrefix) { return .lazy }
      return generatedStorage.contains(label) ? .underscored : .label
    }

    /// Whether the field `label`, holding `value`, in a type that stores `labels`, is storage Swift generated: a
    /// wrapper's (its value is a wrapper, readable or not) or a macro's (the type stores `_$` fields beside it).
    private static func isGeneratedStorage(_ label: String, _ value: Any, among labels: [String]) -> Bool {
      guard label.count > 1, label.hasPrefix("_"), !label.hasPrefix("_$") else { return false }
      return WrapperStorage.wrappedValue(of: value) != nil || WrapperStorage.wrapsOptional(value)
        || labels.contains { $0.hasPrefix("_$") }
    }

    /// The table of `value`'s type, or `nil` for a type whose stored fields the runtime does not list (enums, tuples)
    /// or that the walks leave to `Mirror`: the standard library's and the system's own `CustomReflectable` types, such
    /// as collections, whose mirror lists their elements.
    static func of(_ value: Any) -> FieldTable? {
      let type = Swift.type(of: value)
      return cache.value(for: type) { make(value, type) }
    }

    private static func make(_ value: Any, _ type: Any.Type) -> FieldTable? {
      let kind = TypeKind.of(type)
      // NB: an app's own `customMirror` is for display, and may hide a stored dependency: its stored fields are read.
      guard kind == .class || kind == .struct,
        !(value is CustomReflectable) || !ModuleName.system.contains(ModuleName.of(type))
      else { return nil }
      var levels: [(type: Any.Type, labels: [String])] = []
      var generatedStorage: Set<String> = []
      var level: Any.Type? = type
      while let current = level {
        let count = wiredInjectionRuntimeChildCount(value, type: current)
        let fields = (0..<count).map { index -> (label: String, value: Any) in
          var name: UnsafePointer<CChar>?
          var free: NameFree?
          let child = wiredInjectionRuntimeChild(
            of: value, type: current, index: index, outName: &name, outFreeFunc: &free)
          defer { free?(name) }
          return (name.map { String(cString: $0) } ?? ".\(index)", child)
        }
        let labels = fields.map(\.label)
        for field in fields where isGeneratedStorage(field.label, field.value, among: labels) {
          generatedStorage.insert(field.label)
        }
        levels.append((current, labels))
        level = (current as? AnyClass).flatMap { _getSuperclass($0) }
      }
      let table = FieldTable(levels: levels, generatedStorage: generatedStorage)
      table.directReads = DirectRead.all(
        of: type, declaringTypes: table.levels.reversed().flatMap { level in level.fields.map { _ in level.type } })
      return table
    }

    private static let cache = TypeCache<FieldTable?>()
  }

  fileprivate typealias NameFree = @convention(c) (UnsafePointer<CChar>?) -> Void
}
@_silgen_name("swift_reflectionMirror_count")
private func wiredInjectionRuntimeChildCount<T>(_ value: T, type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_subscript")
private func wiredInjectionRuntimeChild<T>(
  of value: T,
  type: Any.Type,
  index: Int,
  outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
  outFreeFunc: UnsafeMutablePointer<WiredInjection.NameFree?>
) -> Any

// From Internal/Reflection/ModuleName.swift

extension WiredInjection {
  /// The module that declares a type, and the modules that are the system's: what a graph check never enters.
  enum ModuleName {
    /// The module that declares a type: `App` for `App.Scene<Swift.Int>`.
    static func of(_ type: Any.Type) -> String {
      let name = String(reflecting: type)
      // NB: an Objective-C class has no module in its name; the image it is loaded from tells system from app.
      if !name.contains("."), let module = ObjectiveCRuntime.module(of: type) { return module }
      return String(name.prefix { $0 != "." && $0 != "<" })
    }

    /// The modules that ``GraphScope/appModules`` leaves out: the toolchain's, the system's, and Wired.
    static let system: Set<String> = [
      "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation", "Distributed",
      "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
      "CoreFoundation", "Dispatch", "ObjectiveC", "os", "XCTest", "Testing", "Wired",
      "UIKit", "AppKit", "SwiftUI", "Combine", "CoreData", "CoreGraphics", "CoreImage", "CoreLocation", "CoreAnimation",
      "QuartzCore", "MapKit", "AVFoundation", "AVKit", "WebKit", "Network", "SwiftData", "CloudKit", "StoreKit",
      "UserNotifications", "Photos", "Contacts", "EventKit", "HealthKit", "SafariServices", "__C",
      ObjectiveCRuntime.systemModule,
    ]
  }
}

// From Internal/Reflection/PropertyLookup.swift

extension WiredInjection {
  /// Finds stored properties by name in a value, its superclasses included.
  enum PropertyLookup {
    /// The stored property named `name` in `value`, looking in the class first and then up its superclasses, so that a
    /// subclass's property hides a superclass's property of the same name.
    static func property(named name: String, in mirror: Mirror) -> StoredProperty? {
      if mirror.displayStyle == .tuple, let position = Int(name), position >= 0, position < mirror.children.count {
        // NB: `point.0` names a position whether or not the tuple labels its elements.
        let child = mirror.children[mirror.children.index(mirror.children.startIndex, offsetBy: position)]
        return StoredProperty(
          label: child.label ?? ".\(position)", name: name, storage: .plain, value: child.value,
          declaringType: mirror.subjectType)
      }
      var level: Mirror? = mirror
      while let current = level {
        for child in current.children {
          guard let label = child.label, let storage = match(label, name, child.value) else { continue }
          return StoredProperty(
            label: label,
            name: name,
            storage: storage,
            value: child.value,
            declaringType: current.subjectType
          )
        }
        level = current.superclassMirror
      }
      return nil
    }

    /// Every stored property of `value`, superclasses' first, in declaration order.
    static func properties(of value: Any) -> [StoredProperty] {
      if let properties = FieldReader.properties(of: value) { return properties }
      var levels: [[StoredProperty]] = []
      var mirror: Mirror? = Mirror(reflecting: value)
      while let current = mirror {
        levels.append(
          current.children.enumerated().map { offset, child in
            StoredProperty(label: child.label ?? ".\(offset)", value: child.value, declaringType: current.subjectType)
          }
        )
        mirror = current.superclassMirror
      }
      return levels.reversed().flatMap { $0 }
    }

    /// How `label` stores the property called `name`, or `nil` when it is another property.
    private static func match(_ label: String, _ name: String, _ value: Any) -> StoredProperty.Storage? {
      if label == name { return .plain }
      // NB: a first-character check keeps the common case, a label that differs, free of string building.
      switch label.utf8.first {
      case UInt8(ascii: "_"):
        guard label.utf8.count == name.utf8.count + 1, label.dropFirst() == name[...] else { return nil }
        return WrapperStorage.wrappedValue(of: value) == nil ? .plain : .wrapper
      case UInt8(ascii: "$"):
        let prefix = StoredProperty.lazyPrefix
        return label.hasPrefix(prefix) && label.dropFirst(prefix.count) == name[...] ? .lazy : nil
      case UInt8(ascii: "."):
        return label.dropFirst() == name[...] ? .plain : nil
      default:
        return nil
      }
    }
  }
}

// From Internal/Reflection/ReferenceOwnership.swift

extension WiredInjection {
  /// How a stored property holds a reference: whether it keeps its target alive.
  enum ReferenceOwnership: Sendable, Hashable {
    case strong
    case weak
    case unowned
    /// `unowned(unsafe)`: neither keeps its target alive nor checks that it still lives.
    case unownedUnsafe

    /// The stored properties of `type` itself that do not hold their value strongly, by label; any other is strong.
    static func table(for type: Any.Type) -> [String: ReferenceOwnership] {
      cache.value(for: type) {
        var read = FieldDescriptor.ownerships(of: type)
        for field in FieldLayout.of(type).fields where !field.isStrong && read[field.label] == nil {
          read[field.label] = TypeKind.of(field.declaredType) == .optional ? .weak : .unowned
        }
        return read
      }
    }

    private static let cache = TypeCache<[String: ReferenceOwnership]>()
  }

  /// Reads a type's own field records from its context descriptor, as the runtime lays them out.
  fileprivate enum FieldDescriptor {
    private typealias DescriptorFunction = @convention(c) (UnsafeRawPointer) -> UnsafeRawPointer?

    // NB: looked up at run time, like FieldLayout's entry points: a runtime without it costs only the distinction
    // between unowned and unowned(unsafe).
    private static let typeContextDescriptor: DescriptorFunction? = RuntimeSymbol.address(
      of: "swift_getTypeContextDescriptor"
    ).map { unsafeBitCast($0, to: DescriptorFunction.self) }

    /// The fields of `type` itself (not its superclasses') that are not strong, by label.
    static func ownerships(of type: Any.Type) -> [String: ReferenceOwnership] {
      let kind = TypeKind.of(type)
      guard kind == .class || kind == .struct, let typeContextDescriptor,
        let descriptor = typeContextDescriptor(unsafeBitCast(type, to: UnsafeRawPointer.self))
      else { return [:] }
      // NB: a type context descriptor: flags, parent, name, access function, then the relative pointer to its
      // field descriptor, which holds a 16-byte header and one record per field (flags, type name, field name).
      guard let fields = relative(descriptor, at: 16) else { return [:] }
      let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
      let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
      guard recordSize >= 12 else { return [:] }
      var result: [String: ReferenceOwnership] = [:]
      for index in 0..<count {
        let record = fields.advanced(by: 16 + index * recordSize)
        guard let typeName = relative(record, at: 4), let name = relative(record, at: 8) else { continue }
        let ownership = suffixOwnership(typeName)
        if ownership != .strong {
          result[String(cString: name.assumingMemoryBound(to: CChar.self))] = ownership
        }
      }
      return result
    }

    /// The ownership a mangled type name ends with, stepping over the symbolic references inside it.
    private static func suffixOwnership(_ mangled: UnsafeRawPointer) -> ReferenceOwnership {
      var bytes = mangled.assumingMemoryBound(to: UInt8.self)
      var last: (UInt8, UInt8) = (0, 0)
      while bytes.pointee != 0 {
        switch bytes.pointee {
        case 0x01...0x17: bytes += 5
        case 0x18...0x1F: bytes += 1 + MemoryLayout<UnsafeRawPointer>.size
        default:
          last = (last.1, bytes.pointee)
          bytes += 1
        }
      }
      switch last {
      case (UInt8(ascii: "X"), UInt8(ascii: "w")): return .weak
      case (UInt8(ascii: "X"), UInt8(ascii: "o")): return .unowned
      case (UInt8(ascii: "X"), UInt8(ascii: "u")): return .unownedUnsafe
      default: return .strong
      }
    }

    /// The address a 32-bit relative pointer at `offset` leads to, or `nil` for a null one.
    private static func relative(_ base: UnsafeRawPointer, at offset: Int) -> UnsafeRawPointer? {
      let field = base.advanced(by: offset)
      let distance = field.load(as: Int32.self)
      return distance == 0 ? nil : field.advanced(by: Int(distance))
    }
  }
}

// From Internal/Reflection/StoredProperty.swift

extension WiredInjection {
  /// A stored property as reflection shows it, with the storage that Swift generates decoded.
  struct StoredProperty {
    /// How the property is stored.
    enum Storage: Equatable {
      /// An ordinary stored property.
      case plain
      /// The storage of a property wrapper, `_name`, whose `wrappedValue` holds the property's value.
      case wrapper
      /// The storage of a `lazy` property, `nil` until the property is first read.
      case lazy
    }

    static let lazyPrefix = "$__lazy_storage_$_"

    /// The label reflection gives.
    let label: String
    /// The name as the property was declared.
    let name: String
    /// How the property is stored.
    let storage: Storage
    /// The stored value, as reflection gives it (the wrapper, or the lazy storage's optional).
    let value: Any
    /// The type that declares the property (a superclass when inherited).
    let declaringType: Any.Type

    init(label: String, name: String, storage: Storage, value: Any, declaringType: Any.Type) {
      self.label = label
      self.name = name
      self.storage = storage
      self.value = value
      self.declaringType = declaringType
    }

    /// Decodes the property's name and storage from its label.
    init(label: String, value: Any, declaringType: Any.Type) {
      self.label = label
      self.value = value
      self.declaringType = declaringType
      if label.hasPrefix(Self.lazyPrefix) {
        name = String(label.dropFirst(Self.lazyPrefix.count))
        storage = .lazy
      } else if label.count > 1, label.hasPrefix("_"), WrapperStorage.wrappedValue(of: value) != nil {
        name = String(label.dropFirst())
        storage = .wrapper
      } else {
        name = label
        storage = .plain
      }
    }

    /// The field as the runtime declares it, when the runtime can describe the declaring type.
    var field: FieldLayout.Field? {
      FieldLayout.of(declaringType).field(labelled: label)
    }

    /// The declared type's readable name, or the stored value's dynamic type when none is declared.
    var declaredTypeName: String {
      declaredType(wrapped: storage == .wrapper ? WrapperStorage.wrappedValue(of: value) : nil).name
    }

    /// What names the declared type, holding no value: `wrapped` is the value inside a wrapper's storage.
    func declaredType(wrapped: Any?) -> DeclaredType {
      DeclaredType(
        declaringType: declaringType, label: label, storage: storage, valueType: type(of: value),
        wiredInjectionWrappedType: wrapped.map { type(of: $0) })
    }

    /// Whether this looks like the storage of a wrapper of an optional (`_coordinator: Weird<Coordinator?>`) whose
    /// value Wired cannot find: a dependency it cannot check, which must be said rather than skipped.
    var isUnreadableWrapper: Bool {
      storage == .plain && label.count > 1 && label.hasPrefix("_") && WrapperStorage.wrapsOptional(value)
    }

    /// Whether the property is a `weak` reference.
    var isWeak: Bool {
      guard storage == .plain, let field, !field.isStrong else { return false }
      return Unwrapped.isOptional(value)
    }
  }

  /// What a message needs to name a property's declared type, kept as metatypes so that it keeps no value alive and
  /// costs no string work until a message asks for the name.
  struct DeclaredType {
    let declaringType: Any.Type
    let label: String
    let storage: StoredProperty.Storage
    /// The stored value's dynamic type: the wrapper's, for a wrapper's storage.
    let valueType: Any.Type
    /// The type of the value inside a wrapper's storage.
    let wiredInjectionWrappedType: Any.Type?

    /// `ScenePresenter?`, `Coordinating? (@Published)`, `Formatter (lazy)`.
    var name: String {
      let declared = FieldLayout.of(declaringType).field(labelled: label).map { TypeName.of($0.declaredType) }
      switch storage {
      case .plain:
        return declared ?? TypeName.of(valueType)
      case .wrapper:
        let wrapped = wiredInjectionWrappedType.map { TypeName.of($0) } ?? "?"
        return "\(wrapped) (@\(TypeName.of(valueType).prefix { $0 != "<" }))"
      case .lazy:
        let storageType = declared ?? TypeName.of(valueType)
        return "\(storageType.hasSuffix("?") ? String(storageType.dropLast()) : storageType) (lazy)"
      }
    }
  }
}

// From Internal/Reflection/TypeKind.swift

extension WiredInjection {
  /// What kind of type the runtime says a metatype is, read from its metadata kind without building a `Mirror`.
  enum TypeKind: Equatable {
    case `class`
    case `struct`
    case `enum`
    case optional
    case tuple
    case function
    case existential
    case metatype
    case other

    /// The kind of `type`.
    static func of(_ type: Any.Type) -> TypeKind {
      if type is AnyClass { return .class }
      // NB: the metadata kinds of the Swift ABI (MetadataKind.def); a class on Apple platforms stores an isa
      // pointer there instead, which `is AnyClass` already caught.
      switch unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee {
      case 0x200: return .struct
      case 0x201: return .enum
      case 0x202: return .optional
      case 0x203, 0x204, 0x305: return .class
      case 0x301: return .tuple
      case 0x302: return .function
      case 0x303, 0x307: return .existential
      case 0x304, 0x306: return .metatype
      default: return .other
      }
    }

    /// Whether values of `type` can be copied, from the flags of its value witness table (`IsNonCopyable`), which sits
    /// just before the metadata: eight witnesses, then size, stride and the flags.
    static func isCopyable(_ type: Any.Type) -> Bool {
      let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
      let witnesses = metadata.load(fromByteOffset: -MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
      let flags = witnesses.load(fromByteOffset: 10 * MemoryLayout<Int>.stride, as: UInt32.self)
      return flags & 0x0080_0000 == 0
    }

    /// The type inside every layer of `Optional`: `Coordinator` for `Coordinator??`.
    static func innermostWrapped(_ type: Any.Type) -> Any.Type {
      var current = type
      while let optional = current as? any AnyOptional.Type {
        current = optional.wiredInjectionWrappedType
      }
      return current
    }
  }
}

// From Internal/Reflection/TypeName.swift

extension WiredInjection {
  /// Names of types as a Swift developer writes them: `ScenePresenter?`, `[User]`, `[String: Int]`.
  enum TypeName {
    /// The readable name of a type.
    static func of(_ type: Any.Type) -> String {
      readable(String(describing: type))
    }

    /// `a SceneAInteractor`, `an Int`: the readable name after its indefinite article.
    static func withArticle(_ type: Any.Type) -> String {
      let name = of(type)
      return ("AEIOae".contains(name.first ?? "x") ? "an " : "a ") + name
    }

    /// The readable name of the dynamic type of a value, looking through `Optional`.
    static func ofValue(_ value: Any) -> String {
      of(Swift.type(of: Unwrapped.value(value) ?? value))
    }

    /// Rewrites `Optional<T>`, `Array<T>` and `Dictionary<K, V>` into their sugared forms, at any depth.
    static func readable(_ name: String) -> String {
      if let inner = generic(name, "Optional") {
        let readableInner = readable(inner)
        return readableInner.contains(" ") && !readableInner.hasPrefix("[")
          ? "(\(readableInner))?" : "\(readableInner)?"
      }
      if let inner = generic(name, "Array") {
        return "[\(readable(inner))]"
      }
      if let inner = generic(name, "Dictionary"), let comma = topLevelComma(in: inner[...]) {
        let key = inner[..<comma]
        let value = inner[inner.index(after: comma)...].drop { $0 == " " }
        return "[\(readable(String(key))): \(readable(String(value)))]"
      }
      guard name.hasSuffix(">"), let open = name.firstIndex(of: "<") else { return name }
      // NB: another generic type keeps its name; only its arguments are sugared.
      var arguments: [String] = []
      var rest = name[name.index(after: open)..<name.index(before: name.endIndex)]
      while let comma = topLevelComma(in: rest) {
        arguments.append(readable(String(rest[..<comma])))
        rest = rest[rest.index(after: comma)...].drop { $0 == " " }
      }
      arguments.append(readable(String(rest)))
      return "\(name[..<open])<\(arguments.joined(separator: ", "))>"
    }

    private static func generic(_ name: String, _ base: String) -> String? {
      guard name.hasPrefix(base + "<"), name.hasSuffix(">") else { return nil }
      return String(name.dropFirst(base.count + 1).dropLast())
    }

    private static func topLevelComma(in text: Substring) -> String.Index? {
      var depth = 0
      for index in text.indices {
        switch text[index] {
        case "<", "(", "[": depth += 1
        case ">", ")", "]": depth -= 1
        case "," where depth == 0: return index
        default: break
        }
      }
      return nil
    }
  }
}

// From Internal/Reflection/Unwrapped.swift

extension WiredInjection {
  /// Looks through `Optional`, its values and its metatypes, at any depth without building a `Mirror`.
  protocol AnyOptional {
    /// The value inside every layer, or `nil` when some layer is `nil`.
    var wiredInjectionWrappedAny: Any? { get }
    /// The `Wrapped` type of one layer.
    static var wiredInjectionWrappedType: Any.Type { get }
  }
}
extension Optional: WiredInjection.AnyOptional {
  static var wiredInjectionWrappedType: Any.Type { Wrapped.self }

  var wiredInjectionWrappedAny: Any? {
    switch self {
    case .some(let wrapped):
      if let inner = wrapped as? any WiredInjection.AnyOptional { inner.wiredInjectionWrappedAny } else { wrapped }
    case .none:
      nil
    }
  }
}

extension WiredInjection {
  /// What an `Any` holds once every layer of `Optional` is removed.
  enum Unwrapped {
    /// The innermost value, or `nil` when some layer is `nil`; a non-optional value is returned as it is.
    static func value(_ value: Any) -> Any? {
      // NB: the metadata kind first: a cast to a protocol costs a conformance lookup, on every value of a walk.
      guard TypeKind.of(Swift.type(of: value)) == .optional, let optional = value as? any AnyOptional else {
        return value
      }
      return optional.wiredInjectionWrappedAny
    }

    /// Whether the value is an `Optional` of any depth, `nil` or not.
    static func isOptional(_ value: Any) -> Bool {
      TypeKind.of(Swift.type(of: value)) == .optional
    }
  }
}

// From Internal/Reflection/ValueDescription.swift

extension WiredInjection {
  /// How failure messages show a value: an object by type and identity, anything else as Swift would debug-print it.
  enum ValueDescription {
    /// `SceneViewController (0x000060000…)` for an object; `"text"`, `42` or `https://x` for a value.
    static func of(_ value: Any) -> String {
      guard let unwrapped = Unwrapped.value(value) else { return "nil" }
      if let object = asObject(unwrapped) {
        return instance(object)
      }
      if TypeKind.of(type(of: unwrapped)) == .tuple {
        return tuple(unwrapped)
      }
      let text = String(reflecting: unwrapped)
      // NB: a message stays readable, and small, even when the value is a huge collection.
      guard text.utf8.count > maximumLength else { return text }
      return String(text.prefix(maximumLength)) + "… (\(text.count - maximumLength) more characters)"
    }

    /// `(nil, LocationError.denied)`: each element as `of(_:)` shows it, so `Optional` never shows.
    private static func tuple(_ value: Any) -> String {
      let elements = Mirror(reflecting: value).children.map { child in
        let label = child.label.flatMap { $0.hasPrefix(".") ? nil : "\($0): " } ?? ""
        return label + of(child.value)
      }
      return "(\(elements.joined(separator: ", ")))"
    }

    /// How many characters of a value's description a message shows.
    static let maximumLength = 1_000

    /// An object as `of(_:)` shows it; any other value followed by its type: `3 (Int)`.
    static func withType(_ value: Any) -> String {
      guard let unwrapped = Unwrapped.value(value) else { return "nil" }
      if asObject(unwrapped) != nil { return of(unwrapped) }
      return "\(of(unwrapped)) (\(TypeName.ofValue(unwrapped)))"
    }

    /// `SceneViewController (0x000060000…)`.
    static func instance(_ object: AnyObject) -> String {
      "\(TypeName.of(type(of: object))) (\(address(of: object)))"
    }

    /// The address that identifies an object, as the debugger shows it.
    static func address(of object: AnyObject) -> String {
      "\(Unmanaged.passUnretained(object).toOpaque())"
    }

    /// The value as an object, when it is an instance of a class.
    static func asObject(_ value: Any) -> AnyObject? {
      // NB: `value as AnyObject` would box a struct on Apple platforms; only a class instance has an identity.
      let dynamicType = type(of: value)
      guard dynamicType is AnyClass else { return nil }
      // NB: an `Any` is three words of buffer and the metadata of what it holds. When that is the class itself, the
      // buffer's first word is the reference, read without the dynamic cast that `as AnyObject` makes on every value of
      // a walk; when it is an existential (a generic value whose type was `any P`, erased again), the reference sits in
      // a box, and the cast finds it.
      return withUnsafePointer(to: value) { container in
        let words = UnsafeRawPointer(container)
        guard
          words.load(fromByteOffset: 3 * MemoryLayout<Int>.stride, as: UnsafeRawPointer.self)
            == unsafeBitCast(dynamicType, to: UnsafeRawPointer.self)
        else { return value as AnyObject }
        return words.load(as: AnyObject.self)
      }
    }
  }
}

// From Internal/Reflection/WrapperStorage.swift

extension WiredInjection {
  /// The value inside a property wrapper's storage, wherever the wrapper keeps it.
  enum WrapperStorage {
    /// The wrapper's value, or `nil` when `wrapper` keeps none that Wired can find.
    static func wrappedValue(of wrapper: Any) -> Any? {
      storedValue(of: wrapper)?.value
    }

    /// How the wrapper holds its value: as the field that finally stores it does, so that `weak var wrappedValue`
    /// inside a `@Weak` wrapper is weak, whatever the wrapper's own storage property is.
    static func ownership(of wrapper: Any) -> ReferenceOwnership {
      guard let stored = storedValue(of: wrapper) else { return .strong }
      return ReferenceOwnership.table(for: stored.declaringType)[stored.label] ?? .strong
    }

    /// The value, with the field that stores it and the type that declares that field.
    private static func storedValue(of wrapper: Any) -> (value: Any, label: String, declaringType: Any.Type)? {
      let mirror = Mirror(reflecting: wrapper)
      if let direct = mirror.children.first(where: { $0.label == "wrappedValue" }) {
        return (direct.value, "wrappedValue", mirror.subjectType)
      }
      guard mirror.displayStyle == .struct || mirror.displayStyle == .class,
        let valueType = genericArgument(of: type(of: wrapper))
      else { return nil }
      return search(mirror, for: valueType)
    }

    /// Whether `wrapper` is a generic wrapper of an optional, such as `Published<Coordinator?>`, whatever it stores.
    static func wrapsOptional(_ wrapper: Any) -> Bool {
      genericArgument(of: type(of: wrapper))?.hasPrefix("Swift.Optional<") ?? false
    }

    private static let maximumDepth = 5
    private static let maximumValues = 64
    private static let valueLabels: Set<String> = ["value", "_value", "storage", "_storage", "currentValue"]

    /// Breadth first through the wrapper's stored values, skipping collections, for one of type `valueType`.
    private static func search(_ mirror: Mirror, for valueType: String) -> (
      value: Any, label: String, declaringType: Any.Type
    )? {
      var queue: [(mirror: Mirror, depth: Int)] = [(mirror, 0)]
      var visited = 0
      while !queue.isEmpty, visited < maximumValues {
        let (current, depth) = queue.removeFirst()
        for child in current.children {
          visited += 1
          if depth > 0 || valueLabels.contains(child.label ?? ""),
            [valueType, "Swift.Optional<\(valueType)>"].contains(String(reflecting: type(of: child.value)))
          {
            return (child.value, child.label ?? "", current.subjectType)
          }
          let inner = Mirror(reflecting: child.value)
          guard depth < maximumDepth, [.struct, .class, .enum].contains(inner.displayStyle) else { continue }
          queue.append((inner, depth + 1))
        }
      }
      return nil
    }

    /// The one generic argument of a type as the runtime spells it: `App.State` for `Combine.Published<App.State>`.
    private static func genericArgument(of type: Any.Type) -> String? {
      let name = String(reflecting: type)
      guard name.hasSuffix(">"), let open = name.firstIndex(of: "<"), !name.hasPrefix("Swift.") else { return nil }
      let argument = name[name.index(after: open)..<name.index(before: name.endIndex)]
      var depth = 0
      for character in argument {
        switch character {
        case "<", "(", "[": depth += 1
        case ">", ")", "]": depth -= 1
        case "," where depth == 0: return nil
        default: break
        }
      }
      return String(argument)
    }
  }
}

// From Internal/RuntimeSymbol.swift

extension WiredInjection {
  /// Entry points of the Swift runtime, looked up by name in the running process.
  enum RuntimeSymbol {
    /// The address of `name`, or `nil` when the runtime has no such symbol.
    static func address(of name: String) -> UnsafeMutableRawPointer? {
      guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
      return dlsym(handle, name)
    }
  }
}

// From Internal/TypeCache.swift

extension WiredInjection {
  /// What has been read about each type, read once: the one cache of the runtime metadata readers.
  final class TypeCache<Value>: @unchecked Sendable {
    private let lock = NSLock()
    // NB: read and written only while `lock` is held.
    private var values: [ObjectIdentifier: Value] = [:]

    /// The value for `type`, made by `make` the first time it is asked for (outside the lock, so `make` may read other
    /// caches).
    func value(for type: Any.Type, make: () -> Value) -> Value {
      let key = ObjectIdentifier(type)
      if let known = lock.wiredInjectionGuarded({ values[key] }) { return known }
      let made = make()
      lock.wiredInjectionGuarded { values[key] = made }
      return made
    }
  }
}

// From Reporters/AutomaticReporter.swift

extension WiredInjection {
  /// Reports to whichever test framework is running the current test, and never drops a failure.
  struct AutomaticReporter: FailureReporter {
    /// Reports the failure to the running test, or to standard error when no test can take it.
    func report(_ failure: TestFailure) {
      if SwiftTestingReporter.isTestRunning {
        SwiftTestingReporter().report(failure)
      } else if XCTestReporter().recordIfTestIsRunning(failure) {
        return
      } else {
        StandardErrorReporter().report(failure)
        SwiftTestingReporter().report(failure)
      }
    }
  }
}

// From Reporters/FailureReporter.swift

extension WiredInjection {
  /// Something that turns a ``TestFailure`` into a failed test, a log line or anything else.
  protocol FailureReporter: Sendable {
    /// Reports one failure.
    func report(_ failure: TestFailure)
  }
}

// From Reporters/StandardErrorReporter.swift

extension WiredInjection {
  /// Writes each failure to standard error as `file:line:column: error: message`, the shape editors link.
  struct StandardErrorReporter: FailureReporter {
    /// Writes the failure to standard error.
    func report(_ failure: TestFailure) {
      var text = "\(failure.filePath):\(failure.line):\(failure.column): error: \(failure.message)\n"
      for attachment in failure.attachments {
        text += "--- \(attachment.name) ---\n\(attachment.content)\n"
      }
      FileHandle.standardError.write(Data(text.utf8))
    }
  }
}
extension WiredInjection.FailureReporter where Self == WiredInjection.StandardErrorReporter {
  /// Writes the failure to standard error, one `file:line:column: error: message` block per failure; never traps.
  static var standardError: WiredInjection.StandardErrorReporter { WiredInjection.StandardErrorReporter() }
}

// From Reporters/SwiftTestingReporter.swift

extension WiredInjection {
  /// Records each failure as a Swift Testing issue at the caller's source location.
  struct SwiftTestingReporter: FailureReporter {
    /// Records the failure as an issue of severity error.
    func report(_ failure: TestFailure) {
      #if canImport(Testing)
        let comment = Comment(
          rawValue: failure.message.isEmpty ? "Wired reported a failure without a message" : failure.message
        )
        let location = Self.sourceLocation(of: failure)
        #if compiler(>=6.2)
          for attachment in failure.attachments {
            Attachment.record(attachment.content, named: attachment.name, sourceLocation: location)
          }
          SavedAttachments.save(failure.attachments)
        #endif
        #if compiler(>=6.3)
          Issue.record(comment, severity: .error, sourceLocation: location)
        #else
          Issue.record(comment, sourceLocation: location)
        #endif
      #endif
    }

    #if canImport(Testing)
      /// Where Swift Testing shows the failure: the caller's location.
      static func sourceLocation(of failure: TestFailure) -> SourceLocation {
        SourceLocation(
          // NB: Swift Testing traps on a file ID without a module part, or on a line or column below 1.
          fileID: failure.fileID.contains("/") ? failure.fileID : "_/\(failure.fileID)",
          filePath: failure.filePath,
          line: max(1, Int(clamping: failure.line)),
          column: max(1, Int(clamping: failure.column))
        )
      }
    #endif

    /// Whether a Swift Testing test is running in the current task.
    static var isTestRunning: Bool {
      #if canImport(Testing)
        Test.current != nil
      #else
        false
      #endif
    }
  }
}

// From Reporters/XCTestReporter.swift

extension WiredInjection {
  /// Records each failure as an XCTest failure at the caller's file and line.
  struct XCTestReporter: FailureReporter {
    /// Creates the reporter, and from now on follows XCTest's tests, so that it knows when one is running.
    init() {
      Self.observeTests()
    }

    /// Records the failure on the running XCTest test, or writes it to standard error when none runs.
    func report(_ failure: TestFailure) {
      if !recordIfTestIsRunning(failure) {
        StandardErrorReporter().report(failure)
      }
    }

    /// Starts following XCTest's tests now rather than at the first failure, so that the test that is about to start is
    /// known to be running.
    static func observeTests() {
      #if canImport(XCTest)
        _ = FailureObserver.registered
      #endif
    }

    /// Records the failure with `XCTFail` and tells whether a running XCTest test received it.
    func recordIfTestIsRunning(_ failure: TestFailure) -> Bool {
      #if canImport(XCTest)
        let observer = FailureObserver.registered
        let before = observer.state
        #if canImport(Darwin)
          if !failure.attachments.isEmpty, let testCase = observer.runningTestCase {
            testCase.record(Self.issue(failure))
            return true
          }
        #endif
        if let file = failure.staticFilePath {
          XCTFail(failure.message, file: file, line: failure.line)
        } else {
          // NB: XCTest takes the file as a `StaticString`, which a failure built at run time does not have;
          // the location then leads the message instead.
          XCTFail("\(failure.filePath):\(failure.line): \(failure.message)")
        }
        // NB: a test seen starting took the failure, even if it overrides how it records failures; before
        // the first start is seen (the observer registers on first use), a changed failure count proves it.
        let isTaken = before.isTestRunning || observer.state.failureCount != before.failureCount
        // NB: the test took the failure, but not its attachments, which XCTest has on Apple platforms only.
        if isTaken { SavedAttachments.save(failure.attachments) }
        return isTaken
      #else
        return false
      #endif
    }

    #if canImport(Darwin)
      /// The failure as an issue that carries its attachments, such as the diagram of a cycle.
      private static func issue(_ failure: TestFailure) -> XCTIssue {
        let location = XCTSourceCodeLocation(filePath: failure.filePath, lineNumber: Int(clamping: failure.line))
        let attachments = failure.attachments.map { attachment in
          let xcAttachment = XCTAttachment(string: attachment.content)
          xcAttachment.name = attachment.name
          xcAttachment.lifetime = .keepAlways
          return xcAttachment
        }
        return XCTIssue(
          type: .assertionFailure,
          compactDescription: failure.message,
          detailedDescription: nil,
          sourceCodeContext: XCTSourceCodeContext(location: location),
          associatedError: nil,
          attachments: attachments
        )
      }
    #endif
  }

  #if canImport(XCTest)
    /// Follows the XCTest tests that run and the failures they receive, so the reporter can tell when XCTest dropped
    /// one.
    fileprivate final class FailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
      struct State {
        var isTestRunning = false
        var failureCount = 0
      }

      /// The observer, registered with XCTest on the main thread (at once when this is first read there).
      static let registered: FailureObserver = {
        let observer = FailureObserver()
        MainThreadRegistration.run { XCTestObservationCenter.shared.addTestObserver(observer) }
        return observer
      }()

      private let lock = NSLock()
      private var current = State()
      private weak var testCase: XCTestCase?

      /// The test case that is running, for attachments.
      var runningTestCase: XCTestCase? {
        lock.wiredInjectionGuarded { testCase }
      }

      var state: State {
        lock.wiredInjectionGuarded { current }
      }

      private func update(_ change: (inout State) -> Void) {
        lock.wiredInjectionGuarded { change(&current) }
      }

      func testCaseWillStart(_ testCase: XCTestCase) {
        lock.wiredInjectionGuarded { self.testCase = testCase }
        update { $0.isTestRunning = true }
      }

      func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.wiredInjectionGuarded { self.testCase = nil }
        update { $0.isTestRunning = false }
      }

      #if canImport(Darwin)
        func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) { update { $0.failureCount += 1 } }
      #else
        func testCase(
          _ testCase: XCTestCase,
          didFailWithDescription description: String,
          inFile filePath: String?,
          atLine lineNumber: Int
        ) { update { $0.failureCount += 1 } }
      #endif
    }
  #endif
}

// From Reporting/CaptureFailures.swift

extension WiredInjection {
  /// Runs `operation` and returns the failures it reported, in order, instead of failing the test.
  static func captureFailures(_ operation: () throws -> Void) rethrows -> [TestFailure] {
    let collector = FailureCollector()
    try withFailureReporter(collector, operation: operation)
    return collector.failures
  }

  /// Runs the async `operation` and returns the failures it reported, in order, instead of failing the test.
  static func captureFailures(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Void
  ) async rethrows -> [TestFailure] {
    let collector = FailureCollector()
    try await withFailureReporter(collector, isolation: isolation, operation: operation)
    return collector.failures
  }

  /// A reporter that keeps the failures it is given, safely from any thread.
  final class FailureCollector: FailureReporter, @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [TestFailure] = []

    var failures: [TestFailure] {
      lock.wiredInjectionGuarded { collected }
    }

    func report(_ failure: TestFailure) {
      lock.wiredInjectionGuarded { collected.append(failure) }
    }
  }
}

// From Reporting/ReportFailure.swift

extension WiredInjection {
  /// The one place where the library hands a failure to a reporter.
  static func dispatchFailure(_ message: String, at site: SourceSite, attachments: [TestAttachment] = []) {
    let failure = TestFailure(Shortening.message(message), at: site, attachments: attachments)
    if let reporter = CurrentReporter.value {
      reporter.report(failure)
    } else {
      AutomaticReporter().report(failure)
    }
  }
}

// From Reporting/SavedAttachments.swift

extension WiredInjection {
  /// Where the attachments of a failure go when the test run keeps none: `swift test` records Swift Testing attachments
  /// only with `--attachments-path`, and XCTest on Linux has no attachments at all.
  enum SavedAttachments {
    /// The folder of this process's attachments: `<temporary folder>/Wired/<process id>`.
    static let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("Wired", isDirectory: true)
      .appendingPathComponent("\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)

    private static let lock = NSLock()

    /// Whether Xcode runs the tests, and so keeps their attachments.
    static var isKeptByTheRunner: Bool {
      let environment = ProcessInfo.processInfo.environment
      return environment["XCTestSessionIdentifier"] != nil || environment["XCTestConfigurationFilePath"] != nil
    }

    /// Writes each attachment into ``folder`` (a name used before gets `-2`, `-3`…) and says on standard error where,
    /// unless the runner keeps attachments itself; returns the files written.
    @discardableResult
    static func save(_ attachments: [TestAttachment]) -> [URL] {
      guard !attachments.isEmpty, !isKeptByTheRunner else { return [] }
      return lock.wiredInjectionGuarded {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return attachments.compactMap { attachment in
          let url = freeURL(for: attachment.name)
          guard (try? Data(attachment.content.utf8).write(to: url)) != nil else { return nil }
          FileHandle.standardError.write(Data("⎙ Wired saved '\(attachment.name)' at \(url.path)\n".utf8))
          return url
        }
      }
    }

    /// `name` in ``folder``, or `name` with a number before its extension when that file exists.
    private static func freeURL(for name: String) -> URL {
      let url = folder.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: url.path) else { return url }
      let base = url.deletingPathExtension().lastPathComponent
      let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
      var number = 2
      while FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(base)-\(number)\(suffix)").path) {
        number += 1
      }
      return folder.appendingPathComponent("\(base)-\(number)\(suffix)")
    }
  }
}

// From Reporting/SourceSite.swift

extension WiredInjection {
  /// The caller's source location, passed untouched from a assertion to the reporter.
  struct SourceSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
  }
}

// From Reporting/TestAttachment.swift

extension WiredInjection {
  /// Text that goes with a failure, such as a wiring diagram: a Swift Testing attachment where the compiler has them
  /// (Swift 6.2 and later), an `XCTAttachment` on Apple platforms, and the end of the text on standard error.
  struct TestAttachment: Sendable, Hashable {
    /// The file name the attachment is saved under, such as `"SceneViewController.dot"`.
    let name: String
    /// The attachment's text.
    let content: String

    /// Creates an attachment.
    init(name: String, content: String) {
      self.name = name
      self.content = content
    }
  }
}

// From Reporting/TestFailure.swift

extension WiredInjection {
  /// A failure that a Wired helper reports: the message and the caller's source location.
  struct TestFailure: Sendable, Hashable, CustomStringConvertible {
    /// The full text of the failure, the user's own message first when one was given.
    var message: String
    /// The caller's `#fileID`, such as `"MyAppTests/SceneTests.swift"`.
    var fileID: String
    /// The caller's `#filePath`.
    var filePath: String
    /// The caller's `#line`.
    var line: UInt
    /// The caller's `#column`.
    var column: UInt
    /// Text that goes with the failure, such as a diagram of the objects involved; not part of equality.
    var attachments: [TestAttachment] = []
    /// The caller's `#filePath` as the compiler gave it, which XCTest needs; `nil` for a failure built at run time.
    let staticFilePath: StaticString?

    /// Creates a failure with a message and a source location.
    init(message: String, fileID: String, filePath: String, line: UInt, column: UInt) {
      self.message = message
      self.fileID = fileID
      self.filePath = filePath
      self.line = line
      self.column = column
      self.staticFilePath = nil
    }

    /// Two failures are equal when their messages and locations are.
    static func == (lhs: TestFailure, rhs: TestFailure) -> Bool {
      lhs.message == rhs.message && lhs.fileID == rhs.fileID && lhs.filePath == rhs.filePath && lhs.line == rhs.line
        && lhs.column == rhs.column
    }

    /// Hashes the message and the location.
    func hash(into hasher: inout Hasher) {
      hasher.combine(message)
      hasher.combine(fileID)
      hasher.combine(filePath)
      hasher.combine(line)
      hasher.combine(column)
    }

    /// The failure as `file:line:column: message`, the way compilers print diagnostics.
    var description: String {
      "\(fileID):\(line):\(column): \(message)"
    }
  }
}
extension WiredInjection.TestFailure {
  init(_ message: String, at site: WiredInjection.SourceSite, attachments: [WiredInjection.TestAttachment] = []) {
    self.message = message
    self.attachments = attachments
    self.fileID = "\(site.fileID)"
    self.filePath = "\(site.filePath)"
    self.line = site.line
    self.column = site.column
    self.staticFilePath = site.filePath
  }
}

// From Reporting/WithFailureReporter.swift

extension WiredInjection {
  /// The reporter of the current task, when one was set with `withFailureReporter`.
  enum CurrentReporter {
    @TaskLocal static var value: (any FailureReporter)?
  }

  /// Runs `operation` with every Wired failure it reports sent to `reporter`.
  @discardableResult
  static func withFailureReporter<Result>(
    _ reporter: some FailureReporter,
    operation: () throws -> Result
  ) rethrows -> Result {
    try CurrentReporter.$value.withValue(reporter, operation: operation)
  }

  /// Runs the async `operation` with every Wired failure it reports sent to `reporter`.
  @discardableResult
  static func withFailureReporter<Result>(
    _ reporter: some FailureReporter,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await CurrentReporter.$value.withValue(reporter, operation: operation, isolation: isolation)
  }
}

// From Wiring/PathParser.swift

extension WiredInjection {
  /// A mistake in the text of a ``WiringPath``, with the 1-based character position where it is.
  struct PathSyntaxError: Error, Sendable, Hashable {
    let problem: String
    let position: Int
  }

  /// Reads the text of a ``WiringPath`` into segments.
  enum PathParser {
    static func parse(_ text: String) -> Result<[WiringPath.Segment], PathSyntaxError> {
      if let names = plainNames(text) { return .success(names.map { .property(String($0)) }) }
      let characters = Array(text)
      var segments: [WiringPath.Segment] = []
      var index = 0
      func fail(_ problem: String, at offset: Int) -> Result<[WiringPath.Segment], PathSyntaxError> {
        .failure(PathSyntaxError(problem: problem, position: offset + 1))
      }
      if characters.isEmpty {
        return fail("the path is empty", at: 0)
      }
      var expectsName = characters[0] != "["
      while index < characters.count {
        if expectsName {
          let start = index
          while index < characters.count, isNameCharacter(characters[index]) { index += 1 }
          guard index > start else {
            let found = characters[index]
            return fail(
              found == "." ? "expected a property name before \".\"" : "unexpected character \"\(found)\"",
              at: index
            )
          }
          segments.append(.property(String(characters[start..<index])))
          expectsName = false
          if index == characters.count { break }
        }
        switch characters[index] {
        case ".":
          index += 1
          expectsName = true
          if index == characters.count { return fail("expected a property name after \".\"", at: index) }
        case "[":
          let open = index
          index += 1
          guard index < characters.count else { return fail("\"[\" is never closed", at: open) }
          if characters[index] == "\"" {
            let keyStart = index + 1
            guard let quote = characters[keyStart...].firstIndex(of: "\"") else {
              return fail("the key's quote is never closed", at: index)
            }
            guard quote + 1 < characters.count, characters[quote + 1] == "]" else {
              return fail("expected \"]\" after the key", at: quote + 1)
            }
            segments.append(.key(String(characters[keyStart..<quote])))
            index = quote + 2
          } else {
            let digitsStart = index
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            guard index > digitsStart, index < characters.count, characters[index] == "]" else {
              if index == characters.count { return fail("\"[\" is never closed", at: open) }
              return fail("expected an index or a quoted key inside \"[ ]\"", at: index)
            }
            guard let position = Int(String(characters[digitsStart..<index])) else {
              return fail("the index is too large", at: digitsStart)
            }
            segments.append(.index(position))
            index += 1
          }
        default:
          return fail("unexpected character \"\(characters[index])\"", at: index)
        }
      }
      return .success(segments)
    }

    /// The names of a path that is only ASCII names and single dots, such as `interactor.presenter.view`, read without
    /// the Unicode character checks of the full grammar; `nil` for any other path.
    private static func plainNames(_ text: String) -> [Substring]? {
      var previousWasDot = true
      for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "."):
          guard !previousWasDot else { return nil }
          previousWasDot = true
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"),
          UInt8(ascii: "_"), UInt8(ascii: "$"):
          previousWasDot = false
        default:
          return nil
        }
      }
      return previousWasDot ? nil : text.split(separator: ".")
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
      character == "_" || character == "$" || character.isLetter || character.isNumber
    }
  }
}

// From Wiring/PathWalker.swift

extension WiredInjection {
  /// Follows a ``WiringPath`` through a value, step by step, without building any text on the way.
  enum PathWalker {
    /// Where a path could not be followed, and what was there instead.
    enum Break {
      case invalidPath(PathSyntaxError)
      case nilRoot
      case noSuchProperty(name: String, owner: Any)
      case foundNil(StoredProperty, owner: Any)
      case lazyNeverRead(StoredProperty, owner: Any)
      case otherEnumCase(name: String, owner: Any)
      case notIndexable(owner: Any)
      case indexOutOfRange(Int, count: Int, owner: Any)
      case nilElement(WiringPath.Segment, owner: Any)
      case notKeyed(owner: Any)
      case noSuchKey(String, owner: Any)
    }

    /// The end of a walk: the value reached, or where the path broke.
    private static func isNil(_ reason: Break) -> Bool {
      switch reason {
      case .foundNil, .nilElement: true
      default: false
      }
    }

    enum Outcome {
      case reached(Any)
      case broke(Break)
    }

    /// One step that the walk took: the segment and the non-nil value it led to.
    struct Step {
      let segment: WiringPath.Segment
      let value: Any
    }

    /// Follows `path` from `root` to the value at its end, every `Optional` on the way unwrapped.
    static func follow(
      _ path: WiringPath, from root: Any, nilAtTheEnd: Bool = false, onStep: ((Step) -> Void)? = nil
    ) -> Outcome {
      let segments: [WiringPath.Segment]
      switch path.segments {
      case .success(let parsed): segments = parsed
      case .failure(let error): return .broke(.invalidPath(error))
      }
      guard var current = Unwrapped.value(root) else { return .broke(.nilRoot) }
      for (index, segment) in segments.enumerated() {
        switch step(segment, from: current) {
        case .reached(let next):
          onStep?(Step(segment: segment, value: next))
          current = next
        case .broke(let reason):
          if nilAtTheEnd, index == segments.count - 1, isNil(reason) { return .reached(Any?.none as Any) }
          return .broke(reason)
        }
      }
      return .reached(current)
    }

    private static func step(_ segment: WiringPath.Segment, from owner: Any) -> Outcome {
      if case .property(let name) = segment {
        switch FieldReader.lookup(name, in: owner) {
        case .found(let property): return value(of: property, owner: owner)
        case .missing: return .broke(.noSuchProperty(name: name, owner: owner))
        case .notRead: break
        }
      }
      let mirror = Mirror(reflecting: owner)
      switch segment {
      case .property(let name):
        if mirror.displayStyle == .enum {
          guard let payload = mirror.children.first, payload.label == name else {
            return .broke(.otherEnumCase(name: name, owner: owner))
          }
          return Unwrapped.value(payload.value).map(Outcome.reached) ?? .broke(.nilElement(segment, owner: owner))
        }
        guard let property = PropertyLookup.property(named: name, in: mirror) else {
          return .broke(.noSuchProperty(name: name, owner: owner))
        }
        return value(of: property, owner: owner)
      case .index(let index):
        guard mirror.displayStyle == .collection else { return .broke(.notIndexable(owner: owner)) }
        let children = mirror.children
        guard index < children.count else {
          return .broke(.indexOutOfRange(index, count: children.count, owner: owner))
        }
        let element = children[children.index(children.startIndex, offsetBy: index)].value
        return Unwrapped.value(element).map(Outcome.reached) ?? .broke(.nilElement(segment, owner: owner))
      case .key(let key):
        guard mirror.displayStyle == .dictionary else { return .broke(.notKeyed(owner: owner)) }
        for entry in mirror.children {
          let pair = Mirror(reflecting: entry.value).children.map(\.value)
          guard pair.count == 2, DictionaryKey.string(pair[0]) == key else { continue }
          return Unwrapped.value(pair[1]).map(Outcome.reached) ?? .broke(.nilElement(segment, owner: owner))
        }
        return .broke(.noSuchKey(key, owner: owner))
      }
    }

    private static func value(of property: StoredProperty, owner: Any) -> Outcome {
      var stored = property.value
      switch property.storage {
      case .plain:
        break
      case .wrapper:
        stored = WrapperStorage.wrappedValue(of: stored) ?? stored
      case .lazy:
        // NB: one level only: the storage is `T?`, and `T` may be optional itself.
        guard let initialized = Mirror(reflecting: stored).children.first?.value else {
          return .broke(.lazyNeverRead(property, owner: owner))
        }
        stored = initialized
      }
      return Unwrapped.value(stored).map(Outcome.reached) ?? .broke(.foundNil(property, owner: owner))
    }
  }

  /// Dictionary keys as path segments spell them.
  enum DictionaryKey {
    /// The key as a `String`, when it is one (directly or inside an `AnyHashable`).
    static func string(_ key: Any) -> String? {
      (key as? String) ?? ((key as? AnyHashable)?.base as? String)
    }

    /// Whether the key prints the same on every run, so that keys sort the same: a string, a number or an enum case.
    static func isStable(_ key: Any) -> Bool {
      let base = (key as? AnyHashable)?.base ?? key
      return base is String || base is any BinaryInteger || Mirror(reflecting: base).displayStyle == .enum
    }

    /// The key as a path's subscript spells it: `["user"]`, or `[42]` for a key that is not a string; a memory address
    /// in it (`ObjectIdentifier(0x…)`) is left out, since it differs on every run.
    static func segment(_ key: Any) -> String {
      "[\(string(key).map { "\"\($0)\"" } ?? withoutAddresses(String(describing: key)))]"
    }

    /// `text` with each hexadecimal address (`0x` and six digits or more) shortened to `0x…`.
    static func withoutAddresses(_ text: String) -> String {
      guard text.contains("0x") else { return text }
      var result = ""
      var rest = text[...]
      while let prefix = rest.range(of: "0x") {
        result += rest[..<prefix.upperBound]
        let digits = rest[prefix.upperBound...].prefix { $0.isHexDigit }
        result += digits.count >= 6 ? "…" : digits
        rest = rest[prefix.upperBound...].dropFirst(digits.count)
      }
      return result + rest
    }
  }
}

// From Wiring/PropertyName.swift

extension WiredInjection {
  /// A name of a stored property: a `String`, or a case of a `String`-backed enum that declares conformance.
  protocol PropertyName: Sendable {
    /// The name as Wired matches it: a property name, or a dotted path such as `"router.analytics"`.
    var wiredInjectionPropertyName: String { get }
  }
}
extension String: WiredInjection.PropertyName {
  /// The string itself.
  var wiredInjectionPropertyName: String { self }
}

extension Substring: WiredInjection.PropertyName {
  /// The substring as a `String`.
  var wiredInjectionPropertyName: String { String(self) }
}

extension WiredInjection.PropertyName where Self: RawRepresentable, RawValue == String {
  /// The enum case's raw value.
  var wiredInjectionPropertyName: String { rawValue }
}

// From Wiring/Trail.swift

extension WiredInjection.WiringPath.Segment {
  /// The segment as a path spells it: `presenter`, `[0]`, `["key"]`.
  var text: String {
    switch self {
    case .property(let name): name
    case .index(let index): "[\(index)]"
    case .key(let key): "[\"\(key)\"]"
    }
  }

  var isSubscript: Bool {
    if case .property = self { false } else { true }
  }
}

// From Wiring/WiringPath.swift

extension WiredInjection {
  /// A dotted path of stored properties from a root object, such as `"interactor.presenter.view"`.
  struct WiringPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral,
    ExpressibleByArrayLiteral
  {
    /// One step of a path.
    enum Segment: Sendable, Hashable {
      case property(String)
      case index(Int)
      case key(String)
    }

    /// The path as written.
    let description: String
    let segments: Result<[Segment], PathSyntaxError>

    /// Creates a path from its text, such as `"interactor.presenter.view"`.
    init(_ text: String) {
      description = text
      segments = PathParser.parse(text)
    }

    /// Creates a path from a string literal.
    init(stringLiteral value: String) {
      self.init(value)
    }

    /// Creates a path from names, each a property name or a dotted path of its own.
    init(_ names: [any PropertyName]) {
      var text = ""
      for name in names.map(\.wiredInjectionPropertyName) {
        text += text.isEmpty || name.hasPrefix("[") ? name : ".\(name)"
      }
      self.init(text)
    }

    /// Creates a path from an array literal of names.
    init(arrayLiteral elements: any PropertyName...) {
      self.init(elements)
    }

    /// Two paths are equal when they are written the same way.
    static func == (lhs: WiringPath, rhs: WiringPath) -> Bool {
      lhs.description == rhs.description
    }

    /// Hashes the path's text.
    func hash(into hasher: inout Hasher) {
      hasher.combine(description)
    }
  }
}

// MARK: - Licence

// MIT License
//
// Copyright (c) 2026 The Wired authors
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.
