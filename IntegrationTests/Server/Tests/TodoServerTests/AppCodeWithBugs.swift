import GRDB
import Hummingbird
import Logging
import ServiceLifecycle
import TodoServer

// Mistakes a user makes in their own server code, each beside the library it uses.

/// A controller that owns its router, whose route closure captures the controller: a leak no stored property shows.
final class RouteOwningController: @unchecked Sendable {
  let router = Router(context: BasicRequestContext.self)
  let repository: any TodoRepository

  init(repository: any TodoRepository) {
    self.repository = repository
    router.get("/todos") { _, _ in try await self.repository.list() }
  }
}

/// Counts commits by observing the shared database, and never stops observing it.
final class TodoStatistics: TransactionObserver, @unchecked Sendable {
  private(set) var commits = 0

  init(dbQueue: DatabaseQueue) {
    dbQueue.add(transactionObserver: self, extent: .databaseLifetime)
  }

  func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
  func databaseDidChange(with event: DatabaseEvent) {}
  func databaseDidCommit(_ db: Database) { commits += 1 }
  func databaseDidRollback(_ db: Database) {}
}

/// A service that keeps the group that runs it, to trigger a shutdown later: the group holds it back.
final class ShutdownWatcher: Service, @unchecked Sendable {
  var group: ServiceGroup?

  func run() async throws { try await gracefulShutdown() }

  /// The watcher, run by a group it holds.
  static func inItsGroup(logger: Logger = Logger(label: "Todos")) -> ShutdownWatcher {
    let watcher = ShutdownWatcher()
    watcher.group = ServiceGroup(
      configuration: .init(services: [watcher], gracefulShutdownSignals: [], logger: logger))
    return watcher
  }
}

/// Tracks unsaved changes of the database it owns, registered for the database's whole life: the database keeps the
/// tracker, which keeps the database.
final class UnsavedChangesTracker: TransactionObserver, @unchecked Sendable {
  let dbQueue: DatabaseQueue
  private(set) var hasUnsavedChanges = false

  init(dbQueue: DatabaseQueue) {
    self.dbQueue = dbQueue
    dbQueue.add(transactionObserver: self, extent: .databaseLifetime)
  }

  func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
  func databaseDidChange(with event: DatabaseEvent) { hasUnsavedChanges = true }
  func databaseDidCommit(_ db: Database) { hasUnsavedChanges = false }
  func databaseDidRollback(_ db: Database) {}
}
