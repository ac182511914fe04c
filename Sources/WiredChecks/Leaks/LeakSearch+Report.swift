import WiredReading

// MARK: - What a leak check found, as its report and its verdict

extension LeakSearch {
  /// Each survivor, with why it survived as its note.
  func survivorFindings(_ survivors: [Int], _ reasons: [Int: Reason]) -> [GraphFinding] {
    guard !survivors.isEmpty else { return [] }
    let paths = AppPaths(graph)
    return survivors.map { node in
      let reason = reasons[node] ?? .keptFromOutside
      var finding = GraphFinding(
        path: paths.path(to: node), type: graph.nodes[node].typeName,
        note: added.contains(node) ? "added after tracking began, \(reason.note)" : reason.note)
      finding.cause = reason.cycleNumber == nil ? nil : .cycle
      return finding
    }
  }

  /// The most shared objects a report lists, nearest the root: a path costs its depth.
  static let maximumSharedListed = 1_000

  /// What the check found, for `#expect`, with the failure the assertion reports for the objects `built` and
  /// `waited` for as ``LeakMessage/make(_:survivors:built:waited:explanation:)`` says; `explanation`, when the caller
  /// made it already.
  package func report(
    for survivors: [Int], built: String, waited: String? = nil, explanation: Explanation? = nil
  ) -> LeakReport {
    let explanation = explanation ?? explain(survivors)
    let (reasons, cycles, _) = explanation
    let listedShared = shared.nodes.prefix(Self.maximumSharedListed)
    lazy var paths = AppPaths(graph)
    return LeakReport(
      notReleased: survivorFindings(survivors, reasons),
      // NB: the first thousand, nearest the root: a path costs its depth.
      shared: listedShared.map { GraphFinding(path: paths.path(to: $0), type: graph.nodes[$0].typeName) },
      cycles: cycles,
      notRead: graph.notReadFindings(),
      message: survivors.isEmpty && truncatedAt == nil
        ? nil
        : LeakMessage.make(self, survivors: survivors, built: built, waited: waited, explanation: explanation)
          .rendered(userMessage: ""),
      truncatedAt: truncatedAt
    )
  }

  /// What the assertion reports of `survivors`: passed when there are none, failed with ``LeakMessage/make(_:survivors:built:waited:explanation:)``
  /// else.
  package func verdict(for survivors: [Int], built: String, waited: String? = nil) -> CheckVerdict {
    guard !survivors.isEmpty || truncatedAt != nil else {
      let root = graph.nodes.first?.typeName ?? "nil"
      return .passed(warning: NotReadMessage.warning(graph.notReadFindings(), root: root, looksFor: "leaks"))
    }
    let explanation = explain(survivors)
    var failure = LeakMessage.make(self, survivors: survivors, built: built, waited: waited, explanation: explanation)
    var marks = DiagramMarks()
    marks.survivors = Set(survivors)
    marks.shared = Set(shared.nodes)
    marks.cycleEdges = Set(explanation.cycleEdges.joined())
    marks.nodes = graph.withPathsFromRoot(survivors + shared.nodes)
    failure.attachments = WiringDiagram(graph, marks: marks).attachments(named: "\(graph.nodes[0].typeName)-leaks")
    return .failed(failure)
  }
}
