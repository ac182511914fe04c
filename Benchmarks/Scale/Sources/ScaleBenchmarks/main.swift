import Foundation
import Wired

// Each check over each app, against a one-pass `Mirror` walk of the same graph, alternated in one process, medians
// of five; then `checkContainer` over the five apps. `swift run --package-path Benchmarks/Scale
// [hub|inbox|log|recorder|api|container] [count]`.

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.compactMap { Int($0) }.first ?? 10_000
let only = arguments.filter { Int($0) == nil && !$0.contains("=") }.map { $0.lowercased() }
/// `profile=checkInjections` runs that check alone, ten times (`runs=N`: N times), for a profiler or for callgrind's
/// count of instructions, which the machine's load does not change.
let profiled = arguments.first { $0.hasPrefix("profile=") }.map { String($0.dropFirst("profile=".count)) }
let profiledRuns = arguments.first { $0.hasPrefix("runs=") }.flatMap { Int($0.dropFirst("runs=".count)) } ?? 10
func selected(_ name: String) -> Bool { only.isEmpty || only.contains { name.lowercased().contains($0) } }

#if DEBUG
  print("Scale benchmarks (debug build, medians of 5), \(count) of each element")
#else
  print("Scale benchmarks (release build, medians of 5), \(count) of each element")
#endif

/// Visits every value reachable from `root` once per object, through `Mirror`.
func mirrorWalk(_ root: Any) -> Int {
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

/// The `Mirror` walk of a recorder, and of the histograms its `Mutex` holds, read under the lock.
func mirrorWalkUnderLock(_ recorder: MetricsRecorder) -> Int {
  mirrorWalk(recorder) + recorder.histograms.withLock { mirrorWalk($0) }
}

func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  return sorted[sorted.count / 2]
}

func milliseconds(_ seconds: Double) -> String { String(format: "%9.1f ms", seconds * 1e3) }

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Runs one check `profiledRuns` times, synchronously, for a profiler.
func profile<Root: AnyObject>(_ check: String, _ root: Root, _ make: () -> Root) {
  for _ in 0..<profiledRuns {
    switch check {
    case "checkInjections": _ = checkInjections(root)
    case "checkRetainCycles": _ = checkRetainCycles(root)
    case "wiringSnapshot": _ = wiringSnapshot(root)
    case "checkLeaks": _ = checkLeaks(make)
    default: _ = mirrorWalk(root)
    }
  }
}

/// Times each check over `root` and the leak checks over what `make` builds, against `baseline`, a one-pass `Mirror`
/// walk of the same graph.
func compare<Root: AnyObject>(
  _ name: String, baseline: (Root) -> Int = { mirrorWalk($0) }, make: () -> Root
) async {
  let root = make()
  let clock = ContinuousClock()
  var samples: [String: [Double]] = [:]
  func time(_ label: String, _ body: () -> Void) {
    let start = clock.now
    body()
    let elapsed = clock.now - start
    samples[label, default: []].append(seconds(elapsed))
  }
  var visited = 0
  let labels = [
    "one-pass Mirror walk", "checkInjections", "checkRetainCycles", "wiringSnapshot", "checkLeaks (sync)",
    "checkLeaks (awaited)", "two builds, no check",
  ]
  if let profiled {
    profile(profiled, root, make)
    return
  }
  for _ in 0..<5 {
    time(labels[0]) { visited = baseline(root) }
    time(labels[1]) { precondition(checkInjections(root).passed, "\(checkInjections(root))") }
    time(labels[2]) { precondition(checkRetainCycles(root).passed) }
    time(labels[3]) { _ = wiringSnapshot(root) }
    time(labels[4]) { precondition(checkLeaks(make).passed) }
    let start = clock.now
    let report = await checkLeaks { make() }
    let elapsed = clock.now - start
    samples[labels[5], default: []].append(seconds(elapsed))
    precondition(report.passed, "\(report)")
    // NB: what a leak check spends in the app's code, building the graph twice and letting it go, not in Wired's.
    time(labels[6]) { _ = (make(), make()) }
  }
  let baseline = median(samples[labels[0]]!)
  print("\(name): the Mirror walk visits \(visited) values")
  for label in labels {
    let value = median(samples[label]!)
    print(
      "  \(label.padding(toLength: 24, withPad: " ", startingAt: 0)) \(milliseconds(value))"
        + "  ratio to the Mirror walk \(String(format: "%.2f", value / baseline))")
  }
}

if selected("hub") {
  await compare("service hub (Deque, OrderedDictionary, TreeDictionary, Heap)") { ServiceHub(count: count) }
}
if selected("inbox") { await compare("inbox (IdentifiedArray of Tagged rows)") { Inbox(count: count) } }
if selected("log") { await compare("log service (a swift-parsing parser, entries)") { LogService(count: count) } }
if selected("recorder") {
  // NB: a `Mirror` lists no child of a `Mutex`: the walk it is measured against reads the histograms under the lock.
  await compare(
    "metrics recorder (histograms in a Mutex)",
    baseline: mirrorWalkUnderLock
  ) { MetricsRecorder(count: count) }
}
let document = APIDocumentFixture.decoded()
if selected("api") {
  await compare("API client (an OpenAPIKit document of \(document.paths.count) paths)") {
    APIClient(document: document)
  }
}

/// `checkContainer` with injection, cycles and leaks over the five apps, against one-pass `Mirror` walks of them.
func container() {
  let services = [
    ContainerService("ServiceHub") { ServiceHub(count: count) },
    ContainerService("Inbox") { Inbox(count: count) },
    ContainerService("LogService") { LogService(count: count) },
    ContainerService("MetricsRecorder") { MetricsRecorder(count: count) },
    ContainerService("APIClient") { APIClient(document: document) },
  ]
  let roots: [AnyObject] = [
    ServiceHub(count: count), Inbox(count: count), LogService(count: count), MetricsRecorder(count: count),
    APIClient(document: document),
  ]
  let clock = ContinuousClock()
  var walks: [Double] = []
  var checks: [Double] = []
  for _ in 0..<5 {
    var start = clock.now
    for root in roots { _ = mirrorWalk(root) }
    walks.append(seconds(clock.now - start))
    start = clock.now
    let report = checkContainer(services, checking: [.injection, .retainCycles, .leaks])
    checks.append(seconds(clock.now - start))
    precondition(report.passed, "\(report)")
  }
  print("checkContainer of the five apps, injection + cycles + leaks")
  print("  one-pass Mirror walks     \(milliseconds(median(walks)))")
  print(
    "  checkContainer            \(milliseconds(median(checks)))  ratio to the Mirror walks "
      + String(format: "%.2f", median(checks) / median(walks)))
}
if selected("container") { container() }
