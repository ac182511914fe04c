// A screen registers what its control does; the test sends the control's event, with no host application, and
// checks what happened. A control of your own conforms to `ActionSendingControl`; UIKit's and AppKit's controls need
// nothing (see the end of this file).
import Testing
import Wired

@MainActor final class RatingControl {
  enum Event: String, CaseIterable { case valueChanged }

  private(set) var rating = 0
  private var handlers: [Event: [(name: String, run: @MainActor (RatingControl) -> Void)]] = [:]

  func onEvent(_ event: Event, named name: String, _ run: @escaping @MainActor (RatingControl) -> Void) {
    handlers[event, default: []].append((name, run))
  }

  func select(_ rating: Int) { self.rating = rating }
}

extension RatingControl: ActionSendingControl {
  func registeredActions(for event: Event) -> [ControlAction] {
    handlers[event, default: []].map { handler in .handler(named: handler.name) { handler.run(self) } }
  }

  func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] {
    Event.allCases.map { ($0.rawValue, registeredActions(for: $0)) }
  }
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

@MainActor @Test func changingTheRatingSavesIt() {
  let screen = ReviewScreen()
  screen.viewDidLoad()
  screen.ratingControl.select(4)
  assertSendsAction(screen.ratingControl, event: .valueChanged, action: "saveRating")
  #expect(screen.savedRating == 4)
}

@MainActor @Test func aScreenNeverLoadedHasNoAction() {
  let failures = captureFailures { assertSendsAction(ReviewScreen().ratingControl, event: .valueChanged) }
  #expect(failures.count == 1)
}

#if canImport(UIKit)
  import UIKit

  // With UIKit, a control needs nothing more: its target-action pairs and `UIAction`s are found and fired.
  @MainActor final class LoginViewController: UIViewController {
    let loginButton = UIButton()
    private(set) var didLogIn = false

    override func viewDidLoad() {
      super.viewDidLoad()
      loginButton.addAction(UIAction(title: "Log in") { [weak self] _ in self?.didLogIn = true }, for: .touchUpInside)
    }
  }

  @MainActor @Test func tappingLogInLogsIn() {
    let screen = LoginViewController()
    screen.loadViewIfNeeded()
    assertSendsAction(screen.loginButton, event: .touchUpInside)
    #expect(screen.didLogIn)
  }
#endif
