/// The failure message of a ``RetainCycleReport`` that is not clean.
enum RetainCycleMessage {
  static func make(_ report: RetainCycleReport) -> FailureMessage {
    let root = report.rootType
    var message: FailureMessage
    var hints: [String] = []
    if !report.cycles.isEmpty {
      let count = report.isSearchCut ? "at least \(report.cycles.count)" : "\(report.cycles.count)"
      message = FailureMessage(
        headline: "Expected no strong reference cycle in the graph of \(root), but found \(count)")
      for (offset, cycle) in report.cycles.enumerated() {
        message.sections.append(section(cycle, number: offset + 1))
      }
      if let modules = report.modules.section { message.sections.append(modules) }
      hints.append(
        "Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once "
          + "nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.")
      if report.isSearchCut {
        hints.append("The search stopped after \(report.cycles.count) cycles: break these first.")
      }
    } else if !report.staleExceptions.isEmpty {
      message = FailureMessage(headline: "Expected every except: entry to name a stored property of \(root)")
    } else {
      message = FailureMessage(headline: "Expected to check every object in the graph of \(root) for retain cycles")
    }
    if !report.unsafeReferences.isEmpty {
      message.sections.append(
        "  unowned(unsafe), which keeps nothing alive and is never checked:\n"
          + Shortening.list(report.unsafeReferences.map { "    \($0)" }).joined(separator: "\n"))
    }
    hints += [message.addStaleExceptions(report.staleExceptions), message.addTruncation(at: report.truncatedAt)]
      .compactMap { $0 }
    message.hint = hints.joined(separator: "\n")
    return message
  }

  /// `Cycle 1, at the root:` and one line per reference, then the one to break.
  static func section(_ cycle: RetainCycle, number: Int) -> String {
    let place = cycle.pathFromRoot.isEmpty ? "at the root" : "reached through \(Shortening.path(cycle.pathFromRoot))"
    let weaken = cycle.referenceToWeaken
    let lines = cycle.references.map { "    \($0)" } + ["    Break it: make \(weaken.ownerType).\(weaken.path) weak"]
    return "  Cycle \(number), \(place):\n" + lines.joined(separator: "\n")
  }
}
