import Foundation
import SnippetTestSupport
import Testing
import XCTest

// Optional dependencies that a settings screen's creator must inject, and the tests a team that copied
// WiredInjection.swift writes for it.

protocol Analytics: AnyObject { func track(_ event: String) }
protocol SettingsRouting: AnyObject { func close() }

final class ConsoleAnalytics: Analytics { func track(_ event: String) {} }
final class SettingsRouter: SettingsRouting { func close() {} }

final class SettingsViewModel {
  var analytics: Analytics?
  var router: SettingsRouting?
  weak var delegate: AnyObject?
  var lastError: String?
}

final class SettingsScreen {
  let viewModel = SettingsViewModel()
}

enum SettingsCreator {
  static func make(injectsRouter: Bool = true) -> SettingsScreen {
    let screen = SettingsScreen()
    screen.viewModel.analytics = ConsoleAnalytics()
    if injectsRouter { screen.viewModel.router = SettingsRouter() }
    return screen
  }
}

@Suite struct InjectionSnippetTests {
  @Test func aWiredScreenPasses() {
    let screen = SettingsCreator.make()
    // NB: every optional of the object checked counts, state too; below it, only dependencies (`lastError` is state).
    assertAllInjected(screen.viewModel, except: ["delegate", "lastError"])
    assertAllInjected(screen, except: ["viewModel.delegate"], recursive: true)
    #expect(checkInjections(in: screen.viewModel, except: ["delegate", "lastError"]).passed)
  }

  @Test func aRouterNobodyInjectedIsASwiftTestingIssueAtTheCallersLine() {
    let screen = SettingsCreator.make(injectsRouter: false)
    let line = #line + 2
    withKnownIssue {
      assertAllInjected(screen.viewModel, except: ["delegate", "lastError"])
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.first?.rawValue.contains("router: SettingsRouting?") == true
    }
  }

  @Test func aStaleExceptionIsReportedWithADidYouMean() {
    let screen = SettingsCreator.make()
    let failures = WiredInjection.captureFailures {
      assertAllInjected(screen.viewModel, except: ["delegat", "lastError"])
    }
    #expect(failures.first?.message.contains(#""delegat" (did you mean "delegate"?)"#) == true)
  }
}

final class InjectionSnippetXCTests: FailureRecordingTestCase {
  override class func setUp() {
    super.setUp()
    // NB: these tests take failures before XCTest's observers see them; following the tests from the start lets the
    // snippet know that a test took the failure.
    WiredInjection.XCTestReporter.observeTests()
  }

  func testAWiredScreenPasses() {
    assertAllInjected(SettingsCreator.make().viewModel, except: ["delegate", "lastError"])
  }

  func testARouterNobodyInjectedIsAnXCTestFailureAtTheCallersLine() {
    let screen = SettingsCreator.make(injectsRouter: false)
    let line = #line + 1
    let recorded = recordedFailures { assertAllInjected(screen.viewModel, except: ["delegate", "lastError"]) }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(recorded.first?.description.contains("router: SettingsRouting?"), true)
  }
}
