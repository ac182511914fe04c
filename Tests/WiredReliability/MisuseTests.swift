import Testing
import Wired
import WiredTestSupport

/// Misused helpers give a clear report each, never a crash or a hang; and every failure a case must produce arrives.
@Suite struct MisuseTests {
  final class StrictMock: Mock, @unchecked Sendable {
    func count() -> Int? { strictStubbedValue(fallback: nil) }
    func load() throws -> String { try stubbedAnswer() }
    func nice() -> Int { stubbedValue(default: 0) }
  }

  final class Screen {
    var analytics: Service?
    var logger: Service?
  }

  /// One misuse, and how many failures it must report.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let expected: Int
    let run: @Sendable () async -> Void
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "an unstubbed strict call", expected: 1) { _ = StrictMock().count() },
    Case(name: "an unstubbed throwing call", expected: 1) { _ = try? StrictMock().load() },
    Case(name: "an unstubbed nice call", expected: 0) { _ = StrictMock().nice() },
    Case(name: "a stubbed value of the wrong type", expected: 1) {
      let mock = StrictMock()
      mock.stub("count()", returning: "seven")
      _ = mock.count()
    },
    Case(name: "stale except: names", expected: 2) {
      assertAllInjected(Screen(), except: ["analytics", "loger"])
      assertNoRetainCycles(Screen(), except: ["analytic"])
    },
    Case(name: "waiting for a call never made", expected: 1) {
      await StrictMock().waitForCall(to: "count()", timeout: 0.01)
    },
    Case(name: "waiting for a state that never comes", expected: 1) {
      await assertEventually(0, equals: 1, timeout: 0.01)
    },
    Case(name: "an ambiguous base name", expected: 1) {
      let spy = Spy()
      spy.recordCall("load(_:)")
      spy.recordCall("load(from:)")
      assertCalled(spy, "load")
    },
    Case(name: "a malformed path", expected: 3) {
      assertWired(Screen(), path: "", to: Any.self)
      assertWired(Screen(), path: "analytics..x", to: Any.self)
      assertWired(Screen(), path: "[", to: Any.self)
    },
  ]

  @Test(arguments: cases)
  func eachMisuseReportsItsFailuresClearly(_ misuse: Case) async {
    let failures = await captureFailures { await misuse.run() }
    #expect(failures.count == misuse.expected)
    #expect(failures.allSatisfy { !$0.message.isEmpty && $0.message.count <= 20_100 })
  }

  @Test func noFailureIsLostOverAllTheCases() async {
    var expected = 0
    var reported = 0
    for misuse in Self.cases {
      expected += misuse.expected
      reported += await captureFailures { await misuse.run() }.count
    }
    #expect(reported == expected)
    print("Reliability, misuse: \(Self.cases.count) cases, \(expected) failures expected, \(reported) reported")
  }

  #if os(macOS) || os(Linux)
    @Test(arguments: [
      ("detached", "/probe/main.swift:20:5: error: Reported from a detached task\n"),
      ("thread", "/probe/main.swift:25:5: error: Reported from a thread\n"),
    ])
    func aFailureFromADetachedTaskOrAThreadOutsideAnyTestReachesStandardError(mode: String, expected: String) throws {
      let result = try Probe.run(mode)
      #expect(result.status == 0)
      #expect(result.standardError == expected)
    }

    @Test func failingAssertionsOutsideAnyTestReportToStandardErrorAndGoOn() throws {
      let result = try Probe.run("assertions")
      #expect(result.status == 0)
      #expect(result.standardError.components(separatedBy: ": error: ").count - 1 == 4)
    }
  #endif
}
