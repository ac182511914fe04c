import SampleApp
import Wired
import XCTest

final class LocationServiceXCTests: XCTestCase {
  func testAuthorizedUserGetsALocationRequest() {
    let provider = LocationProviderMock()
    provider.stub("isUserAuthorized", returning: true)
    UserLocationService(provider: provider).findUserLocation { _, _ in }
    assertCalled(provider, "requestLocation()", times: 1)
    assertNotCalled(provider, "requestWhenInUseAuthorization()")
  }
}
