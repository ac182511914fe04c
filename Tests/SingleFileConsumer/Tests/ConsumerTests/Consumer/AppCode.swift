// A little app graph, as a team that copied Wired in would have.

protocol Tracker: AnyObject {
  func track(_ event: String)
}

final class CartPresenter {
  weak var view: CartViewController?
}

final class CartViewController {
  let presenter = CartPresenter()
  var analytics: Tracker?

  func appear() { analytics?.track("cart.appeared") }
}

final class AnalyticsMock: Mock, Tracker, @unchecked Sendable {
  func track(_ event: String) { recordCall(with: event) }
}

func makeCart(setsView: Bool, injectsAnalytics: Bool) -> (CartViewController, AnalyticsMock) {
  let cart = CartViewController()
  let analytics = AnalyticsMock()
  if setsView { cart.presenter.view = cart }
  if injectsAnalytics { cart.analytics = analytics }
  return (cart, analytics)
}
