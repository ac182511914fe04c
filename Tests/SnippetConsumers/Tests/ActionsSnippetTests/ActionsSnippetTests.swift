import Foundation
import SnippetTestSupport
import Testing
import XCTest

// A control of the app's own (a plain Swift control, so that this runs on Linux too; on Apple platforms a `UIControl`
// or `NSControl` needs no conformance), a screen that must register its handler, and the tests a team that copied
// WiredActions.swift writes for them.

@MainActor final class StepperControl: WiredActions.ActionSendingControl {
  enum Event: String { case valueChanged }

  private var handlers: [(name: String, run: @MainActor @Sendable () -> Void)] = []

  func addHandler(named name: String, _ run: @escaping @MainActor @Sendable () -> Void) {
    handlers.append((name, run))
  }

  func registeredActions(for event: Event) -> [WiredActions.ControlAction] {
    handlers.map { WiredActions.ControlAction.handler(named: $0.name, send: $0.run) }
  }

  func registeredActionsByEvent() -> [(event: String, actions: [WiredActions.ControlAction])] {
    [(Event.valueChanged.rawValue, registeredActions(for: .valueChanged))]
  }
}

@MainActor final class QuantityScreen {
  let stepper = StepperControl()
  private(set) var quantity = 1

  init(registersHandler: Bool = true) {
    guard registersHandler else { return }
    stepper.addHandler(named: "quantityChanged") { [weak self] in self?.quantity += 1 }
  }
}

@MainActor @Suite struct ActionsSnippetTests {
  @Test func aRegisteredHandlerPasses() {
    let screen = QuantityScreen()
    assertSendsAction(screen.stepper, event: .valueChanged, action: "quantityChanged")
    #expect(screen.quantity == 2)
  }

  @Test func aMissingHandlerIsASwiftTestingIssueAtTheCallersLine() {
    let screen = QuantityScreen(registersHandler: false)
    let line = #line + 2
    withKnownIssue {
      assertSendsAction(screen.stepper, event: .valueChanged)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.first?.rawValue.hasPrefix("Expected StepperControl to send an action for valueChanged")
          == true
    }
  }
}

final class ActionsSnippetXCTests: FailureRecordingTestCase {
  override class func setUp() {
    super.setUp()
    // NB: these tests take failures before XCTest's observers see them; following the tests from the start lets the
    // snippet know that a test took the failure.
    WiredActions.XCTestReporter.observeTests()
  }

  // NB: XCTest runs its tests on the main thread; Linux's XCTest cannot run a test method isolated to the main actor.
  func testARegisteredHandlerPasses() {
    MainActor.assumeIsolated {
      _ = assertSendsAction(QuantityScreen().stepper, event: .valueChanged)
    }
  }

  func testAMissingHandlerIsAnXCTestFailureAtTheCallersLine() {
    let line = #line + 3
    let recorded = recordedFailures {
      MainActor.assumeIsolated {
        _ = assertSendsAction(QuantityScreen(registersHandler: false).stepper, event: .valueChanged)
      }
    }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(
      recorded.first?.description.contains("Expected StepperControl to send an action for valueChanged"), true)
  }
}
