import SampleApp
import Testing
import Wired
import WiredTestSupport

// Below the root, value-typed optionals are state; `checkingInjections` reports through
// the current reporter; an implicitly unwrapped optional shows as `T?`.

struct Order: Equatable {
  let id: Int
}

protocol OrdersRouting: AnyObject {}
final class OrdersRouter: OrdersRouting {}

final class OrdersCache {
  var orders: [Order]?
  var lastSync: Double?
}

final class OrdersService {
  let cache = OrdersCache()
  var onChange: (() -> Void)?
  var lastError: (any Error)?
}

final class OrdersPresenter {
  var displayedTitle: String?
  weak var router: OrdersRouting?
}

final class OrdersScreen {
  let ordersService = OrdersService()
  let presenter = OrdersPresenter()
  var badgeCount: Int?
  var analytics: Analytics?
  var presenterIUO: OrdersPresenter!
}

@Suite struct DependencyRuleTests {
  /// A correctly built screen: its state is nil until loaded, its dependencies are set.
  func builtScreen() -> (OrdersScreen, OrdersRouter) {
    let screen = OrdersScreen()
    let router = OrdersRouter()
    screen.presenter.router = router
    screen.ordersService.onChange = {}
    screen.badgeCount = 0
    screen.analytics = AnalyticsService()
    screen.presenterIUO = screen.presenter
    return (screen, router)
  }

  @Test func stateThatIsNilUntilLoadedIsNotAMissingDependency() {
    let (screen, router) = builtScreen()
    expectNoFailure { assertAllInjected(screen) }
    withExtendedLifetime(router) {}
  }

  @Test func aNilProtocolDependencyDeepInTheGraphIsReportedWithTheRule() {
    let (screen, _) = builtScreen()
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(screen) }
    expectFailure(
      """
      Expected every optional dependency in the graph of OrdersScreen to be injected, but 1 is nil

        Missing:
          presenter.router: OrdersRouting? (weak)

        Counted: every optional reference (an object, a protocol or a closure) in the graph of OrdersScreen

      Inject each one where OrdersScreen is built, or list the ones that may stay nil in except:.
      A weak reference is also nil when it was set but nothing else kept its target alive: check that the app holds what it injects there.
      """,
      line: line,
      in: failures
    )
  }

  @Test func countingAllReportsStateToo() {
    let (screen, router) = builtScreen()
    #expect(
      checkInjections(screen, counting: .all).missing.map(\.path) == [
        "ordersService.lastError", "presenter.displayedTitle", "ordersService.cache.orders",
        "ordersService.cache.lastSync",
      ])
    withExtendedLifetime(router) {}
  }

  @Test func theRootsStateIsNotADependencyUnlessEveryOptionalIsCounted() {
    let screen = OrdersScreen()
    // NB: `badgeCount: Int?` is the screen's state, as it would be below it; the screen's references are dependencies.
    #expect(checkInjections(screen, depth: 1).missing.map(\.path) == ["analytics", "presenterIUO"])
    #expect(
      checkInjections(screen).missing.map(\.path) == [
        "analytics", "presenterIUO", "ordersService.onChange", "presenter.router",
      ])
    #expect(
      checkInjections(screen, depth: 1, counting: .all).missing.map(\.path) == [
        "badgeCount", "analytics", "presenterIUO",
      ])
  }

  @Test func aNilClosureDependencyBelowTheRootIsMissing() {
    let (screen, router) = builtScreen()
    screen.ordersService.onChange = nil
    #expect(checkInjections(screen).missing.map(\.path) == ["ordersService.onChange"])
    withExtendedLifetime(router) {}
  }

  /// Swift records `T!` as `Optional<T>` in the metadata reflection reads (both mangle as `Sg`), so the
  /// declared type shows as `T?`; `GraphFinding.type` documents it.
  @Test func anImplicitlyUnwrappedOptionalShowsAsOptional() {
    let screen = OrdersScreen()
    #expect(checkInjections(screen, depth: 1).missing.last?.description == "presenterIUO: OrdersPresenter?")
  }
}
