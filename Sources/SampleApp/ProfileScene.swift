// A VIP profile scene assembled by a creator that returns only the view controller, which a container also gives
// two services; the examples in Tests/WiredExamples/VIPScene check its wiring.

/// What the view asks of the profile's business logic.
public protocol ProfileBusinessLogic: AnyObject {
  /// Loads the profile and hands it to the presenter.
  func loadProfile()
}

/// What the interactor asks of the presenter.
public protocol ProfilePresentationLogic: AnyObject {
  /// Formats the profile of the user called `name` for the view.
  func presentProfile(name: String)
}

/// What the presenter asks of the view.
public protocol ProfileDisplayLogic: AnyObject {
  /// Shows `title`.
  func displayProfile(title: String)
}

/// The profile screen: a VIP view that holds its interactor privately, and two services a container injects.
public final class ProfileViewController: ProfileDisplayLogic {
  private var interactor: ProfileBusinessLogic?
  /// Where the screen navigates to.
  public private(set) var router: ProfileRouter?
  /// The analytics service, injected.
  public var analytics: Analytics?
  /// The logger, injected.
  public var logger: Logger?
  /// What the screen shows.
  public private(set) var title = ""

  /// A screen with nothing wired yet.
  public init() {}

  /// Wires the interactor and the router, as the creator does.
  public func setUp(interactor: ProfileBusinessLogic, router: ProfileRouter) {
    self.interactor = interactor
    self.router = router
  }

  /// Shows `title`.
  public func displayProfile(title: String) { self.title = title }
}

/// The interactor that loads the profile from the server.
public final class RemoteProfileInteractor: ProfileBusinessLogic {
  /// Where results go.
  public var presenter: ProfilePresentationLogic?

  /// An interactor with no presenter yet.
  public init() {}

  /// Presents the server's profile.
  public func loadProfile() { presenter?.presentProfile(name: "Ann") }
}

/// The interactor that loads the profile from the cache, when offline.
public final class CachedProfileInteractor: ProfileBusinessLogic {
  /// Where results go.
  public var presenter: ProfilePresentationLogic?

  /// An interactor with no presenter yet.
  public init() {}

  /// Presents the cached profile.
  public func loadProfile() { presenter?.presentProfile(name: "cached") }
}

/// The profile's presenter; it points back to the view weakly.
public final class ProfilePresenter: ProfilePresentationLogic {
  /// The view it formats for.
  public weak var view: ProfileDisplayLogic?

  /// A presenter with no view yet.
  public init() {}

  /// Shows a greeting for `name`.
  public func presentProfile(name: String) { view?.displayProfile(title: "Hello, \(name)") }
}

/// The same presenter written without `weak`: every wiring check passes, and the scene is never released.
public final class RetainingProfilePresenter: ProfilePresentationLogic {
  /// The view it formats for, held strongly: the bug.
  public var view: ProfileDisplayLogic?

  /// A presenter with no view yet.
  public init() {}

  /// Shows a greeting for `name`.
  public func presentProfile(name: String) { view?.displayProfile(title: "Hello, \(name)") }
}

/// The profile's navigation.
public final class ProfileRouter {
  /// The screen it navigates from, held weakly.
  public weak var viewController: ProfileViewController?

  /// A router with nothing wired yet.
  public init() {}
}

/// Builds the profile scene and returns its view controller, the only object the app keeps.
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
