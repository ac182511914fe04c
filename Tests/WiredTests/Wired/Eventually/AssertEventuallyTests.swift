import Foundation
import Observation
import Testing
import WiredTestSupport

@testable import Wired

/// A view model as newer apps write it: `@Observable`, its state set later by a task on the main actor.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class LoadingModel {
  enum State: Equatable {
    case loading
    case loaded([String])
  }

  private(set) var state = State.loading

  func load(_ names: [String], after steps: Int = 0) {
    Task { @MainActor in
      for _ in 0..<steps { await Task.yield() }
      state = .loaded(names)
    }
  }

  func cycle(through states: [State]) {
    Task { @MainActor in
      for next in states {
        await Task.yield()
        state = next
      }
    }
  }
}

/// State that announces nothing: a plain property set from another task.
final class PlainBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = 0
  var value: Int {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      stored = newValue
    }
  }
}

@MainActor @Suite struct AssertEventuallyTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func anObservableStateSetByAMainActorTaskIsAwaitedWithoutSleeping() async {
    for _ in 0..<20 {
      let model = LoadingModel()
      model.load(["ann"], after: 3)
      let passed = await assertEventually(model.state, equals: .loaded(["ann"]), timeout: 60)
      #expect(passed)
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func stateThatAnnouncesNothingIsCheckedAsTheExecutorTurns() async {
    let box = PlainBox()
    Task.detached {
      try? await Task.sleep(nanoseconds: 5_000_000)
      box.value = 42
    }
    #expect(await assertEventually(box.value, equals: 42, timeout: 60))
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aValueThatNeverComesFailsWithWhatWasSeen() async {
    let model = LoadingModel()
    let line = #line + 2
    let failures = await captureFailures {
      await assertEventually(model.state, equals: .loaded(["ann"]), timeout: 0.05)
    }
    expectFailure(
      """
      Expected model.state to become LoadingModel.State.loaded(["ann"]) within 0.05 s

        Seen:     LoadingModel.State.loading (the whole time)
        Expected: LoadingModel.State.loaded(["ann"])

      Check that the code under test makes the change, and that it can run: on the main actor, await rather than block.
      """,
      line: line,
      in: failures
    )
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theConditionFormPassesAndFailsWithItsSource() async {
    let model = LoadingModel()
    model.load(["ann"])
    #expect(await assertEventually(timeout: 60) { model.state != .loading })
    let line = #line + 1
    let failures = await captureFailures { await assertEventually(timeout: 0.05) { model.state == .loading } }
    #expect(failures.map(\.line) == [UInt(line)])
    let message = failures.first?.message ?? ""
    #expect(message.hasPrefix("Expected model.state == .loading to become true within 0.05 s\n\n  Checked: "))
    #expect(
      message.hasSuffix(
        " times, false every time\n\n" + hint
          + "\nTo see the values it read, wait on the value: assertEventually(value) { condition on $0 }."))
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theValueAndConditionFormSaysWhatItSaw() async {
    let model = LoadingModel()
    model.load(["ann"])
    #expect(await assertEventually(model.state, timeout: 60) { $0 != .loading })
    let line = #line + 2
    let failures = await captureFailures {
      await assertEventually(model.state, timeout: 0.05) { $0 == .loading }
    }
    expectFailure(
      """
      Expected model.state to satisfy { $0 == .loading } within 0.05 s

        Seen: LoadingModel.State.loaded(["ann"]) (the whole time)

      Check that the code under test makes the change, and that it can run: on the main actor, await rather than block.
      """,
      line: line,
      in: failures
    )
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aWaitInsideRequireIsNamedByItsSource() async {
    let model = LoadingModel()
    let failures = await captureFailures {
      await withKnownIssue("#require records its own issue when the wait fails") {
        _ = try #require(await assertEventually(model.state, equals: .loaded(["ann"]), timeout: 0.02))
      }
    }
    #expect(
      failures.first.map { String($0.message.prefix { $0 != "\n" }) }
        == "Expected model.state to become LoadingModel.State.loaded([\"ann\"]) within 0.02 s")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aConditionOfSeveralStatementsIsNamedWithoutItsSource() async {
    let model = LoadingModel()
    let failures = await captureFailures {
      await assertEventually(model.state, timeout: 0.02) { state in
        guard case .loaded(let names) = state else { return false }
        return names == ["ann"]
      }
      await assertEventually(timeout: 0.02) {
        model.state == .loaded(["ann"])
      }
    }
    #expect(
      failures.map { String($0.message.prefix { $0 != "\n" }) } == [
        "Expected model.state to satisfy its condition within 0.02 s",
        "Expected model.state == .loaded([\"ann\"]) to become true within 0.02 s",
      ])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aCancelledWaitEndsAtOnceWithOneFailure() async {
    let model = LoadingModel()
    let failures = await captureFailures {
      let waiting = Task { @MainActor in await assertEventually(model.state, equals: .loaded([]), timeout: 100) }
      waiting.cancel()
      #expect(await waiting.value == false)
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(
        "Expected model.state to become LoadingModel.State.loaded([]) within 100.0 s, but the task was cancelled after "
      ) == true)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aThrowingValueIsSeenAsWhatItThrew() async throws {
    func current() throws -> Int { throw GeocodeError.offline }
    let failures = try await captureFailures { await assertEventually(try current(), equals: 1, timeout: 0.02) }
    #expect(
      failures.first?.message.contains("Seen:     threw GeocodeError.offline (the whole time)") == true)
  }

  private let hint =
    "Check that the code under test makes the change, and that it can run: on the main actor, await rather than block."
}

/// Checks that do not depend on how busy the machine is: each evaluation advances the value itself, and the wait is
/// cancelled once the values run out, so what is seen never depends on how often the check got to run.
@MainActor @Suite struct SeenValuesTests {
  /// Values handed out one per check; once they run out, the last one repeats and the wait is cancelled.
  final class Feed<Value>: @unchecked Sendable {
    private var values: [Value]
    var onExhausted: () -> Void = {}

    init(_ values: [Value]) { self.values = values }

    func next() -> Value {
      if values.count == 1 { onExhausted() }
      return values.count > 1 ? values.removeFirst() : values[0]
    }
  }

  /// Waits on `feed` until it runs out, and returns the failures.
  func failures<Value: Equatable & Sendable>(
    waitingOn feed: Feed<Value>, for expected: Value, _ message: String = ""
  ) async -> [TestFailure] {
    let waiting = Task { @MainActor in
      await captureFailures { await assertEventually(feed.next(), equals: expected, timeout: 60, message: message) }
    }
    feed.onExhausted = { waiting.cancel() }
    return await waiting.value
  }

  @Test func theDistinctValuesSeenAreListedInOrderWithTheLast() async {
    let feed = Feed(["loading", "loading", "loaded", "loading", "failed"])
    let failures = await failures(waitingOn: feed, for: "ready", "users load")
    let message = failures.first?.message ?? ""
    #expect(failures.count == 1)
    #expect(
      message.hasPrefix(
        "users load - Expected feed.next() to become \"ready\" within 60.0 s, but the task was cancelled after "))
    #expect(
      message.hasSuffix(
        """
         s

          Seen:     1. "loading"
                    2. "loaded"
                    3. "loading"
                    4. "failed" (last)
          Expected: "ready"

        It changed, but never to the value expected: compare the last value seen with it, and check what the code under test computes.
        """))
  }

  @Test func aLongValueThatSettledOnAnotherSaysWhereTheyDiffer() async {
    let seen = "Cart.State.loaded(items: [Item(sku: \"SO-2\", cents: 1550)], total: 2)"
    let feed = Feed(["loading", seen])
    let expected = "Cart.State.loaded(items: [Item(sku: \"SO-2\", cents: 1550)], total: 1550)"
    let failures = await failures(waitingOn: feed, for: expected)
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasSuffix(
        """
         s

          Seen:     1. "loading"
                    2. "Cart.State.loaded(items: [Item(sku: \\"SO-2\\", cents: 1550)], total: 2)" (last)
          Expected: "Cart.State.loaded(items: [Item(sku: \\"SO-2\\", cents: 1550)], total: 1550)"
          Differs:  at 2)", where expected has 1550)"

        It changed, but never to the value expected: compare the last value seen with it, and check what the code under test computes.
        """) == true, "\(failures)")
  }

  @Test func theDifferenceIsSaidOnlyForLongValuesThatShareABeginning() {
    #expect(EventualMessage.firstDifference("failed", "ready") == nil)
    #expect(
      EventualMessage.firstDifference(
        "State.loaded(items: [Item(name: \"Ann\")], page: 2)", "State.loaded(items: [Item(name: \"Bob\")], page: 2)")
        == "at \"Ann\")], page: 2), where expected has \"Bob\")], page: 2)")
    #expect(
      EventualMessage.firstDifference(
        "Loaded(items: [Item(name: \"Ann\")], page: 2)", "Failed(error: NetworkError.offline, retry: 3)") == nil)
    let long = String(repeating: "x", count: 60)
    #expect(
      EventualMessage.firstDifference("Page(items: [\(long)a])", "Page(items: [\(long)b])")
        == "at …a]), where expected has …b])")
  }

  @Test func aValueThatNeverStopsChangingKeepsTheMessageBounded() async {
    let feed = Feed(Array(1...500))
    let failures = await failures(waitingOn: feed, for: -1)
    let seenLines = failures.first?.message.split(separator: "\n").filter { $0.contains(". ") } ?? []
    #expect(seenLines.count == 50)
    #expect(seenLines.first?.hasSuffix("1. 1") == true)
    #expect(seenLines.last?.hasSuffix("50. 500 (last)") == true)
  }
}
