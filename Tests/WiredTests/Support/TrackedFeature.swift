/// A feature whose settings and factory share one analytics tracker, which holds a client: where the tracker is first
/// listed moves from `settings.analytics` to `factory.analytics` when the settings lose it.
final class TrackedFeature {
  let settings = FeatureSettings()
  let factory = FeatureFactory()

  /// Wired as the app wires it, or with the settings' tracker forgotten, or with the factory given a tracker of its own.
  init(_ wiring: Wiring = .shared) {
    let tracker = AnalyticsTracker()
    settings.analytics = wiring == .settingsForgotten ? nil : tracker
    factory.analytics = wiring == .factoryOwnTracker ? AnalyticsTracker() : tracker
  }

  enum Wiring {
    case shared
    case settingsForgotten
    case factoryOwnTracker
  }
}

final class FeatureSettings {
  var analytics: AnalyticsTracker?
}

final class FeatureFactory {
  var analytics: AnalyticsTracker?
}

final class AnalyticsTracker {
  let client = AnalyticsClient()
}

final class AnalyticsClient {}
