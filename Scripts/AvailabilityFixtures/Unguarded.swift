// Uses that Scripts/check-availability.py must report: each needs more than the declared platforms, unguarded.
import Observation

func unguarded() async throws {
  let clock = ContinuousClock()
  let start = clock.now
  try await Task.sleep(for: .seconds(1))
  _ = (clock.now - start).components
  withObservationTracking({}, onChange: {})
}

func elseBranch() {
  if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
  } else {
    withObservationTracking({}, onChange: {})
  }
}
