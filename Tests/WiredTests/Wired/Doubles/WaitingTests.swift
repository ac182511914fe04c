import Foundation
import SampleApp
import Testing
import Wired
import WiredTestSupport

@Suite struct WaitingTests {
  @Test func resumesWhenACallArrivesFromATask() async {
    let mock = LocationProviderMock()
    mock.stub("isUserAuthorized", returning: true)
    let service = UserLocationService(provider: mock)
    Task.detached { service.findUserLocation() }
    #expect(await mock.waitForCall(to: "requestLocation()", timeout: 60))
    assertCalled(mock, "requestLocation()")
  }

  @Test func resumesWhenACallArrivesFromAThread() async {
    let spy = Spy()
    Thread {
      for _ in 0..<3 { spy.recordCall("tick()") }
    }
    .start()
    #expect(await spy.waitForCall(to: "tick", times: 3, timeout: 60))
    #expect(spy.calls(to: "tick()").count >= 3)
  }

  @Test func aCallsFailureIsRecordedBeforeTheWaitForTheCallResumes() async {
    // NB: a race, run often enough to lose it when the wait resumes first.
    for _ in 0..<50 {
      let mock = LocationProviderMock()
      mock.stub("requestWhenInUseAuthorization()", returning: true)
      let strict = StorageMock()
      let failures = await captureFailures {
        Task { mock.requestWhenInUseAuthorization() }
        await mock.waitForCall(to: "requestWhenInUseAuthorization()", timeout: 60)
        Task { _ = strict.cachedKey() }
        await strict.waitForCall(to: "cachedKey()", timeout: 60)
      }
      #expect(
        failures.map { String($0.message.prefix(60)) } == [
          "LocationProviderMock.requestWhenInUseAuthorization() is stub",
          "StorageMock.cachedKey() was called, but nothing is stubbed f",
        ])
    }
  }

  @Test func returnsAtOnceWhenTheCallAlreadyHappened() async {
    let spy = Spy()
    spy.recordCall("done()")
    let start = Date()
    #expect(await spy.waitForCall(to: "done()", timeout: 30))
    #expect(Date().timeIntervalSince(start) < 5)
  }

  @Test func timesOutWithTheCallsThatDidArrive() async {
    let mock = LocationProviderMock()
    _ = mock.isUserAuthorized
    let line = #line + 1
    let failures = await captureFailures { #expect(await !mock.waitForCall(to: "requestLocation()", timeout: 0.05)) }
    expectFailure(
      """
      Timed out after 0.05 s waiting for requestLocation() to be called on LocationProviderMock

        Recorded calls:
          1. isUserAuthorized

      Check that the code under test makes the call; if it runs on the main actor, await it rather than block it.
      """,
      line: line,
      in: failures
    )
  }

  @Test func cancellingTheWaitingTaskEndsTheWait() async {
    let spy = Spy()
    let waiting = Task { await captureFailures { await spy.waitForCall(to: "never()", timeout: 600) } }
    try? await Task.sleep(nanoseconds: 20_000_000)
    waiting.cancel()
    let failures = await waiting.value
    #expect(failures.count == 1)
  }
}
