import Foundation
import SampleApp
import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

// The app code of these tests, in this module, over the stand-in library of WiredTestSupport.

/// Announces new todos.
protocol TodoEventsFixture: AnyObject {}
final class TodoCounterFixture: TodoEventsFixture {}

/// A repository over a library's connection.
final class TodoRepositoryFixture {
  let connection: LibraryConnection
  init(connection: LibraryConnection) { self.connection = connection }
}

/// A controller with one optional dependency of its own, over a repository that holds a library's connection.
final class TodoControllerFixture {
  let repository: TodoRepositoryFixture
  var events: TodoEventsFixture?
  let loops = LibraryEventLoopGroup.singleton
  init(events: TodoEventsFixture?) {
    repository = TodoRepositoryFixture(connection: LibraryConnection())
    self.events = events
  }
}

/// An app object registered on a shared connection and never removed.
final class TodoStatisticsFixture {
  init(registeringOn connection: LibraryConnection) { connection.observers.append(self) }
}

/// An app service that holds the library group that runs it.
final class ShutdownServiceFixture {
  var group: LibraryServiceGroup?
}

/// The scope an app that depends on WiredTestSupport as a package gets by default.
private let appScope = GraphScope(
  excludedModules: ModuleName.system, onlyModules: nil, libraryModules: ["WiredTestSupport"])

@Suite(.serialized) struct JudgedCodeTests {
  @Test func aLibrarysOwnNilOptionalsAreNotTheAppsButTheAppsAreAndTheFailureSaysWhatItJudged() {
    expectNoFailure {
      assertAllInjected(TodoControllerFixture(events: TodoCounterFixture()), scope: appScope)
    }
    let line = #line + 2
    let failures = captureFailures {
      assertAllInjected(TodoControllerFixture(events: nil), scope: appScope)
    }
    expectFailure(
      """
      Expected every optional dependency in the graph of TodoControllerFixture to be injected, but 1 is nil

        Missing:
          events: TodoEventsFixture?

        Counted: every optional reference (an object, a protocol or a closure) in the graph of TodoControllerFixture

        Judged: WiredTests
        Walked through, not judged: WiredTestSupport (to judge one, pass scope: .appModules.including(["WiredTestSupport"]))

      Inject each one where TodoControllerFixture is built, or list the ones that may stay nil in except:.
      """,
      line: line,
      in: failures
    )
  }

  /// No check counts a library's own nil optionals, so the walk does not record them: a library's document of a
  /// hundred thousand values costs no record per absent field.
  @Test func theWalkRecordsOnlyTheJudgedCodesNilOptionals() {
    let controller = TodoControllerFixture(events: nil)
    #expect(ObjectGraph(from: controller, scope: appScope).nilOptionals.map(\.label) == ["events"])
    let widened = ObjectGraph(from: controller, scope: appScope.including(["WiredTestSupport"]))
    #expect(widened.nilOptionals.map(\.label).contains("busyCallback"))
  }

  @Test func widenedToTheLibraryTheCheckJudgesItsOptionalsToo() {
    let missing = checkInjections(
      TodoControllerFixture(events: TodoCounterFixture()),
      scope: appScope.including(["WiredTestSupport"])
    ).missing
    #expect(
      missing.map(\.path) == ["repository.connection.busyCallback", "repository.connection.configuration.targetQueue"])
  }

  @Test func aLibraryRootIsWalkedThroughToTheAppsObjects() {
    let service = ShutdownServiceFixture()
    let group = LibraryServiceGroup(services: [service])
    // NB: the app's object behind the library's root is named by its type, not by the library's insides.
    #expect(checkInjections(group, scope: appScope).missing.map(\.path) == ["⋯ ShutdownServiceFixture.group"])
  }

  @Test func aCycleWhollyInsideALibraryIsNotTheApps() {
    expectNoFailure { assertNoRetainCycles(TodoControllerFixture(events: nil), scope: appScope) }
    #expect(checkRetainCycles(LibraryEventLoopGroup.singleton, scope: appScope).cycles.isEmpty)
  }

  @Test func aCycleThroughALibraryObjectThatHoldsTheAppsIsReportedByTheAppsNames() {
    let service = ShutdownServiceFixture()
    let group = LibraryServiceGroup(services: [service])
    service.group = group
    defer { service.group = nil }
    let line = #line + 1
    let failures = captureFailures { assertNoRetainCycles(service, scope: appScope) }
    expectFailure(
      """
      Expected no strong reference cycle in the graph of ShutdownServiceFixture, but found 1

        Cycle 1, at the root:
          ShutdownServiceFixture.group: LibraryServiceGroup? → LibraryServiceGroup
          LibraryServiceGroup.services[0]: [AnyObject] → ShutdownServiceFixture
          Break it on the app's side: LibraryServiceGroup.services[0] (WiredTestSupport) keeps ShutdownServiceFixture, which the app handed over in a registration, an observation or a subscription. End that when ShutdownServiceFixture is done, or let something outside the cycle own what ShutdownServiceFixture.group holds, or register ShutdownServiceFixture in a way the library does not keep. Making an app reference in this cycle weak would free what it points to at once.

        Judged: WiredTests
        Walked through, not judged: WiredTestSupport (to judge one, pass scope: .appModules.including(["WiredTestSupport"]))

      Undo the registration that handed the app's object to the library, as each cycle says: a cycle keeps its objects alive once nothing else refers to them.
      """,
      line: line,
      in: failures
    )
  }

  @Test func aPropertyDeclaredWithAnUnderscoreKeepsItInEveryMessage() {
    let cycles = checkRetainCycles(LibraryEventLoopGroup.singleton, scope: appScope.including(["WiredTestSupport"]))
      .cycles
    #expect(cycles.first?.closingReference.path == "_parentGroup")
    let loop = LibraryEventLoop()
    #expect(checkInjections(loop).missing.map(\.path) == ["_parentGroup"])
    #expect((try? wired(LibraryEventLoopGroup.singleton, path: "loops[0]._parentGroup", as: Any.self)) != nil)
  }

  @Test func aLibrarysObjectKeptByItsOwnCacheIsNotTheAppsLeak() {
    defer { LibraryCache.shared.removeAll() }
    let check = LeakSearch.comparing(
      first: Self.repositoryWhoseStateIsCached(), second: Self.repositoryWhoseStateIsCached(), scope: appScope)
    #expect(check.survivors.isEmpty)
  }

  @Test func anAppObjectRegisteredOnASharedConnectionAndNeverRemovedIsTheAppsLeak() {
    let shared = LibraryConnection()
    let check = LeakSearch.comparing(
      first: TodoStatisticsFixture(registeringOn: shared), second: TodoStatisticsFixture(registeringOn: shared),
      scope: appScope)
    #expect(
      check.report(for: check.survivors, built: "built").notReleased == [
        GraphFinding(path: "", type: "TodoStatisticsFixture", note: "kept from outside the stored graph")
      ])
  }

  @Test func objectsALibraryHoldsAndSharesAreCountedByTypeNotNamedByTheLibrarysPaths() {
    let sharedStates = [LibraryState(), LibraryState()]
    let sharedObserver = ItemFixture()
    let registry = LibraryConnection()
    func build() -> TodoRepositoryFixture {
      let repository = TodoRepositoryFixture(connection: LibraryConnection())
      repository.connection.observers = sharedStates + [sharedObserver]
      registry.observers.append(repository)
      return repository
    }
    let check = LeakSearch.comparing(first: build(), second: build(), scope: appScope)
    #expect(
      LeakMessage.sharedLine(of: check)
        == "  Shared, not checked: 3, the same instance in both builds (LibraryState ×2 inside WiredTestSupport, ItemFixture inside WiredTestSupport)"
    )
  }

  @Test func aDictionaryKeyedByIdentityNamesNoAddressButTheKeysTypeOrTheValuesType() {
    let registry = KeyedRegistry()
    registry.handlers[ObjectIdentifier(RouteKey.self)] = RouteHandler()
    let object = RouteHandler()
    registry.handlers[ObjectIdentifier(object)] = SessionHandler()
    // NB: an identity that is no type's keeps no order from run to run.
    #expect(
      Set(checkInjections(registry).missing.map(\.path)) == [
        "handlers[RouteKey].next", "handlers[SessionHandler].next",
      ])
    #expect(
      wiringSnapshot(registry) == """
        KeyedRegistry
        handlers: [ObjectIdentifier: KeyedHandler] (2 elements, unordered, not listed)

        """)
  }

  private static func repositoryWhoseStateIsCached() -> TodoRepositoryFixture {
    let repository = TodoRepositoryFixture(connection: LibraryConnection())
    LibraryCache.shared.keep(repository.connection.state)
    return repository
  }
}

@Suite struct LibraryModulesTests {
  /// A build folder as SwiftPM leaves it: a remote package checked out, a local one, and one being edited.
  private func buildFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wired-\(UUID().uuidString)/.build")
    let nio = folder.appendingPathComponent("checkouts/swift-nio")
    try FileManager.default.createDirectory(
      at: nio.appendingPathComponent("Sources/_NIODataStructures"), withIntermediateDirectories: true)
    try """
    let package = Package(name: "swift-nio", targets: [
      .target(name: "NIOCore", path: "Sources/NIOCore"),
      .executableTarget(
        name: "NIO-Echo"),
      .testTarget(name: "NIOCoreTests"),
    ])
    """.write(to: nio.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try """
    {"object": {"dependencies": [
      {"packageRef": {"identity": "swift-nio", "kind": "remoteSourceControl"}, "state": {"name": "sourceControlCheckout"}, "subpath": "swift-nio"},
      {"packageRef": {"identity": "core-kit", "kind": "fileSystem"}, "state": {"name": "fileSystem"}, "subpath": "core-kit"},
      {"packageRef": {"identity": "grdb.swift", "kind": "remoteSourceControl"}, "state": {"name": "edited"}, "subpath": "GRDB.swift"}
    ]}, "version": 7}
    """.write(to: folder.appendingPathComponent("workspace-state.json"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func aRemotePackagesTargetsAndSourceFoldersAreLibrariesAndALocalOrEditedOneIsNot() throws {
    let folder = try buildFolder()
    let found = try #require(LibraryModules(buildFolder: folder))
    #expect(found.packages == ["swift-nio"])
    #expect(found.modules == ["NIOCore", "NIO_Echo", "NIOCoreTests", "_NIODataStructures"])
  }

  @Test func theTestBinaryLeadsToItsBuildFolderFromInsideIt() throws {
    let folder = try buildFolder()
    let binary = folder.appendingPathComponent("x86_64-unknown-linux-gnu/debug/AppPackageTests.xctest").path
    #expect(LibraryModules(searchingFrom: [binary]).packages == ["swift-nio"])
    #expect(LibraryModules(searchingFrom: ["/"]).modules.isEmpty)
  }

  @Test func xcodesSourcePackagesFolderIsFoundBesideItsBuildProducts() throws {
    let derived = FileManager.default.temporaryDirectory.appendingPathComponent("wired-\(UUID().uuidString)/App-abc")
    let packages = derived.appendingPathComponent("SourcePackages")
    try FileManager.default.createDirectory(
      at: packages.appendingPathComponent("checkouts/GRDB.swift/Sources/GRDB"), withIntermediateDirectories: true)
    try """
    {"object": {"dependencies": [
      {"packageRef": {"identity": "grdb.swift", "kind": "remoteSourceControl"}, "state": {"name": "sourceControlCheckout"}, "subpath": "GRDB.swift"}
    ]}, "version": 6}
    """.write(to: packages.appendingPathComponent("workspace-state.json"), atomically: true, encoding: .utf8)
    let bundle = derived.appendingPathComponent("Build/Products/Debug-iphonesimulator/AppTests.xctest").path
    #expect(LibraryModules(searchingFrom: [bundle]).modules == ["GRDB"])
  }

  @Test func thisPackageDependsOnNothing() {
    #expect(LibraryModules.ofThisBuild.packages == [])
    #expect(GraphScope.appModules.judges(SceneViewController.self))
  }
}

/// A shelf whose items sit in a struct.
final class ShelfFixture {
  struct Contents { var items: [ItemFixture] = [ItemFixture(), ItemFixture()] }
  var contents = Contents()
  let connection = LibraryConnection()
}
final class ItemFixture {}

/// A screen that keeps the app's own singleton, and a value-typed optional that is state.
final class SessionScreenFixture {
  let analytics = AppAnalytics.shared
  var token: String?
  var analyticsOverride: Analytics?
}

@Suite struct EveryFormJudgesAlikeTests {
  @Test func aCollectionInsideAStructIsLabelledWithItsDeclaredTypeAndALibraryObjectIsALeaf() {
    #expect(
      wiringSnapshot(ShelfFixture(), scope: appScope) == """
        ShelfFixture
        contents.items: [ItemFixture] (2 elements)
        contents.items[0] → ItemFixture
        contents.items[1] → ItemFixture
        connection: LibraryConnection → LibraryConnection

        """)
  }

  @Test func theAppsObjectsThatALibrarysObjectHoldsAreListedByTheirTypeAndItsInsidesAreNot() {
    let shelf = ShelfFixture()
    let statistics = TodoStatisticsFixture(registeringOn: shelf.connection)
    shelf.connection.observers.append(ItemFixture())
    #expect(
      wiringSnapshot(shelf, scope: appScope) == """
        ShelfFixture
        contents.items: [ItemFixture] (2 elements)
        contents.items[0] → ItemFixture
        contents.items[1] → ItemFixture
        connection: LibraryConnection → LibraryConnection
        connection ⋯ TodoStatisticsFixture → TodoStatisticsFixture (inside WiredTestSupport)
        connection ⋯ ItemFixture → ItemFixture (inside WiredTestSupport)

        """)
    #expect(
      wiringSnapshot(shelf.connection, scope: appScope) == """
        LibraryConnection
        ⋯ TodoStatisticsFixture → TodoStatisticsFixture (inside WiredTestSupport)
        ⋯ ItemFixture → ItemFixture (inside WiredTestSupport)

        """)
    let diagram = wiringDiagram(shelf, scope: appScope).mermaid
    #expect(diagram.contains("TodoStatisticsFixture"))
    #expect(diagram.contains("-. \"⋯\" .->"))
    #expect(!diagram.contains("LibraryState"))
    withExtendedLifetime(statistics) {}
  }

  @Test func aLibrarysValueIsListedByTheAppsPathToItAndItsOwnPropertiesAreNot() {
    final class LogSink {}
    final class AuditTrail {}
    final class Controller {
      let sink = LogSink()
      let logger: LibraryLogger
      init() { logger = LibraryLogger(handler: sink, extras: [AuditTrail(), AuditTrail()]) }
    }
    #expect(
      wiringSnapshot(Controller(), scope: appScope) == """
        Controller
        sink: LogSink → LogSink
        logger ⋯ AuditTrail → AuditTrail (inside WiredTestSupport)
        logger ⋯ AuditTrail#2 → AuditTrail (inside WiredTestSupport)

        """)
    let diagram = wiringDiagram(Controller(), scope: appScope).mermaid
    #expect(diagram.contains("-- \"logger ⋯\" -->"))
    #expect(!diagram.contains("_storage"))
  }

  /// The synchronous form holds no thread of the pool to wait: work in flight, however short, is the awaited form's.
  @Test func theSynchronousFormDoesNotWaitForALibrarysOwnQueueAndTheAwaitedFormDoes() async {
    let queue = DispatchQueue(label: "library's own queue")
    // NB: a library closing its object on a queue of its own a moment later.
    func heldBriefly(for seconds: Double) -> SceneViewController {
      let scene = SceneCreator.make()
      nonisolated(unsafe) let held = scene
      queue.asyncAfter(deadline: .now() + seconds) { withExtendedLifetime(held) {} }
      return scene
    }
    let failures = captureFailures { assertNoLeaks { heldBriefly(for: 0.05) } }
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("this synchronous check looks once") == true)
    let awaited = await captureFailures { await assertNoLeaks { heldBriefly(for: 0.3) } }
    #expect(awaited.map(\.message) == [])
  }

  @Test func aTrackedExpressionIsBuiltTwiceSoTheAppsSingletonIsSharedAsAssertNoLeaksSharesIt() async {
    let twice = await captureFailures { await withLeakTracking { _ = trackForMemoryLeaks(TrackedModel()) } }
    #expect(twice.map(\.message) == [])
    let model = TrackedModel()
    let line = #line + 1
    let once = await captureFailures { await withLeakTracking { trackForMemoryLeaks(model) } }
    withExtendedLifetime(model) {}
    expectFailure(
      """
      Expected every object tracked here to be released by the end of the test, but 3 were not

        Not released:
          (the root) TrackedModel, kept from outside the stored graph
          analytics: AppAnalytics, held by (the root)
          child: ModelChild, held by (the root)

      Something that is not a stored property of the graph keeps the objects marked "kept from outside" alive: a task still running, or a closure that captures one (a singleton's handler, a timer, a notification observer); look for self captured strongly.
      """,
      line: line,
      in: once
    )
  }

  @Test func whatWithLeakTrackingReturnsGoesOnToTheCallerAndIsNotALeak() async {
    let failures = await captureFailures {
      let model = await withLeakTracking { trackForMemoryLeaks(TrackedModel()) }
      withExtendedLifetime(model) {}
    }
    #expect(failures.map(\.message) == [])
  }

  @Test func aContainersServiceIsANodeWhoseValueTypedOptionalsAreState() {
    let report = checkContainer([ContainerService(SessionScreenFixture.self) { SessionScreenFixture() }])
    #expect(report.failures == ["SessionScreenFixture": ["nil: analyticsOverride: Analytics?"]])
  }
}
