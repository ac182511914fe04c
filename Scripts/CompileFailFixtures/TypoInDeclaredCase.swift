// A typo in a declared method's case, in each typed form: the compiler's own error names the typo and the enum.
// Checked by Scripts/compile-fail.py: each line marked `expected-error` fails with that text, and nothing else does.
import Wired

final class AnalyticsSpy: Spy, DeclaresMethods, @unchecked Sendable {
  enum Method: String, CaseIterable {
    case track = "track(_:)"
  }

  func track(_ event: String) { recordCall(with: event) }
}

final class LocationProviderMock: Mock, DeclaresMethods, @unchecked Sendable {
  enum Method: String, CaseIterable {
    case requestLocation = "requestLocation()"
  }

  func requestLocation() -> Int { stubbedValue(default: 0) }
}

struct TrackingError: Error {}

func typos(analytics: AnalyticsSpy, provider: LocationProviderMock) async {
  assertCalled(analytics, .trak)  // expected-error: type 'AnalyticsSpy.Method' has no member 'trak'
  assertCalled(analytics, .trak, times: 2)  // expected-error: type 'AnalyticsSpy.Method' has no member 'trak'
  assertCalled(analytics, .trak, with: "login")  // expected-error: type 'AnalyticsSpy.Method' has no member 'trak'
  assertNotCalled(analytics, .trak)  // expected-error: type 'AnalyticsSpy.Method' has no member 'trak'
  assertCallOrder(analytics, [.track, .trak])  // expected-error: type 'AnalyticsSpy.Method' has no member 'trak'
  _ = analytics.calls(to: .trak)  // expected-error: type 'AnalyticsSpy.Method' has no member 'trak'
  _ = analytics.argument(of: .trak, as: String.self)  // expected-error: type 'AnalyticsSpy.Method' has no member 'trak'
  await analytics.waitForCall(to: .trak)  // expected-error: type 'AnalyticsSpy.Method' has no member 'trak'
  provider.stub(.requestLocaton, returning: 1)  // expected-error: type 'LocationProviderMock.Method' has no member 'requestLocaton'
  provider.stub(.requestLocaton, throwing: TrackingError())  // expected-error: type 'LocationProviderMock.Method' has no member 'requestLocaton'
  provider.stub(.requestLocaton, returningInOrder: [1, 2])  // expected-error: type 'LocationProviderMock.Method' has no member 'requestLocaton'
  provider.stub(.requestLocaton) { _ in 1 }  // expected-error: type 'LocationProviderMock.Method' has no member 'requestLocaton'
}

// The same calls spelled right compile, by case and by string.
func rightSpellings(analytics: AnalyticsSpy, provider: LocationProviderMock) async {
  assertCalled(analytics, .track)
  assertCalled(analytics, .track, times: 2)
  assertCalled(analytics, .track, with: "login")
  assertNotCalled(analytics, .track)
  assertCallOrder(analytics, [.track, .track])
  _ = analytics.calls(to: .track)
  _ = analytics.argument(of: .track, as: String.self)
  await analytics.waitForCall(to: .track)
  provider.stub(.requestLocation, returning: 1)
  provider.stub(.requestLocation, throwing: TrackingError())
  provider.stub(.requestLocation, returningInOrder: [1, 2])
  provider.stub(.requestLocation) { _ in 1 }
  assertCalled(analytics, "track(_:)")
  assertNotCalled(analytics, "track")
  provider.stub("requestLocation()", returning: 1)
}
