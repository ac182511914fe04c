import XCTest

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// `assertEventually` inside XCTest: it passes when the state arrives, and fails at the caller's line when not.
final class AssertEventuallyXCTests: FailureRecordingTestCase, @unchecked Sendable {
  // NB: async, because a main-actor XCTest method that is synchronous crashes on Linux.
  @MainActor func testAnObservableStateIsAwaitedAndANeverArrivingOneFailsAtTheCallersLine() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else {
      throw XCTSkip("@Observable needs macOS 14 or iOS 17")
    }
    let model = LoadingModel()
    model.load(["ann"])
    let arrived = await assertEventually(model.state, equals: .loaded(["ann"]), timeout: 60)
    XCTAssertTrue(arrived)
    let line = #line + 2
    let recorded = await recordedFailures {
      await assertEventually(timeout: 0.05, message: "still loading") { model.state == .loading }
    }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(recorded.map(\.filePath), ["\(#filePath)"])
    XCTAssertTrue(
      recorded.first?.description.hasPrefix(
        "failed - still loading - Expected model.state == .loading to become true within 0.05 s") == true)
  }

  @MainActor func testTheValueAndConditionFormSaysWhatItSawAtTheCallersLine() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else {
      throw XCTSkip("@Observable needs macOS 14 or iOS 17")
    }
    let model = LoadingModel()
    model.load(["ann"])
    let loaded = await assertEventually(model.state, timeout: 60) { $0 != .loading }
    XCTAssertTrue(loaded)
    let line = #line + 2
    let recorded = await recordedFailures {
      await assertEventually(model.state, timeout: 0.05) { $0 == .loading }
    }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(
      recorded.map(\.description),
      [
        """
        failed - Expected model.state to satisfy { $0 == .loading } within 0.05 s

          Seen: LoadingModel.State.loaded(["ann"]) (the whole time)

        Check that the code under test makes the change, and that it can run: on the main actor, await rather than \
        block.
        """
      ])
  }

  @MainActor func testAValueThatSettledOnAnotherSaysWhereItDiffersAndThatItChanged() async {
    var states = ["Cart.loading", "Cart.loaded(items: [\"SO-2\"], total: 2)"]
    func next() -> String { states.count > 1 ? states.removeFirst() : states[0] }
    let line = #line + 2
    let recorded = await recordedFailures {
      await assertEventually(next(), equals: "Cart.loaded(items: [\"SO-2\"], total: 1550)", timeout: 0.05)
    }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(
      recorded.map(\.description),
      [
        """
        failed - Expected next() to become "Cart.loaded(items: [\\"SO-2\\"], total: 1550)" within 0.05 s

          Seen:     1. "Cart.loading"
                    2. "Cart.loaded(items: [\\"SO-2\\"], total: 2)" (last)
          Expected: "Cart.loaded(items: [\\"SO-2\\"], total: 1550)"
          Differs:  at 2)", where expected has 1550)"

        It changed, but never to the value expected: compare the last value seen with it, and check what the code \
        under test computes.
        """
      ])
  }
}
