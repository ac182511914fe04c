// A view controller asks a `UserLocationProvider` for the location, and the service behind it talks to a
// `LocationProvider` protocol instead of the platform's location manager.

public struct Coordinate: Equatable, Sendable {
  public var latitude: Double
  public var longitude: Double

  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

public enum LocationError: Error, Equatable {
  case notAuthorized
  case unavailable
}

public protocol LocationProvider: AnyObject {
  var isUserAuthorized: Bool { get }
  func requestWhenInUseAuthorization()
  func requestLocation()
}

public protocol UserLocationProvider {
  func findUserLocation(then completion: @escaping (Coordinate?, LocationError?) -> Void)
}

public final class UserLocationService: UserLocationProvider {
  private let provider: LocationProvider
  private let checksAuthorization: Bool
  private var completion: ((Coordinate?, LocationError?) -> Void)?

  /// - Parameter checksAuthorization: `false` reproduces the bug of asking for the location without asking the user.
  public init(provider: LocationProvider, checksAuthorization: Bool = true) {
    self.provider = provider
    self.checksAuthorization = checksAuthorization
  }

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

public final class LocationViewController {
  private let locationProvider: UserLocationProvider
  public private(set) var shownCoordinate: Coordinate?
  public private(set) var shownError: LocationError?

  public init(locationProvider: UserLocationProvider) { self.locationProvider = locationProvider }

  public func viewDidAppear() {
    locationProvider.findUserLocation { [weak self] coordinate, error in
      self?.shownCoordinate = coordinate
      self?.shownError = error
    }
  }
}
