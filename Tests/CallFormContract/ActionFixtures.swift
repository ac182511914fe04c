import Wired

// The control the call-form suite of target-action uses.

/// A control with one event, `tap`, and handlers registered by name.
@MainActor final class Tapper: ActionSendingControl {
  enum Event: String { case tap, hold }
  private var handlers: [(event: Event, run: @MainActor () -> Void)] = []

  func on(_ event: Event, _ run: @escaping @MainActor () -> Void) { handlers.append((event, run)) }

  func registeredActions(for event: Event) -> [ControlAction] {
    handlers.filter { $0.event == event }.map { ControlAction.handler(named: "handler", send: $0.run) }
  }

  func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] {
    [Event.tap, .hold].map { ($0.rawValue, registeredActions(for: $0)) }
  }
}
