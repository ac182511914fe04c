import Wired

// Scenario 3: a control's action, fired without a host application. On Apple platforms the same call takes a
// UIButton, UISwitch, UISlider, UIBarButtonItem, NSControl or NSMenuItem.

@MainActor final class Stepper: ActionSendingControl {
  enum Event: String {
    case valueChanged
  }

  private var handlers: [Event: [(name: String, run: @MainActor () -> Void)]] = [:]

  func addAction(named name: String, for event: Event, _ run: @escaping @MainActor () -> Void) {
    handlers[event, default: []].append((name, run))
  }

  func registeredActions(for event: Event) -> [ControlAction] {
    handlers[event, default: []].map { .handler(named: $0.name, send: $0.run) }
  }

  func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] {
    [(Event.valueChanged.rawValue, registeredActions(for: .valueChanged))]
  }
}

@MainActor final class GuestsScreen {
  let stepper = Stepper()
  private(set) var guests = 1

  func viewDidLoad(forgetsAction: Bool) {
    guard !forgetsAction else { return }
    stepper.addAction(named: "guestsChanged", for: .valueChanged) { [unowned self] in guests += 1 }
  }
}

extension Tour {
  func targetActionScenario() {
    scenario(
      3, "Target-action without a host app",
      "  A screen registers its stepper's action in viewDidLoad; in a test bundle, sendActions(for:) would do nothing.")
    check(
      "assertSendsAction(screen.stepper, event: .valueChanged)",
      healthy: "viewDidLoad registers the action",
      bug: "viewDidLoad never registers it"
    ) { buggy in
      let screen = GuestsScreen()
      screen.viewDidLoad(forgetsAction: buggy)
      assertSendsAction(screen.stepper, event: .valueChanged)
    }
  }
}
