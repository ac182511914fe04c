// A creator builds a scene and sets its references; the test follows each path and checks where it ends: the same
// instance, the right type, an equal value. Private and weak properties count: the path reads stored properties.
import Testing
import Wired

protocol SceneView: AnyObject {}

final class ScenePresenter {
  weak var view: SceneView?
}

final class SceneInteractor {
  let presenter = ScenePresenter()
  private let retries = 3
}

final class SceneViewController: SceneView {
  let interactor = SceneInteractor()
}

enum SceneCreator {
  static func make() -> SceneViewController {
    let scene = SceneViewController()
    scene.interactor.presenter.view = scene
    return scene
  }
}

@Test func theSceneIsWired() {
  let scene = SceneCreator.make()
  assertWired(scene, path: "interactor.presenter.view", to: scene)  // the same instance
  assertWired(scene, path: "interactor.presenter", to: ScenePresenter.self)  // the right type
  assertWired(scene, path: "interactor.retries", to: 3)  // an equal value, private or not
}
