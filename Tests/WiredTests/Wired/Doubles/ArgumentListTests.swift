import Testing
import Wired
import WiredTestSupport

// Every unlabelled value after `with:` is an argument, one equality rule for every double,
// closures of several arguments, and typed access to what was passed.

enum LogLevel: Equatable, Sendable {
  case info
  case error
}

protocol LogHandling {
  func log(level: LogLevel, message: String)
}

final class LogHandlerMock: Mock, LogHandling, @unchecked Sendable {
  func log(level: LogLevel, message: String) { recordCall(with: level, message) }
}

enum LocError: Error, Equatable {
  case denied
}

/// A provider that answers through a completion of two arguments, as scenario 2's `UserLocationProvider` does.
protocol UserLocating {
  func findUserLocation(then completion: @escaping (String?, LocError?) -> Void)
}

final class UserLocatingMock: Mock, UserLocating, @unchecked Sendable {
  func findUserLocation(then completion: @escaping (String?, LocError?) -> Void) { recordCall(with: completion) }
}

@Suite struct ArgumentListTests {
  @Test func aCallIsListedWithEachArgumentAfterItsLabelAsTheCallWritesIt() {
    let spy = Spy()
    spy.recordCall("move(_:to:)", with: "a", "b")
    spy.recordCall("charge(amount:token:)", with: 1550, Optional<String>.none)
    spy.recordCall("track(_:)", with: "login")
    spy.recordCall("configure(with:)", with: 1, 2)
    spy.recordCall("badge", with: 3)
    #expect(
      spy.calls.map(\.description) == [
        "move(_:to:) with \"a\", to: \"b\"", "charge(amount:token:) with amount: 1550, token: nil",
        "track(_:) with \"login\"", "configure(with:) with 1, 2", "badge with 3",
      ])
  }

  @Test func aSecondArgumentAfterWithIsCheckedAndNeverTakenForTheMessage() {
    let handler = LogHandlerMock()
    handler.log(level: .info, message: "user signed in")
    expectNoFailure { assertCalled(handler, "log(level:message:)", with: LogLevel.info, "user signed in") }
    let line = #line + 1
    let failures = captureFailures { assertCalled(handler, "log(level:message:)", with: LogLevel.info, "signed out") }
    expectFailure(
      """
      Expected log(level:message:) to be called on LogHandlerMock with level: LogLevel.info, message: "signed out", but no call had equal arguments

        Calls to log(level:message:):
          1. log(level:message:) with level: LogLevel.info, message: "user signed in"

      Each call is listed with the arguments the code under test passed: correct the code that makes the call, or the expected arguments if the test is the one that is wrong.
      """,
      line: line,
      in: failures
    )
  }

  @Test func aMessageGoesAfterItsLabel() {
    let handler = LogHandlerMock()
    let failures = captureFailures {
      assertCalled(handler, "log(level:message:)", with: LogLevel.error, "boom", times: 1, message: "errors are logged")
    }
    #expect(failures.first?.message.hasPrefix("errors are logged - Expected log(level:message:) to be called") == true)
  }

  @Test func optionalsInsideAClosureSpyTupleCompareLikeASpysArguments() {
    let completion = ClosureSpy<(String?, LocError?), Void>("completion")
    completion.handler()(nil, .denied)
    expectNoFailure {
      assertCalled(completion, "completion", with: (nil as String?, LocError.denied))
      assertCalled(completion, with: nil, LocError.denied)
    }
    let spy = UserLocatingSpy()
    spy.answer(nil, .denied)
    expectNoFailure { assertCalled(spy, "answer", with: (nil as String?, LocError.denied)) }

    let line = #line + 1
    let failures = captureFailures { assertCalled(completion, "completion", with: "Paris", nil as LocError?) }
    expectFailure(
      """
      Expected completion to be called with "Paris", nil, but no call had equal arguments

        Calls to completion:
          1. completion with (nil, LocError.denied)

      Each call is listed with the arguments the code under test passed: correct the code that makes the call, or the expected arguments if the test is the one that is wrong.
      """,
      line: line,
      in: failures
    )
  }

  @Test func aClosureOfTwoArgumentsNeedsNoAdapter() async throws {
    let completion = ClosureSpy<(String?, LocError?), Void>("completion")
    let answer: (String?, LocError?) -> Void = completion.handler()
    answer("Paris", nil)
    let sendable: @Sendable (String?, LocError?) -> Void = completion.handler()
    sendable(nil, .denied)
    let async: (String?, LocError?) async -> Void = completion.handler()
    await async("Rome", nil)
    let throwing: (String?, LocError?) async throws -> Void = completion.throwingHandler()
    try await throwing("Oslo", nil)
    completion.handler()("Bern", nil)
    #expect(completion.inputs.map(\.0) == ["Paris", nil, "Rome", "Oslo", "Bern"])
    assertCalled(completion, with: nil, LocError.denied, times: 1)
  }

  @Test func aClosureOfThreeArguments() {
    let move = ClosureSpy<(Int, Int, String), Bool>("move", returning: true)
    let closure: (Int, Int, String) -> Bool = move.handler()
    #expect(closure(1, 2, "slow"))
    #expect(move.handler()(3, 4, "fast"))
    assertCalled(move, with: 3, 4, "fast")
  }

  @Test func aCapturedCompletionIsCalledBackWithoutACast() throws {
    let provider = UserLocatingMock()
    var received: (String?, LocError?)?
    provider.findUserLocation { received = ($0, $1) }
    let completion = try #require(
      provider.argument(of: "findUserLocation(then:)", as: ((String?, LocError?) -> Void).self))
    completion("Paris", nil)
    #expect(received?.0 == "Paris")
    #expect((provider.calls.last?.arguments[0] as? (String?, LocError?) -> Void) != nil)
  }

  @Test func readingAnArgumentThatIsNotThereFailsAndSaysWhy() {
    let provider = UserLocatingMock()
    var line = #line + 1
    var failures = captureFailures { _ = provider.argument(of: "findUserLocation(then:)", as: String.self) }
    expectFailure(
      """
      Expected argument 0 of the last call to findUserLocation(then:) on UserLocatingMock, but findUserLocation(then:) was never called

        Calls to findUserLocation(then:): none

      Check that the code under test makes the call before this line; one made later, from a task or a queue, is waited for with waitForCall(to:) first.
      """,
      line: line,
      in: failures
    )
    provider.findUserLocation { _, _ in }
    line = #line + 1
    failures = captureFailures { _ = provider.argument(of: "findUserLocation", as: String.self) }
    #expect(
      failures.first?.message.hasPrefix(
        "Expected argument 0 of the last call to findUserLocation(then:) on UserLocatingMock to be a String, but it is "
      ) == true)
    #expect(failures.map(\.line) == [UInt(line)])
    failures = captureFailures { _ = provider.argument(1, of: "findUserLocation", as: String.self) }
    #expect(
      failures.first?.message.hasPrefix(
        "Expected argument 1 of the last call to findUserLocation(then:) on UserLocatingMock, but it had 1 argument"
      ) == true)
  }
}

/// A spy that records a two-argument answer as two arguments, to compare with a closure spy's tuple.
final class UserLocatingSpy: Spy, @unchecked Sendable {
  func answer(_ location: String?, _ error: LocError?) { recordCall(with: location, error) }
}
