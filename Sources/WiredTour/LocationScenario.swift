import SampleApp
import Wired

// Scenario 2: a service talks to a location provider through a protocol (Sources/SampleApp/LocationService.swift),
// mocked with Wired's `Mock`.

final class LocationProviderMock: Mock, LocationProvider, @unchecked Sendable {
  var isUserAuthorized: Bool { stubbedValue(default: false) }
  func requestWhenInUseAuthorization() { recordCall() }
  func requestLocation() { recordCall() }
}

extension Tour {
  func locationScenario() {
    scenario(
      2, "Protocols instead of a framework dependency",
      "  UserLocationService asks a LocationProvider; the test hands it a Mock and a user who has not authorized.")
    check(
      "assertCalled(provider, \"requestWhenInUseAuthorization()\"); assertNotCalled(provider, \"requestLocation()\")",
      healthy: "the service asks an unauthorized user for authorization",
      bug: "the service requests the location without checking authorization"
    ) { buggy in
      let provider = LocationProviderMock()
      provider.stub("isUserAuthorized", returning: false)
      UserLocationService(provider: provider, checksAuthorization: !buggy).findUserLocation()
      assertCalled(provider, "requestWhenInUseAuthorization()")
      assertNotCalled(provider, "requestLocation()")
    }
  }
}
