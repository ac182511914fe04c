import WiredReading

/// The failure message of an incomplete ``InjectionReport``.
package enum InjectionMessage {
  /// The message; `withRule` false leaves out what the walk counted and the modules it judged, which a container's
  /// failure gives once for all its services.
  package static func make(_ report: InjectionReport, withRule: Bool = true) -> FailureMessage {
    let recursive = report.isRecursive
    let root = report.rootType
    var message: FailureMessage
    var hints: [String] = []
    let missingPaths = Set(report.missing.map(\.path))
    if !report.missing.isEmpty {
      let count = Plural.count(report.missingCount, "is nil", plural: "are nil")
      let scope = recursive ? "in the graph of \(root)" : "of \(root)"
      message = FailureMessage(headline: "Expected every optional dependency \(scope) to be injected, but \(count)")
      var listed = lines(report.missing)
      if report.missingCount > report.missing.count {
        // NB: only the first were listed, so the list shows its start and counts the rest.
        let shown = Self.listedInFull
        listed = Array(listed.prefix(shown)) + ["    … and \(Shortening.grouped(report.missingCount - shown)) more"]
      }
      message.sections.append("  Missing:\n" + listed.joined(separator: "\n"))
      // NB: an except: entry that misspells what is nil is the fix, not an injection.
      let misspelled = report.stale.filter { $0.suggestion.map(missingPaths.contains) == true }
      if misspelled.isEmpty {
        hints.append("Inject each one where \(root) is built, or list the ones that may stay nil in except:.")
      } else {
        let entries = misspelled.map(\.description).joined(separator: ", ")
        hints.append(
          "The except: list misspells what is nil: \(entries). Correct the entry if it may stay nil; else inject it "
            + "where \(root) is built.")
      }
      if report.missing.contains(where: { $0.cause == .weakReference }) { hints.append(weakHint) }
      if recursive, withRule { message.sections.append(rule(of: report)) }
      if withRule, let modules = report.modules.section { message.sections.append(modules) }
    } else if !report.unreadable.isEmpty {
      let count = CannotReadMessage.count(report.unreadable)
      let scope = recursive ? "in the graph of \(root)" : "of \(root)"
      message = FailureMessage(
        headline: "Expected every optional dependency \(scope) to be checked, but Wired cannot read \(count)")
    } else if !report.stale.isEmpty {
      message = FailureMessage(headline: "Expected every except: entry to name an optional stored property of \(root)")
    } else {
      message = FailureMessage(headline: "Expected every optional dependency in the graph of \(root) to be injected")
    }
    var missed = message.addWhatTheWalkMissed(
      unreadable: report.unreadable, unreadableHint: unreadableHint, notRead: report.notRead, stale: report.stale,
      truncatedAt: report.truncatedAt)
    // NB: where every stale entry misspells what is nil, the first hint said how to correct them.
    if report.stale.allSatisfy({ $0.suggestion.map(missingPaths.contains) == true }) {
      missed.removeAll { $0 == FailureMessage.staleEntriesHint(report.stale) }
    }
    hints += missed
    message.hint = hints.joined(separator: "\n")
    return message
  }

  /// The most missing dependencies a message lists when the report keeps more than it shows (a graph of thousands).
  static let listedInFull = 20

  /// What to do about a property Wired cannot read.
  package static let unreadableHint = CannotReadMessage.hint(mayHide: "a nil dependency", checkWith: "assertWired")

  /// What a missing weak reference may mean.
  package static let weakHint =
    "A weak reference is also nil when it was set but nothing else kept its target alive: check that the app holds "
    + "what it injects there."

  /// One line per property, long paths and long lists shortened in the middle.
  private static func lines(_ findings: [GraphFinding]) -> [String] {
    Shortening.list(
      findings.map { finding in
        let note = finding.cause == .weakReference ? " (weak)" : finding.note.map { " — \($0)" } ?? ""
        return "    \(Shortening.path(finding.path)): \(finding.type)\(note)"
      })
  }

  /// What the walk counted as a dependency. What it took for state (a nil `String?`) is not listed: it is no part of
  /// what is missing, and the rule says how to count it too.
  private static func rule(of report: InjectionReport) -> String {
    "  Counted: \(report.counting.rule(root: report.rootType))"
  }
}
