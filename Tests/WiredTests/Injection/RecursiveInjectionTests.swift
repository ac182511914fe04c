import Foundation
import SampleApp
import Testing
import WiredTestSupport

@testable import Wired

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
    let failures = captureFailures { assertAllInjected(scene, recursive: true) }
    expectFailure(
      """
      Expected every optional dependency in the graph of SceneViewController to be injected, but 1 is nil

        Missing:
          interactor.presenter.view: SceneDisplayLogic? (weak)

        Counted: every optional of SceneViewController; below it, optionals of class, protocol or function type

      Inject each one where SceneViewController is built, or list the ones that may stay nil in except:.
      """,
      line: line,
      in: failures
    )
    #expect(checkInjections(in: SceneCreator.make(), recursive: true).missing == [])
  }

  @Test func walksCollectionsAndReportsEachSharedObjectOnceByItsShortestPath() {
    let (hub, _) = hub()
    #expect(checkInjections(in: hub, recursive: true).missing.map(\.path) == ["plugins[1].settings"])
    #expect(checkInjections(in: hub).missing.map(\.path) == [])
  }

  @Test func exceptPathExemptsThePropertyOnTheObjectItReaches() {
    let (hub, _) = hub()
    expectNoFailure { assertAllInjected(hub, except: ["plugins[1].settings"], recursive: true) }
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(hub, except: ["plugins[1].setings"], recursive: true) }
    expectFailure(
      """
      Expected every optional dependency in the graph of Hub to be injected, but 1 is nil

        Missing:
          plugins[1].settings: Person?

        Counted: every optional of Hub; below it, optionals of class, protocol or function type

        Stale except: entries (no such stored property):
          "plugins[1].setings" (did you mean "plugins[1].settings"?)

      Inject each one where Hub is built, or list the ones that may stay nil in except:.
      Correct or remove the stale entries: an entry that names nothing hides nothing, and may hide a typo.
      """,
      line: line,
      in: failures
    )
  }

  @Test func theDiagramOfAFailureMarksWhatItsMessageLists() {
    let failures = captureFailures { assertAllInjected(Pair(), except: ["first"], recursive: true) }
    let diagram = failures.first?.attachments.first { $0.name.hasSuffix(".mmd") }?.content ?? ""
    #expect(diagram.contains("second: Person? (missing)"))
    #expect(!diagram.contains("first"))
  }

  @Test func exceptEntryMatchesAnObjectReachedByAnotherPath() {
    let (hub, other) = hub()
    hub.byName["other"] = other
    #expect(checkInjections(in: hub, except: ["byName[\"other\"].settings"], recursive: true).missing == [])
  }

  @Test func walksEnumPayloadsDictionariesAndSets() {
    let hub = Hub()
    let plugin = Plugin(settings: nil)
    plugin.owner = hub
    hub.byName = ["x": plugin]
    #expect(
      checkInjections(in: hub, except: ["primary"], recursive: true).missing.map(\.path) == ["byName[\"x\"].settings"])
    let set = Hub()
    set.unique = [plugin]
    #expect(
      checkInjections(in: set, except: ["primary"], recursive: true).missing.map(\.path) == [
        "unique[0].settings", "unique[0].owner.primary",
      ]
    )
    let owner = Person("owner")
    defer { withExtendedLifetime(owner) {} }
    let holder = Holder(owner: owner)
    holder.state = .loaded(Loaded(users: []))
    #expect(checkInjections(in: holder, recursive: true).missing.map(\.path).contains("state.loaded.users") == false)
  }

  @Test func scopeDecidesWhichModulesTheWalkEnters() {
    let scene = SceneCreator.make(.forgetsView)
    #expect(checkInjections(in: scene, recursive: true, scope: .appModules.excluding(["SampleApp"])).missing.isEmpty)
    #expect(checkInjections(in: scene, recursive: true, scope: .only(["SampleApp"])).missing.count == 1)
  }

  @Test func aGraphLargerThanTheScopeAllowsFailsInsteadOfHanging() {
    let head = Link.chain(length: 50) { _ in Person("p") }
    defer { head.releaseChain() }
    var scope = GraphScope.appModules
    scope.maximumValueCount = 10
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(head, recursive: true, scope: scope) }
    expectFailure(
      """
      Expected every optional dependency in the graph of Link to be injected

        Stopped after visiting 10 values: the graph is larger than the scope allows.

      Narrow the walk with scope: (.only(["MyModule"]), .excluding([…])) or raise maximumValueCount.
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
    #expect(checkInjections(in: holder, recursive: true).missing.map(\.path) == ["wide.partner"])
    holder.wide.partner = Person("partner")
    #expect(checkInjections(in: holder, recursive: true).missing.isEmpty)
    #expect(wiringSnapshot(of: holder).contains("wide.owner → Person"))
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
    #expect(checkInjections(in: broadcaster, recursive: true).missing.isEmpty)
    #expect(
      wiringSnapshot(of: broadcaster) == """
        Broadcaster
        listener: Listening? weak → Listener
        backup: Listener? weak → Listener (also at listener)

        """)
    listener = nil
    #expect(
      checkInjections(in: broadcaster, recursive: true).missing.map(\.description) == [
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
    #expect(checkInjections(in: holder, recursive: true, counting: .all).missing.map(\.path) == ["handler.fallback"])
    #expect(wiringSnapshot(of: holder).contains("handler.sink → Person"))
  }
}

#if canImport(Synchronization)
  import Synchronization

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private final class MutexCounter {
    let count = Mutex(0)
    var owner: Person?
  }

  @Suite struct NoncopyableFieldTests {
    @Test func aClassWithANoncopyableFieldIsWalkedPastIt() {
      guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
      #expect(TypeKind.isCopyable(Int.self))
      #expect(checkInjections(in: MutexCounter(), recursive: true).missing.map(\.path) == ["owner"])
    }
  }
#endif
