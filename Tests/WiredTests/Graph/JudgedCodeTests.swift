import Foundation
import SampleApp
import Testing
import WiredTestSupport

@testable import Wired

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
      assertAllInjected(TodoControllerFixture(events: TodoCounterFixture()), recursive: true, scope: appScope)
    }
    let line = #line + 2
    let failures = captureFailures {
      assertAllInjected(TodoControllerFixture(events: nil), recursive: true, scope: appScope)
    }
    expectFailure(
      """
      Expected every optional dependency in the graph of TodoControllerFixture to be injected, but 1 is nil

        Missing:
          events: TodoEventsFixture?

        Counted: every optional of TodoControllerFixture; below it, optionals of class, protocol or function type

        Judged: WiredTests
        Walked through, not judged: WiredTestSupport (to judge one, pass scope: .appModules.including(["WiredTestSupport"]))

      Inject each one where TodoControllerFixture is built, or list the ones that may stay nil in except:.
      """,
      line: line,
      in: failures
    )
  }

  @Test func widenedToTheLibraryTheCheckJudgesItsOptionalsToo() {
    let missing = checkInjections(
      in: TodoControllerFixture(events: TodoCounterFixture()), recursive: true,
      scope: appScope.including(["WiredTestSupport"])
    ).missing
    #expect(
      missing.map(\.path) == ["repository.connection.busyCallback", "repository.connection.configuration.targetQueue"])
  }

  @Test func aLibraryRootIsWalkedThroughToTheAppsObjects() {
    let service = ShutdownServiceFixture()
    let group = LibraryServiceGroup(services: [service])
    #expect(checkInjections(in: group, recursive: true, scope: appScope).missing.map(\.path) == ["services[0].group"])
  }

  @Test func aCycleWhollyInsideALibraryIsNotTheApps() {
    expectNoFailure { assertNoRetainCycles(TodoControllerFixture(events: nil), scope: appScope) }
    #expect(checkRetainCycles(in: LibraryEventLoopGroup.singleton, scope: appScope).cycles.isEmpty)
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
          Break it: make ShutdownServiceFixture.group weak

        Judged: WiredTests
        Walked through, not judged: WiredTestSupport (to judge one, pass scope: .appModules.including(["WiredTestSupport"]))

      Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
      """,
      line: line,
      in: failures
    )
  }

  @Test func aPropertyDeclaredWithAnUnderscoreKeepsItInEveryMessage() {
    let cycles = checkRetainCycles(in: LibraryEventLoopGroup.singleton, scope: appScope.including(["WiredTestSupport"]))
      .cycles
    #expect(cycles.first?.referenceToWeaken.path == "_parentGroup")
    let loop = LibraryEventLoop()
    #expect(checkInjections(in: loop).missing.map(\.path) == ["_parentGroup"])
    #expect((try? wired(LibraryEventLoopGroup.singleton, path: "loops[0]._parentGroup")) != nil)
  }

  @Test func aLibrarysObjectKeptByItsOwnCacheIsNotTheAppsLeak() {
    defer { LibraryCache.shared.removeAll() }
    let check = LeakCheck.comparing(
      first: Self.repositoryWhoseStateIsCached(), second: Self.repositoryWhoseStateIsCached(), scope: appScope)
    #expect(check.survivors.isEmpty)
  }

  @Test func anAppObjectRegisteredOnASharedConnectionAndNeverRemovedIsTheAppsLeak() {
    let shared = LibraryConnection()
    let check = LeakCheck.comparing(
      first: TodoStatisticsFixture(registeringOn: shared), second: TodoStatisticsFixture(registeringOn: shared),
      scope: appScope)
    #expect(
      check.report(for: check.survivors).notReleased == [
        "(the root) TodoStatisticsFixture, kept from outside the stored graph"
      ])
  }

  @Test func aDictionaryKeyedByIdentityNamesNoAddress() {
    final class Registry {
      var handlers: [ObjectIdentifier: Handler] = [:]
    }
    final class Handler {
      var next: Handler?
    }
    let registry = Registry()
    registry.handlers[ObjectIdentifier(Handler.self)] = Handler()
    #expect(
      checkInjections(in: registry, recursive: true).missing.map(\.path) == ["handlers[ObjectIdentifier(0x…)].next"])
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
      wiringSnapshot(of: ShelfFixture(), scope: appScope) == """
        ShelfFixture
        contents.items: [ItemFixture] (2 elements)
        contents.items[0] → ItemFixture
        contents.items[1] → ItemFixture
        connection: LibraryConnection → LibraryConnection

        """)
  }

  @Test func theSynchronousFormWaitsForWorkInFlightAndNoLongerThanNeeded() {
    let start = Date()
    expectNoFailure { assertNoLeaks { SceneCreator.make() } }
    #expect(Date().timeIntervalSince(start) < 0.5)
    expectNoFailure {
      assertNoLeaks {
        let scene = SceneCreator.make()
        nonisolated(unsafe) let held = scene
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { withExtendedLifetime(held) {} }
        return scene
      }
    }
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
          analytics: AppAnalytics, kept from outside the stored graph
          child: ModelChild, kept from outside the stored graph

      Something that is not a stored property of the graph keeps the objects marked "kept from outside" alive: a closure that captures one (a singleton's handler, a timer, a notification observer), or a task still running. Reflection cannot see what closures capture: look for self captured strongly.
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
    #expect(report.failed.map(\.problems) == [["nil: analyticsOverride: Analytics?"]])
  }
}
