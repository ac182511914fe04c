import Foundation
import SampleApp
import Testing
import Wired
import WiredTestSupport

@Suite struct SpyAssertionTests {
  let mock = LocationProviderMock()

  init() {
    UserLocationService(provider: mock).findUserLocation()
  }

  @Test func passingAssertionsReportNothing() async throws {
    mock.stub("geocode(_:)", returning: "Paris")
    _ = try await mock.geocode(Coordinate(lat: 1, lon: 2))
    expectNoFailure {
      #expect(assertCalled(mock, "isUserAuthorized"))
      #expect(assertCalled(mock, "requestWhenInUseAuthorization()", times: 1))
      #expect(assertCalled(mock, "requestWhenInUseAuthorization"))
      #expect(assertCalled(mock, "geocode(_:)", with: Coordinate(lat: 1, lon: 2), times: 1))
      #expect(assertNotCalled(mock, "requestLocation()"))
      #expect(assertCallOrder(mock, ["isUserAuthorized", "requestWhenInUseAuthorization()", "geocode"]))
    }
  }

  @Test func neverCalledListsTheCallsThatWereMade() {
    let line = #line + 1
    let failures = captureFailures { #expect(!assertCalled(mock, "requestLocation()")) }
    expectFailure(
      """
      Expected requestLocation() to be called on LocationProviderMock, but it never was

        Recorded calls:
          1. isUserAuthorized
          2. requestWhenInUseAuthorization()

      Check that the code under test makes the call before this line; one made later, from a task or a queue, is waited for with waitForCall(to:) first.
      """,
      line: line,
      in: failures
    )
  }

  @Test func wrongCountSaysHowManyCallsThereWere() {
    let line = #line + 1
    let failures = captureFailures { assertCalled(mock, "isUserAuthorized", times: 2, message: "authorization") }
    expectFailure(
      """
      authorization - Expected isUserAuthorized to be called 2 times on LocationProviderMock, but it was called 1 time

        Recorded calls:
          1. isUserAuthorized
          2. requestWhenInUseAuthorization()
      """,
      line: line,
      in: failures
    )
  }

  @Test func aTypoGetsADidYouMean() {
    let line = #line + 1
    let failures = captureFailures { assertCalled(mock, "requestWhenInUseAuthorisation()") }
    expectFailure(
      """
      Expected requestWhenInUseAuthorisation() to be called on LocationProviderMock, but it never was

        Recorded calls:
          1. isUserAuthorized
          2. requestWhenInUseAuthorization()

      Did you mean "requestWhenInUseAuthorization()"?
      """,
      line: line,
      in: failures
    )
  }

  @Test func anAmbiguousBaseNameAsksForTheFullName() {
    let spy = Spy()
    spy.recordCall("find(then:)")
    spy.recordCall("find(for:then:)")
    let line = #line + 1
    let failures = captureFailures { assertCalled(spy, "find") }
    expectFailure(
      """
      "find" names more than one function recorded on Spy

        Matches: find(for:then:), find(then:)

      Name the function in full, as #function spells it.
      """,
      line: line,
      in: failures
    )
  }

  @Test func unequalArgumentsListTheCallsToThatFunction() async throws {
    mock.stub("geocode", returning: "Oslo")
    _ = try await mock.geocode(Coordinate(lat: 3, lon: 4))
    let line = #line + 1
    let failures = captureFailures { assertCalled(mock, "geocode(_:)", with: Coordinate(lat: 1, lon: 2)) }
    expectFailure(
      """
      Expected geocode(_:) to be called on LocationProviderMock with Coordinate(lat: 1.0, lon: 2.0), \
      but no call had equal arguments

        Calls to geocode(_:):
          1. geocode(_:) with Coordinate(lat: 3.0, lon: 4.0)

      Each call is listed with the arguments the code under test passed: correct the code that makes the call, or the expected arguments if the test is the one that is wrong.
      """,
      line: line,
      in: failures
    )
  }

  @Test func severalArgumentsCompareAsATuple() {
    let spy = Spy()
    spy.recordCall("move(from:to:)", with: "a", 2)
    expectNoFailure { assertCalled(spy, "move(from:to:)", with: ("a", 2), times: 1) }
    #expect(captureFailures { assertCalled(spy, "move(from:to:)", with: ("a", 3)) }.count == 1)
  }

  @Test func notCalledFailsWithTheCount() {
    let line = #line + 1
    let failures = captureFailures { assertNotCalled(mock, "requestWhenInUseAuthorization()") }
    expectFailure(
      """
      Expected requestWhenInUseAuthorization() not to be called on LocationProviderMock, but it was called 1 time

        Recorded calls:
          1. isUserAuthorized
          2. requestWhenInUseAuthorization()
      """,
      line: line,
      in: failures
    )
  }

  @Test func callOrderOnOneSpy() {
    let line = #line + 1
    let failures = captureFailures { assertCallOrder(mock, ["requestWhenInUseAuthorization()", "isUserAuthorized"]) }
    expectFailure(
      """
      Expected calls in this order: requestWhenInUseAuthorization(), isUserAuthorized

        Found: no call to isUserAuthorized after requestWhenInUseAuthorization() (call 2)

        Recorded calls:
          1. isUserAuthorized
          2. requestWhenInUseAuthorization()
      """,
      line: line,
      in: failures
    )
  }

  @Test func callOrderAcrossSpies() {
    let presenter = Spy()
    presenter.recordCall("present(_:)", with: "ann")
    expectNoFailure { assertCallOrder([(mock, "isUserAuthorized"), (presenter, "present")]) }
    let line = #line + 1
    let failures = captureFailures { assertCallOrder([(presenter, "present"), (mock, "requestLocation()")]) }
    expectFailure(
      """
      Expected calls in this order: Spy.present(_:), LocationProviderMock.requestLocation()

        Found: LocationProviderMock.requestLocation() was never called

        Recorded calls:
          1. LocationProviderMock.isUserAuthorized
          2. LocationProviderMock.requestWhenInUseAuthorization()
          3. Spy.present(_:) with "ann"
      """,
      line: line,
      in: failures
    )
  }

  @Test func unverifiedCallsFailUntilEachIsChecked() {
    let line = #line + 1
    let failures = captureFailures { assertNoUnverifiedCalls(mock) }
    expectFailure(
      """
      Expected every call to LocationProviderMock to be verified, but 2 were not

        Unverified calls:
          1. isUserAuthorized
          2. requestWhenInUseAuthorization()

      Check each of them with assertCalled, or reset() the spy after the calls you do not care about.
      """,
      line: line,
      in: failures
    )
    assertCalled(mock, "isUserAuthorized")
    assertCalled(mock, "requestWhenInUseAuthorization()")
    expectNoFailure { assertNoUnverifiedCalls(mock) }
  }

  @Test func anAssertionWithoutTimesVerifiesEveryCallItMatchesSoOnlyTimesCatchesADuplicate() {
    let spy = Spy()
    spy.recordCall("track(_:)", with: "login")
    spy.recordCall("track(_:)", with: "login")
    expectNoFailure { assertCalled(spy, "track(_:)", with: "login") }
    expectNoFailure { assertNoUnverifiedCalls(spy) }
    let line = #line + 1
    let failures = captureFailures { assertCalled(spy, "track(_:)", with: "login", times: 1) }
    expectFailure(
      """
      Expected track(_:) to be called 1 time on Spy with "login", but 2 calls had equal arguments

        Calls to track(_:):
          1. track(_:) with "login"
          2. track(_:) with "login"
      """,
      line: line,
      in: failures
    )
  }

  @Test func aFailingAssertionVerifiesTheCallsItListsSoTheyFailOnce() {
    let spy = Spy()
    spy.recordCall("present(total:)", with: 1550)
    spy.recordCall("present(total:)", with: 1550)
    spy.recordCall("logout()")
    spy.recordCall("track(_:)", with: "pay")
    #expect(captureFailures { assertCalled(spy, "present(total:)", with: 1550, times: 1) }.count == 1)
    #expect(captureFailures { assertNotCalled(spy, "logout()") }.count == 1)
    let line = #line + 1
    let failures = captureFailures { assertNoUnverifiedCalls(spy) }
    expectFailure(
      """
      Expected every call to Spy to be verified, but 1 was not

        Unverified calls:
          1. track(_:) with "pay"

      Check each of them with assertCalled, or reset() the spy after the calls you do not care about.
      """,
      line: line,
      in: failures
    )
  }
}
