import Foundation
import SampleApp
import Wired

// Objects filled by a container, as scenario 4 describes them: optionals and implicitly unwrapped
// optionals that a container, an assembly or a storyboard is supposed to set.

final class AnalyticsService: Analytics {}
protocol AccountDelegate: AnyObject {}
final class Tracker {}

class ThemedViewController {
  var logger: Logger?
  private var theme: Theme?

  func apply(_ theme: Theme) { self.theme = theme }
}

final class AccountPresenter {
  weak var view: AccountViewController?
  var tracker: Tracker?
}

final class AccountViewController: ThemedViewController, AccountDelegate {
  var presenter: AccountPresenter?
  var router: SceneRouter!
  weak var delegate: AccountDelegate?
  var analytics: Analytics?
  @Box var tracker: Tracker?
  @Box var retries: Int = 3
  lazy var formatter = Person("formatter")
  var nested: Analytics?? = .some(nil)
  let title = "Profile"
}

enum Optionals: String, PropertyName {
  case logger, analytics, delegate
}

/// An account screen with every dependency injected.
/// The screen an account's router navigates from: the router holds it weakly, so something else must keep it.
nonisolated(unsafe) let accountRouterOrigin = SceneCreator.make()

/// An account with every dependency of its graph set.
func makeAccount() -> AccountViewController {
  let profile = AccountViewController()
  let presenter = AccountPresenter()
  presenter.view = profile
  presenter.tracker = Tracker()
  profile.presenter = presenter
  let router = SceneRouter()
  router.analytics = ConsoleAnalytics()
  router.viewController = accountRouterOrigin
  profile.router = router
  profile.delegate = profile
  profile.analytics = AnalyticsService()
  profile.tracker = Tracker()
  profile.logger = Logger()
  profile.nested = .some(AnalyticsService())
  profile.apply(Theme(name: "dark"))
  return profile
}

/// A node of a dependency graph with collections of dependencies.
final class Plugin: Hashable {
  var settings: Person?
  var owner: Hub?

  init(settings: Person?) { self.settings = settings }
  static func == (lhs: Plugin, rhs: Plugin) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

final class Hub {
  var plugins: [Plugin] = []
  var byName: [String: Plugin] = [:]
  var unique: Set<Plugin> = []
  var primary: Plugin?
  var state = LoadState.loading
}

/// A singly linked chain, released one link at a time: Swift's own release of a long chain recurses.
final class Link {
  var next: Link?
  var dependency: Person?

  static func chain(length: Int, dependency: (Int) -> Person?) -> Link {
    let head = Link()
    head.dependency = dependency(0)
    var tail = head
    for index in 1..<length {
      let link = Link()
      link.dependency = dependency(index)
      tail.next = link
      tail = link
    }
    return head
  }

  func releaseChain() {
    var current = next
    next = nil
    while let link = current {
      current = link.next
      link.next = nil
    }
  }
}

/// A screen whose mirror, written for display, shows a dependency that is not there.
final class DisplayedScreen: CustomReflectable {
  var dependency: Analytics?
  var customMirror: Mirror { Mirror(self, children: ["dependency": AnalyticsService()]) }
}

/// Two dependencies of the same type, neither injected.
final class Pair {
  var first: Person?
  var second: Person?
}

/// A registry keyed by identities: of a key type, as a library's storage is, or of an object.
final class KeyedRegistry {
  var handlers: [ObjectIdentifier: KeyedHandler] = [:]
}

/// A key type of the registry.
enum RouteKey {}

/// A handler the registry keeps.
class KeyedHandler {
  var next: KeyedHandler?
}

/// A handler for a route.
final class RouteHandler: KeyedHandler {}

/// A handler for a session.
final class SessionHandler: KeyedHandler {}
