import Wired

// Scenario 1: a VIP scene assembled by a creator that returns only the view controller.
// This is the app code under test; `ProfileSceneTests` checks its wiring with Wired.

protocol ProfileBusinessLogic: AnyObject {
  func loadProfile()
}

protocol ProfilePresentationLogic: AnyObject {
  func presentProfile(name: String)
}

protocol ProfileDisplayLogic: AnyObject {
  func displayProfile(title: String)
}

final class ProfileViewController: ProfileDisplayLogic {
  private var interactor: ProfileBusinessLogic?
  private(set) var router: ProfileRouter?
  private(set) var title = ""

  func setUp(interactor: ProfileBusinessLogic, router: ProfileRouter) {
    self.interactor = interactor
    self.router = router
  }

  func displayProfile(title: String) { self.title = title }
}

final class RemoteProfileInteractor: ProfileBusinessLogic {
  var presenter: ProfilePresentationLogic?
  func loadProfile() { presenter?.presentProfile(name: "Ann") }
}

final class CachedProfileInteractor: ProfileBusinessLogic {
  var presenter: ProfilePresentationLogic?
  func loadProfile() { presenter?.presentProfile(name: "cached") }
}

final class ProfilePresenter: ProfilePresentationLogic {
  weak var view: ProfileDisplayLogic?
  func presentProfile(name: String) { view?.displayProfile(title: "Hello, \(name)") }
}

/// The same presenter written without `weak`: every wiring check passes, and the scene is never released.
final class RetainingProfilePresenter: ProfilePresentationLogic {
  var view: ProfileDisplayLogic?
  func presentProfile(name: String) { view?.displayProfile(title: "Hello, \(name)") }
}

final class ProfileRouter {
  weak var viewController: ProfileViewController?
}

/// The names the tests use, kept in one place instead of strings spread over them.
enum SceneKeys: String, PropertyName {
  case interactor, presenter, view, router, viewController
}

enum ProfileCreator {
  /// Builds the scene; `offline` picks the cached interactor; `forgetView` and `retainView` reproduce the classic
  /// bugs: a view never set, and a view held strongly.
  static func make(offline: Bool = false, forgetView: Bool = false, retainView: Bool = false) -> ProfileViewController {
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
    return viewController
  }
}
