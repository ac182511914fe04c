import Foundation
import Testing
import Wired
import WiredTestSupport

@Suite struct MockTests {
  let mock = LocationProviderMock()

  @Test func stubbedValuesErrorsHandlersAndSequences() async throws {
    mock.stub("isUserAuthorized", returning: true)
    #expect(mock.isUserAuthorized)
    mock.stub("geocode(_:)", throwing: GeocodeError.offline)
    await #expect(throws: GeocodeError.offline) { try await mock.geocode(Coordinate(lat: 1, lon: 2)) }
    mock.stub("geocode") { arguments in "at \((arguments[0] as! Coordinate).lat)" }
    #expect(try await mock.geocode(Coordinate(lat: 5, lon: 6)) == "at 5.0")
    mock.stub("geocode(_:)", returningInOrder: ["first", "second"])
    let answers = [
      try await mock.geocode(Coordinate(lat: 0, lon: 0)), try await mock.geocode(Coordinate(lat: 0, lon: 0)),
      try await mock.geocode(Coordinate(lat: 0, lon: 0)),
    ]
    #expect(answers == ["first", "second", "second"])
    #expect(mock.calls(to: "geocode(_:)").count == 5)
  }

  @Test func anEmptyListOfValuesInOrderFailsAtTheStubLineAndStubsNothing() {
    let line = #line + 1
    let failures = captureFailures { mock.stub("isUserAuthorized", returningInOrder: []) }
    expectFailure(
      """
      Expected values to return in order for LocationProviderMock.isUserAuthorized, but the list is empty

      List at least one value: the last one repeats once they run out. To answer with the default, stub nothing.
      """,
      line: line,
      in: failures
    )
    mock.stub("isUserAuthorized", returning: true)
    _ = captureFailures { mock.stub("isUserAuthorized", returningInOrder: []) }
    #expect(mock.isUserAuthorized)
  }

  @Test func aNiceMockAnswersUnstubbedCallsWithItsDefaultQuietly() {
    expectNoFailure { #expect(mock.isUserAuthorized == false) }
    mock.removeAllStubs()
  }

  @Test func anUnstubbedCallToTheThrowingFormFailsAndThrows() async {
    var thrown: (any Error)?
    let failures = await captureFailures {
      do { _ = try await mock.geocode(Coordinate(lat: 1, lon: 2)) } catch { thrown = error }
    }
    // NB: one line, so that a test that fails on the error does not say the failure twice.
    #expect(
      (thrown as? UnstubbedCallError)?.description
        == "LocationProviderMock.geocode(_:) was called with Coordinate(lat: 1.0, lon: 2.0), but nothing is stubbed "
        + "for it (reported where the call was made)")
    #expect(
      failures.map(\.message) == [
        """
        LocationProviderMock.geocode(_:) was called with Coordinate(lat: 1.0, lon: 2.0), \
        but nothing is stubbed for it

        Stub it with stub("geocode(_:)", returning: …).
        """
      ]
    )
    #expect(failures.map(\.fileID) == ["WiredTests/DoubleFixtures.swift"])
  }

  @Test func anUnstubbedCallToTheStrictFormFailsAndReturnsTheFallback() {
    let storage = StorageMock()
    let failures = captureFailures {
      #expect(storage.cachedKey() == nil)
      storage.clear()
      storage.stub("count()", returning: 3)
      #expect(storage.count() == 3)
      #expect(storage.find("x", in: "eu") == [])
    }
    #expect(
      failures.map(\.message) == [
        """
        StorageMock.cachedKey() was called, but nothing is stubbed for it

        Stub it with stub("cachedKey()", returning: …).
        """,
        """
        StorageMock.clear() was called, but nothing is stubbed for it

        Stub it with stub("clear()", returning: …).
        """,
      ]
    )
  }

  @Test func anUnstubbedStrictCallOfATypeWithNoNaturalValueGoesOnWithItsFallback() {
    let storage = StorageMock()
    let failures = captureFailures { #expect(storage.count() == 0) }
    #expect(
      failures.map(\.message) == [
        """
        StorageMock.count() was called, but nothing is stubbed for it

        Stub it with stub("count()", returning: …).
        """
      ])
  }

  @Test func aStubOfTheWrongTypeFailsAtTheStubsLineAndNamesBothTypes() {
    let line = #line + 1
    mock.stub("isUserAuthorized", returning: "yes")
    // NB: read again and again (a refresh), the stub is one mistake, reported once.
    let failures = captureFailures { for _ in 0..<3 { #expect(mock.isUserAuthorized == false) } }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.map(\.message) == [
        """
        LocationProviderMock.isUserAuthorized is stubbed with "yes" (String), but it returns Bool

        Stub it with a value of type Bool.
        """
      ])
  }

  @Test func aValueStubbedForAThrowingCallThatReturnsNothingFailsAtTheStubAndThrowsNothing() async {
    let storage = StorageMock()
    let line = #line + 1
    storage.stub("save(_:key:)", returning: true)
    let failures = await captureFailures {
      await #expect(throws: Never.self) { try await storage.save(Data(), key: "draft") }
    }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.map(\.message) == [
        """
        StorageMock.save(_:key:) is stubbed with true (Bool), but it returns nothing

        Leave it unstubbed, or make it throw: stub("save(_:key:)", throwing: …).
        """
      ])
  }

  @Test func aStubThatTheMocksMethodNeverReadsFailsOnceAtTheStubsLine() {
    let line = #line + 1
    mock.stub("requestWhenInUseAuthorization()", returning: true)
    let failures = captureFailures {
      mock.requestWhenInUseAuthorization()
      mock.requestWhenInUseAuthorization()
    }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.map(\.message) == [
        """
        LocationProviderMock.requestWhenInUseAuthorization() is stubbed with true (Bool), but the mock only records its calls, and reads no stub

        If it returns nothing, leave it unstubbed. Else answer in the mock with return stubbedValue(default: …), or try stubbedAnswer() where it throws: each records the call and answers with its stub, in place of recordCall().
        """
      ])
    // NB: a call with no stub waiting is what such a method is for.
    #expect(captureFailures { mock.requestLocation() }.isEmpty)
    mock.stub("requestLocation()", throwing: GeocodeError.offline)
    #expect(
      captureFailures { mock.requestLocation() }.map { $0.message.split(separator: "\n").last } == [
        "If it cannot throw, leave it unstubbed. Else answer in the mock with try stubbedAnswer(), which records the "
          + "call and throws its stub, in place of recordCall()."
      ])
  }

  @Test func aFunctionThatReturnsAnOptionalIsStubbedWithItsValueOrNil() {
    let storage = StorageMock()
    let draft: String? = "draft"
    storage.stub("cachedKey()", returning: draft)
    var answers: [String?] = []
    #expect(captureFailures { answers.append(storage.cachedKey()) }.isEmpty)
    storage.stub("cachedKey()", returning: nil)
    #expect(captureFailures { answers.append(storage.cachedKey()) }.isEmpty)
    #expect(answers == ["draft", nil])
    let line = #line + 1
    mock.stub("isUserAuthorized", returning: nil)
    var authorized = true
    let failures = captureFailures { authorized = mock.isUserAuthorized }
    #expect(!authorized)
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(failures.first?.message.hasPrefix("LocationProviderMock.isUserAuthorized is stubbed with nil") == true)
  }

  @Test func anErrorStubbedForANonThrowingStrictCallFails() {
    let storage = StorageMock()
    let line = #line + 1
    storage.stub("cachedKey()", throwing: GeocodeError.offline)
    let failures = captureFailures { #expect(storage.cachedKey() == nil) }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.map(\.message) == [
        """
        StorageMock.cachedKey() is stubbed to throw GeocodeError.offline, but it cannot throw

        Stub a value instead, or answer with try stubbedAnswer() in a requirement that throws.
        """
      ]
    )
  }

  @Test func mocksOfMainActorAndActorRequirementsRecordToo() async {
    let badge = BadgeViewMock()
    await badge.show(3)
    #expect(badge.calls.map(\.description) == ["show(_:) with 3"])
    let counter = CounterMock()
    counter.spy.stub("increment(by:)", returning: 4)
    #expect(await counter.increment(by: 1) == 4)
    assertCalled(counter.spy, "increment(by:)", with: 1)
    let storage = StorageMock()
    await storage.refreshBadge(2)
    assertCalled(storage, "refreshBadge(_:)", with: 2)
  }
}
