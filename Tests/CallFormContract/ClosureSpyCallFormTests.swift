import Testing
import Wired

/// Each spelling that hands out or verifies a `ClosureSpy`, for closures of no to three arguments.
@Suite struct ClosureSpyCallFormTests {
  @Test func everyArityHandsOutTheSameFourForms() async throws {
    let none = ClosureSpy<Void, Int>("none", returning: 1)
    let one = ClosureSpy<Int, Int>("one", returning: 1)
    let two = ClosureSpy<(Int, String), Int>("two", returning: 1)
    let three = ClosureSpy<(Int, String, Bool), Int>("three", returning: 1)

    let noneForms: (() -> Int, @Sendable () -> Int, @Sendable () async -> Int, @Sendable () async throws -> Int) =
      (none.handler(), none.handler(), none.handler(), none.throwingHandler())
    let oneForms:
      ((Int) -> Int, @Sendable (Int) -> Int, @Sendable (Int) async -> Int, @Sendable (Int) async throws -> Int) =
        (one.handler(), one.handler(), one.handler(), one.throwingHandler())
    let twoForms: ((Int, String) -> Int, @Sendable (Int, String) async throws -> Int) =
      (two.handler(), two.throwingHandler())
    let threeForms: ((Int, String, Bool) -> Int, @Sendable (Int, String, Bool) async -> Int) =
      (three.handler(), three.handler())

    _ = noneForms.0() + noneForms.1() + (await noneForms.2()) + (try await noneForms.3())
    _ = oneForms.0(1) + oneForms.1(2) + (await oneForms.2(3)) + (try await oneForms.3(4))
    _ = twoForms.0(1, "a") + (try await twoForms.1(2, "b"))
    _ = threeForms.0(1, "a", true) + (await threeForms.1(2, "b", false))

    #expect(none.calls(to: "none").count == 4)
    #expect(one.inputs == [1, 2, 3, 4])
    #expect(two.inputs.map(\.0) == [1, 2])
    #expect(three.inputs.map(\.2) == [true, false])
  }

  @Test func verifiedWithoutRepeatingItsName() {
    let fetch = ClosureSpy<Int, Void>("fetch")
    #expect(headlines(captureFailures { assertCalled(fetch) }) == ["Expected fetch to be called, but it never was"])
    #expect(captureFailures { assertNotCalled(fetch) }.isEmpty)
    fetch.handler()(1)
    fetch.handler()(2)
    #expect(captureFailures { assertCalled(fetch) }.isEmpty)
    #expect(captureFailures { assertCalled(fetch, times: 2) }.isEmpty)
    #expect(captureFailures { assertCalled(fetch, with: 1) }.isEmpty)
    #expect(captureFailures { assertCalled(fetch, with: 2, times: 1) }.isEmpty)
    #expect(
      headlines(
        captureFailures {
          assertCalled(fetch, times: 1)
          assertCalled(fetch, with: 3)
          assertNotCalled(fetch)
        }) == [
          "Expected fetch to be called 1 time, but it was called 2 times",
          "Expected fetch to be called with 3, but no call had equal arguments",
          "Expected fetch not to be called, but it was called 2 times",
        ])
  }

  @Test func theSpellingWithItsNameStillWorks() {
    let fetch = ClosureSpy<Int, Void>("fetch")
    fetch.handler()(1)
    #expect(captureFailures { assertCalled(fetch, "fetch", with: 1) }.isEmpty)
    #expect(captureFailures { assertCalled(fetch, "fetch", times: 1) }.isEmpty)
    #expect(
      headlines(captureFailures { assertCalled(fetch, "fetchUsers", times: 1) }) == [
        #""fetchUsers" is not the name of this closure spy: it records its calls as "fetch""#
      ])
  }

  @Test func twoAndThreeArgumentsAreListedOneByOne() {
    let completion = ClosureSpy<(String?, Int?), Void>("completion")
    let triple = ClosureSpy<(Int, Int, Int), Void>("triple")
    completion.handler()(nil, 404)
    triple.handler()(1, 2, 3)
    #expect(captureFailures { assertCalled(completion, with: nil, 404) }.isEmpty)
    #expect(captureFailures { assertCalled(completion, with: (nil as String?, 404)) }.isEmpty)
    #expect(captureFailures { assertCalled(triple, with: 1, 2, 3, times: 1) }.isEmpty)
    #expect(
      headlines(
        captureFailures {
          assertCalled(completion, with: "ok", nil, message: "done")
          assertCalled(triple, with: 3, 2, 1)
        }) == [
          #"done - Expected completion to be called with "ok", nil, but no call had equal arguments"#,
          "Expected triple to be called with 3, 2, 1, but no call had equal arguments",
        ])
  }

  @Test func waitingForTheClosure() async {
    let callUser = ClosureSpy<String, Void>("callUser")
    let handler = callUser.handler()
    Task { handler("ann") }
    #expect(await captureFailures { await callUser.waitForCall(timeout: 60) }.isEmpty)
    #expect(
      headlines(await captureFailures { await callUser.waitForCall(times: 2, timeout: 0.01, message: "again") }) == [
        "again - Timed out after 0.01 s waiting for callUser to be called 2 times"
      ])
  }
}
