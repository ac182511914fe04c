import Foundation
import SnippetTestSupport
import Testing
import XCTest

// A presenter and its view, which must hold each other weakly in one direction, and the tests a team that copied
// WiredMemory.swift writes for them.

final class OrdersPresenter {
  weak var view: OrdersViewController?
  var retainedView: OrdersViewController?
}

final class OrdersViewController {
  let presenter: OrdersPresenter

  init(presenter: OrdersPresenter) { self.presenter = presenter }
}

enum OrdersCreator {
  static func make(retainsView: Bool = false) -> OrdersViewController {
    let presenter = OrdersPresenter()
    let view = OrdersViewController(presenter: presenter)
    if retainsView { presenter.retainedView = view } else { presenter.view = view }
    return view
  }
}

@Suite struct MemorySnippetTests {
  @Test func aSceneWithAWeakBackReferencePasses() {
    assertNoRetainCycles(OrdersCreator.make())
    assertNoLeaks { OrdersCreator.make() }
    #expect(checkLeaks { OrdersCreator.make() }.passed)
    #expect(checkRetainCycles(in: OrdersCreator.make()).passed)
  }

  @Test(.checksLeaks) func theTraitPassesWhenTheTrackedSceneIsReleased() {
    let scene = trackForMemoryLeaks(OrdersCreator.make())
    #expect(scene.presenter.view === scene)
  }

  @Test func aCycleIsASwiftTestingIssueAtTheCallersLine() {
    let scene = OrdersCreator.make(retainsView: true)
    defer { scene.presenter.retainedView = nil }
    let line = #line + 2
    withKnownIssue {
      assertNoRetainCycles(scene)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.first?.rawValue.contains("make OrdersPresenter.retainedView weak") == true
    }
  }

  @Test func aLeakNamesWhatWasNotReleased() {
    let failures = WiredMemory.captureFailures { assertNoLeaks { OrdersCreator.make(retainsView: true) } }
    #expect(failures.first?.message.contains("OrdersViewController") == true)
  }
}

final class MemorySnippetXCTests: FailureRecordingTestCase {
  override class func setUp() {
    super.setUp()
    // NB: these tests take failures before XCTest's observers see them; following the tests from the start lets the
    // snippet know that a test took the failure.
    WiredMemory.XCTestReporter.observeTests()
  }

  func testTrackedSceneIsReleased() {
    trackForMemoryLeaks(OrdersCreator.make())
  }

  func testACycleIsAnXCTestFailureAtTheCallersLine() {
    let scene = OrdersCreator.make(retainsView: true)
    defer { scene.presenter.retainedView = nil }
    let line = #line + 1
    let recorded = recordedFailures { assertNoRetainCycles(scene) }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(recorded.first?.description.contains("make OrdersPresenter.retainedView weak"), true)
  }
}
