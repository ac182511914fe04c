import Testing
import Wired

extension LargeInputs {
  /// Every path, however malformed, gives a pass or one clear failure of bounded size: never a crash or a hang.
  @Suite struct PathAttackTests {
    static let seed: UInt64 = 0x5EED_2026_1123
    static let randomPaths = 10_000

    @Test func tenThousandHostilePathsPassOrFailClearlyAndNoFailureIsLost() {
      var generator = SeededGenerator(seed: Self.seed)
      let root = Varied()
      root.next = Varied()
      root.next?.parent = root
      defer { root.next = nil }
      let paths = HostilePath.fixed + (0..<Self.randomPaths).map { _ in HostilePath.make(using: &generator) }
      var expected = 0
      var reported = 0
      for path in paths {
        let reaches = (try? wired(root, path: WiringPath(path), as: Any.self)) != nil
        let failures = captureFailures { assertWired(root, path: WiringPath(path), to: Any.self) }
        expected += reaches ? 0 : 1
        reported += failures.count
        #expect(failures.count == (reaches ? 0 : 1), "\(path.prefix(80))")
        #expect(failures.allSatisfy { !$0.message.isEmpty && $0.message.count <= 20_100 }, "\(path.prefix(80))")
      }
      #expect(reported == expected)
      #expect(Varied.lazyTriggers == 0)
      print("Reliability, paths: \(paths.count) paths tried, \(expected) failures expected, \(reported) reported")
    }

    @Test func hostileExceptEntriesAreReportedAsStaleNeverTrusted() {
      var generator = SeededGenerator(seed: Self.seed ^ 1)
      let root = Varied()
      for _ in 0..<2_000 {
        let entry = HostilePath.make(using: &generator)
        let report = checkInjections(root, except: [entry])
        let cycles = checkRetainCycles(root, except: [entry])
        #expect(report.staleEntries.count <= 1)
        // NB: an injection check also turns down an entry that names a property that is never nil.
        #expect(cycles.staleEntries.allSatisfy(report.staleEntries.contains))
      }
      #expect(Varied.lazyTriggers == 0)
    }
  }
}
