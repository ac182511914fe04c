import SampleApp
import Testing
import Wired
import WiredTestSupport

// What the assertion adds to the check (Checks/Cycles tests the search and its message): where it reports, what it
// attaches, and what it returns.

@Suite struct AssertNoRetainCyclesTests {
  @Test func aCycleFailsOnceAtTheCallersLineAndColumnWithItsDiagramAttachedAndReturnsFalse() {
    let ring = Node.ring(2)
    defer { Node.unlink(ring) }
    var passed = true
    let line = #line + 1
    let failures = captureFailures { passed = assertNoRetainCycles(ring[0]) }
    #expect(!passed)
    #expect(failures.count == 1)
    #expect(failures.first?.line == UInt(line))
    #expect(failures.first?.column == 67, "the column of the call's arguments, as #column gives it")
    #expect(failures.first?.fileID.hasSuffix("AssertNoRetainCyclesTests.swift") == true)
    #expect(failures.first?.message.hasPrefix("Expected no strong reference cycle in the graph of Node") == true)
    #expect(failures.first?.attachments.map(\.name) == ["Node-retain-cycles.dot", "Node-retain-cycles.mmd"])
  }

  @Test func aGraphWithoutACyclePassesSilentlyAndReturnsTrue() {
    var passed = false
    let failures = captureFailures { passed = assertNoRetainCycles(SceneCreator.make()) }
    #expect(passed)
    #expect(failures.isEmpty)
  }

  @Test func theUsersMessageLeadsTheFailure() {
    let node = Node("self")
    node.next = node
    defer { node.next = nil }
    let failures = captureFailures { assertNoRetainCycles(node, message: "the scene") }
    #expect(
      failures.first?.message.hasPrefix("the scene - Expected no strong reference cycle") == true,
      "\(failures.first?.message ?? "")")
  }
}
