import SampleApp
import Wired

// The hand-written mocks of scenario 2, with Wired's base classes instead of `isRequestLocationCalled` flags.

final class LocationProviderMock: Mock, LocationProvider, @unchecked Sendable {
  var isUserAuthorized: Bool { stubbedValue(default: false) }
  func requestWhenInUseAuthorization() { recordCall() }
  func requestLocation() { recordCall() }
}

final class UserLocationProviderMock: Mock, UserLocationProvider, @unchecked Sendable {
  func findUserLocation(then completion: @escaping (Coordinate?, LocationError?) -> Void) {
    // NB: stubbedValue records the call itself, so the body does not call recordCall() too.
    let (coordinate, error): (Coordinate?, LocationError?) = stubbedValue(default: (nil, nil))
    completion(coordinate, error)
  }
}
