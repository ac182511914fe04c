import Foundation

// A VIP scene: the view controller holds its interactor privately, the interactor holds the presenter, and the
// presenter and the router point back to the view weakly. `SceneCreator` builds it, healthy or with one of the bugs
// the compiler cannot see.

public protocol SceneBusinessLogic: AnyObject {}
public protocol ScenePresentationLogic: AnyObject {}
public protocol SceneDisplayLogic: AnyObject {}
public protocol Analytics: AnyObject {}

public final class ConsoleAnalytics: Analytics {
  public init() {}
}

public final class SceneViewController: SceneDisplayLogic {
  private var interactor: SceneBusinessLogic?
  public var router: SceneRouter?

  public init() {}

  public func wire(interactor: SceneBusinessLogic, router: SceneRouter) {
    self.interactor = interactor
    self.router = router
  }

  public func load() async {}
}

public final class SceneAInteractor: SceneBusinessLogic {
  public var presenter: ScenePresentationLogic?
  public let worker = SceneWorker()

  public init() {}
}

/// The other interactor, which a creator can pick by mistake.
public final class SceneBInteractor: SceneBusinessLogic {
  public var presenter: ScenePresentationLogic?

  public init() {}
}

public final class ScenePresenter: ScenePresentationLogic {
  public weak var view: SceneDisplayLogic?

  public init() {}
}

/// The same presenter written without `weak`: every wiring check passes, and the scene is never released.
public final class RetainingPresenter: ScenePresentationLogic {
  public var view: SceneDisplayLogic?

  public init() {}
}

public final class SceneRouter {
  public weak var viewController: SceneViewController?
  public var analytics: Analytics?

  public init() {}
}

public struct SceneWorker {
  public var config = Config()
  public var items = ["inbox", "archive"]
  public var cache: [String: Int] = ["users": 2]
}

public struct Config: Equatable {
  public var baseURL = URL(string: "https://api.example.com")!
  public var retries = 3

  public init(baseURL: URL = URL(string: "https://api.example.com")!, retries: Int = 3) {
    self.baseURL = baseURL
    self.retries = retries
  }
}

/// Builds the scene and returns its view controller, the only object the app keeps.
public enum SceneCreator {
  /// What the creator gets wrong.
  public enum Bug {
    case none
    /// `presenter.view` is never set.
    case forgetsView
    /// The view controller gets a `SceneBInteractor`.
    case wrongInteractor
    /// The presenter holds its view strongly: a retain cycle.
    case strongView
  }

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
