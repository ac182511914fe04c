// Objects filled by a container declare their dependencies as optionals, and one of them may legitimately stay nil:
// the debug menu, which release builds leave out.

/// Where settings are kept.
public protocol SettingsStoring: AnyObject {}

/// The app's settings store.
public final class SettingsStore: SettingsStoring {
  /// An empty store.
  public init() {}
}

/// Writes the app's log.
public final class Logger {
  /// A new logger.
  public init() {}
}

/// The menu that debug builds add; release builds leave it out.
public final class DebugMenu {
  /// A new menu.
  public init() {}
}

/// The superclass of the app's screens, with the dependency they all have.
open class BaseViewController {
  /// The logger, injected.
  public var logger: Logger?

  /// A screen with nothing injected yet.
  public init() {}
}

/// The settings screen, filled by the container.
public final class SettingsViewController: BaseViewController {
  /// The settings store, injected.
  public var store: SettingsStoring!
  /// The analytics service, injected.
  public var analytics: Analytics?
  /// The debug menu, injected in debug builds only.
  public var debugMenu: DebugMenu?
}

/// A tiny container, the way an app assembles a screen.
public final class Container {
  /// Whether analytics is registered; `false` reproduces a registration forgotten.
  public var registersAnalytics = true
  /// The app's one store, which every screen shares: a container singleton.
  public let store = SettingsStore()

  /// A container with every registration.
  public init() {}

  /// Builds the settings screen with its dependencies.
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
