import Foundation
import SampleApp
import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

@Suite struct SpyTests {
  @Test func recordsCallsWithFunctionArgumentsAndOrder() {
    let mock = LocationProviderMock()
    UserLocationService(provider: mock).findUserLocation()
    #expect(mock.calls.map(\.function) == ["isUserAuthorized", "requestWhenInUseAuthorization()"])
    #expect(mock.calls[0].sequenceNumber < mock.calls[1].sequenceNumber)
    #expect(mock.calls(to: "requestWhenInUseAuthorization()").count == 1)
    #expect(!mock.calls(to: "requestWhenInUseAuthorization").isEmpty)
    #expect(mock.calls(to: "requestLocation()").isEmpty)
    mock.reset()
    #expect(mock.calls.isEmpty)
  }

  @Test func sequenceNumbersOrderCallsAcrossSpies() {
    let first = Spy()
    let second = Spy()
    first.recordCall("a")
    second.recordCall("b")
    first.recordCall("c")
    let numbers = [first.calls[0], second.calls[0], first.calls[1]].map(\.sequenceNumber)
    #expect(numbers == numbers.sorted())
  }

  @Test func descriptionShowsTheArguments() {
    let spy = Spy()
    spy.recordCall("geocode(_:)", with: Coordinate(lat: 1, lon: 2))
    spy.recordCall("stop()")
    #expect(spy.calls.map(\.description) == ["geocode(_:) with Coordinate(lat: 1.0, lon: 2.0)", "stop()"])
  }
}
