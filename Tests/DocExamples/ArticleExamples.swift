// swift-format-ignore-file
// NB: the documentation's examples stand here verbatim, aligned comments and all; formatting would change them.
import Testing
import Wired
import SampleApp

// The DocC articles' examples, each verbatim (Scripts/check-doc-code.py checks that they match).

@Suite struct CheckingInjectedDependenciesArticle {
  @Test func exceptions() {
    let container = Container()
    enum MayStayNil: String, PropertyName { case debugMenu }

    assertAllInjected(container.makeSettings(), except: [MayStayNil.debugMenu])
  }

  /// The failure the article prints, as Wired prints it, for a container that forgot to register analytics.
  @Test func exceptionsFailureAsTheArticlePrintsIt() {
    let container = Container()
    container.registersAnalytics = false
    enum MayStayNil: String, PropertyName { case debugMenu }
    let failures = captureFailures { assertAllInjected(container.makeSettings(), except: [MayStayNil.debugMenu]) }
    #expect(failures.map(\.message) == [
      """
      Expected every optional dependency in the graph of SettingsViewController to be injected, but 1 is nil

        Missing:
          analytics: Analytics?

        Counted: every optional reference (an object, a protocol or a closure) in the graph of SettingsViewController

      Inject each one where SettingsViewController is built, or list the ones that may stay nil in except:.
      """
    ])
  }

  @Test func countingAndDepth() {
    let scene = SceneCreator.make()
    assertAllInjected(scene)                    // every optional reference in the graph
    assertAllInjected(scene, counting: .all)    // every optional in the graph, values included
    assertAllInjected(scene, depth: 1)          // the scene's own optional references
  }
}

@Suite struct FindingRetainCyclesAndLeaksArticle {
  @Test func theSceneIsReleased() {
    assertNoRetainCycles(SceneCreator.make())       // static: the stored graph has no strong cycle
    assertNoLeaks { SceneCreator.make() }           // dynamic: build, let go, check that everything went
  }

  @Test func workInFlight() async {
    await assertNoLeaks { let scene = SceneCreator.make(); await scene.load(); return scene }
  }
}

@Suite struct MockingProtocolsArticle {
  final class LocationProviderMock: Mock, LocationProvider, DeclaresMethods, @unchecked Sendable {
    enum Method: String, CaseIterable {
      case isUserAuthorized
      case requestWhenInUseAuthorization = "requestWhenInUseAuthorization()"
      case requestLocation = "requestLocation()"
    }

    var isUserAuthorized: Bool { stubbedValue(default: false) }
    func requestWhenInUseAuthorization() { recordCall() }
    func requestLocation() { recordCall() }
  }

  @Test func authorizedUserGetsALocationRequest() {
    let provider = LocationProviderMock()
    provider.stub(.isUserAuthorized, returning: true)
    UserLocationService(provider: provider).findUserLocation { _, _ in }
    assertCallOrder(provider, [.isUserAuthorized, .requestLocation])
    assertNotCalled(provider, .requestWhenInUseAuthorization)
  }

  final class ProfilePresenterSpy: Spy, ProfilePresentationLogic, @unchecked Sendable {
    func presentProfile(name: String) { recordCall(with: name) }
  }

  @Test func loadingPresentsTheUsersName() {
    let presenter = ProfilePresenterSpy()
    let interactor = RemoteProfileInteractor()
    interactor.presenter = presenter
    interactor.loadProfile()
    assertCalled(presenter, "presentProfile(name:)", with: "Ann", times: 1)
  }

  /// The failure the article prints, as Wired prints it, when the test expects another name.
  @Test func argumentsFailureAsTheArticlePrintsIt() {
    let presenter = ProfilePresenterSpy()
    let interactor = RemoteProfileInteractor()
    interactor.presenter = presenter
    interactor.loadProfile()
    let failures = captureFailures { assertCalled(presenter, "presentProfile(name:)", with: "Bob") }
    #expect(failures.map(\.message) == [
      """
      Expected presentProfile(name:) to be called on ProfilePresenterSpy with name: "Bob", but no call had equal arguments

        Calls to presentProfile(name:):
          1. presentProfile(name:) with name: "Ann"

      Each call is listed with the arguments the code under test passed: correct the code that makes the call, or the expected arguments if the test is the one that is wrong.
      """
    ])
  }
}

@Suite struct ReportingFailuresArticle {
  func assertLoggedIn(_ session: Session, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                      line: UInt = #line, column: UInt = #column) {
    if session.user == nil {
      reportFailure("Expected a logged-in session", fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  @Test func helperFails() {
    let failures = captureFailures { assertLoggedIn(Session()) }
    #expect(failures.map(\.message) == ["Expected a logged-in session"])
  }
}

@Suite struct TestingASceneWiringArticle {
  @Test func creatorWiresEveryLink() {
    let scene = ProfileCreator.make()
    assertWired(scene, path: "interactor", to: RemoteProfileInteractor.self)   // the concrete type
    assertWired(scene, path: "interactor.presenter.view", to: scene)           // the same instance
    assertWired(scene, path: "router.viewController", to: scene)
  }

  @Test func namesInAnEnum() {
    let scene = ProfileCreator.make()
    enum SceneKeys: String, PropertyName { case interactor, presenter, view }

    assertWired(scene, path: [SceneKeys.interactor, SceneKeys.presenter, SceneKeys.view], to: scene)
  }
}

@MainActor @Suite struct TestingAViewModelArticle {
  let ann = User(id: 1, name: "Ann")
  let bob = User(id: 2, name: "Bob")

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func appearingLoadsTheUsers() async {
    let fetchUsers = ClosureSpy<Void, [User]>("fetchUsers", returning: [ann, bob])
    let viewModel = UsersViewModel(interactor: .init(fetchUsers: fetchUsers.handler(), callUser: { _ in }))

    viewModel.send(.viewAppeared)

    await assertEventually(viewModel.state, equals: .loaded([ann, bob]))
    assertCalled(fetchUsers, "fetchUsers", times: 1)
    assertWired(viewModel, path: "state.loaded[1].name", to: "Bob")   // through @Published, too
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func tappingAUserCallsThem() async {
    let callUser = ClosureSpy<User, Void>("callUser")
    let viewModel = UsersViewModel(interactor: .init(fetchUsers: { [ann] }, callUser: callUser.handler()))
    viewModel.send(.viewAppeared)

    guard await assertEventually(viewModel.state, equals: .loaded([ann])) else { return }
    viewModel.send(.userTapped(ann))
    assertCalled(callUser, with: ann)
  }
}
