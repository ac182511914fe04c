import Foundation
import SampleApp
import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// The leak trait, as users write it: on a test, on a suite, and misused.
@Suite struct LeakCheckingTraitTests {
  @Test(.checksLeaks) func aTrackedSceneThatTheTestLetsGoOfPasses() {
    let scene = SceneCreator.make()
    trackForMemoryLeaks(scene)
    assertWired(scene, path: "interactor.presenter.view", to: scene)
  }

  @Test(.checksLeaks) func systemSingletonsOfATrackedObjectAreShared() {
    trackForMemoryLeaks(WorkerScene())
  }

  @Test(.checksLeaks) func workInFlightThatLetsGoSoonIsWaitedFor() async {
    let scene = SceneCreator.make()
    let held = HeldForAMoment(scene)
    trackForMemoryLeaks(scene)
    held.release(after: 0.02)
  }

  @Test func anActorOfTheAppsThatKeepsTheTrackedModelIsReadWhenTheTestEnds() async {
    let model = CachedEditorModel()
    await model.cache.open(model)
    let tracker = LeakTracker()
    LeakTracker.$current.withValue(tracker) { trackForMemoryLeaks(model) }
    let failures = await captureFailures { await tracker.checkReleased(timeout: 0.01) }
    await model.cache.closeAll()
    #expect(failures.count == 1)
    let message = failures.first?.message ?? ""
    #expect(message.contains("Cycle 1, at the root:"))
    #expect(message.contains("EditorCacheActor.openEditors"))
    #expect(!message.contains("not read"))
  }

  @Test func aCycleClosedAfterTrackingEndsTheWaitAtOnce() async {
    let model = SelfKeeping()
    model.me = nil
    let tracker = LeakTracker()
    LeakTracker.$current.withValue(tracker) { trackForMemoryLeaks(model) }
    model.me = model
    let started = Date()
    let failures = await captureFailures { await tracker.checkReleased(timeout: 60) }
    model.me = nil
    #expect(Date().timeIntervalSince(started) < 30, "a wait would last the whole minute")
    #expect(failures.first?.message.contains("(the root) SelfKeeping, in cycle 1") == true)
  }

  @Test func aTrackedObjectStillAliveWhenTheTestEndsIsReportedAtTheTrackingLine() async {
    let leaky = LeakyCreator.make()
    defer { (try? wired(leaky, path: "interactor.presenter", as: LeakyPresenter.self))?.view = nil }
    let tracker = LeakTracker()
    let line = #line + 1
    LeakTracker.$current.withValue(tracker) { trackForMemoryLeaks(leaky, message: "the scene") }
    let failures = await captureFailures { await tracker.checkReleased(timeout: 0.01) }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.first?.message.hasPrefix(
        """
        the scene - Expected every object tracked here to be released by the end of the test, but 5 were not

          Not released:
            (the root) SceneViewController, in cycle 1
        """) == true)
  }

  @Test func theTraitChecksWhatTheTestTrackedWhenTheTestEnds() async throws {
    let leaky = HeldForAMoment(LeakyCreator.make())
    defer { leaky.breakCycle() }
    let test = try #require(Test.current)
    let line = #line + 2
    let failures = try await captureFailures {
      try await LeakCheckingTrait().provideScope(for: test, testCase: nil) { leaky.track() }
    }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(failures.first?.message.hasPrefix("Expected every object tracked here to be released") == true)
    #expect(LeakCheckingTrait().scopeProvider(for: test, testCase: nil) != nil)
  }

  @Test func trackingWithoutTheTraitFailsAndSaysWhatToAdd() {
    let line = #line + 1
    let failures = captureFailures { trackForMemoryLeaks(SceneCreator.make()) }
    expectFailure(
      """
      Expected a test with the .checksLeaks trait to track SceneViewController, but none is running

      Add the trait to the test or its suite, as in @Test(.checksLeaks) or @Suite(.checksLeaks); wrap the code in await withLeakTracking { … }; or check the object with assertNoLeaks { … }.
      """,
      line: line,
      in: failures
    )
  }
}

/// On a suite, the trait checks every test once, nested suites included.
@Suite(.checksLeaks) struct LeakCheckingSuiteTests {
  @Test func firstTestTracks() {
    trackForMemoryLeaks(SceneCreator.make())
  }

  @Test(arguments: [1, 2]) func eachCaseTracks(_ index: Int) {
    trackForMemoryLeaks(SceneCreator.make())
  }

  @Suite struct Nested {
    @Test func aNestedTestTracksToo() {
      trackForMemoryLeaks(SceneCreator.make())
    }
  }
}

/// Keeps an object alive from another thread for a moment, as work in flight does.
final class HeldForAMoment: @unchecked Sendable {
  private var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }

  /// Tracks the object, at the caller's line.
  func track(line: UInt = #line) {
    if let object { trackForMemoryLeaks(object, line: line) }
  }

  /// Breaks the cycle of a leaky scene, and lets go of it.
  func breakCycle() {
    (object.flatMap { try? wired($0, path: "interactor.presenter", as: LeakyPresenter.self) })?.view = nil
    object = nil
  }

  func release(after seconds: TimeInterval) {
    Thread {
      Thread.sleep(forTimeInterval: seconds)
      self.object = nil
    }
    .start()
  }
}

/// An editor's cache, an actor of the app's that keeps the editors open.
actor EditorCacheActor {
  var openEditors: [CachedEditorModel] = []

  func open(_ editor: CachedEditorModel) { openEditors.append(editor) }
  func closeAll() { openEditors = [] }
}

/// An editor that keeps the cache that keeps it: a cycle through an actor.
final class CachedEditorModel: Sendable {
  let cache = EditorCacheActor()
}
