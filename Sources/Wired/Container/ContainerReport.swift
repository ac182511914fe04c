/// What checking a container's services found: what is wrong with each service that failed.
///
/// Returned by ``checkContainer(_:checking:scope:)-89qlj``;
/// ``assertContainerWired(_:checking:scope:message:fileID:filePath:line:column:)-1a3li`` reports the failed services in one
/// failure.
public struct ContainerReport: Sendable, Hashable {
  /// Each service that failed, by name, with a line per problem: `nil: analytics: Analytics?`,
  /// `retain cycle: A.b → B.a → A`, `did not resolve: the container returned nil`.
  public var failures: [String: [String]] {
    Dictionary(
      services.filter { !$0.passed }.map { ($0.name, $0.lines) }, uniquingKeysWith: { $0 + $1 })
  }

  /// Whether every service resolved and passed every check.
  public var passed: Bool { services.allSatisfy(\.passed) }

  /// The places inside the libraries' objects where the app's objects may be, which the checks of each service did not
  /// read, by service name: a library's actor that a synchronous check does not enter (await the check to read it).
  /// Not a failure; ``assertContainerWired(_:checking:scope:message:fileID:filePath:line:column:)-1a3li`` says them as
  /// a warning.
  public var notRead: [String: [GraphFinding]] {
    Dictionary(
      services.filter { !$0.notRead.isEmpty }.map { ($0.name, $0.notRead) }, uniquingKeysWith: { $0 + $1 })
  }

  /// The failure ``assertContainerWired(_:checking:scope:message:fileID:filePath:line:column:)-1a3li`` reports, or `nil`
  /// when the check passed.
  public var message: String? {
    passed ? nil : ContainerMessage.make(self).rendered(userMessage: "")
  }

  /// Every service, in the order given, with its problems.
  let services: [ServiceProblems]
  /// The modules whose objects the injection walks of the failed services judged, and those they walked through.
  let modules: JudgedModules

  /// The report of `checked`, the problems of each of `services` in turn: a nil dependency of a type whose service did
  /// not resolve is noted as following from that.
  init(services checked: [ServiceProblems], modules: JudgedModules, servicesChecked services: [ContainerService]) {
    let unresolved = Set(zip(services, checked).compactMap { $1.unresolved == nil ? nil : $0.typeName })
    self.services = checked.map { $0.tracing(to: unresolved) }
    self.modules = modules
  }

  /// What is wrong with one service, by kind: each check's own findings, as that check reports them.
  struct ServiceProblems: Sendable, Hashable {
    let name: String
    /// Why the service did not resolve, when it did not.
    var unresolved: String?
    /// The injection check's report, when it failed: ``assertAllInjected(_:except:depth:counting:scope:message:fileID:filePath:line:column:)-2wxvj``'s.
    var injection: InjectionReport?
    var cycles: [RetainCycle] = []
    /// What the service owned that outlived it, each with why as its note.
    var leaks: [GraphFinding] = []
    /// What the leak check advises.
    var leakHint: String?
    /// What the injection check did not read where the app's objects may be.
    var notRead: [GraphFinding] = []

    init(name: String) {
      self.name = name
    }

    var passed: Bool { unresolved == nil && injection == nil && cycles.isEmpty && leaks.isEmpty }

    /// The problems, each nil dependency of a type in `unresolvedTypes` noted as following from that service not
    /// resolving: one root cause, named where it is.
    func tracing(to unresolvedTypes: Set<String>) -> ServiceProblems {
      guard var report = injection, !unresolvedTypes.isEmpty else { return self }
      report.missing = report.missing.map { finding in
        var wrapped = Substring(finding.type)
        while wrapped.hasSuffix("?") || wrapped.hasSuffix("!") { wrapped = wrapped.dropLast() }
        guard unresolvedTypes.contains(String(wrapped)) else { return finding }
        var traced = GraphFinding(path: finding.path, type: finding.type, note: "\(wrapped)\(Self.unresolvedNote)")
        traced.cause = .unresolvedService
        return traced
      }
      var traced = self
      traced.injection = report
      return traced
    }

    /// Whether each nil dependency follows from a service that did not resolve.
    var missingFollowsFromUnresolved: Bool {
      injection?.missing.allSatisfy(Self.followsFromUnresolved) ?? true
    }

    /// Whether some nil dependency follows from a service that did not resolve.
    var missingTracesToUnresolved: Bool {
      injection?.missing.contains(where: Self.followsFromUnresolved) ?? false
    }

    private static let unresolvedNote = " did not resolve"

    private static func followsFromUnresolved(_ finding: GraphFinding) -> Bool {
      finding.cause == .unresolvedService
    }

    /// What outlived the service that no cycle of the retain-cycle check explains: an object in or held by a cycle
    /// already reported is that cycle's, said once.
    var unexplainedLeaks: [GraphFinding] {
      guard !cycles.isEmpty else { return leaks }
      return leaks.filter { $0.cause != .cycle }
    }

    /// A line per problem, for ``ContainerReport/failures``.
    var lines: [String] {
      var lines: [String] = []
      if let unresolved { lines.append("did not resolve: \(unresolved)") }
      if let injection {
        lines += injection.missing.map { "nil: \($0)" }
        if injection.missingCount > injection.missing.count {
          lines.append("nil: \(injection.missingCount - injection.missing.count) more")
        }
        lines += injection.unreadable.map { "cannot be read: \($0.path): \($0.type) — \($0.note ?? "")" }
        lines += injection.stale.map { "except: \($0.isNeverNil ? "never nil" : "names no property"): \($0)" }
        if let limit = injection.truncatedAt { lines.append("the walk stopped at \(limit) values: narrow the scope") }
      }
      lines += cycles.map { "retain cycle: \($0)" }
      lines += leaks.map { "not released: \($0)" }
      return lines
    }
  }

}

extension ContainerReport: CustomStringConvertible {
  /// The failure's message, or `passed`: what `#expect(report.passed)` shows of the report when it fails.
  public var description: String {
    message ?? "passed"
  }
}

extension ContainerReport {
  /// What the assertion reports: the failure, or, when every service passed, what the checks did not read.
  package var verdict: CheckVerdict {
    passed ? .passed(warning: ContainerMessage.warning(self)) : .failed(ContainerMessage.make(self))
  }
}
