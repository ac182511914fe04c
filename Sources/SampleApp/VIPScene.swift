import Foundation

// A VIP scene: the view controller holds its interactor privately, the interactor holds the presenter, and the
// presenter and the router point back to the view weakly. `SceneCreator` builds it, healthy or with one of the bugs
// the compiler cannot see.

/// What the view asks of the scene's business logic.
public protocol SceneBusinessLogic: AnyObject {}
/// What the interactor asks of the presenter.
public protocol ScenePresentationLogic: AnyObject {}
/// What the presenter asks of the view.
public protocol SceneDisplayLogic: AnyObject {}
/// A service that records what the user does, injected by a container.
public protocol Analytics: AnyObject {}

/// The analytics service the app ships with.
public final class ConsoleAnalytics: Analytics {
  /// A new service.
  public init() {}
}

/// The scene's view; it holds its interactor privately, as VIP scenes do.
public final class SceneViewController: SceneDisplayLogic {
  private var interactor: SceneBusinessLogic?
  /// Where the scene navigates to.
  public var router: SceneRouter?

  /// A view with nothing wired yet.
  public init() {}

  /// Wires the interactor and the router, as the creator does.
  public func wire(interactor: SceneBusinessLogic, router: SceneRouter) {
    self.interactor = interactor
    self.router = router
  }

  /// Loads the scene's content; it has none, and returns at once.
  public func load() async {}
}

/// The scene's business logic, the one the creator should pick.
public final class SceneAInteractor: SceneBusinessLogic {
  /// Where results go.
  public var presenter: ScenePresentationLogic?
  /// A value-typed helper with its settings.
  public let worker = SceneWorker()

  /// An interactor with no presenter yet.
  public init() {}
}

/// The other interactor, which a creator can pick by mistake.
public final class SceneBInteractor: SceneBusinessLogic {
  /// Where results go.
  public var presenter: ScenePresentationLogic?

  /// An interactor with no presenter yet.
  public init() {}
}

/// The scene's presenter; it points back to the view weakly.
public final class ScenePresenter: ScenePresentationLogic {
  /// The view it formats for.
  public weak var view: SceneDisplayLogic?

  /// A presenter with no view yet.
  public init() {}
}

/// The same presenter written without `weak`: every wiring check passes, and the scene is never released.
public final class RetainingPresenter: ScenePresentationLogic {
  /// The view it formats for, held strongly: the bug.
  public var view: SceneDisplayLogic?

  /// A presenter with no view yet.
  public init() {}
}

/// The scene's navigation.
public final class SceneRouter {
  /// The view it navigates from, held weakly.
  public weak var viewController: SceneViewController?
  /// The analytics service navigation reports to.
  public var analytics: Analytics?

  /// A router with nothing wired yet.
  public init() {}
}

/// A value-typed helper of the interactor: a struct between objects, with collections.
public struct SceneWorker {
  /// The network settings.
  public var config = Config()
  /// The mailboxes it shows.
  public var items = ["inbox", "archive"]
  /// Counts it keeps by name.
  public var cache: [String: Int] = ["users": 2]
}

/// Network settings.
public struct Config: Equatable {
  /// The server.
  public var baseURL = URL(string: "https://api.example.com")!
  /// How often a request is tried again.
  public var retries = 3

  /// Settings, by default the production server with 3 retries.
  public init(baseURL: URL = URL(string: "https://api.example.com")!, retries: Int = 3) {
    self.baseURL = baseURL
    self.retries = retries
  }
}

/// Builds the scene and returns its view controller, the only object the app keeps.
public enum SceneCreator {
  /// What the creator gets wrong.
  public enum Bug {
    /// No bug: the scene as it should be.
    case none
    /// `presenter.view` is never set.
    case forgetsView
    /// The view controller gets a `SceneBInteractor`.
    case wrongInteractor
    /// The presenter holds its view strongly: a retain cycle.
    case strongView
  }

  /// Builds the scene, healthy or with `bug`.
  public static func make(_ bug: Bug = .none) -> SceneViewController {
    let viewController = SceneViewController()
    let presenter: ScenePresentationLogic
    if bug == .strongView {
      let retaining = RetainingPresenter()
      retaining.view = viewController
      presenter = retaining
    } else {
      let weakView = ScenePresenter()
      if bug != .forgetsView { weakView.view = viewController }
      presenter = weakView
    }
    let router = SceneRouter()
    router.viewController = viewController
    router.analytics = ConsoleAnalytics()
    if bug == .wrongInteractor {
      let interactor = SceneBInteractor()
      interactor.presenter = presenter
      viewController.wire(interactor: interactor, router: router)
    } else {
      let interactor = SceneAInteractor()
      interactor.presenter = presenter
      viewController.wire(interactor: interactor, router: router)
    }
    return viewController
  }
}
