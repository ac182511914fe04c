// Scenario 2: a view controller asks a `UserLocationProvider` for the location, and the service behind it talks
// to a `LocationProvider` protocol instead of the platform's location manager. This is the app code.

struct Coordinate: Equatable, Sendable {
  var latitude: Double
  var longitude: Double
}

enum LocationError: Error, Equatable {
  case notAuthorized
  case unavailable
}

protocol LocationProvider: AnyObject {
  var isUserAuthorized: Bool { get }
  func requestWhenInUseAuthorization()
  func requestLocation()
}

protocol UserLocationProvider {
  func findUserLocation(then completion: @escaping (Coordinate?, LocationError?) -> Void)
}

final class UserLocationService: UserLocationProvider {
  private let provider: LocationProvider
  private var completion: ((Coordinate?, LocationError?) -> Void)?

  init(provider: LocationProvider) { self.provider = provider }

  func findUserLocation(then completion: @escaping (Coordinate?, LocationError?) -> Void) {
    self.completion = completion
    if provider.isUserAuthorized {
      provider.requestLocation()
    } else {
      provider.requestWhenInUseAuthorization()
      completion(nil, .notAuthorized)
    }
  }

  /// What the platform delegate would call once the location arrives.
  func didUpdate(_ coordinate: Coordinate) {
    completion?(coordinate, nil)
  }
}

final class LocationViewController {
  private let locationProvider: UserLocationProvider
  private(set) var shownCoordinate: Coordinate?
  private(set) var shownError: LocationError?

  init(locationProvider: UserLocationProvider) { self.locationProvider = locationProvider }

  func viewDidAppear() {
    locationProvider.findUserLocation { [weak self] coordinate, error in
      self?.shownCoordinate = coordinate
      self?.shownError = error
    }
  }
}
