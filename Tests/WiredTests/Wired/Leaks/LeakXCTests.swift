import SampleApp
import XCTest

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// Retain-cycle and leak checks inside XCTest: failures land on the running test, at the caller's line, and the
/// teardown form checks an object the test kept in a property.
final class LeakXCTests: FailureRecordingTestCase, @unchecked Sendable {
  private var scene: SceneViewController?
  private var trackedLine = 0

  func testACycleFailsAtTheCallersLineAndAHealthySceneDoesNot() {
    let leaky = LeakyCreator.make()
    defer { (try? wired(leaky, path: "interactor.presenter", as: LeakyPresenter.self))?.view = nil }
    XCTAssertEqual(recordedFailures { assertNoRetainCycles(SceneCreator.make()) }, [])
    let line = #line + 1
    let recorded = recordedFailures { assertNoRetainCycles(leaky) }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertTrue(
      recorded.first?.description.hasPrefix(
        "failed - Expected no strong reference cycle in the graph of SceneViewController, but found 1") == true)
  }

  func testALeakFailsAtTheCallersLine() {
    XCTAssertEqual(recordedFailures { assertNoLeaks { SceneCreator.make() } }, [])
    var leaked: SceneViewController?
    let line = #line + 2
    let recorded = recordedFailures {
      assertNoLeaks {
        leaked = LeakyCreator.make()
        return leaked!
      }
    }
    leaked.map { (try? wired($0, path: "interactor.presenter", as: LeakyPresenter.self))?.view = nil }
    leaked = nil
    XCTAssertEqual(recorded.map(\.line), [line])
  }

  func testSystemSingletonsOfATrackedObjectAreSharedNotLeaked() {
    trackForMemoryLeaks(WorkerScene())
  }

  func testLeakChecksTellSharedFromOwnedInXCTest() async {
    XCTAssertEqual(recordedFailures { assertNoLeaks { WorkerScene() } }, [])
    let recorded = await recordedFailures { await assertNoLeaks { TrackedModel() } }
    XCTAssertEqual(recorded, [])
  }

  func testTrackingAnObjectThatTheTestReleasesPasses() {
    scene = SceneCreator.make()
    trackForMemoryLeaks(scene!)
    scene = nil
  }

  func testTrackingAnObjectThatSurvivesTheTestFailsAtTeardown() {
    let leaky = LeakyCreator.make()
    // NB: teardown blocks run last in, first out: this one, added first, runs after the tracking one reported.
    addTeardownBlock { [self] in
      let recorded = stopCatching()
      (try? wired(leaky, path: "interactor.presenter", as: LeakyPresenter.self))?.view = nil
      XCTAssertEqual(recorded.map(\.line), [trackedLine])
      XCTAssertTrue(
        recorded.first?.description.hasPrefix(
          "failed - the scene leaks - Expected every object tracked here to be released by the end of the test, "
            + "but 5 were not") == true)
    }
    startCatching()
    trackedLine = #line + 1
    trackForMemoryLeaks(leaky, message: "the scene leaks")
  }

  func testWhatTheTestAddsAfterTrackingIsJudgedAtTeardown() {
    let opened = OpenedSettings()
    addTeardownBlock { [self] in
      let recorded = stopCatching()
      opened.close()
      XCTAssertEqual(recorded.map(\.line), [trackedLine])
      XCTAssertEqual(recorded.map(\.description), ["failed - " + AddedAfterTrackingTests.expected])
    }
    startCatching()
    trackedLine = #line + 1
    opened.open(tracking: { trackForMemoryLeaks($0) })
  }

  func testAStoredTaskThatKeepsTheModelIsNamedAtTeardownAndTheWeakHandlerIsNot() {
    let model = RefreshingFeedModel()
    model.start()
    addTeardownBlock { [self] in
      let recorded = stopCatching()
      model.stop()
      XCTAssertEqual(recorded.map(\.line), [trackedLine])
      let hint = recorded.first?.description.split(separator: "\n").last { $0.hasPrefix("Something") }
      XCTAssertEqual(
        hint.map(String.init),
        "Something that is not a stored property of the graph keeps the objects marked \"kept from outside\" alive: "
          + "a task still running, or a closure that captures one (a singleton's handler, a timer, a notification "
          + "observer); look for self captured strongly. What the graph stores that may capture one, work in flight "
          + "first: autoRefresh (a Task).")
    }
    startCatching()
    trackedLine = #line + 1
    trackForMemoryLeaks(model)
  }

  func testAHandlerKeptOutsideTheGraphIsNamedAsKeepingWhatItCaptures() {
    let registry = HandlerRegistry()
    let line = #line + 2
    let recorded = recordedFailures {
      assertNoLeaks {
        let screen = RegisteredScreen()
        screen.start(registering: registry)
        return screen
      }
    }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(recorded.map(\.description), ["failed - " + LeakSuspectTests.handedOverHandler])
  }

  func testAClosureThatCapturesItsOwnerIsACycleAndCostsNoWait() async {
    let line = #line + 2
    let recorded = await recordedFailures {
      await assertNoLeaks(timeout: 5) {
        let dashboard = LiveDashboard()
        dashboard.start()
        return dashboard
      }
    }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(recorded.map(\.description), ["failed - " + LeakSuspectTests.dashboardCycle])
  }

  func testAnAwaitedLeakCheckOfAStoredCycleReturnsWithoutWaitingItsTimeout() async {
    let line = #line + 2
    let recorded = await recordedFailures {
      await assertNoLeaks(timeout: 60) { SelfKeeping() }
    }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertTrue(
      recorded.first?.description.hasPrefix(
        "failed - Expected every object built by the closure to be released, but 1 was not\n") == true,
      "a wait would say \"within 60.0 s\"")
  }

  func testASpysOwnRecordOfItsMethodsIsNeverListedAsShared() {
    let recorded = recordedFailures { assertNoLeaks { SpiedModel() } }
    XCTAssertEqual(recorded.count, 1)
    XCTAssertEqual(recorded.first?.description.contains("Shared"), false)
    XCTAssertEqual(recorded.first?.description.contains("Declaration"), false)
  }

  private var kept: SceneViewController?

  func testTrackingAPropertyClearsItFirst() {
    kept = SceneCreator.make()
    trackForMemoryLeaks(clearing: \LeakXCTests.kept)
  }

  func testMisusesFailLoudly() {
    var line = #line + 1
    var recorded = recordedFailures { trackForMemoryLeaks(\LeakXCTests.kept) }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertTrue(
      recorded.first?.description.hasPrefix("failed - Expected an object to track, but got the key path") == true)
    kept = nil
    line = #line + 1
    recorded = recordedFailures { trackForMemoryLeaks(clearing: \LeakXCTests.kept) }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertTrue(recorded.first?.description.contains("to hold an object to track, but it is nil") == true)
  }
}
