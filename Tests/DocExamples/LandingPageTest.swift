// swift-format-ignore-file
// NB: the documentation's examples stand here verbatim, aligned comments and all; formatting would change them.
import Testing
import Wired

@Test func sceneIsWiredAndInjected() {
  let scene = SceneCreator().make()
  assertWired(scene, path: "interactor.presenter.view", to: scene)
  assertAllInjected(scene, recursive: true)
}
