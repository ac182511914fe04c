// Objects filled by a container declare their dependencies as optionals, and one of them may legitimately stay nil:
// the debug menu, which release builds leave out.

public protocol SettingsStoring: AnyObject {}

public final class SettingsStore: SettingsStoring {
  public init() {}
}

public final class Logger {
  public init() {}
}

public final class DebugMenu {
  public init() {}
}

open class BaseViewController {
  public var logger: Logger?

  public init() {}
}

public final class SettingsViewController: BaseViewController {
  public var store: SettingsStoring!
  public var analytics: Analytics?
  public var debugMenu: DebugMenu?
}

/// A tiny container, the way an app assembles a screen.
public final class Container {
  public var registersAnalytics = true
  /// The app's one store, which every screen shares: a container singleton.
  public let store = SettingsStore()

  public init() {}

  public func makeSettings() -> SettingsViewController {
    let settings = SettingsViewController()
    settings.store = store
    settings.logger = Logger()
    if registersAnalytics { settings.analytics = ConsoleAnalytics() }
    // NB: a debug build of the app would check here, at the container's exit:
    // return checkingInjections(settings, except: ["debugMenu"], reporter: .trapping)
    return settings
  }
}
