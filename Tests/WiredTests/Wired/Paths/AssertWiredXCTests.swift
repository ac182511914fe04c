import SampleApp
import Wired
import XCTest

/// `assertWired` inside XCTest: the failure lands on the running test, at the caller's line.
final class AssertWiredXCTests: FailureRecordingTestCase, @unchecked Sendable {
  func testPassesWithoutRecordingAFailure() {
    let scene = SceneCreator.make()
    let recorded = recordedFailures {
      XCTAssertTrue(assertWired(scene, path: "interactor.presenter.view", to: scene))
      XCTAssertNotNil(assertWired(scene, path: "interactor", to: SceneAInteractor.self))
    }
    XCTAssertEqual(recorded, [])
  }

  func testToNilPassesOnAnUnsetReferenceAndFailsOnASetOneAtTheCallersLine() {
    let scene = SceneCreator.make(.forgetsView)
    XCTAssertEqual(recordedFailures { assertWired(scene, path: "interactor.presenter.view", to: nil) }, [])
    let line = #line + 1
    let recorded = recordedFailures { assertWired(SceneCreator.make(), path: "interactor.presenter.view", to: nil) }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(
      recorded.first.map { String($0.description.prefix { $0 != "\n" }) },
      #"failed - Expected "interactor.presenter.view" to be nil"#)
  }

  func testAnotherInstanceSaysWhereToHandTheGivenOne() {
    let scene = SceneCreator.make()
    let line = #line + 1
    let recorded = recordedFailures { assertWired(scene, path: "interactor.presenter.view", to: SceneCreator.make()) }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(
      recorded.first?.description.split(separator: "\n").last.map(String.init),
      "Hand interactor.presenter.view the instance the test gave where the graph is built: the builder made or kept "
        + "another one (a default, a new instance, a singleton) in its place.")
  }

  func testFailureIsRecordedAtTheCallersLine() {
    let scene = SceneCreator.make(.forgetsView)
    let line = #line + 1
    let recorded = recordedFailures { assertWired(scene, path: "interactor.presenter.view", to: scene) }
    XCTAssertEqual(
      recorded,
      [
        Recorded(
          description: """
            failed - Expected "interactor.presenter.view" to be the given SceneViewController (\(address(scene)))

              Found: nil — ScenePresenter.view is a weak reference that was never set or was already released
              Path:  SceneViewController › interactor: SceneAInteractor › presenter: ScenePresenter › view: SceneDisplayLogic?

            Set interactor.presenter.view where the graph is built, and check that something else keeps its target \
            alive: a weak reference does not.
            """,
          filePath: "\(#filePath)",
          line: line
        )
      ]
    )
  }
}
