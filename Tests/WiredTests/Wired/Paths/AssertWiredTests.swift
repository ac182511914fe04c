import Foundation
import SampleApp
import Testing
import Wired
import WiredTestSupport

@Suite struct AssertWiredTests {
  let scene = SceneCreator.make()

  // MARK: - Passing

  @Test func passesWhenEveryLinkOfTheSceneIsSet() {
    expectNoFailure {
      #expect(assertWired(scene, path: "interactor.presenter.view", to: scene))
      #expect(assertWired(scene, path: "router.viewController", to: scene))
      #expect(assertWired(scene, path: "interactor", to: SceneAInteractor.self) != nil)
      #expect(assertWired(scene, path: "interactor.presenter", to: ScenePresentationLogic.self) != nil)
      #expect(assertWired(scene, path: "interactor.worker.config.retries", to: 3))
      #expect(assertWired(scene, path: "interactor.worker.config.baseURL", to: URL(string: "https://api.example.com")!))
      #expect(assertWired(scene, path: "interactor.presenter.view", to: scene as SceneDisplayLogic))
    }
  }

  @Test func typeAssertionReturnsTheTypedValue() {
    let interactor = assertWired(scene, path: "interactor", to: SceneAInteractor.self)
    #expect(interactor?.worker.config.retries == 3)
  }

  @Test func pathFromPropertyNameEnum() {
    enum SceneKeys: String, PropertyName { case interactor, presenter, view }
    expectNoFailure {
      assertWired(scene, path: [SceneKeys.interactor, SceneKeys.presenter, SceneKeys.view], to: scene)
      assertWired(scene, path: [SceneKeys.interactor, "worker.items", "[1]"], to: "archive")
    }
  }

  // MARK: - Failing

  @Test func failsWhenTheWeakViewWasNeverSet() {
    let broken = SceneCreator.make(.forgetsView)
    let line = #line + 1
    let failures = captureFailures { assertWired(broken, path: "interactor.presenter.view", to: broken) }
    expectFailure(
      """
      Expected "interactor.presenter.view" to be the given SceneViewController (\(address(broken)))

        Found: nil — ScenePresenter.view is a weak reference that was never set or was already released
        Path:  SceneViewController › interactor: SceneAInteractor › presenter: ScenePresenter › view: SceneDisplayLogic?

      Set interactor.presenter.view where the graph is built, and check that something else keeps its target alive: \
      a weak reference does not.
      """,
      line: line,
      in: failures
    )
  }

  @Test func failsWhenTheWrongInteractorTypeWasCreated() throws {
    let broken = SceneCreator.make(.wrongInteractor)
    let interactor = try wired(broken, path: "interactor", as: SceneBInteractor.self)
    let line = #line + 2
    let failures = captureFailures {
      #expect(assertWired(broken, path: "interactor", to: SceneAInteractor.self) == nil)
    }
    expectFailure(
      """
      Expected "interactor" to be a SceneAInteractor

        Found: SceneBInteractor (\(address(interactor)))
        Path:  SceneViewController › interactor: SceneBInteractor
      """,
      line: line,
      in: failures
    )
  }

  @Test func failsWhenThePathLeadsToAnotherInstance() {
    let other = SceneCreator.make()
    let line = #line + 1
    let failures = captureFailures { #expect(!assertWired(scene, path: "interactor.presenter.view", to: other)) }
    expectFailure(
      """
      Expected "interactor.presenter.view" to be the given SceneViewController (\(address(other)))

        Found:    SceneViewController (\(address(scene))), another instance of the same type
        Expected: SceneViewController (\(address(other)))
        Path:     SceneViewController › interactor: SceneAInteractor › presenter: ScenePresenter › view: SceneViewController

      Hand interactor.presenter.view the instance the test gave where the graph is built: the builder made or kept another one (a default, a new instance, a singleton) in its place.
      """,
      line: line,
      in: failures
    )
  }

  @Test func aTransposedLetterIsOneEditAndGetsItsSuggestion() {
    let line = #line + 1
    let failures = captureFailures { assertWired(scene, path: "interactor.presenter.veiw", to: scene) }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(failures.first?.message.hasSuffix("Did you mean \"view\"?") == true)
  }

  @Test func anEqualInstanceOfAnEquatableClassFailsIdentityAndSaysHowToCompareByEquality() {
    final class Settings: Equatable {
      let retries: Int
      init(retries: Int) { self.retries = retries }
      static func == (lhs: Settings, rhs: Settings) -> Bool { lhs.retries == rhs.retries }
    }
    final class Holder {
      let settings = Settings(retries: 3)
    }
    let holder = Holder()
    let expected = Settings(retries: 3)
    let line = #line + 1
    let failures = captureFailures { assertWired(holder, path: "settings", to: expected) }
    expectFailure(
      """
      Expected "settings" to be the given Settings (\(address(expected)))

        Found:    Settings (\(address(holder.settings))), another instance, equal (==) to the expected one
        Expected: Settings (\(address(expected)))
        Path:     Holder › settings: Settings

      to: checks that an object is the very instance given. To compare by == instead, read the value: #expect(try wired(root, path: "settings", as: Settings.self) == expected).
      """,
      line: line,
      in: failures
    )
    #expect((try? wired(holder, path: "settings", as: Settings.self)) == expected)
    expectNoFailure { assertWired(holder, path: "settings", to: holder.settings) }
  }

  @Test func failsOnAMisspelledPropertyWithDidYouMean() {
    let line = #line + 1
    let failures = captureFailures { assertWired(scene, path: "interactor.presentr.view", to: scene) }
    expectFailure(
      """
      Expected "interactor.presentr.view" to be the given SceneViewController (\(address(scene)))

        Found: SceneAInteractor has no stored property "presentr"
        Path:  SceneViewController › interactor: SceneAInteractor › presentr

        Stored properties of SceneAInteractor:
          presenter: ScenePresentationLogic?
          worker: SceneWorker

      Did you mean "presenter"?
      """,
      line: line,
      in: failures
    )
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func anObservableClassListsAndSuggestsOnlyItsOwnNames() {
    let coordinator = FlowCoordinator.make()
    defer { coordinator.child = nil }
    let line = #line + 1
    let failures = captureFailures { assertWired(coordinator, path: "observation", to: coordinator) }
    expectFailure(
      """
      Expected "observation" to be the given FlowCoordinator (\(address(coordinator)))

        Found: FlowCoordinator has no stored property "observation"
        Path:  FlowCoordinator › observation

        Stored properties of FlowCoordinator:
          child: FlowChild?

      No stored property of FlowCoordinator has that name or one close to it; a path follows the stored properties listed above, never a computed property or a method.
      """,
      line: line,
      in: failures
    )
    let misspelled = captureFailures { assertWired(coordinator, path: "chlid", to: coordinator) }
    #expect(misspelled.first?.message.hasSuffix("Did you mean \"child\"?") == true)
    let registrar = captureFailures { assertWired(coordinator, path: "observationRegistrar", to: coordinator) }
    #expect(registrar.first?.message.contains("Did you mean") == false)
  }

  @Test func failsOnAComputedPropertyWithAHint() {
    let line = #line + 1
    let failures = captureFailures { assertWired(scene, path: "interactor.worker.count", to: 2) }
    expectFailure(
      """
      Expected "interactor.worker.count" to equal 2

        Found: SceneWorker has no stored property "count"
        Path:  SceneViewController › interactor: SceneAInteractor › worker: SceneWorker › count

        Stored properties of SceneWorker:
          config: Config
          items: [String]
          cache: [String: Int]

      No stored property of SceneWorker has that name or one close to it; a path follows the stored properties listed above, never a computed property or a method.
      """,
      line: line,
      in: failures
    )
  }

  @Test func failsOnAnUnequalValue() {
    let line = #line + 1
    let failures = captureFailures { #expect(!assertWired(scene, path: "interactor.worker.config.retries", to: 4)) }
    expectFailure(
      """
      Expected "interactor.worker.config.retries" to equal 4

        Found:    3
        Expected: 4
        Path:     SceneViewController › interactor: SceneAInteractor › worker: SceneWorker › config: Config › retries: Int
      """,
      line: line,
      in: failures
    )
  }

  @Test func failsOnAValueOfAnotherTypeAndPrefixesTheUsersMessage() {
    let line = #line + 2
    let failures = captureFailures {
      assertWired(scene, path: "interactor.worker.config.retries", to: 3.0, message: "retries come from the plist")
    }
    expectFailure(
      """
      retries come from the plist - Expected "interactor.worker.config.retries" to equal 3.0

        Found:    3 (Int)
        Expected: 3.0 (Double)
        Path:     SceneViewController › interactor: SceneAInteractor › worker: SceneWorker › config: Config › retries: Int
      """,
      line: line,
      in: failures
    )
  }

  @Test func showsADiffForLongValues() {
    let expected = Config(baseURL: URL(string: "https://api.example.com/v2/accounts/settings")!, retries: 3)
    let line = #line + 1
    let failures = captureFailures { assertWired(scene, path: "interactor.worker.config", to: expected) }
    expectFailure(
      """
      Expected "interactor.worker.config" to equal Config(baseURL: https://api.example.com/v2/accounts/settings, retries: 3)

        Found:    Config(baseURL: https://api.example.com, retries: 3)
        Expected: Config(baseURL: https://api.example.com/v2/accounts/settings, retries: 3)
        Diff:     (- expected, + found)
                  - Config(baseURL: https://api.example.com/v2/accounts/settings,
                  + Config(baseURL: https://api.example.com,
                    retries: 3)
        Path:     SceneViewController › interactor: SceneAInteractor › worker: SceneWorker › config: Config
      """,
      line: line,
      in: failures
    )
  }

  @Test func evaluatesTheUsersMessageOnlyOnFailure() {
    var evaluated = false
    let failures = captureFailures {
      assertWired(
        scene, path: "router.viewController", to: scene,
        message: {
          evaluated = true
          return ""
        }())
    }
    #expect(failures.isEmpty)
    #expect(!evaluated)
  }
}

@Suite struct LongValueTests {
  @Test func aHugeValueIsShortenedInTheMessage() {
    let numbers = Array(0..<10_000)
    let failures = captureFailures { assertWired(["numbers": numbers], path: "[\"numbers\"]", to: [1]) }
    let found = failures.first?.message.split(separator: "\n").first { $0.hasPrefix("  Found:") } ?? ""
    #expect(found.count < 1_100)
    #expect(found.hasSuffix("more characters)"))
  }
}
