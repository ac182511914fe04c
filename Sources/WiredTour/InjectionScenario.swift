import Wired

// Scenario 4: optional dependencies filled by a container, checked all at once, except the ones that may stay nil.

protocol Analytics: AnyObject {}
final class ConsoleAnalytics: Analytics {}
final class Logger {}
final class DebugMenu {}

final class ProfileViewController {
  var analytics: Analytics?
  var logger: Logger?
  var debugMenu: DebugMenu?
}

enum Container {
  static func makeProfile(forgetsAnalytics: Bool) -> ProfileViewController {
    let profile = ProfileViewController()
    if !forgetsAnalytics { profile.analytics = ConsoleAnalytics() }
    profile.logger = Logger()
    return profile
  }
}

extension Tour {
  func injectionScenario() {
    scenario(
      4, "Optional dependencies that nobody injected",
      "  A container fills ProfileViewController's optionals; the debug menu may stay nil in release builds.")
    check(
      "assertAllInjected(profile, except: [\"debugMenu\"])",
      healthy: "the container injects analytics and logger",
      bug: "a new registration forgot analytics"
    ) { buggy in
      assertAllInjected(Container.makeProfile(forgetsAnalytics: buggy), except: ["debugMenu"])
    }
  }
}
