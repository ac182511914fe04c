/// The failure of a container check and its warning: each failed service's block in the words of each check (the
/// injection, cycle and leak sections), then the advice for each kind of problem found.
enum ContainerMessage {
  /// The failure: every service that failed, each check's findings under it, and the advice for each kind found.
  static func make(_ report: ContainerReport) -> FailureMessage {
    let failed = report.services.filter { !$0.passed }
    var failure = FailureMessage(
      headline: "Expected every service of the container to resolve wired, but \(failed.count) of "
        + "\(report.services.count) did not")
    failure.sections = [failed.map(section).joined(separator: "\n")]
    let injections = failed.compactMap(\.injection)
    if let rule = injections.first?.counting {
      failure.sections.append("  Counted: \(rule.rule(root: "each service"))")
    }
    if let modules = report.modules.section { failure.sections.append(modules) }
    var hints: [String] = []
    if failed.contains(where: { $0.unresolved != nil }) {
      let traced = failed.contains(where: \.missingTracesToUnresolved)
      hints.append(
        "Register each service that did not resolve, or make its closure return it"
          + (traced ? ": the nil dependencies of its type follow from it." : "."))
    }
    if failed.contains(where: { $0.injection?.missing.isEmpty == false && !$0.missingFollowsFromUnresolved }) {
      hints.append(
        "Inject each missing one where its service is registered, or list the ones that may stay nil in the "
          + "service's except:.")
      if injections.contains(where: { $0.missing.contains { $0.cause == .weakReference } }) {
        hints.append(InjectionMessage.weakHint)
      }
    }
    if injections.contains(where: { !$0.unreadable.isEmpty }) { hints.append(InjectionMessage.unreadableHint) }
    let stale = injections.flatMap(\.stale)
    if !stale.isEmpty { hints.append(FailureMessage.staleEntriesHint(stale)) }
    if injections.contains(where: { $0.truncatedAt != nil }) { hints.append(FailureMessage.truncationHint) }
    let cycles = failed.flatMap(\.cycles)
    if !cycles.isEmpty { hints.append(RetainCycleMessage.hint(for: cycles)) }
    for hint in failed.filter({ !$0.unexplainedLeaks.isEmpty }).compactMap(\.leakHint) where !hints.contains(hint) {
      hints.append(hint)
    }
    failure.hint = hints.joined(separator: "\n")
    return failure
  }

  /// The service's block of the failure: each check's findings as that check words them.
  static func section(_ service: ContainerReport.ServiceProblems) -> String {
    var parts: [String] = []
    if let unresolved = service.unresolved { parts.append("    Did not resolve: \(unresolved)") }
    if let injection = service.injection {
      for section in InjectionMessage.make(injection, withRule: false).sections {
        parts.append(
          section.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
            .joined(separator: "\n"))
      }
    }
    for (offset, cycle) in service.cycles.enumerated() {
      parts.append(
        RetainCycleMessage.section(cycle, number: offset + 1).split(separator: "\n").map { "  \($0)" }
          .joined(separator: "\n"))
    }
    let leaks = service.unexplainedLeaks
    if !leaks.isEmpty { parts.append(LeakMessage.notReleased(leaks, indent: 2)) }
    return "  \(service.name):\n" + parts.joined(separator: "\n")
  }

  /// The warning of a container whose services passed without every place being read, or `nil`.
  static func warning(_ report: ContainerReport) -> FailureMessage? {
    let unread = report.services.flatMap { service in
      service.notRead.map { finding in
        var named = GraphFinding(path: "\(service.name) › \(finding.path)", type: finding.type, note: finding.note)
        named.cause = finding.cause
        return named
      }
    }
    return NotReadMessage.warning(unread, root: "the container", looksFor: "problems")
  }
}
