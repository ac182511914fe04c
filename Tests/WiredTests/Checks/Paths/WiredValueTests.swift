import SampleApp
import Testing
import Wired

@Suite struct WiredValueTests {
  @Test func returnsTheValueAtTheEndOfThePath() throws {
    let scene = SceneCreator.make()
    let presenter = try wired(scene, path: "interactor.presenter", as: ScenePresenter.self)
    #expect(presenter.view === scene)
    #expect(try wired(scene, path: "interactor.worker.config.retries", as: Int.self) == 3)
  }

  @Test func throwsTheMessageTheAssertionWouldReport() {
    let scene = SceneCreator.make(.forgetsView)
    let assertionMessages = captureFailures {
      assertWired(scene, path: "interactor.presenter.view", to: SceneViewController.self)
    }
    .map(\.message)
    #expect(throws: WiringError.self) {
      try wired(scene, path: "interactor.presenter.view", as: SceneViewController.self)
    }
    do {
      _ = try wired(scene, path: "interactor.presenter.view", as: SceneViewController.self)
    } catch {
      #expect([error.description] == assertionMessages)
    }
  }

  @Test func throwsForTheWrongType() {
    let scene = SceneCreator.make()
    do {
      _ = try wired(scene, path: "router", as: SceneAInteractor.self)
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix("Expected \"router\" to be a SceneAInteractor\n\n  Found: SceneRouter ("))
    }
  }

  @Test func throwsWhenThePathBreaksWithoutAClaim() {
    let scene = SceneCreator.make(.forgetsView)
    do {
      _ = try wired(scene, path: "interactor.presenter.view", as: Any.self)
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix("Expected \"interactor.presenter.view\" to lead to a value\n\n  Found: nil"))
    }
  }
}
