import Wired

// Scenario 3 in plain Swift: a custom control with events and handlers, wired by its screen. UIKit's UIButton,
// UISwitch and UISlider work the same way through `assertSendsAction(_:event:)` (see UIKitTargetActionTests).

@MainActor final class RatingControl {
  enum Event: String, CaseIterable {
    case valueChanged, editingDidEnd
  }

  private(set) var rating = 0
  var isEnabled = true
  private var handlers: [Event: [(name: String, run: @MainActor (RatingControl) -> Void)]] = [:]

  func onEvent(_ event: Event, named name: String, _ run: @escaping @MainActor (RatingControl) -> Void) {
    handlers[event, default: []].append((name, run))
  }

  func select(_ rating: Int) {
    self.rating = rating
  }
}

extension RatingControl: ActionSendingControl {
  func registeredActions(for event: Event) -> [ControlAction] {
    handlers[event, default: []].map { handler in .handler(named: handler.name) { handler.run(self) } }
  }

  func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] {
    Event.allCases.map { ($0.rawValue, registeredActions(for: $0)) }
  }

  var actionControlDescription: String { "RatingControl" }
  var isEnabledForActions: Bool { isEnabled }
}

@MainActor final class ReviewScreen {
  let ratingControl = RatingControl()
  private(set) var savedRating: Int?

  func viewDidLoad() {
    ratingControl.onEvent(.valueChanged, named: "saveRating") { [weak self] control in
      self?.savedRating = control.rating
    }
  }
}
