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
    if !report.staleExceptions.isEmpty {
      message.sections.append(
        "  Stale except: entries (no such stored property):\n"
          + Shortening.list(report.staleExceptions.map { "    \($0)" }).joined(separator: "\n"))
      hints.append(
        "Correct or remove the stale entries: an entry that names nothing hides nothing, and may hide a typo.")
    }
    if let limit = report.truncatedAt {
      message.sections.append(
        "  Stopped after visiting \(Shortening.grouped(limit)) values: the graph is larger than the scope allows.")
      hints.append("Narrow the walk with scope: (.only([\"MyModule\"]), .excluding([…])) or raise maximumValueCount.")
    }
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
