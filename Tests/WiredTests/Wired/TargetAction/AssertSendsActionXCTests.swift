import Wired
import XCTest

/// `assertSendsAction` inside XCTest: the failure lands on the running test, at the caller's line.
final class AssertSendsActionXCTests: FailureRecordingTestCase, @unchecked Sendable {
  // NB: main-actor XCTest methods are `async`: corelibs XCTest crashes on sync ones.
  @MainActor func testFailureIsRecordedAtTheCallersLine() async {
    let control = TestControl(title: "Pay")
    let line = #line + 1
    let recorded = recordedFailures { assertSendsAction(control, event: .tap) }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(
      recorded.map(\.description),
      [
        """
        failed - Expected control (TestControl "Pay") to send an action for tap, but none is registered

          Registered for other events: none

        Register one for tap where the control is set up, and check that the set-up code ran.
        """
      ]
    )
  }

  @MainActor func testPassesAndFires() async {
    let control = TestControl()
    let screen = PaymentScreen()
    control.addTarget(screen, action: "pay:", for: .tap)
    XCTAssertEqual(recordedFailures { assertSendsAction(control, event: .tap, to: screen, action: "pay:") }, [])
    XCTAssertEqual(screen.received.map(\.selector), ["pay:"])
  }
}
