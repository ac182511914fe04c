import Foundation
import SampleApp
import Wired

// The protocols of scenario 2, and mocks of them written with Wired.

struct Coordinate: Equatable, Sendable {
  var lat: Double
  var lon: Double
}

enum GeocodeError: Error, Equatable {
  case offline
}

/// The sample app's location provider, with an async throwing requirement for the mocks' tests; the sample app's
/// `UserLocationService` uses it.
protocol GeocodingLocationProvider: LocationProvider {
  func geocode(_ coordinate: Coordinate) async throws -> String
}

final class LocationProviderMock: Mock, GeocodingLocationProvider, @unchecked Sendable {
  var isUserAuthorized: Bool { stubbedValue(default: false) }
  func requestWhenInUseAuthorization() { recordCall() }
  func requestLocation() { recordCall() }
  func geocode(_ coordinate: Coordinate) async throws -> String { try stubbedAnswer(with: coordinate) }
}

/// A requirement for each shape Swift 6 allows: sync, throwing, async, `Sendable`, main-actor and actor-isolated.
protocol Storage: Sendable {
  func load(key: String) throws -> Data?
  func save(_ data: Data, key: String) async throws
  func count() -> Int
  func cachedKey() -> String?
  func clear()
  func find(_ key: String, in region: String) -> [String]
  @MainActor func refreshBadge(_ count: Int)
}

final class StorageMock: Mock, Storage, @unchecked Sendable {
  func load(key: String) throws -> Data? { try stubbedAnswer(with: key) }
  func save(_ data: Data, key: String) async throws { try stubbedAnswer(with: data, key) as Void }
  func count() -> Int { strictStubbedValue(fallback: 0) }
  func cachedKey() -> String? { strictStubbedValue(fallback: nil) }
  func clear() { strictStubbedValue(fallback: ()) }
  func find(_ key: String, in region: String) -> [String] { stubbedValue(with: key, region, default: []) }
  @MainActor func refreshBadge(_ count: Int) { recordCall(with: count) }
}

@MainActor protocol BadgeView: AnyObject {
  func show(_ count: Int)
}

@MainActor final class BadgeViewMock: Mock, BadgeView, @unchecked Sendable {
  func show(_ count: Int) { recordCall(with: count) }
}

protocol Counter: Actor {
  func increment(by amount: Int) async -> Int
}

actor CounterMock: Counter {
  let spy = Mock()
  func increment(by amount: Int) async -> Int { spy.stubbedValue("increment(by:)", with: amount, default: 0) }
}
