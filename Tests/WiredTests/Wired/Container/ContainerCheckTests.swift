import Foundation
import SampleApp
import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// A container as tests write one: a dictionary of factories, and one singleton it shares.
private final class TinyContainer: @unchecked Sendable {
  let sharedScene = SceneCreator.make()
  var factories: [String: () -> Any?] = [:]

  init() {
    factories["scene"] = { SceneCreator.make() }
    factories["shared scene"] = { [unowned self] in sharedScene }
    factories["leaky scene"] = { LeakyCreator.make() }
    factories["registering model"] = { RegisteringModel() }
    factories["tracked model"] = { TrackedModel() }
    factories["scene user"] = { [unowned self] in SharedSceneUser(scene: sharedScene) }
    factories["unregistered"] = { nil }
  }

  func service(_ name: String, except: [any PropertyName] = []) -> ContainerService {
    ContainerService(name, except: except) { self.factories[name]?() ?? nil }
  }
}

/// A service that holds the container's singleton: a new one each time, the singleton the same.
private final class SharedSceneUser {
  let scene: AnyObject
  init(scene: AnyObject) { self.scene = scene }
}

/// A service with a property that can never be nil.
private final class TitledService {
  let title = "Settings"
}

private struct ResolutionError: Error, CustomStringConvertible {
  var description: String { "no registration for Router" }
}

@Suite(.serialized) struct ContainerCheckTests {
  /// One waiting rule for every leak form: the awaited container check waits for work in flight, as
  /// `await assertNoLeaks` does, where the synchronous one looks once.
  @Test func theAwaitedContainerCheckWaitsForWorkInFlightToLetGo() async {
    let services = [ContainerService("importer") { InFlightImporter.started() }]
    #expect(await checkContainer(services, checking: [.leaks]).passed)
    let once = lookingOnce { checkContainer(services, checking: [.leaks]) }
    #expect(
      once.failures["importer"] == ["not released: (the root) InFlightImporter (kept from outside the stored graph)"])
  }

  /// What every resolution lets go of ends the awaited wait at once: the resolutions are out of the check's own hands
  /// before it waits.
  @Test func anAwaitedContainerCheckOfServicesThatAreReleasedDoesNotWaitItOut() async {
    let container = TinyContainer()
    let start = Date()
    #expect(await checkContainer([container.service("scene")], checking: [.leaks]).passed)
    #expect(Date().timeIntervalSince(start) < 0.9, "the wait is a second: a service that was released waited it out")
  }

  /// A leak in a cycle names the cycle's number: with no cycle check asked for, the leak check's cycles are listed.
  @Test func aLeaksOnlyCheckListsTheCyclesItsLeaksAreIn() {
    let container = TinyContainer()
    let report = checkContainer([container.service("leaky scene")], checking: [.leaks])
    #expect(report.failures["leaky scene"]?.contains { $0.hasPrefix("retain cycle: ") } == true, "\(report)")
    #expect(report.message?.contains("Cycle 1") == true, "\(report)")
  }

  /// A leak that cycles of stored references alone explain is reported without the wait, which nothing could end.
  @Test func anAwaitedLeakCheckReturnsAtOnceWhenStoredCyclesExplainTheLeak() async {
    let report = await checkLeaks(timeout: 60) { SelfKeeping() }
    #expect(
      report.message?.hasPrefix("Expected every object built by the closure to be released, but 1 was not") == true,
      "a wait would say \"within 60.0 s\"")
  }

  @Test func passesWhenEveryServiceResolvesWired() {
    let container = TinyContainer()
    expectNoFailure {
      assertContainerWired(
        [container.service("scene"), container.service("tracked model")],
        checking: [.injection, .retainCycles, .leaks])
    }
  }

  @Test func oneFailureNamesEveryServiceThatFailedAndWhy() {
    let container = TinyContainer()
    let scene = SceneCreator.make(.forgetsView)
    let services = [
      container.service("scene"),
      ContainerService(SceneViewController.self) { scene },
      container.service("leaky scene"),
      container.service("unregistered"),
      ContainerService("router") { throw ResolutionError() },
    ]
    let failures = captureFailures { assertContainerWired(services, message: "app container") }
    expectFailure(
      """
      app container - Expected every service of the container to resolve wired, but 4 of 5 did not

        SceneViewController:
          Missing:
            interactor.presenter.view: SceneDisplayLogic? (weak)
        leaky scene:
          Cycle 1, at the root:
            SceneViewController.interactor: SceneBusinessLogic? → SceneAInteractor
            SceneAInteractor.presenter: ScenePresentationLogic? → LeakyPresenter
            LeakyPresenter.view: SceneDisplayLogic? → SceneViewController
            Break it: make LeakyPresenter.view weak
        unregistered:
          Did not resolve: the container returned nil
        router:
          Did not resolve: it threw no registration for Router

        Counted: every optional reference (an object, a protocol or a closure) in the graph of each service

      Register each service that did not resolve, or make its closure return it.
      Inject each missing one where its service is registered, or list the ones that may stay nil in the service's except:.
      A weak reference is also nil when it was set but nothing else kept its target alive: check that the app holds what it injects there.
      Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
      """, line: #line - 25, in: failures)
  }

  @Test func aNilDependencyOfAServiceThatDidNotResolveIsTracedToIt() {
    let services = [
      ContainerService(SceneRouter.self, except: ["viewController"]) { SceneRouter() },
      ContainerService(Analytics.self) { nil },
    ]
    let failures = captureFailures { assertContainerWired(services) }
    expectFailure(
      """
      Expected every service of the container to resolve wired, but 2 of 2 did not

        SceneRouter:
          Missing:
            analytics: Analytics? — Analytics did not resolve
        Analytics:
          Did not resolve: the container returned nil

        Counted: every optional reference (an object, a protocol or a closure) in the graph of each service

      Register each service that did not resolve, or make its closure return it: the nil dependencies of its type follow from it.
      """, line: #line - 14, in: failures)
    #expect(
      checkContainer(services).failures["SceneRouter"] == ["nil: analytics: Analytics? (Analytics did not resolve)"])
  }

  @Test func aNilDependencyOfAResolvedTypeKeepsItsAdvice() {
    let services = [
      ContainerService(SceneRouter.self, except: ["viewController"]) { SceneRouter() },
      ContainerService(SceneViewController.self) { nil },
    ]
    let message = checkContainer(services).message ?? ""
    #expect(message.contains("    analytics: Analytics?\n"))
    #expect(message.contains("Inject each missing one where its service is registered"))
  }

  @Test func aServicesExceptionsAreItsOwnAndStayHonest() {
    let container = TinyContainer()
    container.factories["forgetful"] = { SceneCreator.make(.forgetsView) }
    let report = checkContainer([
      container.service("forgetful", except: ["interactor.presenter.view"]),
      container.service("scene", except: ["routr"]),
    ])
    #expect(report.failures == ["scene": ["except: names no property: \"routr\" (did you mean \"router\"?)"]])
  }

  @Test func leaksAreCheckedOnRequestAndTheContainersSingletonsAreNot() {
    let container = TinyContainer()
    let services = ["shared scene", "registering model", "leaky scene"].map { container.service($0) }
    #expect(checkContainer(services).failures.keys.sorted() == ["leaky scene"])
    let report = ChildRegistry.$shared.withValue(ChildRegistry()) { checkContainer(services, checking: [.leaks]) }
    #expect(report.failures.keys.sorted() == ["leaky scene", "registering model"])
    #expect(
      report.failures["registering model"] == [
        "not released: child: ModelChild (kept from outside the stored graph)"
      ])
  }

  /// With cycles checked too, the leak check compares its resolution with the one the cycle check walked: what both
  /// hold (the container's singleton) is shared, not a leak, and what each keeps from outside is found as before.
  @Test func withCyclesCheckedTheLeakCheckComparesWithTheResolutionTheCycleCheckWalked() {
    let container = TinyContainer()
    let services = ["scene user", "registering model", "leaky scene"].map { container.service($0) }
    let report = ChildRegistry.$shared.withValue(ChildRegistry()) {
      checkContainer(services, checking: [.retainCycles, .leaks])
    }
    #expect(report.failures.keys.sorted() == ["leaky scene", "registering model"])
    #expect(
      report.failures["registering model"] == [
        "not released: child: ModelChild (kept from outside the stored graph)"
      ])
    #expect(
      report.failures["leaky scene"]?.prefix(2) == [
        "retain cycle: SceneViewController.interactor → SceneAInteractor.presenter → LeakyPresenter.view "
          + "→ SceneViewController",
        "not released: (the root) SceneViewController (in cycle 1)",
      ])
  }

  /// The awaited form compares as the synchronous one does, with the actors of both resolutions entered.
  @Test func theAwaitedFormComparesWithTheResolutionItsCycleCheckWalked() async {
    let container = TinyContainer()
    let services = ["scene user", "leaky scene"].map { container.service($0) }
    let report = await checkContainer(services, checking: [.retainCycles, .leaks])
    #expect(report.failures.keys.sorted() == ["leaky scene"])
    let leaky = report.failures["leaky scene"] ?? []
    #expect(leaky.contains("not released: (the root) SceneViewController (in cycle 1)"))
  }

  @Test func theInjectionPartIsAssertAllInjectedsCheckWithTheSameRuleOnTheSameObject() {
    // NB: the screen's `errorText: String?` is state to both; its `analyticsOverride` reference is a dependency to both.
    let screen = SessionScreenFixture()
    let alone = checkInjections(screen)
    let asAService = checkContainer([ContainerService(SessionScreenFixture.self) { screen }])
    #expect(alone.missing.map(\.description) == ["analyticsOverride: Analytics?"])
    #expect(asAService.failures == ["SessionScreenFixture": alone.missing.map { "nil: \($0)" }])
    #expect(alone.message?.contains("    analyticsOverride: Analytics?\n") == true)
    #expect(asAService.message?.contains("      analyticsOverride: Analytics?\n") == true)
  }

  @Test func aCycleThatAlsoLeaksIsReportedOnceByItsCycle() {
    let container = TinyContainer()
    let report = checkContainer([container.service("leaky scene")], checking: [.retainCycles, .leaks])
    #expect(report.message?.contains("Cycle 1, at the root:") == true)
    // NB: every object that outlived the scene is the cycle's, which the message says once.
    #expect(report.message?.contains("Not released:") == false)
    #expect(report.failures["leaky scene"]?.contains { $0.hasPrefix("not released:") } == true)
  }

  @Test func aLeakKeptFromOutsideKeepsTheLeakChecksAdvice() {
    let container = TinyContainer()
    let report = ChildRegistry.$shared.withValue(ChildRegistry()) {
      checkContainer([container.service("registering model")], checking: [.leaks])
    }
    #expect(
      report.message == """
        Expected every service of the container to resolve wired, but 1 of 1 did not

          registering model:
            Not released:
              child: ModelChild, kept from outside the stored graph

        Something that is not a stored property of the graph keeps the objects marked "kept from outside" alive: a task still running, or a closure that captures one (a singleton's handler, a timer, a notification observer); look for self captured strongly.
        RegisteringModel, the root, was released, but not all it held: what keeps the rest is outside the graph as it was read, a registry it was handed to, or an object the root built and let go (a scene its start() made) that lives on in a cycle of its own, which may run through a closure that captures it: check that object with assertNoRetainCycles, and its closures for self captured strongly.
        """)
  }

  @Test func aNeverNilEntryKeepsTheInjectionChecksAdvice() {
    let report = checkContainer([ContainerService("settings", except: ["title"]) { TitledService() }])
    #expect(
      report.message == """
        Expected every service of the container to resolve wired, but 1 of 1 did not

          settings:
            Stale except: entries (not optional, so never nil):
              "title"

          Counted: every optional reference (an object, a protocol or a closure) in the graph of each service

        Correct or remove the stale entries: an entry that names nothing, or nothing that can be nil, hides nothing, and may hide a typo.
        """)
    #expect(report.failures == ["settings": ["except: never nil: \"title\""]])
  }

  @Test func aWalkCutShortKeepsTheInjectionChecksAdvice() {
    var scope = GraphScope.appModules
    scope.visitLimit = 2
    let report = checkContainer([TinyContainer().service("scene")], scope: scope)
    #expect(
      report.message == """
        Expected every service of the container to resolve wired, but 1 of 1 did not

          scene:
            Stopped after visiting 2 values: the graph is larger than the scope allows.

          Counted: every optional reference (an object, a protocol or a closure) in the graph of each service

        Narrow the walk with scope: (.only(["MyModule"]), .excluding([…])) or raise visitLimit.
        """)
  }
}

/// An importer that a task still holds for a moment after the container let it go, as an operation queue still
/// draining does.
private final class InFlightImporter: @unchecked Sendable {
  static func started() -> InFlightImporter {
    let importer = InFlightImporter()
    // NB: a thread of its own, as an operation queue's work is: a task would wait for the cooperative pool, which the
    // suites running beside this one may hold for longer than the check waits, most of all under a sanitizer.
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.1)
      withExtendedLifetime(importer) {}
    }
    return importer
  }
}

/// An object that keeps itself.
final class SelfKeeping {
  var me: SelfKeeping?
  init() { me = self }
}

/// Runs `body` as a synchronous test would: the synchronous form of each check.
private func lookingOnce<Result>(_ body: () -> Result) -> Result {
  body()
}

/// A factory isolated to the main actor, as an app's view factories are.
@MainActor final class MainActorScreenFactory {
  func makeSettings() -> TitledScreen { TitledScreen() }
}

/// A screen whose one dependency the factory never injects.
@MainActor final class TitledScreen {
  var analytics: AnyObject?
}

/// A `@MainActor` test resolves a main-actor factory in a service's closure directly, as the container article says.
@Suite struct MainActorContainerTests {
  @Test @MainActor func aMainActorFactoryResolvesInAMainActorTest() {
    let factory = MainActorScreenFactory()
    let line = #line + 2
    let failures = captureFailures {
      assertContainerWired([ContainerService(TitledScreen.self) { factory.makeSettings() }])
    }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(failures.first?.message.contains("    analytics: AnyObject?") == true, "\(failures)")
  }
}
