import SampleApp
import Wired
import XCTest

/// The same checks in XCTest: Wired reports through `XCTFail` at the caller's line.
final class ProfileSceneXCTests: XCTestCase {
  func testCreatorWiresEveryLink() {
    let scene = ProfileCreator.make()
    assertWired(scene, path: "interactor", to: RemoteProfileInteractor.self)
    assertWired(scene, path: "interactor.presenter.view", to: scene)
    assertWired(scene, path: "router.viewController", to: scene)
    assertAllInjected(scene)
  }
}
