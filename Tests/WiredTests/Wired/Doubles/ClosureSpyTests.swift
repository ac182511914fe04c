import Foundation
import Testing
import Wired

@Suite struct ClosureSpyTests {
  @Test func recordsInputsAndReturnsTheStubbedOutputInEveryClosureForm() async throws {
    let lookup = ClosureSpy<String, Int>("lookup", returning: 0)
    #expect(lookup.handler()("a") == 0)
    lookup.stub(returning: 7)
    #expect(lookup.handler()("b") == 7)
    let async: (String) async -> Int = lookup.handler()
    #expect(await async("c") == 7)
    let throwing: (String) async throws -> Int = lookup.throwingHandler()
    #expect(try await throwing("d") == 7)
    lookup.stub(throwing: GeocodeError.offline)
    #expect(throws: GeocodeError.offline) { try lookup.throwingHandler()("e") }
    #expect(lookup.inputs == ["a", "b", "c", "d", "e"])
    assertCalled(lookup, with: "c")
  }

  @Test func voidInputAndVoidOutput() async throws {
    let fetch = ClosureSpy<Void, [String]>("fetchUsers", returning: ["ann"])
    let fetchUsers: () async throws -> [String] = fetch.handler()
    #expect(try await fetchUsers() == ["ann"])
    let call = ClosureSpy<String, Void>("callUser")
    call.handler()("ann")
    #expect(fetch.calls(to: "fetchUsers").count == 1)
    #expect(call.inputs == ["ann"])
  }

  @Test func waitsForACallFromATask() async {
    let callUser = ClosureSpy<String, Void>("callUser")
    let closure = callUser.handler()
    Task { closure("bob") }
    #expect(await callUser.waitForCall(timeout: 60))
    #expect(callUser.inputs == ["bob"])
  }

  @Test func timeoutNamesTheClosure() async {
    let callUser = ClosureSpy<String, Void>("callUser")
    let failures = await captureFailures { await callUser.waitForCall(timeout: 0.01) }
    #expect(
      failures.map(\.message) == [
        """
        Timed out after 0.01 s waiting for callUser to be called

          Recorded calls: none

        Check that the code under test makes the call; if it runs on the main actor, await it rather than block it.
        """
      ]
    )
    let assertFailures = captureFailures { assertCalled(callUser, "callUser") }
    #expect(assertFailures.map(\.message).first?.hasPrefix("Expected callUser to be called, but it never was") == true)
    // NB: a closure spy's wait takes no name.
    #expect(
      assertFailures.first?.message.hasSuffix(
        "one made later, from a task or a queue, is waited for with waitForCall() first.") == true,
      "\(assertFailures)")
  }
}

@Suite struct ClosureSpyMisuseTests {
  @Test func anErrorStubbedForTheNonThrowingFormsFailsAndReturnsTheDefault() {
    let lookup = ClosureSpy<String, Int>("lookup", returning: 1)
    let line = #line + 1
    lookup.stub(throwing: GeocodeError.offline)
    let failures = captureFailures { #expect(lookup.handler()("a") == 1) }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(failures.map(\.filePath) == ["\(#filePath)"])
    #expect(
      failures.map(\.message) == [
        """
        lookup is stubbed to throw GeocodeError.offline, but it cannot throw

        Stub a value instead, or hand out throwingHandler(), whose closure throws it.
        """
      ]
    )
  }

  @Test func voidInputIsRecordedWithoutArgumentsByEveryForm() async throws {
    let refresh = ClosureSpy<Void, Void>("refresh")
    refresh.handler()()
    refresh.handler()()
    let async: () async -> Void = refresh.handler()
    await async()
    let throwing: () async throws -> Void = refresh.throwingHandler()
    try await throwing()
    #expect(refresh.calls.map(\.arguments.count) == [0, 0, 0, 0])
    #expect(refresh.inputs.count == 4)
  }
}
