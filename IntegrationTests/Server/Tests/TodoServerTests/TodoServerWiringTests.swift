import GRDB
import Logging
import ServiceLifecycle
import Testing
import TodoServer
import Wired

// The checks a user writes for a Hummingbird + GRDB + swift-service-lifecycle server, with default arguments: they pass
// on the app as it is wired, whatever NIO, GRDB and Hummingbird hold inside, and name the user's bugs by the user's
// properties.

@Suite struct TodoServerWiringTests {
  // NB: awaited, as an async test writes them: the awaited forms read `ServiceGroup`, swift-service-lifecycle's actor,
  // on its executor, with the app's services it keeps; a synchronous check handed the group fails, saying to await it.
  @Test func theControllerAndEverythingItReachesIsInjected() async throws {
    let app = try TodoApp()
    #expect(await assertAllInjected(app.controller))
    #expect(await assertAllInjected(app.application))
    #expect(await assertAllInjected(app.services))
  }

  @Test func theApplicationAndItsServiceGroupHaveNoCycleOfTheApps() async throws {
    let app = try TodoApp()
    #expect(await assertNoRetainCycles(app.application))
    #expect(await assertNoRetainCycles(app.services))
    #expect(await assertNoRetainCycles(app.controller))
  }

  @Test func aSynchronousCheckHandedTheServiceGroupSaysToAwaitIt() throws {
    let report = checkInjections(try TodoApp().services)
    #expect(
      report.unreadable.map(\.description) == [
        "self: ServiceGroup (not read: it is an actor, whose state only its own executor may read; await the check "
          + "from an async test to read it there)"
      ])
  }

  @Test func aRepositoryIsReleasedWithItsDatabaseAtOnce() throws {
    #expect(try assertNoLeaks { try GRDBTodoRepository(dbQueue: DatabaseQueue()) })
    #expect(try assertNoLeaks { try TodoApp().controller })
    #expect(try checkLeaks { try TodoApp().services }.passed)
  }

  @Test func theAwaitedFormAgrees() async throws {
    #expect(try await assertNoLeaks { try GRDBTodoRepository(dbQueue: DatabaseQueue()) })
  }

  @Test(.checksLeaks) func aTrackedAppIsReleasedByTheEndOfTheTest() async throws {
    let controller = try trackForMemoryLeaks(TodoApp().controller)
    let services = try trackForMemoryLeaks(TodoApp().services)
    _ = buildRouter(controller)
    await services.triggerGracefulShutdown()
  }

  @Test func theAppsPartsCheckedAsAContainer() async {
    #expect(
      await assertContainerWired(
        [
          ContainerService(TodoController.self) { try TodoApp().controller },
          ContainerService(ServiceGroup.self) { try TodoApp().services },
        ],
        checking: [.injection, .retainCycles, .leaks]
      ))
  }

  @Test func theWholeAppsSnapshotShowsTheAppsServiceInsideHummingbirdAndLeavesOutHummingbirdsOwnParts() throws {
    // NB: `application` is Hummingbird's value; its router and responders are Hummingbird's, in any version, and the
    // service the app handed it is listed by the app's path to it.
    #expect(
      wiringSnapshot(try TodoApp()) == """
        TodoApp
        dbQueue: DatabaseQueue → DatabaseQueue
        controller: TodoController → TodoController
        controller.repository: TodoRepository → GRDBTodoRepository
        controller.repository.dbQueue: DatabaseQueue → DatabaseQueue (also at dbQueue)
        controller.events: TodoEvents? → TodoCounter
        application ⋯ TodoCleanup → TodoCleanup (inside Hummingbird)
        application ⋯ TodoCleanup.repository: TodoRepository → GRDBTodoRepository (also at controller.repository)
        services: ServiceGroup → ServiceGroup (actor, not entered)

        """)
  }

  @Test func theSnapshotPinsTheAppsWiringAndShowsLibraryObjectsAsLeaves() throws {
    #expect(
      wiringSnapshot(try TodoApp().controller) == """
        TodoController
        repository: TodoRepository → GRDBTodoRepository
        repository.dbQueue: DatabaseQueue → DatabaseQueue
        events: TodoEvents? → TodoCounter

        """)
  }
}

@Suite struct TodoServerBugTests {
  @Test func aNilDependencyIsNamedByTheUsersProperty() throws {
    let dbQueue = try DatabaseQueue()
    let controller = TodoController(
      repository: try GRDBTodoRepository(dbQueue: dbQueue), events: nil, logger: Logger(label: "Todos"))
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(controller) }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.map(\.message) == [
        """
        Expected every optional dependency in the graph of TodoController to be injected, but 1 is nil

          Missing:
            events: TodoEvents?

          Counted: every optional reference (an object, a protocol or a closure) in the graph of TodoController

          Judged: TodoServer
          Walked through, not judged: GRDB, Logging (to judge one, pass scope: .appModules.including(["GRDB"]))

        Inject each one where TodoController is built, or list the ones that may stay nil in except:.
        """
      ])
  }

  @Test func aRouteClosureThatCapturesItsControllerLeaksIt() throws {
    let dbQueue = try DatabaseQueue()
    let failures = captureFailures {
      assertNoLeaks { RouteOwningController(repository: try! GRDBTodoRepository(dbQueue: dbQueue)) }
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.contains("(the root) RouteOwningController, kept from outside the stored graph") == true)
    #expect(
      failures.first?.message.contains("repository: GRDBTodoRepository, held by (the root)") == true)
  }

  @Test func anObserverRegisteredOnTheSharedDatabaseAndNeverRemovedLeaks() throws {
    let shared = try DatabaseQueue()
    let failures = captureFailures { assertNoLeaks { TodoStatistics(dbQueue: shared) } }
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("(the root) TodoStatistics, kept from outside the stored graph") == true)
  }

  @Test func aServiceThatHoldsItsGroupIsACycleTheAwaitedChecksFindThroughTheLibrarysActor() async {
    let watcher = ShutdownWatcher.inItsGroup()
    defer { watcher.group = nil }
    let cycles = await checkRetainCycles(watcher)
    #expect(cycles.cycles.count == 1)
    #expect(cycles.cycles.first?.references.first?.path == "group")
    let leaks = await checkLeaks { ShutdownWatcher.inItsGroup() }
    #expect(leaks.notReleased.map(\.description).contains("(the root) ShutdownWatcher (in cycle 1)"))
  }

  @Test func aServiceThatHoldsItsGroupIsKeptAliveThroughTheLibrarysActorAndTheLeakCheckSaysSo() {
    // NB: `ServiceGroup` is swift-service-lifecycle's actor, which a synchronous check does not enter (its state is its
    // executor's): the cycle through it cannot be walked there, and the snapshot says where the walk stopped. What the
    // cycle does, keep the watcher alive, is what the leak check sees.
    let watcher = ShutdownWatcher.inItsGroup()
    defer { watcher.group = nil }
    #expect(wiringSnapshot(watcher) == "ShutdownWatcher\ngroup: ServiceGroup? → ServiceGroup (actor, not entered)\n")
    let line = #line + 1
    let failures = captureFailures { assertNoLeaks { ShutdownWatcher.inItsGroup() } }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(failures.first?.message.contains("(the root) ShutdownWatcher, kept from outside the stored graph") == true)
  }

  @Test func aTrackerThatOwnsTheDatabaseItObservesForItsLifetimeIsACycleThroughGRDB() throws {
    let tracker = UnsavedChangesTracker(dbQueue: try DatabaseQueue())
    let line = #line + 1
    let failures = captureFailures { assertNoRetainCycles(tracker) }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.map(\.message) == [
        """
        Expected no strong reference cycle in the graph of UnsavedChangesTracker, but found 1

          Cycle 1, at the root:
            UnsavedChangesTracker.dbQueue: DatabaseQueue → DatabaseQueue
            DatabaseQueue.writer: SerializedDatabase → SerializedDatabase
            SerializedDatabase.db: Database → Database
            Database.observationBroker: DatabaseObservationBroker? → DatabaseObservationBroker
            DatabaseObservationBroker.transactionObservations[0]: [TransactionObservation] → TransactionObservation
            TransactionObservation.strongObserver: TransactionObserver? → UnsavedChangesTracker
            Break it on the app's side: TransactionObservation.strongObserver (GRDB) keeps UnsavedChangesTracker, which the app handed over in a registration, an observation or a subscription. End that when UnsavedChangesTracker is done, or let something outside the cycle own what UnsavedChangesTracker.dbQueue holds, or register UnsavedChangesTracker in a way the library does not keep. Making an app reference in this cycle weak would free what it points to at once.

          Judged: TodoServerTests
          Walked through, not judged: GRDB (to judge one, pass scope: .appModules.including(["GRDB"]))

        Undo the registration that handed the app's object to the library, as each cycle says: a cycle keeps its objects alive once nothing else refers to them.
        """
      ])
    let leaks = checkLeaks { UnsavedChangesTracker(dbQueue: try! DatabaseQueue()) }
    #expect(leaks.notReleased.map(\.description) == ["(the root) UnsavedChangesTracker (in cycle 1)"])
    #expect(leaks.message?.contains("DatabaseFunction ×") == true)
    #expect(leaks.message?.contains("functions[") == false)
  }
}
