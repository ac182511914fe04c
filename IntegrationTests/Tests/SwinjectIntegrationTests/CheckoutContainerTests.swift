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
            nil: presenter.gateway: PaymentGateway?
          CheckoutPresenter:
            nil: gateway: PaymentGateway?
          PaymentGateway:
            did not resolve: the container returned nil

        Fix each registration, or list what may stay nil in the service's except:.
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
