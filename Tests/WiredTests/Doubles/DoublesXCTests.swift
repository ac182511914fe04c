import Wired
import XCTest

/// Spy assertions and waiting inside XCTest: failures land on the running test, at the caller's line.
final class DoublesXCTests: FailureRecordingTestCase, @unchecked Sendable {
  func testAssertCalledPassesAndFailsAtTheCallersLine() {
    let mock = LocationProviderMock()
    UserLocationService(provider: mock).findUserLocation()
    XCTAssertEqual(recordedFailures { assertCalled(mock, "requestWhenInUseAuthorization()") }, [])
    let line = #line + 1
    let recorded = recordedFailures { assertNotCalled(mock, "isUserAuthorized") }
    XCTAssertEqual(
      recorded,
      [
        Recorded(
          description: """
            failed - Expected isUserAuthorized not to be called on LocationProviderMock, but it was called 1 time

              Recorded calls:
                1. isUserAuthorized
                2. requestWhenInUseAuthorization()
            """,
          filePath: "\(#filePath)",
          line: line
        )
      ]
    )
  }

  func testWaitForCallResumesWhenTheCallArrives() async {
    let mock = LocationProviderMock()
    mock.stub("isUserAuthorized", returning: true)
    let service = UserLocationService(provider: mock)
    Task.detached { service.findUserLocation() }
    let arrived = await mock.waitForCall(to: "requestLocation()", timeout: 10)
    XCTAssertTrue(arrived)
  }
}
