import Foundation
import Testing
import Wired
import WiredTestSupport

/// Large chains and many threads: bounded time, no stack overflow, nothing lost.
extension LargeInputs {
  @Suite struct LargeInputTests {
    @Test func aChainOfOneHundredThousandObjectsDoesNotOverflowTheStack() {
      let length = 100_000
      let head = Chain.make(length: length) { $0 == length - 1 ? nil : Leaf("p") }
      defer { head.release() }
      let missing = checkInjections(head).missing
      #expect(missing.count == 2)
      #expect(missing.first?.path == String(repeating: "next.", count: length - 1) + "next")
      #expect(missing.last?.path == String(repeating: "next.", count: length - 1) + "dependency")
    }

    @Test func aHoleAtTheEndOfAHundredThousandObjectChainGivesAShortMessage() {
      let length = 100_000
      let head = Chain.make(length: length) { $0 == length - 1 ? nil : Leaf("p") }
      defer { head.release() }
      let line = #line + 1
      let failures = captureFailures { assertAllInjected(head) }
      expectFailure(
        """
        Expected every optional dependency in the graph of Chain to be injected, but 2 are nil

          Missing:
            next.next.next.next.next.next … 99,990 more segments … next.next.next.next: Chain?
            next.next.next.next.next.next … 99,990 more segments … next.next.next.dependency: Leaf?

          Counted: every optional reference (an object, a protocol or a closure) in the graph of Chain

        Inject each one where Chain is built, or list the ones that may stay nil in except:.
        """,
        line: line,
        in: failures
      )
    }

    @Test func eightThreadsOfOneHundredThousandCallsLoseNothingAndKeepEachThreadsOrder() {
      let spy = Spy()
      let threads = 8
      let callsPerThread = 100_000
      // NB: threads of their own, not `concurrentPerform`, which would take every thread of the cooperative pool
      // that the other tests run on.
      let group = DispatchGroup()
      for thread in 0..<threads {
        group.enter()
        Thread {
          for index in 0..<callsPerThread { spy.recordCall("work", with: thread, index) }
          group.leave()
        }.start()
      }
      group.wait()
      let calls = spy.calls
      #expect(calls.count == threads * callsPerThread)
      var next = [Int](repeating: 0, count: threads)
      var inOrder = true
      for call in calls {
        let thread = call.arguments[0] as! Int
        inOrder = inOrder && call.arguments[1] as! Int == next[thread]
        next[thread] += 1
      }
      #expect(inOrder)
      #expect(next == [Int](repeating: callsPerThread, count: threads))
    }

    @Test func aHundredThousandObjectAcyclicChainHasNoCycleAndIsReleased() {
      let head = Chain.make(length: 100_000) { _ in Leaf("p") }
      defer { head.release() }
      let report = checkRetainCycles(head)
      #expect(report.passed)
      #expect(report.cycles.isEmpty)
    }

    @Test func aHoleAtEveryNodeOfAHundredThousandObjectChainIsCountedInLinearTime() {
      let head = Chain.make(length: 100_000) { _ in nil }
      defer { head.release() }
      let report = checkInjections(head)
      #expect(report.missingCount == 100_001)  // every link's dependency, and the last link's next
      #expect(report.missing.count == 1_000)
      let message = captureFailures { assertAllInjected(head) }.first?.message ?? ""
      #expect(
        message.hasPrefix(
          "Expected every optional dependency in the graph of Chain to be injected, but 100,001 are nil"))
      #expect(message.contains("    … and 99,981 more\n"))
      #expect(message.count < 20_000)
    }
  }
}
