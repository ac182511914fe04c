// App code in the style of a Swinject app: a checkout scene whose objects a container builds and wires, with
// property injection and a weak back reference set once the graph is complete.

/// Charges a card.
public protocol PaymentGateway: AnyObject {}

/// The gateway the app uses.
public final class StripeGateway: PaymentGateway {
  public init() {}
}

/// Records what the user does; one per app.
public final class Analytics {
  public init() {}
}

/// What the presenter shows its results on.
public protocol CheckoutView: AnyObject {}

/// Turns a checkout into what the view shows.
public final class CheckoutPresenter {
  public weak var view: CheckoutView?
  public var gateway: PaymentGateway?
  public init() {}
}

/// The checkout screen.
public final class CheckoutViewController: CheckoutView {
  public var presenter: CheckoutPresenter?
  public var analytics: Analytics?
  public init() {}
}
