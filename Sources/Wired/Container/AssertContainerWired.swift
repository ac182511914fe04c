/// Asserts that every service of a dependency container resolves to a fully wired graph: resolves each one, checks
/// it, and reports every service that failed, and why, in one failure.
///
/// The check is made against the real graph, built, not a static guess. Each service is checked as `checks`
/// says: every optional dependency of the whole resolved graph set (except the service's own `except:`), no strong
/// reference cycle, and, with ``ContainerCheck/leaks``, what the service owns released once let go. The injection
/// part is ``assertAllInjected(_:except:depth:counting:scope:message:fileID:filePath:line:column:)-2wxvj``'s check: a
/// service's value-typed optionals (`token: String?`) are state; its optionals of class, protocol or function type
/// are dependencies. A nil dependency whose type is a service that did not resolve is noted as following from it.
///
/// - Parameters:
///   - services: The services to check, each with how to resolve it.
///   - checks: What to check of each resolved graph; injection and cycles by default.
///   - scope: Which modules' types the walks enter; see ``GraphScope``.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertContainerWired([
///   ContainerService(SettingsViewController.self, except: ["debugMenu"]) { container.resolve(SettingsViewController.self) },
///   ContainerService(ProfileViewController.self) { container.resolve(ProfileViewController.self) },
/// ])
/// ```
///
/// ```text
/// Expected every service of the container to resolve wired, but 1 of 2 did not
///
///   SettingsViewController:
///     Missing:
///       analytics: Analytics?
///
///   Counted: every optional reference (an object, a protocol or a closure) in the graph of each service
///
/// Inject each missing one where its service is registered, or list the ones that may stay nil in the service's except:.
/// ```
@discardableResult
public func assertContainerWired(
  _ services: [ContainerService],
  checking checks: Set<ContainerCheck> = [.injection, .retainCycles],
  scope: GraphScope = .appModules,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let report = checkContainer(services, checking: checks, scope: scope)
  return report.verdict.report(
    userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

#if compiler(>=6.2)
  /// Asserts that every service of a dependency container resolves to a fully wired graph, reading each of the app's
  /// actors on its own executor: the awaited form of
  /// ``assertContainerWired(_:checking:scope:message:fileID:filePath:line:column:)-1a3li``, which an `async` test calls
  /// with `await`.
  ///
  /// - Parameters:
  ///   - services: The services to check, each with how to resolve it.
  ///   - checks: What to check of each resolved graph; injection and cycles by default.
  ///   - scope: Which modules' types the walks enter; see ``GraphScope``.
  ///   - message: Text to put before the failure.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the assertion passed.
  ///
  /// ```swift
  /// await assertContainerWired([ContainerService(SettingsStore.self) { container.resolve(SettingsStore.self) }])
  /// ```
  @discardableResult
  nonisolated(nonsending) public func assertContainerWired(
    _ services: [ContainerService],
    checking checks: Set<ContainerCheck> = [.injection, .retainCycles],
    scope: GraphScope = .appModules,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    let report = await checkContainer(services, checking: checks, scope: scope)
    return report.verdict.report(
      userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
#endif
