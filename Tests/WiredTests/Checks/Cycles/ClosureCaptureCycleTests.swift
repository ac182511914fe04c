import Testing
import WiredTestSupport
import XCTest

@testable import Wired
@testable import WiredChecks

/// A view model whose refresh handler captures it strongly, the commonest cycle a Swift app writes.
final class RefreshingListModel {
  var items: [String] = []
  var onRefresh: (() -> Void)?
  let loader = ListLoader()

  func bind() {
    onRefresh = { self.items = ["reloaded"] }
  }

  func bindToMethod() {
    onRefresh = reload
  }

  func reload() { items = ["reloaded"] }

  func bindWeakly() {
    onRefresh = { [weak self] in self?.items = ["reloaded"] }
  }
}

/// What a list model loads from; its `onLoaded` handler may call back into the screen that owns the model.
final class ListLoader {
  var onLoaded: (() -> Void)?
}

/// A screen whose view model's loader calls back into the screen through a closure that captures it.
final class ListScreen {
  let viewModel = RefreshingListModel()

  func bind() {
    viewModel.loader.onLoaded = { self.render() }
  }

  func render() {}
}

/// A closure whose context is one object keeps that object as a stored reference would: the cycle checks see it,
/// and nothing else changes (paths, snapshots and injection checks read stored properties alone).
@Suite struct ClosureCaptureCycleTests {
  @Test func aHandlerThatCapturesItsOwnerIsACycleWithTheFixToMake() {
    let model = RefreshingListModel()
    model.bind()
    defer { model.onRefresh = nil }
    let line = #line + 1
    let failures = captureFailures { assertNoRetainCycles(model) }
    expectFailure(Self.handlerCycle, line: line, in: failures)
  }

  /// The failure of a ``RefreshingListModel`` bound strongly, in both frameworks.
  static let handlerCycle = """
    Expected no strong reference cycle in the graph of RefreshingListModel, but found 1

      Cycle 1, at the root:
        RefreshingListModel.onRefresh: (() -> Void)? captures RefreshingListModel
        Break it: capture RefreshingListModel weakly in RefreshingListModel.onRefresh ([weak self]), or set the closure to nil when it is done

    Make the reference that points back toward the root weak or unowned, or the closure's capture of it weak: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
    """

  @Test func aCycleThroughStoredReferencesAndAClosureIsBrokenAtTheClosure() {
    let screen = ListScreen()
    screen.bind()
    defer { screen.viewModel.loader.onLoaded = nil }
    let report = checkRetainCycles(screen)
    #expect(
      report.cycles.map(\.references.description) == [
        "[ListScreen.viewModel: RefreshingListModel → RefreshingListModel, RefreshingListModel.loader: ListLoader → ListLoader, "
          + "ListLoader.onLoaded: (() -> Void)? captures ListScreen]"
      ])
    #expect(
      report.message?.contains(
        "    Break it: capture ListScreen weakly in ListLoader.onLoaded ([weak self]), or set the closure to nil when "
          + "it is done\n") == true)
  }

  @Test func aMethodStoredAsAHandlerKeepsItsObject() {
    let model = RefreshingListModel()
    model.bindToMethod()
    defer { model.onRefresh = nil }
    #expect(
      checkRetainCycles(model).cycles.map(\.description) == ["RefreshingListModel.onRefresh → RefreshingListModel"])
  }

  @Test func aHandlerThatCapturesWeaklyIsNoCycle() {
    let model = RefreshingListModel()
    model.bindWeakly()
    expectNoFailure { assertNoRetainCycles(model) }
  }

  @Test func theAwaitedCheckSeesTheCaptureToo() async {
    let model = RefreshingListModel()
    model.bind()
    defer { model.onRefresh = nil }
    let report = await checkRetainCycles(model)
    #expect(report.cycles.map(\.description) == ["RefreshingListModel.onRefresh → RefreshingListModel"])
  }

  @Test func aClosureTheAppKeepsOnPurposeIsExceptedByItsName() {
    let model = RefreshingListModel()
    model.bind()
    defer { model.onRefresh = nil }
    #expect(!checkRetainCycles(model).passed)
    #expect(checkRetainCycles(model, except: ["onRefresh"]).passed)
  }

  @Test func aCaptureIsNoStoredPropertyToPathsSnapshotsOrInjection() {
    let screen = ListScreen()
    screen.bind()
    defer { screen.viewModel.loader.onLoaded = nil }
    #expect(
      wiringSnapshot(screen) == """
        ListScreen
        viewModel: RefreshingListModel → RefreshingListModel
        viewModel.onRefresh: (() -> Void)? = nil
        viewModel.loader: ListLoader → ListLoader

        """)
    #expect(checkInjections(screen).missing.map(\.description) == ["viewModel.onRefresh: (() -> Void)?"])
  }
}

/// The same cycle in an XCTest test: the failure lands on the running test, at the caller's line.
final class ClosureCaptureCycleXCTests: FailureRecordingTestCase, @unchecked Sendable {
  func testAHandlerThatCapturesItsOwnerFailsAtTheCallersLine() {
    let model = RefreshingListModel()
    model.bind()
    defer { model.onRefresh = nil }
    let line = #line + 1
    let recorded = recordedFailures { assertNoRetainCycles(model) }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(recorded.map(\.description), ["failed - " + ClosureCaptureCycleTests.handlerCycle])
  }
}
