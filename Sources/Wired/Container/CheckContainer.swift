/// Resolves and checks every service; the query form of
/// ``assertContainerWired(_:checking:scope:message:fileID:filePath:line:column:)-1a3li``.
///
/// - Parameters:
///   - services: The services to check, each with how to resolve it.
///   - checks: What to check of each resolved graph.
///   - scope: Which modules' types the walks enter.
/// - Returns: Each service with what is wrong with it.
public func checkContainer(
  _ services: [ContainerService], checking checks: Set<ContainerCheck> = [.injection, .retainCycles],
  scope: GraphScope = .appModules
) -> ContainerReport {
  var search = ContainerSearch(checking: checks)
  for service in services {
    guard let resolved = search.resolve(service) else { continue }
    let cycles = checks.contains(.retainCycles) ? RetainCycleSearch(root: resolved, except: [], scope: scope) : nil
    let leaks = search.leakSearch(of: service, against: resolved, walked: cycles?.graph, scope: scope)
    search.record(
      service,
      injection: checks.contains(.injection) ? checkInjections(resolved, except: service.except, scope: scope) : nil,
      cycles: cycles?.report,
      leaks: leaks.map { ($0, $0.survivorsAfterGrace()) })
  }
  return search.report(of: services)
}

#if compiler(>=6.2)
  /// Resolves and checks every service, reading each actor, the app's and a library's, on its own executor: the awaited form of
  /// ``checkContainer(_:checking:scope:)-89qlj``, which an `async` test calls with `await`. Its leak check waits as
  /// every awaited leak check does: up to a second, and no longer once what it built is released, or what stays is
  /// kept by what the graph itself stores.
  ///
  /// - Parameters:
  ///   - services: The services to check, each with how to resolve it.
  ///   - checks: What to check of each resolved graph.
  ///   - scope: Which modules' types the walks enter.
  /// - Returns: Each service with what is wrong with it.
  ///
  /// ```swift
  /// #expect(await checkContainer(services).passed)
  /// ```
  nonisolated(nonsending) public func checkContainer(
    _ services: [ContainerService], checking checks: Set<ContainerCheck> = [.injection, .retainCycles],
    scope: GraphScope = .appModules
  ) async -> ContainerReport {
    var search = ContainerSearch(checking: checks)
    for service in services {
      guard let resolved = search.resolve(service) else { continue }
      let cycles =
        checks.contains(.retainCycles) ? await RetainCycleSearch.entering(resolved, except: [], scope: scope) : nil
      let leaks = await search.enteringLeakSearch(of: service, against: resolved, walked: cycles?.graph, scope: scope)
      if let leaks { _ = await LeakSearch.awaitSurvivors(of: [leaks], timeout: LeakSearch.defaultTimeout) }
      search.record(
        service,
        injection: checks.contains(.injection)
          ? await checkInjections(resolved, except: service.except, scope: scope) : nil,
        cycles: cycles?.report,
        leaks: leaks.map { ($0, $0.survivors) })
    }
    return search.report(of: services)
  }
#endif
