import Foundation
import Testing
import Wired
import WiredTestSupport

/// A feed whose auto-refresh task captures it strongly, beside a selection handler that captures it weakly and a share
/// handler that captures only a string: the leak is the task's, and neither handler is a suspect.
final class RefreshingFeedModel: @unchecked Sendable {
  var items: [String] = []
  var onSelect: ((String) -> Void)?
  var onShare: (() -> String)?
  var autoRefresh: Task<Void, Never>?

  func start() {
    onSelect = { [weak self] item in self?.items.append(item) }
    let caption = "Feed of \(items.count)"
    onShare = { caption }
    autoRefresh = Task {
      while !Task.isCancelled {
        self.items.append("tick")
        try? await Task.sleep(nanoseconds: 10_000_000)
      }
    }
  }

  func stop() { autoRefresh?.cancel() }
}

/// A dashboard whose update handler captures it strongly, beside a refresh task that captures it weakly: the handler
/// closes a cycle the stored graph shows, proved by its capture descriptor, so the task is no suspect.
final class LiveDashboard: @unchecked Sendable {
  var updates = 0
  var onUpdate: (() -> Void)?
  var autoRefresh: Task<Void, Never>?

  func start() {
    onUpdate = { self.updates += 1 }
    autoRefresh = Task { [weak self] in
      for _ in 0..<20 where self != nil { try? await Task.sleep(nanoseconds: 10_000_000) }
    }
  }
}

/// Where a binder hands its handler, as a notification center keeps an observer's block: outside the graph.
final class HandlerRegistry: @unchecked Sendable {
  var handlers: [() -> Void] = []
}

/// A screen whose binder stores a handler that captures the screen's model, and hands it to a registry: once the
/// screen and its binder go, the handler the registry keeps still holds the model.
final class RegisteredScreen: @unchecked Sendable {
  final class Model: @unchecked Sendable {
    var refreshes = 0
    func refresh() { refreshes += 1 }
  }

  final class Binder: @unchecked Sendable {
    var onEvent: (() -> Void)?
  }

  let model = Model()
  let binder = Binder()

  func start(registering registry: HandlerRegistry) {
    binder.onEvent = { [model] in model.refresh() }
    registry.handlers.append(binder.onEvent!)
  }
}

/// A clock screen that stores a closure that captures it weakly, a timer and a task, which keeps it: the task is named
/// first, the closure not at all.
final class ClockScreen: @unchecked Sendable {
  var onTick: (() -> Void)?
  var timer: Timer?
  var refresh: Task<Void, Never>?
  let title = "Clock"

  func start() {
    onTick = { [weak self] in print(self?.title ?? "") }
    timer = Timer(timeInterval: 60, repeats: true) { _ in }
    refresh = Task { [self] in
      while !Task.isCancelled { try? await Task.sleep(nanoseconds: 10_000_000) }
      _ = title
    }
  }
}

/// A badge that observes a notification with a block that captures it strongly, as `addObserver(forName:…)` is often
/// written: the observer token is the suspect.
final class UnreadBadge: @unchecked Sendable {
  var count = 0
  var observer: NSObjectProtocol?

  func start(_ center: NotificationCenter) {
    observer = center.addObserver(forName: .init("UnreadBadge.changed"), object: nil, queue: nil) { _ in
      self.count += 1
    }
  }
}

/// A catalog client that is a struct of closures, as a test hands it closure spies' handlers.
struct CatalogClient: Sendable {
  var fetchProducts: @Sendable (String) -> [String]
  var cachedCount: @Sendable () -> Int
}

/// A cart that keeps its client and a refresh task that captures it strongly.
final class RefreshingCart: @unchecked Sendable {
  let catalog: CatalogClient
  var refresh: Task<Void, Never>?

  init(catalog: CatalogClient) {
    self.catalog = catalog
    refresh = Task {
      while !Task.isCancelled {
        _ = self.catalog.cachedCount()
        try? await Task.sleep(nanoseconds: 10_000_000)
      }
    }
  }
}

/// A payment gateway that a checkout scene keeps.
final class PaymentGateway {}

/// A checkout scene that keeps itself, and the gateway it was given.
final class CheckoutScene {
  let gateway: PaymentGateway
  var me: CheckoutScene?

  init(gateway: PaymentGateway) {
    self.gateway = gateway
    me = self
  }
}

/// A coordinator that builds a checkout scene and lets go of it: the scene's own cycle keeps the gateway.
final class ShopCoordinator {
  let gateway = PaymentGateway()

  func checkout() { _ = CheckoutScene(gateway: gateway) }
}

/// What a leak check names when something outside the stored graph keeps an object: the stored work that may capture
/// it, work in flight first, and no closure whose capture list provably keeps nothing alive.
@Suite struct LeakSuspectTests {
  @Test func aStoredTaskIsNamedAndNoClosureThatCapturesWeaklyOrOnlyAStringIs() {
    var built: [RefreshingFeedModel] = []
    let line = #line + 2
    let failures = captureFailures {
      assertNoLeaks {
        let model = RefreshingFeedModel()
        model.start()
        built.append(model)
        return model
      }
    }
    for model in built { model.stop() }
    expectFailure(
      """
      Expected every object built by the closure to be released, but 1 was not

        Not released:
          (the root) RefreshingFeedModel, kept from outside the stored graph

      Something that is not a stored property of the graph keeps the objects marked "kept from outside" alive: a task still running, or a closure that captures one (a singleton's handler, a timer, a notification observer); look for self captured strongly. What the graph stores that may capture one, work in flight first: autoRefresh (a Task).
      If work still in flight holds them (a task, a queue), make the test async and write await assertNoLeaks { … }, which waits for it without holding a thread: this synchronous check looks once, since waiting would hold a thread that other tests need.
      """,
      line: line,
      in: failures
    )
  }

  /// A closure whose context is its owner (`{ self.updates += 1 }`) is a cycle the stored graph shows: the leak is
  /// that cycle, found without waiting for the task, which captures weakly.
  @Test func aClosureThatCapturesItsOwnerIsACycleAndCostsNoWait() async {
    let line = #line + 2
    let failures = await captureFailures {
      await assertNoLeaks(timeout: 5) {
        let dashboard = LiveDashboard()
        dashboard.start()
        return dashboard
      }
    }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(failures.first?.message == Self.dashboardCycle)
  }

  /// The leak of a ``LiveDashboard``: the cycle through its closure.
  static let dashboardCycle = """
    Expected every object built by the closure to be released, but 1 was not

      Not released:
        (the root) LiveDashboard, in cycle 1

      Cycle 1, at the root:
        LiveDashboard.onUpdate: (() -> Void)? captures LiveDashboard
        Break it: capture LiveDashboard weakly in LiveDashboard.onUpdate ([weak self]), or set the closure to nil when it is done

    Make the reference that points back toward the root weak or unowned, or the closure's capture of it weak: a cycle keeps its objects alive once nothing else refers to them.
    """

  @Test func aNotificationObserverTokenIsASuspect() {
    let center = NotificationCenter()
    var built: [UnreadBadge] = []
    let failures = captureFailures {
      assertNoLeaks {
        let badge = UnreadBadge()
        badge.start(center)
        built.append(badge)
        return badge
      }
    }
    for badge in built { badge.observer.map(center.removeObserver) }
    #expect(failures.count == 1)
    let message = failures.first?.message ?? ""
    #expect(
      message.contains("What the graph stores that may capture one, work in flight first: observer (an observation)."),
      "\(message)")
  }

  @Test func theAwaitedCheckNamesTheTaskThatStillRunsAfterItsWait() async {
    var built: [RefreshingFeedModel] = []
    let failures = await captureFailures {
      await assertNoLeaks(timeout: 0.05) {
        let model = RefreshingFeedModel()
        model.start()
        built.append(model)
        return model
      }
    }
    for model in built { model.stop() }
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("work in flight first: autoRefresh (a Task).") == true)
    #expect(failures.first?.message.contains("onSelect") == false)
  }

  @Test func aClosureSpysHandlerIsNoSuspect() {
    let fetchProducts = ClosureSpy<String, [String]>("fetchProducts", returning: [])
    let cachedCount = ClosureSpy<Void, Int>("cachedCount", returning: 0)
    var built: [RefreshingCart] = []
    let failures = captureFailures {
      assertNoLeaks {
        let cart = RefreshingCart(
          catalog: CatalogClient(fetchProducts: fetchProducts.handler(), cachedCount: cachedCount.handler()))
        built.append(cart)
        return cart
      }
    }
    for cart in built { cart.refresh?.cancel() }
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("work in flight first: refresh (a Task).") == true)
  }

  @Test func aRootReleasedWhileWhatItHeldIsKeptPointsAtWhatItBuiltAndLetGo() {
    let failures = captureFailures {
      assertNoLeaks {
        let coordinator = ShopCoordinator()
        coordinator.checkout()
        return coordinator
      }
    }
    #expect(failures.count == 1)
    let message = failures.first?.message ?? ""
    #expect(message.contains("    gateway: PaymentGateway, kept from outside the stored graph"))
    #expect(
      message.contains(
        "ShopCoordinator, the root, was released, but not all it held: what keeps the rest is outside the graph as it "
          + "was read, a registry it was handed to, or an object the root built and let go (a scene its start() made) "
          + "that lives on in a cycle of its own, which may run through a closure that captures it: check that object "
          + "with assertNoRetainCycles, and its closures for self captured strongly."))
  }

  /// A handler whose owner was released, but which a registry keeps, is named as keeping what it captures.
  @Test func aHandlerKeptOutsideTheGraphIsNamedAsKeepingWhatItCaptures() {
    let registry = HandlerRegistry()
    let line = #line + 2
    let failures = captureFailures {
      assertNoLeaks {
        let screen = RegisteredScreen()
        screen.start(registering: registry)
        return screen
      }
    }
    expectFailure(Self.handedOverHandler, line: line, in: failures)
  }

  /// The leak of a ``RegisteredScreen``'s model, in both frameworks.
  static let handedOverHandler = """
    Expected every object built by the closure to be released, but 1 was not

      Not released:
        model: Model, captured by the closure binder.onEvent

    A closure the graph stores captures what is marked "captured by the closure" (binder.onEvent), and something outside the graph keeps that closure alive after its owner went (a registry, a notification center or a timer it was handed to): capture it weakly ([weak self]), or end that registration when it is done.
    """

  @Test func aTaskThatKeepsTheScreenIsNamedFirstThenTimersAndNoWeakClosure() {
    var built: [ClockScreen] = []
    let failures = captureFailures {
      assertNoLeaks {
        let screen = ClockScreen()
        screen.start()
        built.append(screen)
        return screen
      }
    }
    for screen in built { screen.refresh?.cancel() }
    #expect(failures.count == 1)
    let message = failures.first?.message ?? ""
    #expect(message.contains("    (the root) ClockScreen, kept from outside the stored graph\n"), "\(message)")
    #expect(
      message.contains(
        "What the graph stores that may capture one, work in flight first: refresh (a Task), timer (a Timer).\n"),
      "\(message)")
  }
}
