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
      Expected every optional dependency of ProfileViewController to be injected, but 4 are nil

        Missing:
          interactor: ProfileBusinessLogic?
          router: ProfileRouter?
          analytics: Analytics?
          logger: Logger?

      Inject each one where ProfileViewController is built, or list the ones that may stay nil in except:.
      """
    ])
  }

  @Test func injection() {
    let scene = SceneCreator.make()
    _ = scene
    enum MayStayNil: String, PropertyName { case analytics, logger }

    assertAllInjected(profile)                                                   // every optional set
    assertAllInjected(profile, except: ["analytics", MayStayNil.logger])         // strings or an enum of names
    assertAllInjected(SceneCreator.make(), except: ["router.analytics"], recursive: true)
  }
}

@MainActor @Suite struct ReadmeViewModelExample {
  let ann = User(id: 1, name: "Ann")
  let fetchUsers = ClosureSpy<Void, [User]>("fetchUsers", returning: [User(id: 1, name: "Ann")])
  let callUser = ClosureSpy<User, Void>("callUser")

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func appearingLoadsTheUsers() async {
    let interactor = UsersInteractor(fetchUsers: fetchUsers.handler(), callUser: callUser.handler())
    let viewModel = UsersViewModel(interactor: interactor)
    viewModel.send(.viewAppeared)                       // starts Task { @MainActor in state = .loaded(…) }
    await assertEventually(viewModel.state, equals: .loaded([ann]))
    await assertEventually(timeout: 2) { viewModel.state != .loading }
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
    final class LocationProviderMock: Mock, LocationProvider, @unchecked Sendable {
      var isUserAuthorized: Bool { stubbedValue(default: false) }
      func requestWhenInUseAuthorization() { recordCall() }
      func requestLocation() { recordCall() }
      func geocode(_ c: Coordinate) async throws -> String { try stubbedValue(with: c) }
    }

    let mock = LocationProviderMock()
    let service = UserLocationService(provider: mock)
    mock.stub("isUserAuthorized", returning: true)
    service.findUserLocation()
    assertCalled(mock, "requestLocation()")
    assertNotCalled(mock, "requestWhenInUseAuthorization()")
    assertCallOrder(mock, ["isUserAuthorized", "requestLocation()"])
    await mock.waitForCall(to: "requestLocation()")     // no sleeps: resumes when the call lands
  }
}
