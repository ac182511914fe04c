import SampleApp
import Testing
import Wired

/// The other half of scenario 1: the back-references are weak to avoid a retain cycle, so prove there is none.
@Suite struct ProfileSceneMemoryTests {
  @Test func theSceneHasNoRetainCycleAndIsReleased() {
    assertNoRetainCycles(ProfileCreator.make())
    assertNoLeaks { ProfileCreator.make() }
  }

  @Test func aPresenterThatHoldsItsViewStronglyIsCaughtAndNamed() {
    let scene = ProfileCreator.make(retainView: true)
    defer { (try? wired(scene, path: "interactor.presenter", as: RetainingProfilePresenter.self))?.view = nil }
    let failures = captureFailures { assertNoRetainCycles(scene) }
    #expect(
      failures.map(\.message) == [
        """
        Expected no strong reference cycle in the graph of ProfileViewController, but found 1

          Cycle 1, at the root:
            ProfileViewController.interactor: ProfileBusinessLogic? → RemoteProfileInteractor
            RemoteProfileInteractor.presenter: ProfilePresentationLogic? → RetainingProfilePresenter
            RetainingProfilePresenter.view: ProfileDisplayLogic? → ProfileViewController
            Break it: make RetainingProfilePresenter.view weak

        Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
        """
      ])
  }
}
