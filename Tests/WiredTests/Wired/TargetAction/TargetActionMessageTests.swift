import Testing
import Wired
import WiredTestSupport

// A typo in the app's registration points at the app, the nil-target explanation holds with `to:`,
// custom controls get no UIKit hints, and an option-set event has a readable name.

@MainActor @Suite struct TargetActionMessageTests {
  @Test func aTypoInTheAppsSelectorPointsAtTheAppNotTheTest() {
    let screen = StepperScreen()
    let stepper = TestControl(title: "Guests")
    stepper.addTarget(screen, action: "stepChange:", for: .valueChanged)
    let line = #line + 1
    let failures = captureFailures { assertSendsAction(stepper, event: .valueChanged, action: "stepChanged:") }
    expectFailure(
      """
      Expected stepper (TestControl "Guests") to send stepChanged: for valueChanged, but it does not

        Registered for valueChanged:
          1. stepChange: → StepperScreen (\(address(screen))), which does not implement it

      The control registers stepChange:, which StepperScreen does not implement: correct the selector where the app adds the action, not the test.
      """,
      line: line,
      in: failures
    )
  }

  @Test func withoutAnActionTheTypoReadsAsASentence() {
    let screen = StepperScreen()
    let stepper = TestControl(title: "Guests")
    stepper.addTarget(screen, action: "stepChange:", for: .valueChanged)
    let line = #line + 1
    let failures = captureFailures { assertSendsAction(stepper, event: .valueChanged) }
    expectFailure(
      """
      Expected stepper (TestControl "Guests") to send an action for valueChanged, but the target of stepChange: does not implement it

        Found: stepChange: → StepperScreen (\(address(screen))), which does not implement it

      Implement stepChange: in StepperScreen, or register the action it does implement.
      """,
      line: line,
      in: failures
    )
  }

  @Test func aNilTargetIsExplainedWhenATargetIsRequired() {
    let screen = PaymentScreen()
    let pay = TestControl(title: "Pay")
    pay.addTarget(nil, action: "pay:", for: .tap)
    let line = #line + 1
    let failures = captureFailures { assertSendsAction(pay, event: .tap, to: screen, action: "pay:") }
    expectFailure(
      """
      Expected pay (TestControl "Pay") to send pay: to PaymentScreen (\(address(screen))) for tap, but it does not

        Registered for tap:
          1. pay: → nil target (responder chain)

      A nil target sends the action up the responder chain, which only a running application has; or the target was released, since a control holds it weakly. Add the action with an explicit, living target, or check the responder that handles it directly.
      """,
      line: line,
      in: failures
    )
  }

  @Test func anOptionSetEventIsNamedByItsRawValue() {
    let knob = OptionSetControl()
    let failures = captureFailures { assertSendsAction(knob, event: .turned) }
    #expect(
      failures.map(\.message) == [
        """
        Expected knob (OptionSetControl) to send an action for Event 64, but none is registered

          Registered for other events: none

        Register one for Event 64 where the control is set up, and check that the set-up code ran.
        """
      ])
  }
}

/// A custom control whose events are an option set, and which does not name them.
@MainActor final class OptionSetControl: ActionSendingControl {
  struct Event: OptionSet {
    let rawValue: Int
    static let turned = Event(rawValue: 64)
  }

  func registeredActions(for event: Event) -> [ControlAction] { [] }
  func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] { [] }
}
