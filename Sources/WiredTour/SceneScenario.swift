import SampleApp
import Wired

// Scenario 1: a VIP scene that a creator builds (Sources/SampleApp/VIPScene.swift); the presenter points back to the
// view weakly.

extension Tour {
  func sceneScenario() {
    scenario(
      1, "A VIP scene built by a creator",
      "  SceneCreator builds a view controller, its interactor and presenter; presenter.view points back weakly.")
    check(
      "assertWired(scene, path: \"interactor.presenter.view\", to: scene)",
      healthy: "the creator sets presenter.view",
      bug: "the creator forgot presenter.view = viewController"
    ) { buggy in
      let scene = SceneCreator.make(buggy ? .forgetsView : .none)
      assertWired(scene, path: "interactor.presenter.view", to: scene)
    }
    check(
      "assertWired(scene, path: \"interactor\", to: SceneAInteractor.self)",
      healthy: "the creator makes a SceneAInteractor",
      bug: "the creator makes the wrong interactor type"
    ) { buggy in
      assertWired(SceneCreator.make(buggy ? .wrongInteractor : .none), path: "interactor", to: SceneAInteractor.self)
    }
    check(
      "assertNoRetainCycles(scene)",
      healthy: "presenter.view is weak",
      bug: "a presenter holds its view strongly (every wiring check above still passes)"
    ) { buggy in
      let scene = SceneCreator.make(buggy ? .strongView : .none)
      assertNoRetainCycles(scene)
      if buggy { (try? wired(scene, path: "interactor.presenter", as: RetainingPresenter.self))?.view = nil }
    }
    check(
      "assertNoLeaks { SceneCreator.make() }",
      healthy: "the scene is released",
      bug: "the same strong presenter: the scene outlives its last owner"
    ) { buggy in
      assertNoLeaks { SceneCreator.make(buggy ? .strongView : .none) }
    }
    show("wiringDiagram(scene).mermaid, which GitHub renders:", wiringDiagram(SceneCreator.make()).mermaid)
  }
}
