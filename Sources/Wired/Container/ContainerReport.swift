/// What checking a container's services found: what is wrong with each service that failed.
///
/// Returned by ``checkContainer(_:checking:scope:)``;
/// ``assertContainerWired(_:checking:scope:message:fileID:filePath:line:column:)`` reports the failed services in one
/// failure.
public struct ContainerReport: Sendable, Hashable {
  /// Each service that failed, by name, with a line per problem: `nil: analytics: Analytics?`,
  /// `retain cycle: A.b → B.a → A`, `did not resolve: the container returned nil`.
  public var failures: [String: [String]] {
    Dictionary(services.filter { !$0.problems.isEmpty }.map { ($0.name, $0.problems) }, uniquingKeysWith: { $0 + $1 })
  }

  /// Whether every service resolved and passed every check.
  public var passed: Bool { services.allSatisfy(\.problems.isEmpty) }

  /// The failure ``assertContainerWired(_:checking:scope:message:fileID:filePath:line:column:)`` reports, or `nil`
  /// when the check passed.
  public var message: String? {
    passed ? nil : failure.rendered(userMessage: "")
  }

  /// Every service, in the order given, with its problems.
  let services: [ServiceProblems]

  /// One service, with a line per problem.
  struct ServiceProblems: Sendable, Hashable {
    let name: String
    let problems: [String]
  }
  /// The modules whose objects the injection walks of the failed services judged, and those they walked through.
  let modules: JudgedModules

  /// The failure: every service that failed, with its problems.
  var failure: FailureMessage {
    let failed = services.filter { !$0.problems.isEmpty }
    var failure = FailureMessage(
      headline: "Expected every service of the container to resolve wired, but \(failed.count) of "
        + "\(services.count) did not")
    failure.sections = [
      failed.map { service in
        "  \(service.name):\n" + service.problems.map { "    \($0)" }.joined(separator: "\n")
      }.joined(separator: "\n")
    ]
    if let modules = modules.section { failure.sections.append(modules) }
    failure.hint = "Fix each registration, or list what may stay nil in the service's except:."
    return failure
  }
}
