import SampleApp
import Testing
import Wired

@Suite struct LocationServiceTests {
  let provider = LocationProviderMock()

  @Test func authorizedUserGetsALocationRequest() {
    provider.stub("isUserAuthorized", returning: true)
    UserLocationService(provider: provider).findUserLocation { _, _ in }
    assertCallOrder(provider, ["isUserAuthorized", "requestLocation()"])
    assertNotCalled(provider, "requestWhenInUseAuthorization()")
  }

  @Test func unauthorizedUserIsAskedForAuthorizationAndGetsAnError() {
    var received: LocationError?
    UserLocationService(provider: provider).findUserLocation { _, error in received = error }
    assertCalled(provider, "requestWhenInUseAuthorization()")
    assertNotCalled(provider, "requestLocation()")
    #expect(received == .notAuthorized)
  }

  @Test func theLocationReachesTheCompletion() {
    provider.stub("isUserAuthorized", returning: true)
    let service = UserLocationService(provider: provider)
    var received: Coordinate?
    service.findUserLocation { coordinate, _ in received = coordinate }
    service.didUpdate(Coordinate(latitude: 59.9, longitude: 10.7))
    #expect(received == Coordinate(latitude: 59.9, longitude: 10.7))
  }

  @Test func theViewControllerShowsTheLocationOrTheError() {
    let locationProvider = UserLocationProviderMock()
    locationProvider.stub(
      "findUserLocation", returning: (Coordinate(latitude: 1, longitude: 2) as Coordinate?, nil as LocationError?))
    let viewController = LocationViewController(locationProvider: locationProvider)
    viewController.viewDidAppear()
    assertCalled(locationProvider, "findUserLocation(then:)", times: 1)
    #expect(viewController.shownCoordinate == Coordinate(latitude: 1, longitude: 2))

    locationProvider.stub(
      "findUserLocation", returning: (nil as Coordinate?, LocationError.unavailable as LocationError?))
    viewController.viewDidAppear()
    #expect(viewController.shownError == .unavailable)
  }
}
