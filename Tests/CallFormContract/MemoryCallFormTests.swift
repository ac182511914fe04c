import Foundation
import Testing
import Wired

/// Each spelling of the cycle and leak checks, with their query forms.
@Suite struct MemoryCallFormTests {
  @Test func noRetainCycles() {
    #expect(captureFailures { assertNoRetainCycles(wiredScreen()) }.isEmpty)
    #expect(captureFailures { assertNoRetainCycles(cycle(), except: ["child.parent"]) }.isEmpty)
    #expect(checkRetainCycles(cycle()).cycles.count == 1)
    #expect(!checkRetainCycles(cycle()).passed)
    #expect(checkRetainCycles(wiredScreen()).passed)
    #expect(
      headlines(captureFailures { assertNoRetainCycles(cycle(), message: "scene") }) == [
        "scene - Expected no strong reference cycle in the graph of Parent, but found 1"
      ])
  }

  @Test func noLeaksInASynchronousTest() {
    #expect(captureFailures { assertNoLeaks { wiredScreen() } }.isEmpty)
    #expect(
      headlines(captureFailures { assertNoLeaks(message: "leak") { cycle() } }) == [
        "leak - Expected every object built by the closure to be released, but 2 were not"
      ])
  }

  @Test(.checksLeaks) func trackForMemoryLeaksInASwiftTestingTest() {
    trackForMemoryLeaks(wiredScreen())
    trackForMemoryLeaks(wiredScreen(), message: "screen")
  }

  @Test func trackForMemoryLeaksReturnsWhatItTracksAndRethrowsWhatTheBuildThrows() async {
    struct BuildFailed: Error {}
    func failingBuild() throws -> Screen { throw BuildFailed() }
    let variable = wiredScreen()
    let failures = await captureFailures {
      await withLeakTracking {
        let built: Screen = trackForMemoryLeaks(wiredScreen())
        #expect(built.presenter?.view === built)
        #expect(trackForMemoryLeaks(variable, message: "variable") === variable)
        #expect(throws: BuildFailed.self) { try trackForMemoryLeaks(failingBuild()) }
        trackForMemoryLeaks(cycle(), message: "cycle")
      }
    }
    withExtendedLifetime(variable) {}
    #expect(
      headlines(failures) == [
        "variable - Expected every object tracked here to be released by the end of the test, but 2 were not",
        "cycle - Expected every object tracked here to be released by the end of the test, but 2 were not",
      ])
  }

  @Test func trackForMemoryLeaksWithoutTheTraitFails() {
    #expect(
      headlines(captureFailures { trackForMemoryLeaks(wiredScreen()) }) == [
        "Expected a test with the .checksLeaks trait to track Screen, but none is running"
      ])
  }

  @Test func checkLeaksIsTheQueryForm() {
    #expect(checkLeaks { wiredScreen() }.passed)
    #expect(checkLeaks { cycle() }.notReleased.count == 2)
  }

  @Test func awaitedNoLeaksWaitsEvenWhenItsClosureAwaitsNothing() async {
    let failures = await captureFailures {
      await assertNoLeaks {
        let held = Held(wiredScreen())
        // NB: a thread, not a task: the cooperative pool may be busy with other tests for longer than the wait.
        Thread {
          usleep(20_000)
          _ = held
        }
        .start()
        return held.object
      }
    }
    #expect(failures.isEmpty)
  }

  @Test func awaitedNoLeaksWithATimeoutAndAMessage() async {
    let failures = await captureFailures {
      await assertNoLeaks(timeout: 0.01, message: "still held") { keptOutside() }
    }
    #expect(
      headlines(failures) == [
        "still held - Expected every object built by the closure to be released within 0.01 s, but 1 was not"
      ])
  }
}

/// Keeps an object alive from a task for a moment, as work in flight does.
final class Held: @unchecked Sendable {
  let object: AnyObject
  init(_ object: AnyObject) { self.object = object }
}
