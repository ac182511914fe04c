import SampleApp
import Wired

// Scenario 4: optional dependencies filled by a container (Sources/SampleApp/SettingsContainer.swift), checked all at
// once, except the one that may stay nil.

extension Tour {
  func injectionScenario() {
    scenario(
      4, "Optional dependencies that nobody injected",
      "  A container fills SettingsViewController's optionals; the debug menu may stay nil in release builds.")
    check(
      "assertAllInjected(settings, except: [\"debugMenu\"])",
      healthy: "the container injects the store, the logger and analytics",
      bug: "a new registration forgot analytics"
    ) { buggy in
      let container = Container()
      container.registersAnalytics = !buggy
      assertAllInjected(container.makeSettings(), except: ["debugMenu"])
    }
  }
}
