import Wired

// Every check over the value-heavy graphs of `ValueModels.swift`, each against a one-pass `Mirror` walk that visits
// every value of the same graph, alternated in one process; and `checkContainer` over five apps of both.

enum ValueGraphBenchmarks {
  static func run() async {
    let document = APIDocument.make()
    let map = WeightedGraph.grid()
    print(
      "  (document: \(document.paths.count) paths, \(document.components.schemas.count) schemas; "
        + "map: \(map.cities.count) cities, \(map.edgeCount) edges)")
    let service = APIService(document: document, transport: URLSessionTransport())
    await compare("document service", service, target: target(document: true)) {
      APIService(document: document, transport: URLSessionTransport())
    }
    let planner = RoutePlanner(map: map, cache: RouteCache(), analytics: Analytics())
    await compare("route planner", planner, target: target(document: false)) {
      RoutePlanner(map: map, cache: RouteCache(), analytics: Analytics())
    }
    container(document: document, map: map)
  }

  private static func target(document: Bool) -> String {
    document ? "≤ 100 ms in a debug build, ≤ 0.2 of the Mirror walk" : "≤ 50 ms"
  }

  /// Each check over `root`, and the leak checks over what `make` builds, against the `Mirror` walk of `root`.
  private static func compare<Root: AnyObject>(
    _ name: String, _ root: Root, target: String, make: () -> Root
  ) async {
    let clock = ContinuousClock()
    var samples: [String: [Double]] = [:]
    func time(_ label: String, _ body: () -> Void) {
      let start = clock.now
      body()
      samples[label, default: []].append(Harness.seconds(clock.now - start))
    }
    var visited = 0
    for _ in 0..<7 {
      time("one-pass Mirror walk of every value") { visited = mirrorWalk(root) }
      time("checkInjections (assertAllInjected)") { precondition(checkInjections(root).missing.isEmpty) }
      time("checkRetainCycles (assertNoRetainCycles)") { precondition(checkRetainCycles(root).passed) }
      time("wiringSnapshot") { _ = wiringSnapshot(root) }
      time("checkLeaks, sync (assertNoLeaks {})") { precondition(checkLeaks(make).passed) }
      let start = clock.now
      let report = await checkLeaks { make() }
      samples["checkLeaks, awaited (await assertNoLeaks {})", default: []].append(Harness.seconds(clock.now - start))
      precondition(report.passed)
    }
    let baseline = Harness.median(samples["one-pass Mirror walk of every value"]!)
    print("  \(name): the Mirror walk visits \(visited) values in \(Harness.Unit.milliseconds.format(baseline))")
    for label in [
      "checkInjections (assertAllInjected)", "checkRetainCycles (assertNoRetainCycles)", "wiringSnapshot",
      "checkLeaks, sync (assertNoLeaks {})", "checkLeaks, awaited (await assertNoLeaks {})",
    ] {
      Harness.report(
        "\(name): \(label)", wired: Harness.median(samples[label]!), baseline: baseline, unit: .milliseconds,
        target: target)
    }
  }

  /// `checkContainer` with injection, cycles and leaks over five apps, each holding both graphs.
  private static func container(document: APIDocument, map: WeightedGraph) {
    let services = (1...5).map { index in
      ContainerService("TravelApp\(index)") { TravelApp(document: document, map: map) }
    }
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<5 {
      let start = clock.now
      let report = checkContainer(services, checking: [.injection, .retainCycles, .leaks])
      samples.append(Harness.seconds(clock.now - start))
      precondition(report.passed, report.message ?? "")
    }
    Harness.report(
      "checkContainer, five apps, injection + cycles + leaks", value: Harness.median(samples), unit: .milliseconds,
      target: "≤ 1 s")
  }

  /// Visits every value reachable from `root` once per object, through `Mirror`: what a hand-written check that
  /// looks at everything does. Returns how many values it visited.
  static func mirrorWalk(_ root: Any) -> Int {
    var stack: [Any] = [root]
    var seen: Set<ObjectIdentifier> = []
    var visited = 0
    while let value = stack.popLast() {
      visited += 1
      if type(of: value) is AnyClass {
        guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { continue }
      }
      for child in Mirror(reflecting: value).children {
        stack.append(child.value)
      }
    }
    return visited
  }
}
