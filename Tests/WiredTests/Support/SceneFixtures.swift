import Foundation

// A VIP scene, as scenario 1 describes it: the view controller holds its interactor privately, the
// interactor holds the presenter, and the presenter and the router point back to the view weakly.

protocol SceneBusinessLogic: AnyObject {}
protocol ScenePresentationLogic: AnyObject {}
protocol SceneDisplayLogic: AnyObject {}

final class SceneViewController: SceneDisplayLogic {
  private var interactor: SceneBusinessLogic?
  var router: SceneRouter?

  func wire(interactor: SceneBusinessLogic, router: SceneRouter) {
    self.interactor = interactor
    self.router = router
  }
}

final class SceneAInteractor: SceneBusinessLogic {
  var presenter: ScenePresentationLogic?
  let worker = SceneWorker()
}

final class SceneBInteractor: SceneBusinessLogic {
  var presenter: ScenePresentationLogic?
}

final class ScenePresenter: ScenePresentationLogic {
  weak var view: SceneDisplayLogic?
}

final class SceneRouter {
  weak var viewController: SceneViewController?
}

struct SceneWorker {
  var config = Config()
  var items = ["inbox", "archive"]
  var cache: [String: Int] = ["users": 2]
}

struct Config: Equatable {
  var baseURL = URL(string: "https://api.example.com")!
  var retries = 3
}

/// Builds the scene; `forgetsView` and `usesB` reproduce the two bugs scenario 1 names.
enum SceneCreator {
  static func make(forgetsView: Bool = false, usesB: Bool = false) -> SceneViewController {
    let viewController = SceneViewController()
    let presenter = ScenePresenter()
    let router = SceneRouter()
    if !forgetsView { presenter.view = viewController }
    router.viewController = viewController
    if usesB {
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

/// The address Wired shows for an object.
func address(_ object: AnyObject) -> String {
  "\(Unmanaged.passUnretained(object).toOpaque())"
}
