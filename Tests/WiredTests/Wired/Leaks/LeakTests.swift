import Foundation
import SampleApp
import Testing
import Wired
import WiredTestSupport

/// A singleton that keeps the handlers it is given, as a notification center or an analytics SDK does.
final class EventBus: @unchecked Sendable {
  static let shared = EventBus()
  private let lock = NSLock()
  private var handlers: [() -> Void] = []

  func subscribe(_ handler: @escaping () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    handlers.append(handler)
  }

  func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    handlers = []
  }
}

/// A screen that subscribes to the bus and captures itself strongly: a leak no stored property explains.
final class SubscribingScreen {
  var refreshes = 0
  let presenter = ScenePresenter()

  func start() {
    EventBus.shared.subscribe { self.refreshes += 1 }
  }
}

/// A model that stores a closure which captures it: a cycle through a closure, which reflection cannot see into.
final class TickingModel {
  var ticks = 0
  var onTick: (() -> Void)?
  let presenter = ScenePresenter()

  init() {
    onTick = { self.ticks += 1 }
  }
}

/// A screen whose load keeps it for a moment in a task that ends soon.
@MainActor final class LoadingScreen {
  var loaded = false

  func load() {
    Task { @MainActor in
      try? await Task.sleep(nanoseconds: 20_000_000)
      self.loaded = true
    }
  }
}

@Suite(.serialized) struct LeakTests {
  @Test func systemSingletonsAreSharedNotLeaked() {
    expectNoFailure { assertNoLeaks { WorkerScene() } }
  }

  @Test func aFailureTheClosureReportsEachTimeItRunsIsReportedOnceByEveryFormThatRunsItTwice() async {
    func build(_ line: UInt = #line) -> TrackedModel {
      reportFailure("a misspelled stub", line: line)
      return TrackedModel()
    }
    #expect(captureFailures { assertNoLeaks { build() } }.map(\.message) == ["a misspelled stub"])
    #expect(captureFailures { _ = checkLeaks { build() } }.map(\.message) == ["a misspelled stub"])
    #expect(await captureFailures { await assertNoLeaks { build() } }.map(\.message) == ["a misspelled stub"])
    #expect(await captureFailures { _ = await checkLeaks { build() } }.map(\.message) == ["a misspelled stub"])
    let tracked = await captureFailures { await withLeakTracking { trackForMemoryLeaks(build()) } }
    #expect(tracked.map(\.message) == ["a misspelled stub"])
  }

  @Test func aFailureThatDiffersFromOneBuildToTheNextIsReportedEachTime() {
    var builds = 0
    let failures = captureFailures {
      assertNoLeaks {
        builds += 1
        reportFailure("build \(builds)")
        return TrackedModel()
      }
    }
    #expect(failures.map(\.message) == ["build 1", "build 2"])
  }

  @Test func anAppsOwnSingletonIsSharedNotLeaked() {
    expectNoFailure { assertNoLeaks { TrackedModel() } }
  }

  @Test func aClosureThatCapturesItsOwnerIsACycleAndNoWorkInFlightIsSuspected() {
    let line = #line + 1
    let failures = captureFailures { assertNoLeaks { TickingModel() } }
    expectFailure(
      """
      Expected every object built by the closure to be released, but 2 were not

        Not released:
          (the root) TickingModel, in cycle 1
          presenter: ScenePresenter, held by cycle 1

        Cycle 1, at the root:
          TickingModel.onTick: (() -> Void)? captures TickingModel
          Break it: capture TickingModel weakly in TickingModel.onTick ([weak self]), or set the closure to nil when it is done

      Make the reference that points back toward the root weak or unowned, or the closure's capture of it weak: a cycle keeps its objects alive once nothing else refers to them.
      """,
      line: line,
      in: failures
    )
  }

  /// A spy that declares its methods keeps Wired's own record of them, which is no part of the app: never listed.
  @Test func aSpysOwnRecordsAreNeverListedAsShared() {
    // NB: one build, as trackForMemoryLeaks(model) reads it: what the scope does not enter is shared, and Wired's own
    // record of the spy's methods is of a module the scope leaves out.
    let model = SpiedModel()
    let check = LeakSearch(model, scope: .appModules)
    #expect(check.shared.nodes.isEmpty)
    model.me = nil
    let report = checkLeaks { SpiedModel() }
    #expect(
      report.notReleased.map(\.description) == [
        "(the root) SpiedModel (in cycle 1)", "analytics: DeclaredAnalyticsSpy (held by cycle 1)",
      ])
    #expect(report.shared == [])
    #expect(report.message?.contains("Shared") == false)
  }

  @Test func anOwnedChildThatASingletonKeepsIsNamedAndTheSharedServiceIsNot() {
    let line = #line + 2
    let failures = ChildRegistry.$shared.withValue(ChildRegistry()) {
      captureFailures { assertNoLeaks { RegisteringModel() } }
    }
    expectFailure(
      """
      Expected every object built by the closure to be released, but 1 was not

        Not released:
          child: ModelChild, kept from outside the stored graph

        Shared, not checked: 1, the same instance in both builds (analytics: AppAnalytics)

      Something that is not a stored property of the graph keeps the objects marked "kept from outside" alive: a task still running, or a closure that captures one (a singleton's handler, a timer, a notification observer); look for self captured strongly.
      RegisteringModel, the root, was released, but not all it held: what keeps the rest is outside the graph as it was read, a registry it was handed to, or an object the root built and let go (a scene its start() made) that lives on in a cycle of its own, which may run through a closure that captures it: check that object with assertNoRetainCycles, and its closures for self captured strongly.
      If work still in flight holds them (a task, a queue), make the test async and write await assertNoLeaks { … }, which waits for it without holding a thread: this synchronous check looks once, since waiting would hold a thread that other tests need.
      """,
      line: line,
      in: failures
    )
    let diagram = failures.first?.attachments.first { $0.name.hasSuffix(".mmd") }?.content ?? ""
    #expect(diagram.contains(#"["AppAnalytics (shared)"]"#))
    #expect(diagram.contains(#"["ModelChild (not released)"]"#))
  }

  @Test func theQueryFormTellsWhatItLeftUncheckedOnAPass() {
    let report = checkLeaks { TrackedModel() }
    #expect(report.passed)
    #expect(report.notReleased == [])
    #expect(report.shared == [GraphFinding(path: "analytics", type: "AppAnalytics")])
    // NB: `DispatchQueue.main` is an object on Apple platforms only; on Linux the walk sees no object there.
    let worker = checkLeaks { WorkerScene() }
    #expect(worker.passed)
    #expect(Set(worker.shared.map(\.path)).isSuperset(of: ["center", "defaults"]))
    let leaked = ChildRegistry.$shared.withValue(ChildRegistry()) { checkLeaks { RegisteringModel() } }
    #expect(!leaked.passed)
    #expect(
      leaked.notReleased == [
        GraphFinding(path: "child", type: "ModelChild", note: "kept from outside the stored graph")
      ])
  }

  @Test func aHealthySceneIsReleased() {
    expectNoFailure { assertNoLeaks { SceneCreator.make() } }
  }

  @Test func aSceneWithAStrongBackReferenceLeaksThroughItsCycle() {
    var leaked: SceneViewController?
    let line = #line + 2
    let failures = captureFailures {
      assertNoLeaks {
        let scene = LeakyCreator.make()
        leaked = scene
        return scene
      }
    }
    leaked.map { (try? wired($0, path: "interactor.presenter", as: LeakyPresenter.self))?.view = nil }
    leaked = nil
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.map(\.message) == [
        """
        Expected every object built by the closure to be released, but 5 were not

          Not released:
            (the root) SceneViewController, in cycle 1
            interactor: SceneAInteractor, in cycle 1
            router: SceneRouter, held by cycle 1
            interactor.presenter: LeakyPresenter, in cycle 1
            router.analytics: ConsoleAnalytics, held by cycle 1

          Cycle 1, at the root:
            SceneViewController.interactor: SceneBusinessLogic? → SceneAInteractor
            SceneAInteractor.presenter: ScenePresentationLogic? → LeakyPresenter
            LeakyPresenter.view: SceneDisplayLogic? → SceneViewController
            Break it: make LeakyPresenter.view weak

        Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them.
        """
      ])
    #expect(failures.first?.attachments.first?.content.contains("(not released)") == true)
  }

  @Test func aClosureHeldByASingletonIsKeptFromOutsideTheStoredGraph() {
    defer { EventBus.shared.removeAll() }
    let line = #line + 2
    let failures = captureFailures {
      assertNoLeaks {
        let screen = SubscribingScreen()
        screen.start()
        return screen
      }
    }
    expectFailure(
      """
      Expected every object built by the closure to be released, but 2 were not

        Not released:
          (the root) SubscribingScreen, kept from outside the stored graph
          presenter: ScenePresenter, held by (the root)

      Something that is not a stored property of the graph keeps the objects marked "kept from outside" alive: a task still running, or a closure that captures one (a singleton's handler, a timer, a notification observer); look for self captured strongly.
      If work still in flight holds them (a task, a queue), make the test async and write await assertNoLeaks { … }, which waits for it without holding a thread: this synchronous check looks once, since waiting would hold a thread that other tests need.
      """,
      line: line,
      in: failures
    )
  }

  @MainActor @Test func aTaskThatHoldsTheRootForAMomentIsWaitedFor() async {
    let passed = await assertNoLeaks(timeout: 60) {
      let screen = LoadingScreen()
      screen.load()
      return screen
    }
    #expect(passed)
  }

  @MainActor @Test func aTaskThatHoldsTheRootLongerThanTheTimeoutFails() async {
    let failures = await captureFailures {
      await assertNoLeaks(timeout: 0.001) {
        let screen = LoadingScreen()
        screen.load()
        return screen
      }
    }
    #expect(
      failures.first?.message.hasPrefix(
        """
        Expected every object built by the closure to be released within 0.001 s, but 1 was not

          Not released:
            (the root) LoadingScreen, kept from outside the stored graph
        """) == true)
  }
}

/// A model that keeps a spy with declared methods, and itself.
final class SpiedModel {
  let analytics = DeclaredAnalyticsSpy()
  var me: SpiedModel?
  init() {
    analytics.track("opened")
    me = self
  }
}

/// A spy that declares its methods.
final class DeclaredAnalyticsSpy: Spy, DeclaresMethods, @unchecked Sendable {
  enum Method: String, CaseIterable {
    case track = "track(_:)"
  }

  func track(_ event: String) { recordCall(with: event) }
}
