import Testing
import Wired

/// Each spelling of `assertCalled`, `assertNotCalled` and `assertCallOrder` on a `Spy`, passing and failing.
@Suite struct SpyCallFormTests {
  @Test func timesWithoutWithCountsEveryCallWhateverItsArguments() {
    let spy = Hitter()
    spy.hit(1)
    spy.hit(2)
    #expect(captureFailures { assertCalled(spy, "hit(_:)", times: 2) }.isEmpty)
    #expect(
      headlines(captureFailures { assertCalled(spy, "hit(_:)", times: 3) }) == [
        "Expected hit(_:) to be called 3 times on Hitter, but it was called 2 times"
      ])
  }

  @Test func timesZeroWithoutWithPassesOnlyWhenNeverCalled() {
    let spy = Hitter()
    #expect(captureFailures { assertCalled(spy, "hit(_:)", times: 0) }.isEmpty)
    spy.hit(1)
    #expect(
      headlines(captureFailures { assertCalled(spy, "hit(_:)", times: 0) }) == [
        "Expected hit(_:) to be called 0 times on Hitter, but it was called 1 time"
      ])
  }

  @Test func nameAloneMeansAtLeastOnce() {
    let spy = Hitter()
    #expect(
      headlines(captureFailures { assertCalled(spy, "ping()") }) == [
        "Expected ping() to be called on Hitter, but it never was"
      ])
    spy.ping()
    spy.ping()
    #expect(captureFailures { assertCalled(spy, "ping()") }.isEmpty)
    #expect(captureFailures { assertCalled(spy, "ping") }.isEmpty)
  }

  @Test func withOneArgument() {
    let spy = Hitter()
    spy.hit(1)
    #expect(captureFailures { assertCalled(spy, "hit(_:)", with: 1) }.isEmpty)
    #expect(
      headlines(captureFailures { assertCalled(spy, "hit(_:)", with: 2) }) == [
        "Expected hit(_:) to be called on Hitter with 2, but no call had equal arguments"
      ])
  }

  @Test func withTwoAndThreeArguments() {
    let spy = Hitter()
    spy.add(1, 2)
    spy.move(1, 2, 3)
    #expect(captureFailures { assertCalled(spy, "add(_:_:)", with: 1, 2) }.isEmpty)
    #expect(captureFailures { assertCalled(spy, "move(_:_:_:)", with: 1, 2, 3) }.isEmpty)
    #expect(
      headlines(
        captureFailures {
          assertCalled(spy, "add(_:_:)", with: 2, 1)
          assertCalled(spy, "move(_:_:_:)", with: 1, 2)
        }) == [
          "Expected add(_:_:) to be called on Hitter with 2, 1, but no call had equal arguments",
          "Expected move(_:_:_:) to be called on Hitter with 1, 2, but no call had equal arguments",
        ])
  }

  @Test func withATupleStandsForItsElements() {
    let spy = Hitter()
    spy.add(1, 2)
    #expect(captureFailures { assertCalled(spy, "add(_:_:)", with: (1, 2)) }.isEmpty)
    #expect(
      headlines(captureFailures { assertCalled(spy, "add(_:_:)", with: (1, 3)) }) == [
        "Expected add(_:_:) to be called on Hitter with (1, 3), but no call had equal arguments"
      ])
  }

  @Test func withNilAndOptionals() {
    let spy = Hitter()
    spy.greet(nil)
    spy.greet("Ann")
    let ann: String? = "Ann"
    #expect(captureFailures { assertCalled(spy, "greet(_:)", with: nil) }.isEmpty)
    #expect(captureFailures { assertCalled(spy, "greet(_:)", with: ann) }.isEmpty)
    #expect(captureFailures { assertCalled(spy, "greet(_:)", with: "Ann") }.isEmpty)
    #expect(
      headlines(captureFailures { assertCalled(spy, "greet(_:)", with: "Bob") }) == [
        #"Expected greet(_:) to be called on Hitter with "Bob", but no call had equal arguments"#
      ])
  }

  @Test func withAndTimesCountsTheCallsWithThoseArguments() {
    let spy = Hitter()
    spy.hit(1)
    spy.hit(1)
    spy.hit(2)
    #expect(captureFailures { assertCalled(spy, "hit(_:)", with: 1, times: 2) }.isEmpty)
    #expect(
      headlines(captureFailures { assertCalled(spy, "hit(_:)", with: 2, times: 2) }) == [
        "Expected hit(_:) to be called 2 times on Hitter with 2, but 1 call had equal arguments"
      ])
  }

  @Test func aBoolArgumentIsAnArgumentNotAFlag() {
    let spy = Hitter()
    spy.reset(false)
    #expect(captureFailures { assertCalled(spy, "reset(_:)", with: false) }.isEmpty)
    #expect(
      headlines(captureFailures { assertCalled(spy, "reset(_:)", with: true) }) == [
        "Expected reset(_:) to be called on Hitter with true, but no call had equal arguments"
      ])
  }

  @Test func messageIsLabelledInEveryForm() {
    let spy = Hitter()
    #expect(
      headlines(
        captureFailures {
          assertCalled(spy, "ping()", message: "m1")
          assertCalled(spy, "ping()", times: 1, message: "m2")
          assertCalled(spy, "hit(_:)", with: 1, message: "m3")
          assertCalled(spy, "hit(_:)", with: 1, times: 1, message: "m4")
        }) == [
          "m1 - Expected ping() to be called on Hitter, but it never was",
          "m2 - Expected ping() to be called 1 time on Hitter, but it was called 0 times",
          "m3 - Expected hit(_:) to be called on Hitter with 1, but it never was",
          "m4 - Expected hit(_:) to be called 1 time on Hitter with 1, but 0 calls had equal arguments",
        ])
  }

  @Test func aStringAfterWithIsAnArgumentNeverTheMessage() {
    let spy = Hitter()
    spy.greet("Ann")
    #expect(
      headlines(captureFailures { assertCalled(spy, "greet(_:)", with: "Ann", "a message?") }) == [
        #"Expected greet(_:) to be called on Hitter with "Ann", "a message?", but no call had equal arguments"#
      ])
  }

  @Test func notCalled() {
    let spy = Hitter()
    #expect(captureFailures { assertNotCalled(spy, "ping()") }.isEmpty)
    spy.ping()
    #expect(
      headlines(captureFailures { assertNotCalled(spy, "ping()", message: "quiet") }) == [
        "quiet - Expected ping() not to be called on Hitter, but it was called 1 time"
      ])
  }

  @Test func callOrderOnOneSpyAndAcrossSpies() {
    let first = Hitter()
    let second = Hitter()
    first.ping()
    second.hit(1)
    first.hit(2)
    #expect(captureFailures { assertCallOrder(first, ["ping()", "hit(_:)"]) }.isEmpty)
    #expect(captureFailures { assertCallOrder([(first, "ping()"), (second, "hit(_:)")]) }.isEmpty)
    #expect(
      headlines(
        captureFailures {
          assertCallOrder(first, ["hit(_:)", "ping()"], message: "one")
          assertCallOrder([(second, "hit(_:)"), (first, "ping()")], message: "across")
        }) == [
          "one - Expected calls in this order: hit(_:), ping()",
          "across - Expected calls in this order: Hitter.hit(_:), Hitter.ping()",
        ])
  }

  @Test func unverifiedCalls() {
    let spy = Hitter()
    spy.hit(1)
    spy.ping()
    assertCalled(spy, "hit(_:)", times: 1)
    #expect(
      headlines(captureFailures { assertNoUnverifiedCalls(spy, message: "all") }) == [
        "all - Expected every call to Hitter to be verified, but 1 was not"
      ])
    assertCalled(spy, "ping()")
    #expect(captureFailures { assertNoUnverifiedCalls(spy) }.isEmpty)
  }

  @Test func waitingForACall() async {
    let spy = Hitter()
    Task { spy.hit(1) }
    #expect(await captureFailures { await spy.waitForCall(to: "hit(_:)", timeout: 60) }.isEmpty)
    #expect(await captureFailures { await spy.waitForCall(to: "hit", times: 1) }.isEmpty)
    #expect(
      headlines(
        await captureFailures { await spy.waitForCall(to: "hit(_:)", times: 2, timeout: 0.01, message: "twice") }
      ) == ["twice - Timed out after 0.01 s waiting for hit(_:) to be called 2 times on Hitter"])
  }

  @MainActor @Test func waitingForACallOnTheMainActor() async {
    let spy = Hitter()
    let label = "main"
    Task { @MainActor in spy.ping() }
    #expect(await captureFailures { await spy.waitForCall(to: "ping()", message: label) }.isEmpty)
  }

  @Test func typedArgumentsReportOrCastSilently() {
    let spy = Hitter()
    spy.add(1, 2)
    #expect(spy.argument(1, of: "add(_:_:)", as: Int.self) == 2)
    #expect(spy.calls.last?.arguments[1] as? Int == 2)
    #expect(spy.calls.last?.arguments[1] as? String == nil)
    #expect(
      headlines(captureFailures { _ = spy.argument(1, of: "add(_:_:)", as: String.self) }) == [
        "Expected argument 1 of the last call to add(_:_:) on Hitter to be a String, but it is 2 (Int)"
      ])
  }
}
