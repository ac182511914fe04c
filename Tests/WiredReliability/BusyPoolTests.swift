import Dispatch
import Testing
import Wired

/// Wired's checks run as users run their suites: whole, in parallel, beside heavy tests that keep every thread of
/// the cooperative pool busy (two of them here, on a pool as wide as the cores: two on the CI machine). Failing leak
/// checks must cost the other tests nothing, and a wait on quick work must not fail because other tests used the
/// pool. Each test prints what it measured; `.ci/run` runs the suite several times.
@Suite struct BusyPoolTests {
  // MARK: - What keeps the pool busy

  @Test(arguments: 0..<2) func aHeavyTestKeepsAThreadOfThePoolBusy(_ index: Int) {
    let start = DispatchTime.now().uptimeNanoseconds
    var spins = 0
    while DispatchTime.now().uptimeNanoseconds - start < 1_500_000_000 { spins &+= 1 }
    #expect(spins > 0)
  }

  @Test(arguments: 0..<8) func aFailingSynchronousLeakCheckHoldsItsThreadAMomentOnly(_ index: Int) {
    let (failures, seconds) = timed { captureFailures { assertNoLeaks { Registry.shared.registered(Model()) } } }
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("(the root) Model, kept from outside the stored graph") == true)
    print("Busy pool: a failing synchronous leak check (kept from outside) took \(milliseconds(seconds)) ms")
  }

  @Test(arguments: 0..<4) func aFailingSynchronousLeakCheckOfACycleDoesNotWaitAtAll(_ index: Int) {
    let (failures, seconds) = timed { captureFailures { assertNoLeaks { Ring.closed() } } }
    #expect(failures.first?.message.contains("(the root) Ring, in cycle 1") == true)
    print("Busy pool: a failing synchronous leak check (a cycle) took \(milliseconds(seconds)) ms")
  }

  @MainActor @Test(arguments: 0..<4) func aFailingMainActorLeakCheckHoldsTheMainActorAMomentOnly(_ index: Int) {
    let (failures, seconds) = timed { captureFailures { assertNoLeaks { Registry.shared.registered(Model()) } } }
    #expect(failures.count == 1)
    print("Busy pool: a failing main-actor leak check took \(milliseconds(seconds)) ms")
  }

  @Test(arguments: 0..<2) func aFailingAwaitedLeakCheckWaitsBySuspending(_ index: Int) async {
    // NB: kept from outside, which work in flight might let go: a leak that a stored cycle explains returns at once.
    let failures = await captureFailures { await assertNoLeaks(timeout: 0.5) { Registry.shared.registered(Model()) } }
    #expect(failures.first?.message.contains("to be released within 0.5 s, but 1 was not") == true)
  }

  // MARK: - Waits on quick work, beside them

  @Test(arguments: 0..<4) func waitForCallSeesACallMadeAfterFourMilliseconds(_ index: Int) async {
    let spy = Caller()
    Task {
      try? await Task.sleep(nanoseconds: 4_000_000)
      spy.call()
    }
    let (passed, seconds) = await timed { await spy.waitForCall(to: "call()") }
    #expect(passed)
    print("Busy pool: waitForCall on a call made after 4 ms returned after \(milliseconds(seconds)) ms")
  }

  @Test(arguments: 0..<4) func assertEventuallySeesStateSetAfterFiveMilliseconds(_ index: Int) async {
    let model = Model()
    Task {
      try? await Task.sleep(nanoseconds: 5_000_000)
      model.isLoaded = true
    }
    let (passed, seconds) = await timed { await assertEventually(model.isLoaded, equals: true) }
    #expect(passed)
    print("Busy pool: assertEventually on state set after 5 ms returned after \(milliseconds(seconds)) ms")
  }

  @MainActor @Test func assertEventuallySeesMainActorStateSetByAMainActorTask() async {
    let screen = Screen()
    Task { @MainActor in
      try? await Task.sleep(nanoseconds: 5_000_000)
      screen.title = "Loaded"
    }
    #expect(await assertEventually(screen.title, equals: "Loaded"))
  }

  @Test func withLeakTrackingWaitsForTwoHundredMillisecondsOfWorkInFlight() async {
    let failures = await captureFailures {
      await withLeakTracking {
        trackForMemoryLeaks(Model.heldByWorkInFlight(for: 200))
      }
    }
    #expect(failures.map(\.message) == [])
  }

  @Test(.checksLeaks) func aTrackedModelHeldByWorkInFlightIsReleasedByTheEndOfTheTest() {
    trackForMemoryLeaks(Model.heldByWorkInFlight(for: 100))
  }

  @Test(arguments: 0..<4) func anAwaitedLeakCheckWaitsForWorkInFlight(_ index: Int) async {
    let (passed, seconds) = await timed { await assertNoLeaks { Model.heldByWorkInFlight(for: 100) } }
    #expect(passed)
    print("Busy pool: await assertNoLeaks on 100 ms of work in flight passed after \(milliseconds(seconds)) ms")
  }
}

// MARK: -

/// A model that a test loads, or leaves held by work in flight.
private final class Model: @unchecked Sendable {
  var isLoaded = false

  /// A model held by a task for `milliseconds`, as a load still running holds its view model.
  static func heldByWorkInFlight(for milliseconds: UInt64) -> Model {
    let model = Model()
    Task {
      try? await Task.sleep(nanoseconds: milliseconds * 1_000_000)
      withExtendedLifetime(model) {}
    }
    return model
  }
}

/// A registry that keeps what registers with it, as a singleton's handlers do: kept from outside the stored graph.
private final class Registry: @unchecked Sendable {
  static let shared = Registry()
  private let lock = NSLockLike()
  private var kept: [AnyObject] = []

  func registered(_ model: Model) -> Model {
    lock.run { kept.append(model) }
    return model
  }
}

/// An object that holds itself: a cycle of stored references, which no work in flight breaks.
private final class Ring: @unchecked Sendable {
  var next: Ring?

  static func closed() -> Ring {
    let ring = Ring()
    ring.next = ring
    return ring
  }
}

private final class Caller: Spy, @unchecked Sendable {
  func call() { recordCall() }
}

@MainActor private final class Screen {
  var title = ""
}

/// A lock without Foundation's, whose `withLock` needs macOS 13.
private final class NSLockLike: @unchecked Sendable {
  private let semaphore = DispatchSemaphore(value: 1)

  func run(_ body: () -> Void) {
    semaphore.wait()
    body()
    semaphore.signal()
  }
}

private func timed<T>(_ body: () -> T) -> (T, Double) {
  let start = DispatchTime.now().uptimeNanoseconds
  let result = body()
  return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}

private func timed<T>(isolation: isolated (any Actor)? = #isolation, _ body: () async -> T) async -> (T, Double) {
  let start = DispatchTime.now().uptimeNanoseconds
  let result = await body()
  return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}

private func milliseconds(_ seconds: Double) -> Int {
  Int((seconds * 1000).rounded())
}
