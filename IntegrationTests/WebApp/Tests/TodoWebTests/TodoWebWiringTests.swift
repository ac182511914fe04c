import Testing
import TodoWeb
import Vapor
import VaporTesting
import Wired

// The checks a user writes for a Vapor app with Fluent and Leaf, with default arguments. Leaf declares its types in
// its extension of Vapor's `Application`, Fluent keeps its configuration in Vapor's storage, and the app's services sit
// in that storage under keys of the app's: the checks judge the app's objects there by the app's names, never Leaf's
// or Fluent's own optionals, and no path carries an address.

@Suite struct TodoWebWiringTests {
  @Test func theWholeAppIsInjectedAfterItRendersAPage() async throws {
    try await withTodoApp { app in
      try await app.testing().test(.GET, "todos/page") { response async in
        #expect(response.status == .ok)
      }
      #expect(assertAllInjected(app))
      let services = try #require(app.todoServices)
      #expect(assertAllInjected(services))
    }
  }

  @Test func theAppHasNoCycleOfItsOwn() async throws {
    try await withTodoApp { app in
      #expect(assertNoRetainCycles(app))
      let services = try #require(app.todoServices)
      #expect(assertNoRetainCycles(services))
    }
  }

  @Test func theSnapshotListsTheAppsServicesByTheirTypesAndNoLibrarysInsides() async throws {
    try await withTodoApp { app in
      // NB: the services are the app's, in Vapor's storage; Fluent's and Leaf's own parts of that storage are theirs.
      #expect(
        wiringSnapshot(app) == """
          Application
          ⋯ NotifierService → NotifierService (inside Vapor)
          ⋯ NotifierService.notifier: TodoNotifier? → LogNotifier
          ⋯ TodoServices → TodoServices (inside Vapor)
          ⋯ TodoServices.recentTodos: AsyncModelMiddleware → RecentTodosMiddleware
          ⋯ TodoServices.recentTodos.repository: TodoRepository? weak → TodoRepository (also at ⋯ TodoServices.repository)
          ⋯ TodoServices.repository: TodoRepository → TodoRepository
          ⋯ TodoServices.repository.database ⋯ RecentTodosMiddleware → RecentTodosMiddleware (inside FluentSQLiteDriver, also at ⋯ TodoServices.recentTodos)
          ⋯ TodoServices.notifier: NotifierService → NotifierService (also at ⋯ NotifierService)

          """)
    }
  }

  @Test func aRepositoryIsReleasedWithItsDatabase() async throws {
    try await withTodoApp { app in
      #expect(await assertNoLeaks { TodoRepository(database: app.db) })
    }
  }
}

@Suite struct TodoWebBugTests {
  @Test func aServiceInTheAppsStorageWithoutItsNotifierIsNamedByItsTypeNotByAnAddress() async throws {
    try await withTodoApp(Slips(forgetsNotifier: true)) { app in
      let line = #line + 1
      let failures = captureFailures { assertAllInjected(app) }
      #expect(failures.map(\.line) == [UInt(line)])
      #expect(
        failures.map(\.message) == [
          """
          Expected every optional dependency in the graph of Application to be injected, but 1 is nil

            Missing:
              ⋯ NotifierService.notifier: TodoNotifier?

            Counted: every optional reference (an object, a protocol or a closure) in the graph of Application

            Judged: TodoWeb
            Walked through, not judged: AsyncKit, ConsoleKitCommands, ConsoleKitTerminal, Fluent, FluentKit, Leaf, … (11 in all) (to judge one, pass scope: .appModules.including(["AsyncKit"]))

          Inject each one where Application is built, or list the ones that may stay nil in except:.
          """
        ])
      // NB: the entry names the service's type, which does not depend on Vapor's storage.
      #expect(assertAllInjected(app, except: ["NotifierService.notifier"]))
      let stale = checkInjections(app, except: ["notifier"]).staleEntries
      #expect(stale == ["notifier"])
      #expect(
        checkInjections(app, except: ["notifier"]).message?.contains(
          "\"notifier\" (did you mean \"NotifierService.notifier\"?)") == true)
    }
  }

  @Test func aMiddlewareThatKeepsTheRepositoryItsDatabaseKeepsIsACycleBrokenOnTheAppsSide() async throws {
    try await withTodoApp(Slips(retainsRepository: true)) { app in
      let services = try #require(app.todoServices)
      let line = #line + 1
      let failures = captureFailures { assertNoRetainCycles(services) }
      #expect(failures.map(\.line) == [UInt(line)])
      #expect(
        failures.map(\.message) == [
          """
          Expected no strong reference cycle in the graph of TodoServices, but found 1

            Cycle 1, reached through recentTodos:
              RetainingRecentTodosMiddleware.repository: TodoRepository? → TodoRepository
              TodoRepository.database.context.configuration.middleware[0]: [AnyModelMiddleware] → RetainingRecentTodosMiddleware
              Break it: make RetainingRecentTodosMiddleware.repository weak (TodoRepository.database.context.configuration.middleware[0] lies inside FluentSQLiteDriver's value, which the app cannot change)

            Judged: TodoWeb
            Walked through, not judged: AsyncKit, Logging, NIOPosix (to judge one, pass scope: .appModules.including(["AsyncKit"]))

          Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
          """
        ])
      #expect(checkRetainCycles(app).message?.contains("Cycle 1, reached through ⋯ TodoServices.recentTodos:") == true)
    }
  }
}
