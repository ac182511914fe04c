import Foundation
import Testing
import Wired

// Parity: every snippet, in one module that also imports the package, gives the same failure messages as the package
// for the same failures. Calls that both could take are qualified: `SnippetsBesideWiredTests.assertWired` is the
// snippet's, `Wired.assertWired` the package's.

/// The messages of both, with what differs only by where a fixture was declared or allocated made equal.
private func expectSameMessages(
  snippet: [String], package: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  func normalized(_ messages: [String], fixtures: String) -> [String] {
    messages.map { $0.replacing(fixtures, with: "Via").replacing(/0x[0-9a-f]+/, with: "0x…") }
  }
  #expect(!snippet.isEmpty, "the scenario failed in neither", sourceLocation: sourceLocation)
  #expect(
    normalized(snippet, fixtures: "ViaSnippet") == normalized(package, fixtures: "ViaPackage"),
    sourceLocation: sourceLocation)
}

// MARK: - WiredPaths

protocol Displaying: AnyObject {}

final class Presenter: Equatable {
  weak var view: Displaying?
  var id = 7
  static func == (lhs: Presenter, rhs: Presenter) -> Bool { lhs.id == rhs.id }
}

final class Screen: Displaying {
  let presenter = Presenter()
  private let title = "Profile"
  var items: [String: Int] = ["a": 1]
}

@Suite struct PathsParityTests {
  @Test func everyWayAPathFails() {
    let screen = Screen()
    expectSameMessages(
      snippet: WiredPaths.captureFailures {
        SnippetsBesideWiredTests.assertWired(screen, path: "presenter.view", to: screen)
        SnippetsBesideWiredTests.assertWired(screen, path: "presentr.id", to: 7)
        SnippetsBesideWiredTests.assertWired(screen, path: "title", to: "Settings")
        SnippetsBesideWiredTests.assertWired(screen, path: "presenter", to: Presenter())
        SnippetsBesideWiredTests.assertWired(screen, path: "presenter..id", to: 7)
        SnippetsBesideWiredTests.assertWired(screen, path: "items[\"b\"]", to: 1)
        _ = SnippetsBesideWiredTests.assertWired(screen, path: "presenter", to: Screen.self)
      }.map(\.message),
      package: Wired.captureFailures {
        Wired.assertWired(screen, path: "presenter.view", to: screen)
        Wired.assertWired(screen, path: "presentr.id", to: 7)
        Wired.assertWired(screen, path: "title", to: "Settings")
        Wired.assertWired(screen, path: "presenter", to: Presenter())
        Wired.assertWired(screen, path: "presenter..id", to: 7)
        Wired.assertWired(screen, path: "items[\"b\"]", to: 1)
        _ = Wired.assertWired(screen, path: "presenter", to: Screen.self)
      }.map(\.message))
  }

  @Test func theErrorThatWiredThrows() throws {
    let screen = Screen()
    let snippet = try #require(throws: WiredPaths.WiringError.self) {
      try SnippetsBesideWiredTests.wired(screen, path: "presenter.vew", as: Displaying.self)
    }
    let package = try #require(throws: Wired.WiringError.self) {
      try Wired.wired(screen, path: "presenter.vew", as: Displaying.self)
    }
    expectSameMessages(snippet: [snippet.description], package: [package.description])
  }
}

// MARK: - WiredInjection

final class Coordinator {}

final class SettingsModel {
  var router: Coordinator?
  var analytics: AnyObject?
  weak var delegate: AnyObject?
  var draft: String?
  var child: SettingsModel?
}

@Suite struct InjectionParityTests {
  @Test func everyWayAnInjectionCheckFails() {
    let model = SettingsModel()
    model.child = SettingsModel()
    expectSameMessages(
      snippet: WiredInjection.captureFailures {
        SnippetsBesideWiredTests.assertAllInjected(model)
        SnippetsBesideWiredTests.assertAllInjected(model, except: ["delegat", "draft", "child"])
        SnippetsBesideWiredTests.assertAllInjected(model, except: ["delegate", "draft"], recursive: true)
        SnippetsBesideWiredTests.assertAllInjected(model, recursive: true, counting: .all, scope: .appModules)
      }.map(\.message),
      package: Wired.captureFailures {
        Wired.assertAllInjected(model)
        Wired.assertAllInjected(model, except: ["delegat", "draft", "child"])
        Wired.assertAllInjected(model, except: ["delegate", "draft"], recursive: true)
        Wired.assertAllInjected(model, recursive: true, counting: .all, scope: .appModules)
      }.map(\.message))
  }

  @Test func aMockOfTheDoublesSnippetInTheGraphIsNoMissingInjection() {
    final class Owner {
      let analytics = ViaSnippet.AnalyticsMock()
    }
    #expect(SnippetsBesideWiredTests.checkInjections(in: Owner(), recursive: true).passed)
  }
}

// MARK: - WiredActions

enum ViaSnippet {
  @MainActor final class Stepper: WiredActions.ActionSendingControl {
    var names: [String] = []
    var isEnabledForActions = true
    func registeredActions(for event: String) -> [WiredActions.ControlAction] {
      names.map { WiredActions.ControlAction.handler(named: $0) {} }
    }
    func registeredActionsByEvent() -> [(event: String, actions: [WiredActions.ControlAction])] {
      [("valueChanged", registeredActions(for: "valueChanged"))]
    }
  }

  final class AnalyticsMock: Mock, @unchecked Sendable {
    func track(_ event: String, count: Int) { recordCall(with: event, count) }
    func flush() async throws -> Int { try stubbedValue() }
  }
}

enum ViaPackage {
  @MainActor final class Stepper: Wired.ActionSendingControl {
    var names: [String] = []
    var isEnabledForActions = true
    func registeredActions(for event: String) -> [Wired.ControlAction] {
      names.map { Wired.ControlAction.handler(named: $0) {} }
    }
    func registeredActionsByEvent() -> [(event: String, actions: [Wired.ControlAction])] {
      [("valueChanged", registeredActions(for: "valueChanged"))]
    }
  }

  final class AnalyticsMock: Wired.Mock, @unchecked Sendable {
    func track(_ event: String, count: Int) { recordCall(with: event, count) }
    func flush() async throws -> Int { try stubbedValue() }
  }
}

@MainActor @Suite struct ActionsParityTests {
  @Test func everyWayAnActionCheckFails() {
    let snippet = ViaSnippet.Stepper()
    let package = ViaPackage.Stepper()
    let failures = (
      snippet: WiredActions.captureFailures {
        assertSendsAction(snippet, event: "valueChanged")
        snippet.names = ["increment"]
        assertSendsAction(snippet, event: "valueChanged", action: "decrement")
        snippet.isEnabledForActions = false
        assertSendsAction(snippet, event: "valueChanged")
      },
      package: Wired.captureFailures {
        assertSendsAction(package, event: "valueChanged")
        package.names = ["increment"]
        assertSendsAction(package, event: "valueChanged", action: "decrement")
        package.isEnabledForActions = false
        assertSendsAction(package, event: "valueChanged")
      }
    )
    expectSameMessages(snippet: failures.snippet.map(\.message), package: failures.package.map(\.message))
  }
}

// MARK: - WiredDoubles

@Suite struct DoublesParityTests {
  @Test func everyWayASpyAssertionFails() async {
    let snippet = ViaSnippet.AnalyticsMock()
    let package = ViaPackage.AnalyticsMock()
    snippet.track("opened", count: 1)
    package.track("opened", count: 1)
    let snippetClosure = ClosureSpy<String, Void>("onClose")
    let packageClosure = Wired.ClosureSpy<String, Void>("onClose")
    expectSameMessages(
      snippet: WiredDoubles.captureFailures {
        assertCalled(snippet, "track(_:count:)", with: "closed", 1)
        assertCalled(snippet, "trak(_:count:)")
        assertCalled(snippet, "track(_:count:)", times: 2)
        assertNotCalled(snippet, "track(_:count:)")
        assertNoUnverifiedCalls(snippet)
        assertCallOrder(snippet, ["flush()", "track(_:count:)"])
        assertCalled(snippetClosure, with: "done")
      }.map(\.message)
        + (await WiredDoubles.captureFailures { _ = try? await snippet.flush() }).map(\.message),
      package: Wired.captureFailures {
        assertCalled(package, "track(_:count:)", with: "closed", 1)
        assertCalled(package, "trak(_:count:)")
        assertCalled(package, "track(_:count:)", times: 2)
        assertNotCalled(package, "track(_:count:)")
        assertNoUnverifiedCalls(package)
        assertCallOrder(package, ["flush()", "track(_:count:)"])
        assertCalled(packageClosure, with: "done")
      }.map(\.message)
        + (await Wired.captureFailures { _ = try? await package.flush() }).map(\.message))
  }
}

// MARK: - WiredMemory

final class Parent {
  var child: Child?
}

final class Child {
  var parent: Parent?
}

private func makeCycle() -> Parent {
  let parent = Parent()
  parent.child = Child()
  parent.child?.parent = parent
  return parent
}

@Suite struct MemoryParityTests {
  @Test func everyWayAMemoryCheckFails() {
    let parent = makeCycle()
    defer { parent.child = nil }
    expectSameMessages(
      snippet: WiredMemory.captureFailures {
        SnippetsBesideWiredTests.assertNoRetainCycles(parent)
        SnippetsBesideWiredTests.assertNoRetainCycles(parent, except: ["child.parnt"])
        SnippetsBesideWiredTests.assertNoLeaks { makeCycle() }
      }.map(\.message),
      package: Wired.captureFailures {
        Wired.assertNoRetainCycles(parent)
        Wired.assertNoRetainCycles(parent, except: ["child.parnt"])
        Wired.assertNoLeaks { makeCycle() }
      }.map(\.message))
  }
}

@Suite struct SnippetMocksInMemoryChecksTests {
  final class Owner {
    let analytics: ViaSnippet.AnalyticsMock
    init(analytics: ViaSnippet.AnalyticsMock) { self.analytics = analytics }
  }

  @Test func aMockTheTestHoldsIsNotALeakOfTheApp() {
    let analytics = ViaSnippet.AnalyticsMock()
    let failures = WiredMemory.captureFailures {
      SnippetsBesideWiredTests.assertNoLeaks { Owner(analytics: analytics) }
    }
    #expect(failures.map(\.message) == [])
  }
}
