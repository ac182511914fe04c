import Foundation
import SnippetTestSupport
import Testing
import XCTest

// A VIP scene as an app builds it, and the tests a team that copied WiredPaths.swift writes for it.

protocol ProfileDisplaying: AnyObject {}

final class ProfilePresenter {
  weak var view: ProfileDisplaying?
}

final class ProfileInteractor {
  let presenter: ProfilePresenter
  private let retries = 3

  init(presenter: ProfilePresenter) { self.presenter = presenter }
}

final class ProfileViewController: ProfileDisplaying {
  var interactor: ProfileInteractor?
}

enum ProfileCreator {
  static func make(setsView: Bool = true) -> ProfileViewController {
    let presenter = ProfilePresenter()
    let view = ProfileViewController()
    view.interactor = ProfileInteractor(presenter: presenter)
    if setsView { presenter.view = view }
    return view
  }
}

@Suite struct PathsSnippetTests {
  @Test func aWiredScenePasses() throws {
    let scene = ProfileCreator.make()
    assertWired(scene, path: "interactor.presenter.view", to: scene)
    assertWired(scene, path: "interactor.retries", to: 3)
    let presenter = try wired(scene, path: "interactor.presenter", as: ProfilePresenter.self)
    #expect(presenter.view === scene)
  }

  @Test func aMissingViewIsASwiftTestingIssueAtTheCallersLine() {
    let scene = ProfileCreator.make(setsView: false)
    let line = #line + 2
    withKnownIssue {
      assertWired(scene, path: "interactor.presenter.view", to: scene)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.first?.rawValue.hasPrefix(#"Expected "interactor.presenter.view" to be the given"#) == true
    }
  }

  @Test func aTypoSaysWhichPropertiesExist() {
    let scene = ProfileCreator.make()
    let failures = WiredPaths.captureFailures { assertWired(scene, path: "interactor.presentr.view", to: scene) }
    #expect(failures.map(\.message).first?.contains(#"Did you mean "presenter"?"#) == true)
  }
}

final class PathsSnippetXCTests: FailureRecordingTestCase {
  override class func setUp() {
    super.setUp()
    // NB: these tests take failures before XCTest's observers see them; following the tests from the start lets the
    // snippet know that a test took the failure.
    WiredPaths.XCTestReporter.observeTests()
  }

  func testAWiredScenePasses() {
    let scene = ProfileCreator.make()
    assertWired(scene, path: "interactor.presenter.view", to: scene)
  }

  func testAMissingViewIsAnXCTestFailureAtTheCallersLine() {
    let scene = ProfileCreator.make(setsView: false)
    let line = #line + 1
    let recorded = recordedFailures { assertWired(scene, path: "interactor.presenter.view", to: scene) }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(recorded.first?.description.contains(#"Expected "interactor.presenter.view" to be the given"#), true)
  }
}
