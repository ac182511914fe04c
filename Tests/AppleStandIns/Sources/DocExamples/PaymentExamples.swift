// swift-format-ignore-file
// NB: the documentation's examples stand here verbatim, aligned comments and all; formatting would change them.
import Testing
import UIKit
import Wired

// The UIKit example of the README and of "Firing actions without a host app", verbatim: it needs UIKit, so it is
// type-checked here against the stand-ins, and runs only in the Apple workflows' own examples.

@MainActor final class PaymentViewController: UIViewController {
  let payButton = UIButton()

  override func viewDidLoad() {
    payButton.addTarget(self, action: "pay:", for: .touchUpInside)
  }

  func pay(_ sender: Any?) {}
}

@MainActor @Suite struct PaymentExamples {
  @MainActor @Test func payButtonPays() {
    let vc = PaymentViewController()
    vc.loadViewIfNeeded()
    assertSendsAction(vc.payButton, event: .touchUpInside, to: vc, action: "pay:")   // or #selector(…)
  }
}
