import SampleApp
import Testing
import Wired

/// Checking a VIP scene's wiring: private, weak and protocol-typed links, by name.
@Suite struct ProfileSceneTests {
  @Test func creatorWiresEveryLink() {
    let scene = ProfileCreator.make()
    assertWired(scene, path: [SceneKeys.interactor], to: RemoteProfileInteractor.self)
    assertWired(scene, path: [SceneKeys.interactor, SceneKeys.presenter], to: ProfilePresenter.self)
    assertWired(scene, path: [SceneKeys.interactor, SceneKeys.presenter, SceneKeys.view], to: scene)
    assertWired(scene, path: [SceneKeys.router, SceneKeys.viewController], to: scene)
  }

  @Test func offlineSceneUsesTheCachedInteractor() {
    assertWired(ProfileCreator.make(offline: true), path: "interactor", to: CachedProfileInteractor.self)
  }

  @Test func wholeSceneIsInjected() {
    assertAllInjected(ProfileCreator.make())
  }

  /// What the failure looks like when the creator forgets `presenter.view = viewController`.
  @Test func aForgottenWeakViewIsReportedWithThePath() throws {
    let scene = ProfileCreator.make(forgetView: true)
    let failures = captureFailures { assertWired(scene, path: "interactor.presenter.view", to: scene) }
    let message = try #require(failures.first?.message)
    #expect(message.contains("Found: nil — ProfilePresenter.view is a weak reference that was never set"))
    #expect(
      message.contains(
        "Path:  ProfileViewController › interactor: RemoteProfileInteractor › presenter: ProfilePresenter › view"))
  }

  @Test func thePresenterIsTheOneTheInteractorTalksTo() throws {
    let scene = ProfileCreator.make()
    let presenter = try wired(scene, path: "interactor.presenter", as: ProfilePresenter.self)
    presenter.presentProfile(name: "Bo")
    #expect(scene.title == "Hello, Bo")
  }
}
