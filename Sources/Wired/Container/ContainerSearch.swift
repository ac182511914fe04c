import WiredReading

/// A check of a container, service by service: everything but reading the graphs, which each form of
/// ``checkContainer(_:checking:scope:)-89qlj`` does its own way (the awaited one enters actors on their executors).
struct ContainerSearch {
  let checks: Set<ContainerCheck>
  private var checked: [ContainerReport.ServiceProblems] = []
  private var modules = JudgedModules()

  init(checking checks: Set<ContainerCheck>) {
    self.checks = checks
  }

  /// The service's resolved value, or `nil` when it did not resolve, which is recorded as its problem.
  mutating func resolve(_ service: ContainerService) -> Any? {
    var problems = ContainerReport.ServiceProblems(name: service.name)
    do {
      if let value = try service.resolve() { return value }
      problems.unresolved = "the container returned nil"
    } catch {
      problems.unresolved = "it threw \(error)"
    }
    checked.append(problems)
    return nil
  }

  /// Records what the checks of a resolved service found; a check not asked for is `nil`.
  mutating func record(
    _ service: ContainerService, injection: InjectionReport?, cycles: RetainCycleReport?,
    leaks: (search: LeakSearch, survivors: [Int])?
  ) {
    var problems = ContainerReport.ServiceProblems(name: service.name)
    if let injection {
      // NB: the check assertAllInjected makes, with the same rule and the same message.
      problems.notRead = injection.notRead
      if !injection.passed {
        modules.formUnion(injection.modules)
        problems.injection = injection
      }
    }
    problems.cycles = cycles?.cycles ?? []
    if let (search, survivors) = leaks, !survivors.isEmpty {
      let explanation = search.explain(survivors)
      problems.leaks = search.report(for: survivors, built: "resolved", explanation: explanation).notReleased
      // NB: a leak in a cycle names its number; with no cycle check asked for, the leak check's cycles are listed.
      if cycles == nil { problems.cycles = explanation.cycles }
      problems.leakHint =
        LeakMessage.make(
          search, survivors: survivors, built: "resolved", waited: "once let go", explanation: explanation
        )
        .hint
    }
    checked.append(problems)
  }

  /// The report of every service checked, in the order given.
  func report(of services: [ContainerService]) -> ContainerReport {
    ContainerReport(services: checked, modules: modules, servicesChecked: services)
  }

  /// The leak check of `service`: a second resolution, checked against `resolved`, the first, which stays alive while
  /// the second is read, so that what both hold is shared (a cache, a singleton); `walked` is the first's walk when the
  /// cycle check made one, which then serves both checks. `nil` when leaks are not checked, or the service does not
  /// resolve to a new object each time (a singleton, which is not expected to go away).
  func leakSearch(
    of service: ContainerService, against resolved: Any, walked: ObjectGraph?, scope: GraphScope
  ) -> LeakSearch? {
    guard let (first, second) = secondResolution(of: service, against: resolved) else { return nil }
    return withExtendedLifetime(first) {
      LeakSearch(second, scope: scope, twin: walked ?? ObjectGraph(from: first, scope: scope))
    }
  }

  /// The leak check ``leakSearch(of:against:walked:scope:)`` makes, with the actors of both resolutions entered.
  // NB: a function of its own, so that the second resolution is not in the caller's hands while it waits.
  func enteringLeakSearch(
    of service: ContainerService, against resolved: Any, walked: ObjectGraph?, scope: GraphScope,
    isolation: isolated (any Actor)? = #isolation
  ) async -> LeakSearch? {
    guard let (first, second) = secondResolution(of: service, against: resolved) else { return nil }
    var twin = walked
    if twin == nil { twin = await ObjectGraph.entering(from: first, scope: scope) }
    let graph = await ObjectGraph.entering(from: second, scope: scope)
    return withExtendedLifetime(first) { LeakSearch(graph: graph, scope: scope, twin: twin) }
  }

  /// The first resolution's object and a second resolution, made in an autorelease pool, for the leak check; `nil`
  /// when leaks are not checked, or the service does not resolve to an object, or resolves to the same one twice.
  private func secondResolution(
    of service: ContainerService, against resolved: Any
  ) -> (first: AnyObject, second: AnyObject)? {
    guard checks.contains(.leaks), let first = Existential.object(in: resolved) else { return nil }
    // NB: a resolution that throws or returns nil failed already, when the service was first resolved.
    let second = ObjectiveCRuntime.drainingAutoreleased {
      (try? service.resolve()).flatMap { $0 }.flatMap(Existential.object(in:))
    }
    guard let second, second !== first else { return nil }
    return (first, second)
  }
}
