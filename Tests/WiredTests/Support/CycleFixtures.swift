import Observation
import SampleApp

// Object graphs with and without strong reference cycles, of every shape the retain-cycle check must handle.

/// Scenario 1's presenter written by a creator that forgot `weak`: it passes every wiring check and leaks the whole
/// scene each time it is shown.
final class LeakyPresenter: ScenePresentationLogic {
  var view: SceneDisplayLogic?
}

enum LeakyCreator {
  static func make() -> SceneViewController {
    let viewController = SceneViewController()
    let presenter = LeakyPresenter()
    let router = SceneRouter()
    presenter.view = viewController
    router.viewController = viewController
    router.analytics = ConsoleAnalytics()
    let interactor = SceneAInteractor()
    interactor.presenter = presenter
    viewController.wire(interactor: interactor, router: router)
    return viewController
  }
}

/// A node that refers to others in every way a reference can be held.
final class Node {
  let name: String
  var next: Node?
  weak var weakNext: Node?
  unowned(unsafe) var unsafeNext: Node?
  var children: [Node] = []
  var byName: [String: Node] = [:]
  var state = NodeState.idle

  init(_ name: String) { self.name = name }

  /// A ring of `count` nodes, each holding the next strongly through `next`.
  static func ring(_ count: Int) -> [Node] {
    let nodes = (0..<count).map { Node("n\($0)") }
    for (index, node) in nodes.enumerated() { node.next = nodes[(index + 1) % count] }
    return nodes
  }

  /// Breaks a ring, so that a test leaves nothing behind.
  static func unlink(_ nodes: [Node]) {
    for node in nodes { node.next = nil }
  }
}

enum NodeState {
  case idle
  case running(Node)
}

/// A holder whose back-reference is `unowned`: no cycle.
final class Owner {
  var part: Part?
}

final class Part {
  unowned let owner: Owner
  init(owner: Owner) { self.owner = owner }
}

/// A property wrapper that holds its object weakly, as apps write `@Weak` (or Resolver's `@WeakLazyInjected`).
@propertyWrapper struct WeakRef<Object: AnyObject> {
  private weak var value: Object?

  var wrappedValue: Object? {
    get { value }
    set { value = newValue }
  }

  init(wrappedValue: Object? = nil) {
    value = wrappedValue
  }
}

/// A screen and its presenter, the presenter pointing back through `@WeakRef`: no cycle.
final class WrappedScreen {
  var presenter: WrappedPresenter?
}

final class WrappedPresenter {
  @WeakRef var screen: WrappedScreen?
}

/// Builds the screen with its presenter pointing back to it.
func makeWrappedScreen() -> WrappedScreen {
  let screen = WrappedScreen()
  let presenter = WrappedPresenter()
  presenter.screen = screen
  screen.presenter = presenter
  return screen
}

/// A coordinator and its child, `@Observable` as newer apps write them, holding each other strongly: the macro stores
/// `child` as `_child`, which messages and `except:` entries must not show.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable final class FlowCoordinator {
  var child: FlowChild?

  static func make() -> FlowCoordinator {
    let coordinator = FlowCoordinator()
    let child = FlowChild()
    child.coordinator = coordinator
    coordinator.child = child
    return coordinator
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable final class FlowChild {
  var coordinator: FlowCoordinator?
}
