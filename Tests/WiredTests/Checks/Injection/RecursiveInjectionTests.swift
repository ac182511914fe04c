import Foundation
import SampleApp
import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

@Suite struct RecursiveInjectionTests {
  func hub() -> (Hub, Plugin) {
    let hub = Hub()
    let primary = Plugin(settings: Person("primary"))
    primary.owner = hub
    let other = Plugin(settings: nil)
    other.owner = hub
    hub.plugins = [primary, other]
    hub.byName = ["main": primary]
    hub.unique = [primary]
    hub.primary = primary
    return (hub, other)
  }

  @Test func findsAMissingWeakReferenceDeepInACyclicScene() {
    let scene = SceneCreator.make(.forgetsView)
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(scene) }
    expectFailure(
      """
      Expected every optional dependency in the graph of SceneViewController to be injected, but 1 is nil

        Missing:
          interactor.presenter.view: SceneDisplayLogic? (weak)

        Counted: every optional reference (an object, a protocol or a closure) in the graph of SceneViewController

      Inject each one where SceneViewController is built, or list the ones that may stay nil in except:.
      A weak reference is also nil when it was set but nothing else kept its target alive: check that the app holds what it injects there.
      """,
      line: line,
      in: failures
    )
    #expect(checkInjections(SceneCreator.make()).missing == [])
  }

  /// A coordinator's view model forgot its analytics: the default call looks at the whole graph, so the hole one
  /// level down fails the check; `depth: 1` looks at the root's own properties only.
  @Test func theDefaultCallFindsANilBelowTheRoot() {
    let coordinator = SignupCoordinator()
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(coordinator) }
    expectFailure(
      """
      Expected every optional dependency in the graph of SignupCoordinator to be injected, but 1 is nil

        Missing:
          viewModel.analytics: Analytics?

        Counted: every optional reference (an object, a protocol or a closure) in the graph of SignupCoordinator

      Inject each one where SignupCoordinator is built, or list the ones that may stay nil in except:.
      """,
      line: line,
      in: failures
    )
    expectNoFailure { assertAllInjected(coordinator, depth: 1) }
    expectNoFailure { assertAllInjected(coordinator, except: ["viewModel.analytics"]) }
  }

  /// `analytics` is no property of the coordinator, but its view model has one: the stale entry says which path to
  /// write, rather than let the entry hide every `analytics` of the graph.
  @Test func aBareNameOfAPropertyFurtherDownIsPointedToByItsPath() {
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(SignupCoordinator(), except: ["analytics"]) }
    expectFailure(
      """
      Expected every optional dependency in the graph of SignupCoordinator to be injected, but 1 is nil

        Missing:
          viewModel.analytics: Analytics?

        Counted: every optional reference (an object, a protocol or a closure) in the graph of SignupCoordinator

        Stale except: entries (no such property there; one elsewhere in the graph has that name):
          "analytics" (did you mean "viewModel.analytics"?)

      The except: list misspells what is nil: "analytics" (did you mean "viewModel.analytics"?). Correct the entry if it may stay nil; else inject it where SignupCoordinator is built.
      """,
      line: line,
      in: failures
    )
    #expect(checkInjections(SignupCoordinator(), except: ["analytics"]).staleEntries == ["analytics"])
  }

  /// An entry that starts with a type's name excepts that property of every object of the type, wherever the walk
  /// meets it: the form for an object a library holds, whose path would spell the library's internals.
  @Test func anEntryThatStartsWithATypeExceptsThatPropertyOfEveryObjectOfTheType() {
    expectNoFailure { assertAllInjected(SignupCoordinator(), except: ["ViewModel.analytics"]) }
    expectNoFailure { assertAllInjected(SignupCoordinator(), except: ["SignupCoordinator.ViewModel.analytics"]) }
    #expect(checkRetainCycles(SignupCoordinator(), except: ["ViewModel.analytics"]).staleEntries == [])
    let line = #line + 2
    let failures = captureFailures {
      assertAllInjected(SignupCoordinator(), except: ["ViewModle.analytics", "ViewModel.analytcs"])
    }
    expectFailure(
      """
      Expected every optional dependency in the graph of SignupCoordinator to be injected, but 1 is nil

        Missing:
          viewModel.analytics: Analytics?

        Counted: every optional reference (an object, a protocol or a closure) in the graph of SignupCoordinator

        Stale except: entries (name no stored property):
          "ViewModle.analytics" (did you mean "ViewModel.analytics"?)
          "ViewModel.analytcs" (did you mean "ViewModel.analytics"?)

      Inject each one where SignupCoordinator is built, or list the ones that may stay nil in except:.
      Correct or remove the stale entries: an entry that names nothing hides nothing, and may hide a typo.
      """,
      line: line,
      in: failures
    )
  }

  @Test func walksCollectionsAndReportsEachSharedObjectOnceByItsShortestPath() {
    let (hub, _) = hub()
    #expect(checkInjections(hub).missing.map(\.path) == ["plugins[1].settings"])
    #expect(checkInjections(hub, depth: 1).missing.map(\.path) == [])
  }

  @Test func exceptPathExemptsThePropertyOnTheObjectItReaches() {
    let (hub, _) = hub()
    expectNoFailure { assertAllInjected(hub, except: ["plugins[1].settings"]) }
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(hub, except: ["plugins[1].setings"]) }
    expectFailure(
      """
      Expected every optional dependency in the graph of Hub to be injected, but 1 is nil

        Missing:
          plugins[1].settings: Person?

        Counted: every optional reference (an object, a protocol or a closure) in the graph of Hub

        Stale except: entries (name no stored property):
          "plugins[1].setings" (did you mean "plugins[1].settings"?)

      The except: list misspells what is nil: "plugins[1].setings" (did you mean "plugins[1].settings"?). Correct the entry if it may stay nil; else inject it where Hub is built.
      """,
      line: line,
      in: failures
    )
  }

  @Test func theDiagramOfAFailureMarksWhatItsMessageLists() {
    let failures = captureFailures { assertAllInjected(Pair(), except: ["first"]) }
    let diagram = failures.first?.attachments.first { $0.name.hasSuffix(".mmd") }?.content ?? ""
    #expect(diagram.contains("second: Person? (missing)"))
    #expect(!diagram.contains("first"))
  }

  @Test func exceptEntryMatchesAnObjectReachedByAnotherPath() {
    let (hub, other) = hub()
    hub.byName["other"] = other
    #expect(checkInjections(hub, except: ["byName[\"other\"].settings"]).missing == [])
  }

  @Test func walksEnumPayloadsDictionariesAndSets() {
    let hub = Hub()
    let plugin = Plugin(settings: nil)
    plugin.owner = hub
    hub.byName = ["x": plugin]
    #expect(
      checkInjections(hub, except: ["primary"]).missing.map(\.path) == ["byName[\"x\"].settings"])
    let set = Hub()
    set.unique = [plugin]
    #expect(
      checkInjections(set, except: ["primary"]).missing.map(\.path) == [
        "unique[0].settings", "unique[0].owner.primary",
      ]
    )
    let owner = Person("owner")
    defer { withExtendedLifetime(owner) {} }
    let holder = Holder(owner: owner)
    holder.state = .loaded(Loaded(users: []))
    #expect(checkInjections(holder).missing.map(\.path).contains("state.loaded.users") == false)
  }

  @Test func scopeDecidesWhichModulesTheWalkEnters() {
    let scene = SceneCreator.make(.forgetsView)
    #expect(checkInjections(scene, scope: .appModules.excluding(["SampleApp"])).missing.isEmpty)
    #expect(checkInjections(scene, scope: .only(["SampleApp"])).missing.count == 1)
  }

  @Test func aGraphLargerThanTheScopeAllowsFailsInsteadOfHanging() {
    let head = Link.chain(length: 50) { _ in Person("p") }
    defer { head.releaseChain() }
    var scope = GraphScope.appModules
    scope.visitLimit = 10
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(head, scope: scope) }
    expectFailure(
      """
      Expected every optional dependency in the graph of Link to be injected

        Stopped after visiting 10 values: the graph is larger than the scope allows.

      Narrow the walk with scope: (.only(["MyModule"]), .excluding([…])) or raise visitLimit.
      """,
      line: line,
      in: failures
    )
  }
}

/// A struct larger than an existential's inline buffer, with references past its first words.
private struct Wide {
  var first = 1, second = 2, third = 3, fourth = 4
  var partner: Person?
  let owner = Person("owner")
  var note: String? = "n"
}

private final class WideHolder {
  var wide = Wide()
}

@Suite struct WideValueTests {
  @Test func aStructLargerThanAnExistentialsBufferIsReadAtItsOwnAddress() {
    let holder = WideHolder()
    #expect(checkInjections(holder).missing.map(\.path) == ["wide.partner"])
    holder.wide.partner = Person("partner")
    #expect(checkInjections(holder).missing.isEmpty)
    #expect(wiringSnapshot(holder).contains("wide.owner → Person"))
  }
}

private protocol Listening: AnyObject {}
private final class Listener: Listening {}
private final class Broadcaster {
  weak var listener: (any Listening)?
  weak var backup: Listener?
}

@Suite struct WeakFieldTests {
  @Test func aWeakReferenceIsReadAsItsTargetWhileItLivesAndAsNilOnceItIsReleased() {
    let broadcaster = Broadcaster()
    var listener: Listener? = Listener()
    broadcaster.listener = listener
    broadcaster.backup = listener
    #expect(checkInjections(broadcaster).missing.isEmpty)
    #expect(
      wiringSnapshot(broadcaster) == """
        Broadcaster
        listener: Listening? weak → Listener
        backup: Listener? weak → Listener (also at listener)

        """)
    listener = nil
    #expect(
      checkInjections(broadcaster).missing.map(\.description) == [
        "listener: Listening? (weak)", "backup: Listener? (weak)",
      ])
  }
}

private protocol Handling {}
/// A struct behind a protocol that is not class-bound, larger than an existential's buffer, as a logger's handler is.
private struct StreamHandling: Handling {
  var label = "stream"
  var level = 3
  var prefix: String? = "> "
  let sink = Person("sink")
  var fallback: Person?
}

private final class HandlingHolder {
  let handler: any Handling = StreamHandling()
}

@Suite struct ExistentialStructTests {
  @Test func aStructBehindAnExistentialIsReadAsTheStructItHolds() {
    let holder = HandlingHolder()
    #expect(checkInjections(holder, counting: .all).missing.map(\.path) == ["handler.fallback"])
    #expect(wiringSnapshot(holder).contains("handler.sink → Person"))
  }
}

/// A coordinator that owns a view model, whose analytics nobody injected.
final class SignupCoordinator {
  final class ViewModel {
    var analytics: Analytics?
  }

  let viewModel = ViewModel()
  var router: SceneRouter? = SceneRouter()

  init() {
    router?.analytics = ConsoleAnalytics()
    router?.viewController = accountRouterOrigin
  }
}
