import Foundation
import SampleApp
import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

@Suite struct WiringSnapshotRenderingTests {
  @Test func aSceneIsOneLinePerReferenceWithWeakOnesAndNilDependenciesSaid() {
    let scene = SceneCreator.make(.forgetsView)
    scene.router = nil
    #expect(
      wiringSnapshot(scene) == """
        SceneViewController
        interactor: SceneBusinessLogic? → SceneAInteractor
        interactor.presenter: ScenePresentationLogic? → ScenePresenter
        interactor.presenter.view: SceneDisplayLogic? weak = nil
        router: SceneRouter? = nil

        """)
  }

  @Test func collectionsAreCountedOrderedOnesListedAndObjectsSeenAgainPointBack() {
    #expect(
      wiringSnapshot(Pipeline.make()) == """
        Pipeline
        handlers: [Handler] (2 elements)
        handlers[0] → Handler
        handlers[0].pipeline: Pipeline unowned → Pipeline (root)
        handlers[1] → Handler
        handlers[1].pipeline: Pipeline unowned → Pipeline (root)
        byName: [String: Handler] (2 elements)
        byName["h0"] → Handler (also at handlers[0])
        byName["h1"] → Handler (also at handlers[1])
        observers: Set<Handler> (2 elements, unordered, not listed)
        state.last → Handler (also at handlers[1])
        state.analytics: Analytics? = nil
        logger: PipelineLogger → PipelineLogger

        """)
  }

  @Test func anObjectIsListedUnderThePathThatOwnsItNotUnderAWeakOneMetFirst() {
    let dashboard = Dashboard()
    #expect(
      wiringSnapshot(dashboard) == """
        Dashboard
        focused: Panel? weak → Panel (also at panels[0])
        panels: [Panel] (1 element)
        panels[0] → Panel
        panels[0].dashboard: Dashboard? weak → Dashboard (root)

        """)
  }

  @Test func aStrongReferenceBackToAnOwnerSaysItClosesACycleAndTheDiffShowsIt() throws {
    let healthy = wiringSnapshot(SceneCreator.make())
    let leaking = wiringSnapshot(SceneCreator.make(.strongView))
    #expect(
      leaking.split(separator: "\n").contains(
        "interactor.presenter.view: SceneDisplayLogic? → SceneViewController (root, closes a cycle)"))
    let diff = WiringSnapshotDiff(recorded: healthy, current: leaking)
    #expect(
      diff.sections == [
        """
          Changed:
            interactor.presenter: ScenePresenter → RetainingPresenter
            interactor.presenter.view: weak → strong, now closes a cycle
        """
      ])
  }

  @Test func aLongCollectionListsItsFirstElementsAndSaysSo() {
    let lines = wiringSnapshot(Pipeline.make(handlers: 12)).split(separator: "\n")
    #expect(lines.contains("handlers: [Handler] (12 elements, first 10 listed)"))
    #expect(lines.filter { $0.hasPrefix("handlers[") && !$0.contains(".") }.count == 10)
    #expect(!lines.contains { $0.hasPrefix("handlers[10]") })
  }

  @Test func theSameGraphRendersTheSameEveryTimeWhateverTheHashOrder() {
    // NB: a fresh build each time: new addresses, new hash order for the set and the dictionary.
    let renderings = Set((0..<20).map { _ in wiringSnapshot(Pipeline.make(handlers: 30)) })
    #expect(renderings.count == 1)
    #expect(!renderings.first!.contains("0x"))
  }

  @Test func depthPinsOnlyTheReferencesThatNear() {
    #expect(
      wiringSnapshot(SceneCreator.make(), depth: 1) == """
        SceneViewController
        interactor: SceneBusinessLogic? → SceneAInteractor
        router: SceneRouter? → SceneRouter

        """)
  }

  @Test func objectsBothBuildsHoldAreMarkedSharedAndNotEntered() {
    let text = WiringSnapshot.of(TwoBuilds { Pipeline.make() as Any }, depth: nil, scope: .appModules).text
    #expect(text.hasSuffix("logger: PipelineLogger → PipelineLogger (shared)\n"))
    #expect(!text.contains("handlers[0] → Handler (shared)"))
    let same = Pipeline.make()
    let fromAVariable = WiringSnapshot.of(TwoBuilds { same as Any }, depth: nil, scope: .appModules).text
    #expect(!fromAVariable.contains("(shared)"))
  }

  @Test func anObjectFirstReachedInsideASharedOneIsSharedNotAlsoAtAnUnlistedPath() {
    let text = WiringSnapshot.of(TwoBuilds { TrackedScreen() as Any }, depth: nil, scope: .appModules).text
    #expect(
      text == """
        TrackedScreen
        tracker: SharedTracker → SharedTracker (shared)
        model: Model → Model
        model.client: TrackerClient → TrackerClient (shared)
        model.onFinish: (() -> Void)? = nil
        onClose: (@Sendable () -> Void)? = nil

        """)
    let once = wiringSnapshot(TrackedScreen())
    #expect(once.contains("model.client: TrackerClient → TrackerClient (also at tracker.client)\n"))
  }

  @Test func nilRendersAsNil() {
    #expect(wiringSnapshot(Optional<SceneViewController>.none as Any) == "nil\n")
  }
}

@Suite struct WiringSnapshotComparisonTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wired-\(UUID().uuidString)")

  private func file(_ name: String) -> SnapshotFile {
    SnapshotFile(
      url: folder.appendingPathComponent("__Snapshots__/SceneTests/\(name).wiring.txt"),
      shownPath: "__Snapshots__/SceneTests/\(name).wiring.txt")
  }

  private let local = SnapshotFile.Environment(records: false, isOnCI: false)

  @Test func theFirstRunRecordsAndFailsSayingWhere() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshot = file("sceneWiring")
    let text = wiringSnapshot(SceneCreator.make())
    let failure = try #require(snapshot.compare(text, of: "SceneViewController", record: false, in: local))
    #expect(
      failure.rendered(userMessage: "") == """
        Recorded a new wiring snapshot of SceneViewController at __Snapshots__/SceneTests/sceneWiring.wiring.txt \
        (6 lines below the root)

        Check the file in: the next run compares against it.
        """)
    #expect(snapshot.read() == .snapshot(text))
    #expect(snapshot.compare(text, of: "SceneViewController", record: false, in: local) == nil)
  }

  @Test func onCIAMissingSnapshotFailsWithoutBeingWritten() throws {
    let snapshot = file("onCI")
    let failure = try #require(
      snapshot.compare(
        "Scene\nrouter: Router? = nil\n", of: "Scene", record: false,
        in: SnapshotFile.Environment(records: false, isOnCI: true)))
    #expect(
      failure.rendered(userMessage: "") == """
        No wiring snapshot of Scene at __Snapshots__/SceneTests/onCI.wiring.txt, and CI=true does not record one

          Would record:
            Scene
            router: Router? = nil

        Run the test once where it can write the file, and check the file in.
        """)
    #expect(snapshot.read() == .missing)
  }

  @Test func aChangedGraphFailsWithWhatChangedSaidAsWiring() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshot = file("changed")
    try snapshot.write(
      """
      SceneViewController
      interactor: SceneBusinessLogic? → SceneAInteractor
      interactor.presenter: ScenePresentationLogic? → ScenePresenter
      interactor.presenter.view: SceneDisplayLogic? weak → SceneViewController (root)
      router: SceneRouter? → SceneRouter
      router.viewController: SceneViewController? weak → SceneViewController (root)
      logger: Logger → Logger

      """)
    let now = """
      SceneViewController
      interactor: SceneBusinessLogic? → SceneBInteractor
      interactor.presenter: ScenePresentationLogic? → ScenePresenter
      interactor.presenter.view: SceneDisplayLogic? → SceneViewController (root)
      router: SceneRouter? → SceneRouter
      router.viewController: SceneViewController? weak → SceneViewController (root)
      router.analytics: Analytics? = nil

      """
    let failure = try #require(snapshot.compare(now, of: "SceneViewController", record: false, in: local))
    #expect(
      failure.rendered(userMessage: "") == """
        The wiring of SceneViewController changed since __Snapshots__/SceneTests/changed.wiring.txt

          Changed:
            interactor: SceneAInteractor → SceneBInteractor
            interactor.presenter.view: weak → strong

          Added:
            + router.analytics: Analytics? = nil

          Removed:
            - logger: Logger → Logger

        If the change is intended, record it again: record: true, or WIRED_RECORD_SNAPSHOTS=1.
        """)
    #expect(failure.attachments.map(\.name) == ["changed.wiring.txt"])
  }

  @Test func recordModeWritesOverAndStillFailsSoItIsNotLeftOn() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshot = file("recorded")
    // NB: by parameter, and by environment variable, which records even on CI.
    let ways = [(record: true, local), (record: false, SnapshotFile.Environment(records: true, isOnCI: true))]
    for (record, environment) in ways {
      try snapshot.write("Old\n")
      let failure = try #require(snapshot.compare("Scene\n", of: "Scene", record: record, in: environment))
      #expect(
        failure.rendered(userMessage: "") == """
          Recorded over the wiring snapshot of Scene at __Snapshots__/SceneTests/recorded.wiring.txt (0 lines below \
          the root)

          Turn record mode off (record: false, unset WIRED_RECORD_SNAPSHOTS) and check the file in.
          """)
      #expect(snapshot.read() == .snapshot("Scene\n"))
    }
  }

  @Test func aFolderThatCannotBeWrittenSaysSo() throws {
    let blocker = folder.appendingPathExtension("file")
    try "".write(to: blocker, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: blocker) }
    let snapshot = SnapshotFile(url: blocker.appendingPathComponent("x.wiring.txt"), shownPath: "x.wiring.txt")
    let failure = try #require(snapshot.compare("Scene\n", of: "Scene", record: false, in: local))
    #expect(failure.headline == "Could not write the wiring snapshot of Scene to \(blocker.path)/x.wiring.txt")
    #expect(
      failure.hint
        == "Check that the folder beside the test can be written, and that the file name is one it holds.")
  }

  @Test func snapshotsAreNamedForTheirTestAndAnotherUnnamedOneInTheSameTestFailsAskingForAName() {
    let path: StaticString = "/work/App/Tests/SceneTests.swift"
    #expect(
      SnapshotFile(filePath: path, function: "wiringIsPinned()", name: nil).url.path
        == "/work/App/Tests/__Snapshots__/SceneTests/wiringIsPinned.wiring.txt")
    #expect(
      SnapshotFile(filePath: path, function: "wiringIsPinned()", name: "logged in").shownPath
        == "__Snapshots__/SceneTests/wiringIsPinned.logged in.wiring.txt")
    let test: StaticString = "unnamedTwice()"
    #expect(SnapshotFile.secondUnnamed(filePath: path, function: test, line: 10) == nil)
    #expect(SnapshotFile.secondUnnamed(filePath: path, function: test, line: 10) == nil)
    #expect(
      SnapshotFile.secondUnnamed(filePath: path, function: test, line: 12)?.rendered(userMessage: "") == """
        Expected one unnamed wiring snapshot per test, but unnamedTwice() takes another one here

          First: line 10, __Snapshots__/SceneTests/unnamedTwice.wiring.txt

        Name each snapshot of a test that takes several, so that each has a file of its own: \
        assertWiringSnapshot(…, named: "shallow").
        """)
  }

  @Test func theFirstRecordInATargetThatDoesNotExcludeItsSnapshotsSaysWhatToAddOnce() throws {
    let package = folder.appendingPathComponent("App")
    let tests = package.appendingPathComponent("Tests/AppTests/Scenes")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"let package = Package(name: "App", targets: [.testTarget(name: "AppTests")])"#.write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    func snapshot(_ name: String) -> SnapshotFile {
      SnapshotFile(
        url: tests.appendingPathComponent("__Snapshots__/SceneTests/\(name).wiring.txt"),
        shownPath: "__Snapshots__/SceneTests/\(name).wiring.txt")
    }
    let first = try #require(snapshot("first").compare("Scene\n", of: "Scene", record: false, in: local))
    #expect(
      first.hint == """
        Check the file in: the next run compares against it.
        Add exclude: ["Scenes/__Snapshots__"] to .testTarget(name: "AppTests", …) in Package.swift, or the next \
        build warns that it found unhandled files.
        """)
    let second = try #require(snapshot("second").compare("Scene\n", of: "Scene", record: false, in: local))
    #expect(second.hint == "Check the file in: the next run compares against it.")
  }

  @Test func aDiffSaysAnInjectionLostNeverWhereTheSharedInstanceIsFirstListed() {
    let diff = WiringSnapshotDiff(
      recorded: wiringSnapshot(TrackedFeature()), current: wiringSnapshot(TrackedFeature(.settingsForgotten)))
    #expect(diff.sections == ["  Changed:\n    settings.analytics: AnalyticsTracker → nil"])
  }

  @Test func aDiffSaysAnInstanceReplacedByAnotherAsNoLongerShared() {
    let diff = WiringSnapshotDiff(
      recorded: wiringSnapshot(TrackedFeature()), current: wiringSnapshot(TrackedFeature(.factoryOwnTracker)))
    #expect(
      diff.sections == [
        "  Changed:\n    factory.analytics: no longer the same instance as settings.analytics",
        "  Added:\n    + factory.analytics.client: AnalyticsClient → AnalyticsClient",
      ])
    let back = WiringSnapshotDiff(
      recorded: wiringSnapshot(TrackedFeature(.factoryOwnTracker)), current: wiringSnapshot(TrackedFeature()))
    #expect(
      back.sections == [
        "  Changed:\n    factory.analytics: now the same instance as settings.analytics",
        "  Removed:\n    - factory.analytics.client: AnalyticsClient → AnalyticsClient",
      ])
  }

  @Test func anInstanceTheBuildsNowShareIsNoChangeOfWiring() {
    let diff = WiringSnapshotDiff(
      recorded: "Feed\nanalytics: ConsoleAnalytics? → ConsoleAnalytics\n",
      current: "Feed\nanalytics: ConsoleAnalytics? → ConsoleAnalytics (shared)\nlogger: FeedLogger? → FeedLogger\n")
    #expect(diff.sections == ["  Added:\n    + logger: FeedLogger? → FeedLogger"])
    let replaced = WiringSnapshotDiff(
      recorded: "Feed\nanalytics: ConsoleAnalytics? → ConsoleAnalytics\n",
      current: "Feed\nanalytics: ConsoleAnalytics? → MockAnalytics (shared)\n")
    #expect(replaced.sections == ["  Changed:\n    analytics: ConsoleAnalytics → MockAnalytics"])
    let alone = WiringSnapshotDiff(
      recorded: "Feed\nanalytics: ConsoleAnalytics? → ConsoleAnalytics\n",
      current: "Feed\nanalytics: ConsoleAnalytics? → ConsoleAnalytics (shared)\n")
    #expect(alone.sections == ["  Changed:\n    analytics: now the instance both builds share"])
  }

  @Test func anInstanceTheBuildsNoLongerShareIsAChangeWithWhatItNowHolds() {
    let diff = WiringSnapshotDiff(
      recorded: "Feed\nanalytics: ConsoleAnalytics? → ConsoleAnalytics (shared)\nlogger: FeedLogger? → FeedLogger\n",
      current: """
        Feed
        analytics: ConsoleAnalytics? → ConsoleAnalytics
        analytics.client: AnalyticsClient → AnalyticsClient
        logger: FeedLogger? → FeedLogger

        """)
    #expect(
      diff.sections == [
        "  Changed:\n    analytics: no longer the instance both builds share: each build makes its own",
        "  Added:\n    + analytics.client: AnalyticsClient → AnalyticsClient",
      ])
  }

  @Test func aClosureSetOrClearedSinceTheRecordingIsAChangeNotALineRemoved() {
    let recorded = wiringSnapshot(TrackedScreen())
    let screen = TrackedScreen()
    screen.model.onFinish = {}
    screen.onClose = {}
    let set = WiringSnapshotDiff(recorded: recorded, current: wiringSnapshot(screen))
    #expect(set.sections == ["  Changed:\n    model.onFinish: nil → a closure\n    onClose: nil → a closure"])
    let cleared = WiringSnapshotDiff(recorded: wiringSnapshot(screen), current: recorded)
    #expect(cleared.sections == ["  Changed:\n    model.onFinish: a closure → nil\n    onClose: a closure → nil"])
  }

  @Test func aClosureOfAHolderAddedOrRemovedIsAddedOrRemovedWithIt() {
    let diff = WiringSnapshotDiff(
      recorded: "Screen\nmodel: Model? = nil\n",
      current: "Screen\nmodel: Model? → Model\nmodel.onFinish: (() -> Void)? = nil\n")
    #expect(
      diff.sections == [
        "  Changed:\n    model: nil → Model", "  Added:\n    + model.onFinish: (() -> Void)? = nil",
      ])
    let back = WiringSnapshotDiff(
      recorded: "Screen\nmodel: Model? → Model\nmodel.onFinish: (() -> Void)? = nil\n",
      current: "Screen\nmodel: Model? = nil\n")
    #expect(
      back.sections == [
        "  Changed:\n    model: Model → nil", "  Removed:\n    - model.onFinish: (() -> Void)? = nil",
      ])
  }

  @Test func aCollectionThatGrewIsSaidAsASizeChange() {
    let diff = WiringSnapshotDiff(
      recorded: "Table\nrows: [Row] (2 elements)\n", current: "Table\nrows: [Row] (3 elements)\n")
    #expect(diff.sections == ["  Changed:\n    rows: 2 elements → 3 elements"])
  }
}
