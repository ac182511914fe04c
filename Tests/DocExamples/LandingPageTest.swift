// swift-format-ignore-file
// NB: the documentation's examples stand here verbatim, aligned comments and all; formatting would change them.
// The app under test, as a user's test imports their app; the documentation shows the two imports below.
import SampleApp
import Testing
import Wired

@Test func sceneIsWiredAndInjected() {
  let scene = SceneCreator.make()
  assertWired(scene, path: "interactor.presenter.view", to: scene)
  assertAllInjected(scene)
}
