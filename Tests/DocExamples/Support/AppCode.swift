import Observation
import Wired

// The app code that the README's and the DocC articles' examples test. Each example stands verbatim in this target
// (see Scripts/check-doc-code.py), so the documentation compiles and passes, or CI fails.

// MARK: - A VIP scene

protocol SceneBusinessLogic: AnyObject {}
protocol ScenePresentationLogic: AnyObject {}
protocol SceneDisplayLogic: AnyObject {}
protocol Analytics: AnyObject {}
final class ConsoleAnalytics: Analytics {}

final class SceneViewController: SceneDisplayLogic {
  private var interactor: SceneBusinessLogic?
  var router: SceneRouter?
  let worker = SceneWorker()

  func set(_ interactor: SceneBusinessLogic, router: SceneRouter) {
    self.interactor = interactor
    self.router = router
  }

  func load() async {}
}

final class SceneAInteractor: SceneBusinessLogic {
  var presenter: ScenePresentationLogic?
}

final class ScenePresenter: ScenePresentationLogic {
  weak var view: SceneDisplayLogic?
}

final class SceneRouter {
  weak var viewController: SceneViewController?
  var analytics: Analytics?
}

struct SceneWorker {
  var config = Config()
}

struct Config {
  var retries = 3
}

struct SceneCreator {
  func make() -> SceneViewController {
    let viewController = SceneViewController()
    let presenter = ScenePresenter()
    presenter.view = viewController
    let interactor = SceneAInteractor()
    interactor.presenter = presenter
    let router = SceneRouter()
    router.viewController = viewController
    router.analytics = ConsoleAnalytics()
    viewController.set(interactor, router: router)
    return viewController
  }
}

// MARK: - Injection

final class Logger {}

final class ProfileViewController {
  var analytics: Analytics?
  var logger: Logger?
}

final class Store {}
final class DebugMenu {}

final class SettingsViewController {
  var store: Store?
  var debugMenu: DebugMenu?
}

struct Container {
  let store = Store()

  func makeSettings() -> SettingsViewController {
    let settings = SettingsViewController()
    settings.store = store
    return settings
  }
}

// MARK: - A coordinator that breaks its cycle on purpose

final class AppRoot {
  let coordinator = Coordinator()
}

final class Coordinator {
  var children: [ChildCoordinator] = []
}

/// Holds its parent strongly; the parent removes its children when they finish, which breaks the cycle.
final class ChildCoordinator {
  let parent: Coordinator
  init(parent: Coordinator) { self.parent = parent }
}

// MARK: - Protocols instead of a framework

struct Coordinate: Equatable, Sendable {
  var latitude: Double
  var longitude: Double
}

enum LocationError: Error {
  case notAuthorized
}

protocol LocationProvider: AnyObject {
  var isUserAuthorized: Bool { get }
  func requestWhenInUseAuthorization()
  func requestLocation()
}

final class UserLocationService {
  private let provider: LocationProvider
  init(provider: LocationProvider) { self.provider = provider }

  func findUserLocation(then completion: @escaping (Coordinate?, LocationError?) -> Void = { _, _ in }) {
    if provider.isUserAuthorized {
      provider.requestLocation()
    } else {
      provider.requestWhenInUseAuthorization()
      completion(nil, .notAuthorized)
    }
  }
}

// MARK: - A view model

struct User: Equatable, Sendable {
  let id: Int
  let name: String
}

struct UsersInteractor: Sendable {
  var fetchUsers: @Sendable () async -> [User]
  var callUser: @Sendable (User) -> Void
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class UsersViewModel {
  enum State: Equatable {
    case loading
    case loaded([User])
  }

  enum Event {
    case viewAppeared
    case userTapped(User)
  }

  private(set) var state = State.loading
  @ObservationIgnored private let interactor: UsersInteractor

  init(interactor: UsersInteractor) { self.interactor = interactor }

  func send(_ event: Event) {
    switch event {
    case .viewAppeared:
      Task { @MainActor in state = .loaded(await interactor.fetchUsers()) }
    case .userTapped(let user):
      interactor.callUser(user)
    }
  }
}

// MARK: - A scene built by a creator, and a session

protocol ProfileBusinessLogic: AnyObject {}
protocol ProfilePresentationLogic: AnyObject {}

final class ProfileScene {
  private var interactor: ProfileBusinessLogic?
  var router: ProfileRouter?

  func set(_ interactor: ProfileBusinessLogic, router: ProfileRouter) {
    self.interactor = interactor
    self.router = router
  }
}

final class RemoteProfileInteractor: ProfileBusinessLogic {
  var presenter: ProfilePresentationLogic?
}

final class ProfilePresenter: ProfilePresentationLogic {
  weak var view: ProfileScene?
}

final class ProfileRouter {
  weak var viewController: ProfileScene?
}

enum ProfileCreator {
  static func make() -> ProfileScene {
    let scene = ProfileScene()
    let presenter = ProfilePresenter()
    presenter.view = scene
    let interactor = RemoteProfileInteractor()
    interactor.presenter = presenter
    let router = ProfileRouter()
    router.viewController = scene
    scene.set(interactor, router: router)
    return scene
  }
}

struct Session {
  var user: String?
}
