// A view controller asks a `UserLocationProvider` for the location, and the service behind it talks to a
// `LocationProvider` protocol instead of the platform's location manager.

/// A place on Earth.
public struct Coordinate: Equatable, Sendable {
  /// Degrees north.
  public var latitude: Double
  /// Degrees east.
  public var longitude: Double

  /// The place at `latitude`, `longitude`.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Why there is no location.
public enum LocationError: Error, Equatable {
  /// The user has not allowed the app to use the location.
  case notAuthorized
  /// The platform could not find the location.
  case unavailable
}

/// The platform's location manager, as the app uses it: a protocol, so that a test can hand in a mock.
public protocol LocationProvider: AnyObject {
  /// Whether the user allowed the app to use the location.
  var isUserAuthorized: Bool { get }
  /// Asks the user to allow the location while the app is in use.
  func requestWhenInUseAuthorization()
  /// Asks for the location, which arrives later.
  func requestLocation()
}

/// What a screen asks for: the user's location, or why there is none.
public protocol UserLocationProvider {
  /// Finds the location and calls `completion` with it or with the error.
  func findUserLocation(then completion: @escaping (Coordinate?, LocationError?) -> Void)
}

/// Finds the user's location through a `LocationProvider`, asking for authorization first.
public final class UserLocationService: UserLocationProvider {
  private let provider: LocationProvider
  private let checksAuthorization: Bool
  private var completion: ((Coordinate?, LocationError?) -> Void)?

  /// - Parameter checksAuthorization: `false` reproduces the bug of asking for the location without asking the user.
  public init(provider: LocationProvider, checksAuthorization: Bool = true) {
    self.provider = provider
    self.checksAuthorization = checksAuthorization
  }

  /// Requests the location when the user allowed it; otherwise asks for authorization and reports `.notAuthorized`.
  public func findUserLocation(then completion: @escaping (Coordinate?, LocationError?) -> Void = { _, _ in }) {
    self.completion = completion
    if !checksAuthorization || provider.isUserAuthorized {
      provider.requestLocation()
    } else {
      provider.requestWhenInUseAuthorization()
      completion(nil, .notAuthorized)
    }
  }

  /// What the platform delegate would call once the location arrives.
  public func didUpdate(_ coordinate: Coordinate) {
    completion?(coordinate, nil)
  }
}

/// A screen that shows the user's location or the error.
public final class LocationViewController {
  private let locationProvider: UserLocationProvider
  /// The location on screen.
  public private(set) var shownCoordinate: Coordinate?
  /// The error on screen.
  public private(set) var shownError: LocationError?

  /// A screen that asks `locationProvider`.
  public init(locationProvider: UserLocationProvider) { self.locationProvider = locationProvider }

  /// Asks for the location and shows what comes back.
  public func viewDidAppear() {
    locationProvider.findUserLocation { [weak self] coordinate, error in
      self?.shownCoordinate = coordinate
      self?.shownError = error
    }
  }
}
