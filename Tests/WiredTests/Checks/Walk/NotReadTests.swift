import Foundation
import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

// The app code of these tests: handlers that only a library's actor holds, an app's ManagedBuffer, a reference in raw
// atomic storage.

private final class AuditLog: Sendable {}

/// A route handler that only the server holds: a dependency, and a reference back to the app.
private final class AdminHandler: @unchecked Sendable {
  var audit: AuditLog?
  var owners: ServerApp?
}

/// An app whose server is a library's actor.
private final class ServerApp: @unchecked Sendable {
  let server = LibraryActorServer()
  var audit: AuditLog? = AuditLog()

  /// Appends a handler that keeps the app, with its dependency left nil.
  func start() async {
    let admin = AdminHandler()
    admin.owners = self
    await server.appendRoute("/admin", to: admin)
  }
}

/// A service that keeps the group it is registered in.
private final class KeepingService: @unchecked Sendable {
  var group: LibraryActorGroup?
}

/// An event the app keeps in a ring buffer of its own.
private final class HubEvent {
  var sink: AuditLog?
}

/// The app's own ring of events, tail-allocated.
private final class EventRing: ManagedBuffer<Int, HubEvent> {}

private final class EventHub {
  let recentEvents = EventRing.create(minimumCapacity: 4) { _ in 0 }
}

/// A token typed by the object it belongs to, which it does not keep.
private final class Token<Owner: AnyObject> {
  let id = 7
}

private final class PhantomTokenHolder {
  let token = Token<AuditLog>()
}

/// An app that keeps a service in raw atomic storage, lazily.
private final class LazyHub {
  let service = LibraryLazyReference<AuditLog>()
}

private let libraryScope = GraphScope(
  excludedModules: ModuleName.system, onlyModules: nil, libraryModules: ["WiredTestSupport"])

/// Where a walk does not look, it says so: a library's actor is read by the awaited checks, and listed with a warning
/// by the synchronous ones; what the runtime does not describe is named.
@Suite struct NotReadTests {
  private let actorNote =
    "not read: it is an actor, whose state only its own executor may read; await the check from an async test to read "
    + "it there"

  @Test func aSynchronousCheckPassesAndWarnsThatALibrarysActorWasNotEntered() async {
    let app = ServerApp()
    await app.start()
    let report = synchronously { checkInjections(app, scope: libraryScope) }
    #expect(report.passed)
    #expect(report.notRead == [GraphFinding(path: "server", type: "LibraryActorServer", note: actorNote)])
    #expect(synchronously { checkRetainCycles(app, scope: libraryScope) }.notRead == report.notRead)
    let line = #line + 1
    let failures = synchronously { captureFailures { assertAllInjected(app, scope: libraryScope) } }
    #expect(failures.map(\.isWarning) == [true])
    expectFailure(
      """
      Found no missing dependencies in the graph of ServerApp, but did not read 1 place where the app's objects may be

        Not read (may hold the app's objects):
          server: LibraryActorServer — \(actorNote)

      Await the check from an async test: it reads each actor on its own executor.
      """,
      line: line, in: failures)
    await app.server.stop()
  }

  @Test func anAwaitedCheckReadsALibrarysActorAndFindsTheHoleAndTheCycleBehindIt() async {
    let app = ServerApp()
    await app.start()
    let injections = await checkInjections(app, scope: libraryScope)
    #expect(injections.notRead == [])
    #expect(injections.missing.map(\.description) == ["server ⋯ AdminHandler.audit: AuditLog?"])
    let cycles = await checkRetainCycles(app, scope: libraryScope)
    #expect(cycles.cycles.count == 1)
    #expect(cycles.cycles.first?.references.map(\.path) == ["server", "routes[\"/admin\"]", "owners"])
    await app.server.stop()
  }

  /// NB: the assertion's warning is a Swift Testing issue of severity warning: were it an error, this test would fail.
  @Test func theWarningOfASynchronousCheckFailsNoTest() async {
    let app = ServerApp()
    await app.start()
    #expect(synchronously { assertAllInjected(app, scope: libraryScope) })
    await app.server.stop()
  }

  @Test func aCheckAwaitedOnAnActorReadsThatActorWithoutWaitingForItself() async {
    let store = CheckingStore()
    let report = await store.checkItself()
    #expect(
      report.missing.map(\.description) == ["(the root) audit: AuditLog?"] || report.missing.map(\.path) == ["audit"])
    #expect(report.unreadable == [])
  }

  @Test func aContainerWhoseServicesPassWarnsOfTheActorItsChecksDidNotEnter() async {
    let app = ServerApp()
    await app.start()
    let services = [ContainerService("app") { app }]
    let report = synchronously { checkContainer(services, scope: libraryScope) }
    #expect(report.passed)
    #expect(report.notRead == ["app": [GraphFinding(path: "server", type: "LibraryActorServer", note: actorNote)]])
    let line = #line + 1
    let failures = synchronously { captureFailures { assertContainerWired(services, scope: libraryScope) } }
    #expect(failures.map(\.isWarning) == [true])
    expectFailure(
      """
      Found no problems in the graph of the container, but did not read 1 place where the app's objects may be

        Not read (may hold the app's objects):
          app › server: LibraryActorServer — \(actorNote)

      Await the check from an async test: it reads each actor on its own executor.
      """,
      line: line, in: failures)
    #expect(await checkContainer(services, scope: libraryScope).notRead == [:])
    await app.server.stop()
  }

  @Test func aSynchronousCheckHandedALibrarysActorFailsAndSaysToAwaitIt() {
    let server = LibraryActorServer()
    let report = checkInjections(server, scope: libraryScope)
    #expect(!report.passed)
    #expect(report.unreadable == [GraphFinding(path: "self", type: "LibraryActorServer", note: actorNote)])
  }

  @Test func aServiceThatKeepsTheLibrarysGroupItRunsInIsALeakEveryFormNames() async {
    let report = await checkLeaks {
      let group = LibraryActorGroup()
      let service = KeepingService()
      service.group = group
      await group.add(service)
      return group
    }
    #expect(!report.passed)
    #expect(report.notReleased.map(\.description).contains { $0.contains("KeepingService") })
    // NB: the synchronous form cannot enter the group; the group outliving the check is still a leak.
    let synchronous = synchronously {
      checkLeaks {
        let group = LibraryActorGroup()
        Outside.kept.guarded { $0.append(group) }
        return group
      }
    }
    #expect(
      synchronous.notReleased.map(\.description) == [
        "(the root) LibraryActorGroup (kept from outside the stored graph)"
      ])
    Outside.kept.guarded { $0.removeAll() }
  }

  @Test func anAppsManagedBufferIsNamedUnreadNeverPassedOver() {
    let hub = EventHub()
    let reason =
      "not read: its elements (HubEvent) are tail-allocated, which the runtime does not describe, so Wired cannot "
      + "tell how many there are; keep them in a stored array, or list this property in except:"
    let finding = GraphFinding(path: "recentEvents", type: "ManagedBuffer<Int, HubEvent>", note: reason)
    #expect(checkInjections(hub).unreadable == [finding])
    #expect(checkRetainCycles(hub).unreadable == [finding])
    #expect(checkInjections(hub, except: ["recentEvents"]).passed)
  }

  /// The app's own generic class that names an object's type and stores nothing of it is a phantom type, not raw
  /// storage: no false alarm.
  @Test func anAppsPhantomTypedClassIsNoAlarm() {
    #expect(checkInjections(PhantomTokenHolder()).passed)
  }

  @Test func aReferenceInRawAtomicStorageIsNamedUnread() {
    let hub = LazyHub()
    hub.service.store(AuditLog())
    let reason = "not read: it keeps a reference to AuditLog in raw atomic storage, which the runtime does not describe"
    #expect(
      checkInjections(hub, scope: libraryScope).unreadable == [
        GraphFinding(path: "service", type: "LibraryLazyReference<AuditLog>", note: reason)
      ])
  }
}

/// An actor of the app's that checks its own wiring, from its own executor.
private actor CheckingStore {
  var audit: AuditLog?

  func checkItself() async -> InjectionReport {
    await checkInjections(self)
  }
}

/// What keeps an object from outside any graph a check reads.
private enum Outside {
  static let kept = LockedObjects()
}

/// Objects kept under a lock, from any thread.
private final class LockedObjects: @unchecked Sendable {
  private let lock = NSLock()
  private var objects: [AnyObject] = []
  func guarded<Result>(_ body: (inout [AnyObject]) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&objects)
  }
}

/// Runs `body` as a synchronous test would: the synchronous form of each check.
private func synchronously<Result>(_ body: () -> Result) -> Result {
  body()
}

/// A cache of values, an actor of the app's: its state can hold no reference, so a synchronous check that does not
/// enter it misses nothing, unless it counts every optional.
private actor NoteCache {
  var notes: [String: String] = [:]
  var lastOpened: String?
  var hits = 0
}

/// A cache of the app's objects: a synchronous check that does not enter it may miss what it holds.
private actor EditorCache {
  var editors: [AuditLog] = []
}

private final class CachedEditor: @unchecked Sendable {
  let cache = NoteCache()
  let editors = EditorCache()
  var logger: AuditLog? = AuditLog()
}

/// An actor of the app's is named unread by a synchronous check only where its state can hold what the check looks
/// for: a cache of values cannot, a cache of objects can.
@Suite struct AppActorOfValuesTests {
  @Test func anActorOfValuesIsNoUnreadPlaceAndAnActorOfObjectsIs() {
    let report = checkInjections(CachedEditor())
    #expect(report.unreadable.map(\.path) == ["editors"])
    #expect(checkRetainCycles(CachedEditor()).unreadable.map(\.path) == ["editors"])
  }

  @Test func anActorTheCheckCannotReadIsListedInExceptAsItsMessageSays() {
    let report = checkInjections(CachedEditor(), except: ["editors"])
    #expect(report.passed)
    #expect(report.stale.isEmpty)
  }

  @Test func countingEveryOptionalReadsAnActorOfValuesAsMaybeHidingOne() {
    let report = checkInjections(CachedEditor(), counting: .all)
    #expect(report.unreadable.map(\.path) == ["cache", "editors"])
  }
}
