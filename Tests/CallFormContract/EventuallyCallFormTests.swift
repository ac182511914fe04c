import Foundation
import Testing
import Wired

/// Each spelling of `assertEventually`, from an isolated and a non-isolated test.
@Suite struct EventuallyCallFormTests {
  @MainActor @Test func valueFormOnTheMainActor() async {
    let loader = Loader()
    loader.load()
    #expect(await captureFailures { await assertEventually(loader.state, equals: "loaded") }.isEmpty)
    let failures = await captureFailures {
      await assertEventually(loader.state, equals: "gone", timeout: 0.01, message: "m")
    }
    #expect(headlines(failures) == [#"m - Expected loader.state to become "gone" within 0.01 s"#])
  }

  @MainActor @Test func conditionFormWithATrailingClosure() async {
    let loader = Loader()
    loader.load()
    #expect(await captureFailures { await assertEventually { loader.state == "loaded" } }.isEmpty)
    let failures = await captureFailures {
      await assertEventually(timeout: 0.01, message: "m") { loader.state == "gone" }
    }
    #expect(headlines(failures) == [#"m - Expected loader.state == "gone" to become true within 0.01 s"#])
  }

  @MainActor @Test func valueAndConditionFormWithATrailingClosureOrLabelled() async {
    let loader = Loader()
    loader.load()
    #expect(await captureFailures { await assertEventually(loader.state) { $0 == "loaded" } }.isEmpty)
    #expect(await captureFailures { await assertEventually(loader.state, satisfies: { $0.hasPrefix("load") }) }.isEmpty)
    let failures = await captureFailures {
      await assertEventually(loader.state, timeout: 0.01, message: "m") { $0 == "gone" }
    }
    #expect(headlines(failures) == [#"m - Expected loader.state to satisfy { $0 == "gone" } within 0.01 s"#])
  }

  @Test func fromANonisolatedTest() async {
    let counter = Counter()
    Task { counter.increment() }
    #expect(await captureFailures { await assertEventually(counter.value, equals: 1, timeout: 60) }.isEmpty)
  }
}

/// A counter that any thread may read and bump.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }
}

/// A value that a task publishes a moment later.
@MainActor final class Loader {
  var state = "loading"
  func load() { Task { @MainActor in self.state = "loaded" } }
}
