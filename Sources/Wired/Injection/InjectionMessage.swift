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
        hints.append("Pass counting: .all to count value-typed optionals below the root as dependencies too.")
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
