// Uses that Scripts/check-availability.py must accept: each stands inside a guard that covers it.
import Observation

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
func annotated() async throws {
  let clock = ContinuousClock()
  try await Task.sleep(for: .seconds(1))
  _ = clock.now.duration(to: clock.now).components
}

func checked() {
  if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
    withObservationTracking({}, onChange: {})
  }
}

func guarded() {
  guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
  withObservationTracking({}, onChange: {})
}
