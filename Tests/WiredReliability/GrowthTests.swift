import Foundation
import Testing
import Wired
import WiredTestSupport

/// What grows with a graph or a run grows no faster: a snapshot, a message and a mock's cost per call, at the sizes
/// that grew with their square before (a 10,000-object chain's snapshot was 500 MB; 50,000 unstubbed calls to a nice
/// mock did not end in five minutes). The time limit ends a test that would not, instead of hanging the run.
extension LargeInputs {
  @Suite(.timeLimit(.minutes(1))) struct GrowthTests {
    @Test func aSnapshotOfAHundredThousandObjectChainSpellsShortLinesFromAnchors() {
      let length = 100_000
      let head = Chain.make(length: length) { _ in Leaf("p") }
      defer { head.release() }
      let start = Date()
      let text = wiringSnapshot(head)
      let lines = text.split(separator: "\n")
      #expect(lines.count == 2 * length + 1)
      #expect(lines.map(\.utf8.count).max() ?? 0 < 200)
      let deepest = String(repeating: "next.", count: 32) + "next"
      #expect(lines.contains("\(deepest): Chain? → Chain (§1)"[...]))
      #expect(lines.contains("§1.next: Chain? → Chain"))
      #expect(lines.contains("§1.dependency: Leaf? → Leaf"))
      print(
        "Growth: a snapshot of a \(length)-object chain, \(text.utf8.count) bytes in \(Date().timeIntervalSince(start)) s"
      )
    }

    @Test func aSnapshotOfAHundredThousandObjectRingNamesTheRootOnce() {
      let length = 100_000
      let head = Chain.make(length: length) { _ in nil }
      head.closeIntoRing()
      defer { head.release() }
      let text = wiringSnapshot(head)
      let lines = text.split(separator: "\n")
      #expect(lines.count == 1 + 2 * length)
      #expect(lines.map(\.utf8.count).max() ?? 0 < 200)
      #expect(lines.filter { $0.hasSuffix("(root, closes a cycle)") }.count == 1)
    }

    @Test func aCycleOfAHundredThousandObjectsIsNamedByItsEndsAndItsLength() {
      let length = 100_000
      let head = Chain.make(length: length) { _ in Leaf("p") }
      head.closeIntoRing()
      defer { head.release() }
      let message = captureFailures { assertNoRetainCycles(head) }.first?.message ?? ""
      #expect(message.count < 20_000)
      #expect(message.contains("  Cycle 1, at the root (100,000 references):\n    Chain.next: Chain? → Chain\n"))
      #expect(message.contains("    … 99,975 more …\n"))
    }

    @Test func aNiceMockAnswersFiftyThousandUnstubbedCallsAtTheSameCostEach() {
      let mock = Shelf()
      mock.stub("titel", returning: "typo")
      let count = 50_000
      let start = Date()
      for _ in 0..<count { _ = mock.count }
      let failures = captureFailures { _ = mock.title }
      #expect(mock.calls.count == count + 1)
      #expect(
        failures.map(\.message) == [
          """
          Shelf.title was called, but nothing is stubbed for it

            Stubbed: "titel", which no call has been made to

          Did you mean to stub "title"? Correct the name given to stub(_:…).
          """
        ])
      print("Growth: \(count) unstubbed calls to a nice mock in \(Date().timeIntervalSince(start)) s")
    }
  }
}

/// A nice mock, as an app's test writes one.
private final class Shelf: Mock, @unchecked Sendable {
  var count: Int { stubbedValue(default: 0) }
  var title: String { stubbedValue(default: "") }
}
