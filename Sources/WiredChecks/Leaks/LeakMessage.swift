import WiredReading

/// The failure message of a leak check: what was not released and why, the cycles among them, what the graph shares,
/// and what to do; its `Not released` section is the container's too.
package enum LeakMessage {
  /// `  Not released:` and a line per object, `    path: Type, why`, indented by `indent` more spaces.
  package static func notReleased(_ findings: [GraphFinding], indent: Int = 0) -> String {
    let margin = String(repeating: " ", count: indent)
    let lines = findings.map { finding in
      let place = finding.path.isEmpty ? "(the root)" : Shortening.path(finding.path) + ":"
      return "\(margin)    \(place) \(finding.type), \(finding.note ?? "")"
    }
    return "\(margin)  Not released:\n" + Shortening.list(lines).joined(separator: "\n")
  }

  /// `  Shared, not checked: 2 (worker.center: NotificationCenter, …)`, or `nil` when the graph shares nothing. An
  /// object a library's object holds is counted by its type, not named by the library's own path to it:
  /// `DatabaseFunction ×11 inside GRDB`.
  static func sharedLine(of search: LeakSearch) -> String? {
    let (graph, shared) = (search.graph, search.shared)
    guard !shared.nodes.isEmpty else { return nil }
    let paths = AppPaths(graph)
    var named: [String] = []
    // NB: by type and the holder's module, in the order first met: `DatabaseFunction ×11 inside GRDB`.
    var kinds: [[String]] = []
    var counts: [[String]: Int] = [:]
    for node in shared.nodes {
      let holder = graph.nodes[node].parentEdge.map { graph.edges[$0].from }
      guard let holder, !graph.nodes[holder].isJudged else {
        named.append("\(Shortening.path(paths.path(to: node))): \(graph.nodes[node].typeName)")
        continue
      }
      let kind = [graph.nodes[node].typeName, ModuleName.of(graph.nodes[holder].type)]
      if counts[kind] == nil { kinds.append(kind) }
      counts[kind, default: 0] += 1
    }
    let counted = kinds.map { kind in
      let count = counts[kind]!
      return "\(kind[0])\(count == 1 ? "" : " ×\(count)") inside \(kind[1])"
    }
    let listed = named + counted
    let shown = listed.prefix(3)
    let more = listed.count > shown.count ? ", …" : ""
    let rule =
      switch shared.rule {
      case .identityAcrossBuilds: "the same instance in both builds"
      case .systemTypes: "system objects"
      }
    return "  Shared, not checked: \(shared.nodes.count), \(rule) (\(shown.joined(separator: ", "))\(more))"
  }

  /// The failure for the survivors (the verdict adds their diagram); `waited` says how long the check waited, `nil`
  /// for a synchronous form, whose message then says what the `await` form would wait for.
  package static func make(
    _ search: LeakSearch, survivors: [Int], built: String, waited: String? = nil,
    explanation: LeakSearch.Explanation? = nil
  ) -> FailureMessage {
    let graph = search.graph
    guard !survivors.isEmpty else {
      // NB: what the walk did not reach was never tracked: a check cut short cannot pass, as the others cannot.
      var message = FailureMessage(
        headline: "Expected to check every object \(built) for leaks, but the walk stopped at its limit")
      message.hint = message.addTruncation(at: search.truncatedAt)
      return message
    }
    let (reasons, cycles, _) = explanation ?? search.explain(survivors)
    let count = Plural.count(survivors.count, "was not", plural: "were not")
    let when = waited.map { " \($0)" } ?? ""
    var message = FailureMessage(headline: "Expected every object \(built) to be released\(when), but \(count)")
    message.sections.append(notReleased(search.survivorFindings(survivors, reasons)))
    if let sharedLine = sharedLine(of: search) { message.sections.append(sharedLine) }
    for (offset, cycle) in cycles.enumerated() {
      message.sections.append(RetainCycleMessage.section(cycle, number: offset + 1))
    }
    if let modules = graph.modules.section { message.sections.append(modules) }
    let unreadable = graph.unreadableFindings { _ in true }
    if let section = CannotReadMessage.section(
      unreadable, title: "Cannot read, and so cannot tell what they keep alive")
    {
      message.sections.append(section)
    }
    var hints: [String] = []
    if !cycles.isEmpty { hints.append(RetainCycleMessage.hint(for: cycles, exceptable: false)) }
    let notRead = graph.notReadFindings()
    if let section = NotReadMessage.section(notRead) {
      message.sections.append(section)
      hints.append(NotReadMessage.hint(for: notRead))
    }
    let keptByTestCase = reasons.values.compactMap { if case .keptByTestCase(let path) = $0 { path } else { nil } }
    if let path = keptByTestCase.min() {
      hints.append(
        "\(path) keeps what is marked \"kept by the test case\": the test case's own properties, which XCTest keeps "
          + "until the whole run ends. If the object under test handed itself over there (a delegate, an observer, a "
          + "closure that captures it), that is the leak; if the test put it there, hold it in a local instead.")
    }
    let recorders = reasons.values.compactMap { if case .recordedBy(let spy, _) = $0 { spy } else { nil } }
    if let spy = recorders.min() {
      hints.append(
        "A spy keeps the arguments of every call it records, for the test's assertions, as long as the test holds it: "
          + "\(spy) keeps what is marked \"recorded by\", not the app. Once its calls are asserted, call reset() on "
          + "it (at the end of the closure, or of the test where the test case tracks the object), so that the check "
          + "sees whether the app lets go of them.")
    }
    let (capturing, mayCapture, captured) = AppPaths(graph).storedWorkSuspects(keeping: Set(survivors))
    let closures = reasons.values.compactMap { if case .capturedBy(let path) = $0 { path } else { nil } }
    if let closure = closures.min() {
      hints.append(
        "A closure the graph stores captures what is marked \"captured by the closure\" (\(closure)), and something "
          + "outside the graph keeps that closure alive after its owner went (a registry, a notification center or a "
          + "timer it was handed to): capture it weakly ([weak self]), or end that registration when it is done."
          + (mayCapture.isEmpty ? "" : " What else the graph stores may keep it, work in flight first: \(mayCapture)."))
    }
    if reasons.values.contains(.keptFromOutside) {
      let suspects =
        capturing.isEmpty
        ? (mayCapture.isEmpty
          ? "" : " What the graph stores that may capture one, work in flight first: \(mayCapture).")
        : " What the graph stores that captures one: \(capturing)."
          + (mayCapture.isEmpty ? "" : " What else may: \(mayCapture).")
      hints.append(
        "Something that is not a stored property of the graph keeps the objects marked \"kept from outside\" alive: "
          + "a task still running, or a closure that captures one (a singleton's handler, a timer, a notification "
          + "observer); look for self captured strongly.\(suspects)")
      if !survivors.contains(0) {
        hints.append(
          "\(graph.nodes[0].typeName), the root, was released, but not all it held: what keeps the rest is outside "
            + "the graph as it was read, a registry it was handed to, or an object the root built and let go (a scene "
            + "its start() made) that lives on in a cycle of its own, which may run through a closure that captures "
            + "it: check that object with assertNoRetainCycles, and its closures for self captured strongly.")
      }
      // NB: what a stored closure is known to capture is kept by that closure, not by work still in flight.
      if waited == nil, reasons.contains(where: { $0.value == .keptFromOutside && !captured.contains($0.key) }) {
        hints.append(
          "If work still in flight holds them (a task, a queue), make the test async and write "
            + "await assertNoLeaks { … }, which waits for it without holding a thread: this synchronous check looks "
            + "once, since waiting would hold a thread that other tests need.")
      }
    }
    if let truncation = message.addTruncation(at: search.truncatedAt) { hints.append(truncation) }
    message.hint = hints.joined(separator: "\n")
    return message
  }
}
