/// What checking a container's services found: for each service, what is wrong with it.
///
/// Returned by ``checkContainer(_:checking:scope:)``; ``assertContainerWired(_:checking:scope:message:fileID:filePath:line:column:)``
/// reports the failed services in one failure.
public struct ContainerReport: Sendable, Hashable {
  /// One service and what is wrong with it.
  public struct Service: Sendable, Hashable {
    /// The service's name.
    public let name: String
    /// Each problem on a line: `nil: analytics: Analytics?`, `retain cycle: A.b → B.a → A`,
    /// `did not resolve: the container returned nil`.
    public let problems: [String]
    /// Whether the service resolved and passed every check.
    public var passed: Bool { problems.isEmpty }
  }

  /// Every service, in the order given.
  public let services: [Service]
  /// The modules whose objects the injection walks of the failed services judged, and those they walked through.
  var modules = JudgedModules()

  init(services: [Service], modules: JudgedModules = JudgedModules()) {
    self.services = services
    self.modules = modules
  }

  /// The services that failed.
  public var failed: [Service] { services.filter { !$0.passed } }
  /// Whether every service resolved and passed every check.
  public var passed: Bool { services.allSatisfy(\.passed) }
}
