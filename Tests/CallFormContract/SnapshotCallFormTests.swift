import Testing
import Wired

/// Each spelling of the wiring snapshot. The snapshots they compare against are checked in beside this file, in
/// `__Snapshots__/SnapshotCallFormTests/`; the stale ones were recorded from another graph on purpose.
@Suite struct SnapshotCallFormTests {
  /// The module these tests are compiled in: `CallFormContract` here, another where the single file's consumer links
  /// them.
  private let thisModule = String("\(#fileID)".prefix { $0 != "/" })

  @Test func ofAGraphBuiltByTheExpression() {
    #expect(captureFailures { assertWiringSnapshot(wiredScreen()) }.isEmpty)
    var passed = false
    #expect(captureFailures { passed = assertWiringSnapshot(wiredScreen(), named: "named") }.isEmpty)
    #expect(passed)
    #expect(captureFailures { assertWiringSnapshot(wiredScreen(), named: "shallow", depth: 1) }.isEmpty)
    #expect(
      captureFailures { assertWiringSnapshot(wiredScreen(), named: "scoped", scope: .only([thisModule])) }
        .isEmpty)
    #expect(
      headlines(captureFailures { assertWiringSnapshot(wiredScreen(), named: "stale", message: "screen") }) == [
        "screen - The wiring of Screen changed since __Snapshots__/SnapshotCallFormTests/ofAGraphBuiltByTheExpression.stale.wiring.txt"
      ])
  }

  @Test func theQueryFormIsTheTextTheAssertionCompares() {
    #expect(
      wiringSnapshot(wiredScreen()) == """
        Screen
        presenter: Presenter? → Presenter
        presenter.view: Display? weak → Screen (root)

        """)
    #expect(wiringSnapshot(wiredScreen(), depth: 1, scope: .appModules).hasSuffix("→ Presenter\n"))
  }
}
