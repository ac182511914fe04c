import Testing
import Wired
import WiredTestSupport

@MainActor @Suite struct AssertSendsActionTests {
  let control = TestControl(title: "Pay")
  let screen = PaymentScreen()

  @Test func firesEveryHandlerWithTheArgumentsItsSelectorTakes() {
    var handled = 0
    control.addTarget(screen, action: "pay", for: .tap)
    control.addTarget(screen, action: "pay:", for: .tap)
    control.addTarget(screen, action: "pay:forEvent:", for: .tap)
    control.addHandler(named: "Pay", for: .tap) { handled += 1 }
    expectNoFailure { #expect(assertSendsAction(control, event: .tap)) }
    #expect(screen.received.map(\.selector) == ["pay", "pay:", "pay:forEvent:"])
    #expect(screen.received.map(\.arguments.count) == [0, 1, 2])
    #expect(screen.received[1].arguments[0] as? TestControl === control)
    #expect(screen.received[2].arguments[0] as? TestControl === control)
    #expect(screen.received[2].arguments[1] == nil)
    #expect(handled == 1)
  }

  @Test func firesOnlyTheRequestedPair() {
    let other = PaymentScreen()
    control.addTarget(other, action: "log:", for: .tap)
    control.addTarget(screen, action: "pay:", for: .tap)
    expectNoFailure {
      assertSendsAction(control, event: .tap, to: screen, action: "pay:")
      assertSendsAction(control, event: .tap, action: "pay")
    }
    #expect(screen.received.map(\.selector) == ["pay:", "pay:"])
    #expect(other.received.isEmpty)
  }

  @Test func noHandlerListsWhatIsRegisteredForOtherEvents() {
    control.addTarget(screen, action: "amountChanged:", for: .valueChanged)
    let line = #line + 1
    let failures = captureFailures { #expect(!assertSendsAction(control, event: .tap)) }
    expectFailure(
      """
      Expected control (TestControl "Pay") to send an action for tap, but none is registered

        Registered for other events:
          valueChanged: amountChanged: → PaymentScreen (\(address(screen)))

      Register one for tap where the control is set up, and check that the set-up code ran.
      """,
      line: line,
      in: failures
    )
  }

  @Test func noHandlerAnywhere() {
    let failures = captureFailures { assertSendsAction(TestControl(), event: .valueChanged, message: "slider") }
    #expect(
      failures.map(\.message) == [
        """
        slider - Expected TestControl to send an action for valueChanged, but none is registered

          Registered for other events: none

        Register one for valueChanged where the control is set up, and check that the set-up code ran.
        """
      ]
    )
  }

  @Test func theRequestedPairIsMissing() {
    control.addTarget(screen, action: "cancel:", for: .tap)
    control.addHandler(named: "Log", for: .tap) {}
    let line = #line + 1
    let failures = captureFailures { assertSendsAction(control, event: .tap, to: screen, action: "cancle:") }
    expectFailure(
      """
      Expected control (TestControl "Pay") to send cancle: to PaymentScreen (\(address(screen))) for tap, but it does not

        Registered for tap:
          1. cancel: → PaymentScreen (\(address(screen)))
          2. handler "Log"

      Did you mean "cancel:"?
      """,
      line: line,
      in: failures
    )
    #expect(screen.received.isEmpty)
  }

  @Test func aReleasedTargetIsNamedAsSuch() {
    do {
      let gone = PaymentScreen()
      control.addTarget(gone, action: "pay:", for: .tap)
    }
    let line = #line + 1
    let failures = captureFailures { assertSendsAction(control, event: .tap) }
    expectFailure(
      """
      Expected control (TestControl "Pay") to send an action for tap, but pay: has no target to send it to

        Found: pay: → a released target

      A control holds its target weakly: keep the target alive (usually the view controller that owns the control) \
      for as long as the control is.
      """,
      line: line,
      in: failures
    )
  }

  @Test func aNilTargetCannotBeFiredWithoutAnApplication() {
    control.addTarget(nil, action: "pay:", for: .tap)
    let failures = captureFailures { assertSendsAction(control, event: .tap) }
    #expect(
      failures.map(\.message) == [
        """
        Expected control (TestControl "Pay") to send an action for tap, but pay: has no target to send it to

          Found: pay: → nil target (responder chain)

        A nil target sends the action up the responder chain, which only a running application has; or the target \
        was released, since a control holds it weakly. Add the action with an explicit, living target, or check the \
        responder that handles it directly.
        """
      ]
    )
  }

  @Test func disabledAndHiddenControlsFailUnlessAskedNotTo() {
    control.addTarget(screen, action: "pay:", for: .tap)
    control.isEnabled = false
    let line = #line + 1
    let failures = captureFailures { assertSendsAction(control, event: .tap) }
    expectFailure(
      """
      Expected control (TestControl "Pay") to send an action for tap, but it is disabled

      A user cannot trigger a disabled control. Pass requireInteractive: false to check its wiring anyway.
      """,
      line: line,
      in: failures
    )
    control.isEnabled = true
    control.isHidden = true
    #expect(
      captureFailures { assertSendsAction(control, event: .tap) }.map(\.message).first?.hasSuffix(
        "hidden control. Pass requireInteractive: false to check its wiring anyway.") == true)
    expectNoFailure { assertSendsAction(control, event: .tap, requireInteractive: false) }
    #expect(screen.received.count == 1)
    #expect(screen.received.count == 1)
  }
}

/// A control with one action and no events, the shape of `NSControl` and `UIBarButtonItem`.
@MainActor private final class SingleActionControl: ActionSendingControl {
  var handler: (@MainActor () -> Void)?

  func registeredActions(for event: Void) -> [ControlAction] {
    handler.map { [.handler(named: "primary", send: $0)] } ?? []
  }

  func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] { [] }
  func name(of event: Void) -> String { "" }
}

@MainActor @Suite struct SingleActionControlTests {
  @Test func aControlWithoutEventsIsNamedWithoutOne() {
    let control = SingleActionControl()
    let line = #line + 1
    let failures = captureFailures { assertSendsAction(control, event: ()) }
    expectFailure(
      """
      Expected control (SingleActionControl) to send an action, but none is registered

      Register one where the control is set up, and check that the set-up code ran.
      """,
      line: line,
      in: failures
    )
    var fired = false
    control.handler = { fired = true }
    expectNoFailure { assertSendsAction(control, event: ()) }
    #expect(fired)
  }
}
