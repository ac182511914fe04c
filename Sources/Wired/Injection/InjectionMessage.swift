/// The failure message of an incomplete ``InjectionReport``.
enum InjectionMessage {
  static func make(_ report: InjectionReport, recursive: Bool) -> FailureMessage {
    let root = report.rootType
    var message: FailureMessage
    var hints: [String] = []
    if !report.missing.isEmpty {
      let count = report.missing.count == 1 ? "1 is nil" : "\(report.missing.count) are nil"
      let scope = recursive ? "in the graph of \(root)" : "of \(root)"
      message = FailureMessage(headline: "Expected every optional dependency \(scope) to be injected, but \(count)")
      message.sections.append("  Missing:\n" + report.missing.map { "    \($0)" }.joined(separator: "\n"))
      hints.append("Inject each one where \(root) is built, or list the ones that may stay nil in except:.")
    } else if !report.staleExceptions.isEmpty {
      message = FailureMessage(headline: "Expected every except: entry to name a stored property of \(root)")
    } else {
      message = FailureMessage(headline: "Expected every optional dependency in the graph of \(root) to be injected")
    }
    if !report.staleExceptions.isEmpty {
      message.sections.append(
        "  Stale except: entries (no such stored property):\n"
          + report.staleExceptions.map { "    \($0)" }.joined(separator: "\n")
      )
      hints.append(
        "Correct or remove the stale entries: an entry that names nothing hides nothing, and may hide a typo.")
    }
    if let limit = report.truncatedAt {
      message.sections.append("  Stopped after visiting \(limit) values: the graph is larger than the scope allows.")
      hints.append("Narrow the walk with scope: (.only([\"MyModule\"]), .excluding([…])) or raise maximumValueCount.")
    }
    message.hint = hints.joined(separator: "\n")
    return message
  }
}
