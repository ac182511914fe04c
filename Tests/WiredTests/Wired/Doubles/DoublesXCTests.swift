import SampleApp
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

  func testAFunctionNeverCalledSaysHowToWaitForALaterCall() {
    let mock = LocationProviderMock()
    UserLocationService(provider: mock).findUserLocation()
    let line = #line + 1
    let recorded = recordedFailures { assertCalled(mock, "requestLocation()") }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(
      recorded.first.map { String($0.description.split(separator: "\n").last ?? "") },
      "Check that the code under test makes the call before this line; one made later, from a task or a queue, is "
        + "waited for with waitForCall(to:) first.")
  }

  func testANearMissInAssertNotCalledFailsAtTheCallersLine() {
    let mock = LocationProviderMock()
    UserLocationService(provider: mock).findUserLocation()
    let line = #line + 1
    let recorded = recordedFailures { assertNotCalled(mock, "requestWhenInUseAuthorisation()") }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(
      recorded.first.map { String($0.description.prefix { $0 != "\n" }) },
      "failed - Expected requestWhenInUseAuthorisation() not to be called on LocationProviderMock, but nothing was "
        + "recorded under that name, and requestWhenInUseAuthorization(), a typo away, was called 1 time")
  }

  func testAWrongRawValueFailsOnceAtTheRecordCallWithItsFix() {
    let analytics = MisspelledNameTests.MislabelledAnalyticsSpy()
    let recorded = recordedFailures {
      analytics.track("login")
      assertCalled(analytics, .track, with: "login")
      assertCalled(analytics, "track(_:)", times: 1)
      assertNoUnverifiedCalls(analytics)
    }
    XCTAssertEqual(recorded.map(\.line), [MisspelledNameTests.MislabelledAnalyticsSpy.trackLine])
    XCTAssertEqual(
      recorded.first?.description.split(separator: "\n").last.map(String.init),
      "Correct the raw value of `case track = \"track(event:)\"` to `\"track(_:)\"`, as `#function` spells the method. "
        + "Until then the call counts as .track, so that this is the one failure it causes.")
  }

  func testAStubOfTheWrongTypeFailsAtTheStubsLine() {
    let mock = LocationProviderMock()
    let line = #line + 1
    mock.stub("isUserAuthorized", returning: "yes")
    let recorded = recordedFailures {
      XCTAssertFalse(mock.isUserAuthorized)
      XCTAssertFalse(mock.isUserAuthorized)
    }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(
      recorded.map(\.description),
      [
        """
        failed - LocationProviderMock.isUserAuthorized is stubbed with "yes" (String), but it returns Bool

        Stub it with a value of type Bool.
        """
      ])
  }

  func testAStubByCaseIsNoTypoOfAnotherDeclaredMethod() {
    let service = MisspelledNameTests.ProfileServiceMock()
    service.stub(.fetchProfile, returning: "ann")
    let recorded = recordedFailures {
      _ = service.cachedProfile(id: 7)
      XCTAssertEqual(service.fetchProfile(id: 7), "ann")
    }
    XCTAssertEqual(recorded, [])
  }

  func testAStubThatTheMocksMethodNeverReadsFailsAtTheStubsLine() {
    let mock = LocationProviderMock()
    let line = #line + 1
    mock.stub("requestWhenInUseAuthorization()", returning: true)
    let recorded = recordedFailures { mock.requestWhenInUseAuthorization() }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(
      recorded.first.map { String($0.description.prefix { $0 != "\n" }) },
      "failed - LocationProviderMock.requestWhenInUseAuthorization() is stubbed with true (Bool), but the mock only "
        + "records its calls, and reads no stub")
  }

  func testAMocksWrongRawValueFailsOnceAtTheMockAndItsStubStillAnswers() {
    let gateway = MisspelledNameTests.MislabelledPaymentMock()
    gateway.stub(.charge, returning: "r1")
    var receipt: String?
    let recorded = recordedFailures {
      receipt = try? gateway.charge(amountCents: 11500, token: "tok")
      assertCalled(gateway, .charge)
    }
    XCTAssertEqual(receipt, "r1")
    XCTAssertEqual(recorded.map(\.line), [MisspelledNameTests.MislabelledPaymentMock.chargeLine])
    XCTAssertTrue(
      recorded.first?.description.contains(
        "Correct the raw value of `case charge = \"charge(amount:token:)\"` to `\"charge(amountCents:token:)\"`")
        == true)
  }

  func testWaitForCallResumesWhenTheCallArrives() async {
    let mock = LocationProviderMock()
    mock.stub("isUserAuthorized", returning: true)
    let service = UserLocationService(provider: mock)
    Task.detached { service.findUserLocation() }
    let arrived = await mock.waitForCall(to: "requestLocation()", timeout: 60)
    XCTAssertTrue(arrived)
  }

  func testASecondArgumentAfterWithIsCheckedNotTakenForTheMessage() {
    let handler = LogHandlerMock()
    handler.log(level: .info, message: "user signed in")
    XCTAssertEqual(recordedFailures { assertCalled(handler, "log", with: LogLevel.info, "user signed in") }, [])
    let line = #line + 1
    let recorded = recordedFailures { assertCalled(handler, "log", with: LogLevel.info, "signed out") }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(
      recorded.first.map { String($0.description.prefix { $0 != "\n" }) },
      "failed - Expected log(level:message:) to be called on LogHandlerMock with level: LogLevel.info, "
        + "message: \"signed out\", but no call had equal arguments")
  }

  // NB: async, because a main-actor XCTest method that is synchronous crashes on Linux.
  @MainActor func testAMessageReadingMainActorStateCompilesInAMainActorTest() async {
    let provider = LocationProviderMock()
    let screen = "profile"
    let failures = await captureFailures {
      await provider.waitForCall(to: "requestLocation()", timeout: 0.01, message: "\(screen) asks for a location")
    }
    XCTAssertEqual(failures.map { $0.message.hasPrefix("profile asks for a location - Timed out") }, [true])
  }
}
