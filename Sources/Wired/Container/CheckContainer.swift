import WiredReading

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
  var run = ContainerRun()
  for service in services {
    var problems = ContainerReport.ServiceProblems(name: service.name)
    if let resolved = resolve(service, into: &problems) {
      if checks.contains(.injection) {
        problems.record(checkInjections(resolved, except: service.except, scope: scope), into: &run.modules)
      }
      if checks.contains(.retainCycles) { problems.cycles = checkRetainCycles(resolved, scope: scope).cycles }
      if checks.contains(.leaks) { problems.recordLeaks(of: service, scope: scope) }
    }
    run.checked.append(problems)
  }
  return ContainerReport(services: run.checked, modules: run.modules, servicesChecked: services)
}

#if compiler(>=6.2)
  /// Resolves and checks every service, reading each actor, the app's and a library's, on its own executor: the awaited form of
  /// ``checkContainer(_:checking:scope:)-89qlj``, which an `async` test calls with `await`.
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
    var run = ContainerRun()
    for service in services {
      var problems = ContainerReport.ServiceProblems(name: service.name)
      if let resolved = resolve(service, into: &problems) {
        if checks.contains(.injection) {
          problems.record(await checkInjections(resolved, except: service.except, scope: scope), into: &run.modules)
        }
        if checks.contains(.retainCycles) {
          problems.cycles = await checkRetainCycles(resolved, scope: scope).cycles
        }
        if checks.contains(.leaks) { await problems.recordLeaks(of: service, scope: scope) }
      }
      run.checked.append(problems)
    }
    return ContainerReport(services: run.checked, modules: run.modules, servicesChecked: services)
  }
#endif

/// What a check of a container has found so far: each service's problems, and the modules the walks judged.
// NB: the two forms differ only in the `await` before each check, which reads the actors of what it checks.
private struct ContainerRun {
  var checked: [ContainerReport.ServiceProblems] = []
  var modules = JudgedModules()
}

/// The service's resolved value, or `nil` with why it did not resolve recorded in `problems`.
private func resolve(_ service: ContainerService, into problems: inout ContainerReport.ServiceProblems) -> Any? {
  do {
    guard let value = try service.resolve() else {
      problems.unresolved = "the container returned nil"
      return nil
    }
    return value
  } catch {
    problems.unresolved = "it threw \(error)"
    return nil
  }
}

extension ContainerReport.ServiceProblems {
  /// Keeps the injection check's report when it failed, with the modules its walk judged.
  // NB: the check assertAllInjected makes, with the same rule and the same message.
  fileprivate mutating func record(_ report: InjectionReport, into modules: inout JudgedModules) {
    notRead = report.notRead
    guard !report.passed else { return }
    modules.formUnion(report.modules)
    injection = report
  }

  /// Resolves the service twice, lets both go, and keeps what was not released.
  fileprivate mutating func recordLeaks(of service: ContainerService, scope: GraphScope) {
    guard let search = leakSearch(of: service, scope: scope) else { return }
    record(search.survivorsAfterGrace(), of: search)
  }

  /// Resolves the service twice, reading the actors of both, lets both go, and keeps what was not released once the
  /// wait every awaited leak check makes is over (``LeakSearch/awaitSurvivors(of:timeout:readingFirst:isolation:)``).
  fileprivate mutating func recordLeaks(
    of service: ContainerService, scope: GraphScope, isolation: isolated (any Actor)? = #isolation
  ) async {
    guard let search = await readingLeakSearch(of: service, scope: scope) else { return }
    _ = await LeakSearch.awaitSurvivors(of: [search], timeout: 1, isolation: isolation)
    record(search.survivors, of: search)
  }

  private mutating func record(_ survivors: [Int], of search: LeakSearch) {
    guard !survivors.isEmpty else { return }
    let explanation = search.explain(survivors)
    leaks = search.report(for: survivors, built: "resolved", explanation: explanation).notReleased
    leakHint =
      LeakMessage.make(search, survivors: survivors, built: "resolved", waited: "once let go", explanation: explanation)
      .hint
  }
}

/// The leak check of two resolutions, made once both are out of this function's hands; `nil` when the container
/// returns the same object twice (a singleton), which is not expected to go away.
private func leakSearch(of service: ContainerService, scope: GraphScope) -> LeakSearch? {
  guard let (first, second) = twoResolutions(of: service) else { return nil }
  return LeakSearch.comparing(first: first, second: second, scope: scope)
}

/// The leak check of two resolutions, as ``leakSearch(of:scope:)`` makes it, with the actors of both read on their
/// executors.
private func readingLeakSearch(
  of service: ContainerService, scope: GraphScope, isolation: isolated (any Actor)? = #isolation
) async -> LeakSearch? {
  guard let (first, second) = twoResolutions(of: service) else { return nil }
  return await LeakSearch.reading(first: first, second: second, scope: scope)
}

/// The service resolved twice, two different objects; `nil` when it does not resolve to an object, or resolves to the
/// same one twice (a singleton).
private func twoResolutions(of service: ContainerService) -> (AnyObject, AnyObject)? {
  func resolveObject() -> AnyObject? {
    ObjectiveCRuntime.drainingAutoreleased {
      (try? service.resolve()).flatMap { $0 }.flatMap(Existential.object(in:))
    }
  }
  guard let first = resolveObject(), let second = resolveObject(), first !== second else { return nil }
  return (first, second)
}
