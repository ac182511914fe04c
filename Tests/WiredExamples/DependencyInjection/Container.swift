import Wired

// Scenario 4: objects filled by a container declare their dependencies as optionals, and one of them may
// legitimately stay nil. This is the app code.

protocol AnalyticsTracking: AnyObject {}
protocol SettingsStoring: AnyObject {}
final class Analytics: AnalyticsTracking {}
final class SettingsStore: SettingsStoring {}
final class Logger {}

class BaseViewController {
  var logger: Logger?
}

final class SettingsViewController: BaseViewController {
  var store: SettingsStoring!
  var analytics: AnalyticsTracking?
  var debugMenu: DebugMenu?
}

final class DebugMenu {}

/// The names of the properties that may stay nil, as an enum instead of strings.
enum MayStayNil: String, PropertyName {
  case debugMenu
}

/// A tiny container, the way an app assembles a screen.
final class Container {
  var registersAnalytics = true

  func makeSettings() -> SettingsViewController {
    let settings = SettingsViewController()
    settings.store = SettingsStore()
    settings.logger = Logger()
    if registersAnalytics { settings.analytics = Analytics() }
    // NB: a debug build of the app would check here, at the container's exit:
    // return checkingInjections(settings, except: [MayStayNil.debugMenu], reporter: .trapping)
    return settings
  }
}
