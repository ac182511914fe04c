// swift-format-ignore-file
// NB: the documentation's examples stand here verbatim, aligned comments and all; formatting would change them.
import Testing
import Wired
import SampleApp

// The README's examples, each verbatim (Scripts/check-doc-code.py checks that they match).

@Suite struct ReadmeExamples {
  let profile = ProfileCreator.make()

  @Test func reporting() {
    let recorded = captureFailures {
      let failures = captureFailures { assertAllInjected(ProfileViewController()) }   // collect instead of failing
      #expect(failures.first?.message.hasPrefix("Expected every optional dependency") == true)

      withFailureReporter(.standardError) { assertAllInjected(profile) }             // route failures elsewhere
      reportFailure("Expected a signed-in session")                                   // build your own assertions
    }
    #expect(recorded.map(\.message) == ["Expected a signed-in session"])
  }

  /// The failure README.md prints under "Checking injection", as Wired prints it.
  @Test func injectionFailureAsTheReadmePrintsIt() {
    let failures = captureFailures { assertAllInjected(ProfileViewController()) }
    #expect(failures.map(\.message) == [
      """
      Expected every optional dependency in the graph of ProfileViewController to be injected, but 4 are nil

        Missing:
          interactor: ProfileBusinessLogic?
          router: ProfileRouter?
          analytics: Analytics?
          logger: Logger?

        Counted: every optional reference (an object, a protocol or a closure) in the graph of ProfileViewController

      Inject each one where ProfileViewController is built, or list the ones that may stay nil in except:.
      """
    ])
  }

  /// The failure README.md prints under "Checking a path", as Wired prints it.
  @Test func pathFailureAsTheReadmePrintsIt() {
    let scene = SceneCreator.make(.forgetsView)
    let failures = captureFailures { assertWired(scene, path: "interactor.presenter.view", to: scene) }
    #expect(failures.map(\.message) == [
      """
      Expected "interactor.presenter.view" to be the given SceneViewController (\(address(scene)))

        Found: nil — ScenePresenter.view is a weak reference that was never set or was already released
        Path:  SceneViewController › interactor: SceneAInteractor › presenter: ScenePresenter › view: SceneDisplayLogic?

      Set interactor.presenter.view where the graph is built, and check that something else keeps its target alive: a weak reference does not.
      """
    ])
  }

  /// The failure README.md prints under "Retain cycles and leaks", as Wired prints it.
  @Test func cycleFailureAsTheReadmePrintsIt() {
    let scene = SceneCreator.make(.strongView)
    defer { (try? wired(scene, path: "interactor.presenter", as: RetainingPresenter.self))?.view = nil }
    let failures = captureFailures { assertNoRetainCycles(scene) }
    #expect(failures.map(\.message) == [
      """
      Expected no strong reference cycle in the graph of SceneViewController, but found 1

        Cycle 1, at the root:
          SceneViewController.interactor: SceneBusinessLogic? → SceneAInteractor
          SceneAInteractor.presenter: ScenePresentationLogic? → RetainingPresenter
          RetainingPresenter.view: SceneDisplayLogic? → SceneViewController
          Break it: make RetainingPresenter.view weak

      Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
      """
    ])
  }

  @Test func injection() {
    let scene = SceneCreator.make()
    _ = scene
    enum MayStayNil: String, PropertyName { case analytics, logger }

    assertAllInjected(profile)                                                   // every optional set
    assertAllInjected(profile, except: ["analytics", MayStayNil.logger])         // strings or an enum of names
    assertAllInjected(SceneCreator.make(), except: ["router.analytics"])
  }
}

@MainActor @Suite struct ReadmeViewModelExample {
  let ann = User(id: 1, name: "Ann")
  let fetchUsers = ClosureSpy<Void, [User]>("fetchUsers", returning: [User(id: 1, name: "Ann")])
  let callUser = ClosureSpy<User, Void>("callUser")

  /// The failure README.md prints under "Awaiting state", as Wired prints it: the view model was never sent
  /// `.viewAppeared`.
  @MainActor @Test func eventuallyFailureAsTheReadmePrintsIt() async {
    let viewModel = UsersViewModel(
      interactor: UsersInteractor(fetchUsers: fetchUsers.handler(), callUser: callUser.handler()))
    let failures = await captureFailures { await assertEventually(viewModel.state, equals: .loaded([ann])) }
    #expect(failures.map(\.message) == [
      """
      Expected viewModel.state to become UsersViewModel.State.loaded([User(id: 1, name: "Ann")]) within 1.0 s

        Seen:     UsersViewModel.State.loading (the whole time)
        Expected: UsersViewModel.State.loaded([User(id: 1, name: "Ann")])

      Check that the code under test makes the change, and that it can run: on the main actor, await rather than block.
      """
    ])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func appearingLoadsTheUsers() async {
    let interactor = UsersInteractor(fetchUsers: fetchUsers.handler(), callUser: callUser.handler())
    let viewModel = UsersViewModel(interactor: interactor)
    viewModel.send(.viewAppeared)                       // starts Task { @MainActor in state = .loaded(…) }
    await assertEventually(viewModel.state, equals: .loaded([ann]))
    await assertEventually(viewModel.state, timeout: 2) { $0 != .loading }
  }
}

@Suite struct ReadmeMemoryExample {
  let app: AppRoot = {
    let app = AppRoot()
    app.coordinator.children = [ChildCoordinator(parent: app.coordinator)]
    return app
  }()

  @Test func theSceneIsReleased() {
    assertNoRetainCycles(SceneCreator.make())                          // the stored graph has no strong cycle
    assertNoRetainCycles(app, except: ["coordinator.children"])       // a cycle the app breaks on purpose
    assertNoLeaks { SceneCreator.make() }                              // build, let go, check everything went
  }
}

@Suite struct ReadmeDoublesExample {
  @Test func locationRequest() async {
    final class LocationProviderMock: Mock, LocationProvider, DeclaresMethods, @unchecked Sendable {
      enum Method: String, CaseIterable {
        case isUserAuthorized
        case requestWhenInUseAuthorization = "requestWhenInUseAuthorization()"
        case requestLocation = "requestLocation()"
        case geocode = "geocode(_:)"
      }

      var isUserAuthorized: Bool { stubbedValue(default: false) }
      func requestWhenInUseAuthorization() { recordCall() }
      func requestLocation() { recordCall() }
      func geocode(_ c: Coordinate) async throws -> String { try stubbedAnswer(with: c) }
    }

    let mock = LocationProviderMock()
    let service = UserLocationService(provider: mock)
    mock.stub(.isUserAuthorized, returning: true)
    service.findUserLocation()
    assertCalled(mock, .requestLocation)
    assertNotCalled(mock, .requestWhenInUseAuthorization)      // a typo cannot compile, and the error names it
    assertCallOrder(mock, [.isUserAuthorized, .requestLocation])  // in this order; other calls may come between
    await mock.waitForCall(to: .requestLocation)               // no sleeps: resumes when the call lands
  }
}

/// The address Wired shows for an object, as the README's output blocks show one.
private func address(_ object: AnyObject) -> String {
  "\(Unmanaged.passUnretained(object).toOpaque())"
}
