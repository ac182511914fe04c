import CheckoutFeature
import SnapshotTesting
import Swinject
import Testing
import Wired

/// The app's container, as a Swinject app assembles it; `registersGateway: false` forgets one registration.
func makeContainer(registersGateway: Bool = true) -> Container {
  let container = Container()
  container.register(Analytics.self) { _ in Analytics() }.inObjectScope(.container)
  if registersGateway {
    container.register(PaymentGateway.self) { _ in StripeGateway() }
  }
  container.register(CheckoutPresenter.self) { resolver in
    let presenter = CheckoutPresenter()
    presenter.gateway = resolver.resolve(PaymentGateway.self)
    return presenter
  }
  container.register(CheckoutViewController.self) { resolver in
    let viewController = CheckoutViewController()
    viewController.presenter = resolver.resolve(CheckoutPresenter.self)
    viewController.analytics = resolver.resolve(Analytics.self)
    return viewController
  }.initCompleted { _, viewController in
    viewController.presenter?.view = viewController
  }
  return container
}

/// Every service the container provides: Swinject does not list its registrations, so the test does.
func services(of container: Container) -> [ContainerService] {
  [
    ContainerService(CheckoutViewController.self) { container.resolve(CheckoutViewController.self) },
    ContainerService(CheckoutPresenter.self, except: ["view"]) { container.resolve(CheckoutPresenter.self) },
    ContainerService(PaymentGateway.self) { container.resolve(PaymentGateway.self) },
    ContainerService(Analytics.self) { container.resolve(Analytics.self) },
  ]
}

extension Snapshotting where Format == String {
  /// The graph's wiring as Wired renders it, for `assertSnapshot(of:as:)`.
  static var wiring: Snapshotting {
    var strategy = SimplySnapshotting.lines.pullback { (value: Value) in wiringSnapshot(value) }
    strategy.pathExtension = "wiring.txt"
    return strategy
  }
}

@Suite struct CheckoutContainerTests {
  @Test func everyServiceResolvesWiredWithoutCyclesOrLeaks() {
    assertContainerWired(services(of: makeContainer()), checking: [.injection, .retainCycles, .leaks])
  }

  @Test func aForgottenRegistrationIsNamedOnEveryServiceItBreaks() {
    let failures = captureFailures { assertContainerWired(services(of: makeContainer(registersGateway: false))) }
    #expect(
      failures.map(\.message) == [
        """
        Expected every service of the container to resolve wired, but 3 of 4 did not

          CheckoutViewController:
            Missing:
              presenter.gateway: PaymentGateway? — PaymentGateway did not resolve
          CheckoutPresenter:
            Missing:
              gateway: PaymentGateway? — PaymentGateway did not resolve
          PaymentGateway:
            Did not resolve: the container returned nil

          Counted: every optional reference (an object, a protocol or a closure) in the graph of each service

        Register each service that did not resolve, or make its closure return it: the nil dependencies of its type follow from it.
        """
      ])
  }

  @Test func theWiringIsPinnedWithTheContainersSingletonMarkedShared() {
    let container = makeContainer()
    assertWiringSnapshot(container.resolve(CheckoutViewController.self)!)
  }

  @Test func theWiringIsPinnedBySwiftSnapshotTesting() {
    assertSnapshot(of: makeContainer().resolve(CheckoutViewController.self)!, as: .wiring)
  }
}
