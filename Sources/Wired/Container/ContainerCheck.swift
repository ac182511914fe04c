/// A check that ``assertContainerWired(_:checking:scope:message:fileID:filePath:line:column:)-1a3li`` makes of each resolved
/// service.
public enum ContainerCheck: Sendable, Hashable {
  /// Every optional dependency of the resolved graph is set, as ``assertAllInjected(_:except:depth:counting:scope:message:fileID:filePath:line:column:)-2wxvj``
  /// checks.
  case injection
  /// The resolved graph has no strong reference cycle.
  case retainCycles
  /// What the service owns is released once let go; the service is resolved twice, and what both resolutions share
  /// (the container's singletons) is not checked.
  case leaks
}
