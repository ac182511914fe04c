import Foundation
import SampleApp
import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

@Suite struct AssertWiringSnapshotTests {
  /// Writes the snapshot the calls below compare against, where their `filePath:` puts it.
  private func recorded(_ text: String, test: String) throws {
    let url = URL(fileURLWithPath: "/tmp/wired-snapshot-tests/__Snapshots__/Scene/\(test).wiring.txt")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  @Test func passesWhenTheWiringIsTheRecordedOne() throws {
    try recorded(wiringSnapshot(SceneCreator.make()), test: "passes")
    expectNoFailure {
      assertWiringSnapshot(
        SceneCreator.make(), filePath: "/tmp/wired-snapshot-tests/Scene.swift", function: "passes()")
    }
  }

  @Test func aFailureThatBothBuildsReportIsReportedOnce() throws {
    try recorded(wiringSnapshot(SceneCreator.make()), test: "buildsTwice")
    var builds = 0
    let failures = captureFailures {
      assertWiringSnapshot(
        {
          builds += 1
          reportFailure("the creator's own check failed")
          return SceneCreator.make()
        }(), filePath: "/tmp/wired-snapshot-tests/Scene.swift", function: "buildsTwice()")
    }
    #expect(builds == 2)
    #expect(failures.map(\.message) == ["the creator's own check failed"])
  }

  @Test func failsAtTheCallersLineWithTheChange() throws {
    try recorded(wiringSnapshot(SceneCreator.make()), test: "fails")
    let failures = captureFailures {
      assertWiringSnapshot(
        SceneCreator.make(.forgetsView), message: "scene",
        filePath: "/tmp/wired-snapshot-tests/Scene.swift", function: "fails()")
    }
    expectFailure(
      """
      scene - The wiring of SceneViewController changed since __Snapshots__/Scene/fails.wiring.txt

        Changed:
          interactor.presenter.view: SceneViewController → nil

      If the change is intended, record it again: record: true, or WIRED_RECORD_SNAPSHOTS=1.
      """, line: #line - 12, in: failures)
    #expect(failures.first?.filePath == "/tmp/wired-snapshot-tests/Scene.swift")
  }
}
