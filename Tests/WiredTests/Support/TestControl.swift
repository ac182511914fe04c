@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// Stands in for the Objective-C runtime's `perform(_:with:with:)`: a target that receives selectors by name.
@MainActor protocol SelectorTarget: AnyObject {
  func perform(_ selector: String, arguments: [Any?])
  /// Whether the target has a method for the selector, as `responds(to:)` says in Objective-C.
  func implements(_ selector: String) -> Bool
}

extension SelectorTarget {
  func implements(_ selector: String) -> Bool { true }
}

/// A control with events and handlers, written in plain Swift, to test the shared target-action core on Linux.
@MainActor final class TestControl: ActionSendingControl {
  enum Event: String {
    case tap
    case valueChanged
  }

  private struct Registration {
    weak var target: SelectorTarget?
    let hasTarget: Bool
    let selector: String
    let event: Event
  }

  var title: String?
  var isEnabled = true
  var isHidden = false
  private var registrations: [Registration] = []
  private var handlers: [(name: String, event: Event, run: @MainActor () -> Void)] = []

  init(title: String? = nil) { self.title = title }

  func addTarget(_ target: SelectorTarget?, action selector: String, for event: Event) {
    registrations.append(Registration(target: target, hasTarget: target != nil, selector: selector, event: event))
  }

  func addHandler(named name: String, for event: Event, _ run: @escaping @MainActor () -> Void) {
    handlers.append((name, event, run))
  }

  func registeredActions(for event: Event) -> [ControlAction] {
    let pairs = registrations.filter { $0.event == event }.map { registration in
      let target: ControlAction.Target =
        if let object = registration.target {
          object.implements(registration.selector) ? .object(object) : .doesNotRespond(object)
        } else if registration.hasTarget {
          .released
        } else {
          .responderChain
        }
      return ControlAction.targetAction(target, selector: registration.selector) { [weak self] arguments in
        let sender: Any? = self
        switch arguments {
        case .none: registration.target?.perform(registration.selector, arguments: [])
        case .sender: registration.target?.perform(registration.selector, arguments: [sender])
        case .senderAndEvent: registration.target?.perform(registration.selector, arguments: [sender, nil])
        }
      }
    }
    let closures = handlers.filter { $0.event == event }.map { handler in
      ControlAction.handler(named: "handler \"\(handler.name)\"", send: handler.run)
    }
    return pairs + closures
  }

  func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] {
    [Event.tap, .valueChanged].map { ($0.rawValue, registeredActions(for: $0)) }
  }

  func name(of event: Event) -> String { event.rawValue }

  var actionControlDescription: String { title.map { "TestControl \"\($0)\"" } ?? "TestControl" }
  var isEnabledForActions: Bool { isEnabled }
  var isHiddenForActions: Bool { isHidden }
}

/// A screen with one action method, `stepChanged:`, as a stepper's view controller has.
@MainActor final class StepperScreen: SelectorTarget {
  private(set) var steps = 0
  func perform(_ selector: String, arguments: [Any?]) { steps += 1 }
  func implements(_ selector: String) -> Bool { selector == "stepChanged:" }
}

/// A screen whose action methods record what they received.
@MainActor final class PaymentScreen: SelectorTarget {
  private(set) var received: [(selector: String, arguments: [Any?])] = []

  func perform(_ selector: String, arguments: [Any?]) {
    received.append((selector, arguments))
  }
}
