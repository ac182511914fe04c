/// The checks ``assertContainerWired(_:checking:scope:message:fileID:filePath:line:column:)`` makes of each
/// resolved service.
public struct ContainerChecks: OptionSet, Sendable, Hashable {
  /// The checks as bits: injection 1, cycles 2, leaks 4.
  public let rawValue: Int

  /// Creates a set of checks from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Every optional dependency of the resolved graph is set, as `assertAllInjected(_:recursive: true)` checks.
  public static let injected = ContainerChecks(rawValue: 1)
  /// The resolved graph has no strong reference cycle.
  public static let noRetainCycles = ContainerChecks(rawValue: 2)
  /// What the service owns is released once let go; the service is resolved twice, and what both resolutions share
  /// (the container's singletons) is not checked.
  public static let noLeaks = ContainerChecks(rawValue: 4)
  /// Injection and cycles: the default.
  public static let wiring: ContainerChecks = [.injected, .noRetainCycles]
}
