import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// Every check over an app whose actor rewrites its state without pause while the checks run: a synchronous check
/// lists the actor and never enters it, an awaited one reads it on its executor. TSan cannot see a read made through
/// reflection, so this load is the proof: before actors were read only on their executors, a synchronous check
/// entered the store and read its dictionary and set while the store rewrote them, and the process crashed
/// (`Bad pointer dereference` in `Set.customMirror`, "deallocated with non-zero retain count" under TSan).
///
/// NB: one case at a time: each keeps a thread of the cooperative pool busy while it runs, and ten at once would hold
/// every thread of a two-core machine for seconds, longer than the other tests' waits are allowed to stall.
@Suite(.serialized) struct ActorLoadTests {
  @Test(arguments: 0..<10) func everyCheckOverABusyActorAnswersTheSameAndNeverCrashes(_ run: Int) async {
    let store = SettingsStore(api: nil)
    let feature = SettingsFeature(store: store)
    let workers = (0..<3).map { _ in
      Task.detached {
        while !Task.isCancelled { await store.churn(5_000) }
      }
    }
    defer { for worker in workers { worker.cancel() } }
    for _ in 0..<5 {
      #expect(Self.synchronousAnswers(feature) == Self.synchronousExpected)
      #expect(await checkInjections(feature).missing.map(\.path) == ["analytics", "store.api"])
      #expect(await checkRetainCycles(feature).passed)
      #expect(await wiringSnapshot(feature) == Self.awaitedSnapshot)
    }
  }

  /// What the synchronous forms answer, called from a synchronous function as a synchronous test calls them.
  private static func synchronousAnswers(_ feature: SettingsFeature) -> [String] {
    checkInjections(feature).missing.map(\.path) + checkInjections(feature).unreadable.map(\.path)
      + [wiringSnapshot(feature), checkRetainCycles(feature).passed ? "passed" : "failed"]
  }

  private static let synchronousExpected = [
    "analytics", "store",
    """
    SettingsFeature
    store: SettingsStore → SettingsStore (actor, not entered: await the snapshot to read it)
    analytics: ShapeService? = nil

    """,
    "failed",
  ]

  private static let awaitedSnapshot = """
    SettingsFeature
    store: SettingsStore → SettingsStore
    store.api: ShapeService? = nil
    analytics: ShapeService? = nil

    """
}
