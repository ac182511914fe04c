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

  /// The leak check of two resolutions of `service`, made once both are out of this function's hands; `nil` when
  /// leaks are not checked, or the service does not resolve to a new object each time (a singleton).
  func leakSearch(of service: ContainerService, scope: GraphScope) -> LeakSearch? {
    twoResolutions(of: service).map { LeakSearch.comparing(first: $0, second: $1, scope: scope) }
  }

  /// The leak check ``leakSearch(of:scope:)`` makes, with the actors of both resolutions entered.
  // NB: a function of its own, so that neither resolution is still in the caller's hands while it waits.
  func enteringLeakSearch(
    of service: ContainerService, scope: GraphScope, isolation: isolated (any Actor)? = #isolation
  ) async -> LeakSearch? {
    guard let (first, second) = twoResolutions(of: service) else { return nil }
    return await LeakSearch.entering(first: first, second: second, scope: scope)
  }

  /// The service resolved twice, two different objects, for its leak check; `nil` when it does not resolve to an
  /// object, or resolves to the same one twice (a singleton, which is not expected to go away).
  private func twoResolutions(of service: ContainerService) -> (AnyObject, AnyObject)? {
    guard checks.contains(.leaks) else { return nil }
    // NB: a resolution that throws or returns nil failed already, when the service was first resolved.
    let builds = TwoBuilds { (try? service.resolve()).flatMap { $0 }.flatMap(Existential.object(in:)) }
    guard let first = builds.first, let second = builds.second, first !== second else { return nil }
    return (first, second)
  }
}
