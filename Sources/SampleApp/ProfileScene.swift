// A VIP profile scene assembled by a creator that returns only the view controller, which a container also gives
// two services; the examples in Tests/WiredExamples/VIPScene check its wiring.

public protocol ProfileBusinessLogic: AnyObject {
  func loadProfile()
}

public protocol ProfilePresentationLogic: AnyObject {
  func presentProfile(name: String)
}

public protocol ProfileDisplayLogic: AnyObject {
  func displayProfile(title: String)
}

public final class ProfileViewController: ProfileDisplayLogic {
  private var interactor: ProfileBusinessLogic?
  public private(set) var router: ProfileRouter?
  public var analytics: Analytics?
  public var logger: Logger?
  public private(set) var title = ""

  public init() {}

  public func setUp(interactor: ProfileBusinessLogic, router: ProfileRouter) {
    self.interactor = interactor
    self.router = router
  }

  public func displayProfile(title: String) { self.title = title }
}

public final class RemoteProfileInteractor: ProfileBusinessLogic {
  public var presenter: ProfilePresentationLogic?

  public init() {}

  public func loadProfile() { presenter?.presentProfile(name: "Ann") }
}

public final class CachedProfileInteractor: ProfileBusinessLogic {
  public var presenter: ProfilePresentationLogic?

  public init() {}

  public func loadProfile() { presenter?.presentProfile(name: "cached") }
}

public final class ProfilePresenter: ProfilePresentationLogic {
  public weak var view: ProfileDisplayLogic?

  public init() {}

  public func presentProfile(name: String) { view?.displayProfile(title: "Hello, \(name)") }
}

/// The same presenter written without `weak`: every wiring check passes, and the scene is never released.
public final class RetainingProfilePresenter: ProfilePresentationLogic {
  public var view: ProfileDisplayLogic?

  public init() {}

  public func presentProfile(name: String) { view?.displayProfile(title: "Hello, \(name)") }
}

public final class ProfileRouter {
  public weak var viewController: ProfileViewController?

  public init() {}
}

public enum ProfileCreator {
  /// Builds the scene; `offline` picks the cached interactor; `forgetView` and `retainView` reproduce the classic
  /// bugs: a view never set, and a view held strongly.
  public static func make(offline: Bool = false, forgetView: Bool = false, retainView: Bool = false)
    -> ProfileViewController
  {
    let viewController = ProfileViewController()
    let presenter: ProfilePresentationLogic
    if retainView {
      let retaining = RetainingProfilePresenter()
      retaining.view = viewController
      presenter = retaining
    } else {
      let weakView = ProfilePresenter()
      if !forgetView { weakView.view = viewController }
      presenter = weakView
    }
    let router = ProfileRouter()
    router.viewController = viewController
    let interactor: ProfileBusinessLogic
    if offline {
      let cached = CachedProfileInteractor()
      cached.presenter = presenter
      interactor = cached
    } else {
      let remote = RemoteProfileInteractor()
      remote.presenter = presenter
      interactor = remote
    }
    viewController.setUp(interactor: interactor, router: router)
    viewController.analytics = ConsoleAnalytics()
    viewController.logger = Logger()
    return viewController
  }
}
