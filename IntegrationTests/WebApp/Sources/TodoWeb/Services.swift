import Fluent
import Vapor

/// Reads and writes todos.
public final class TodoRepository: @unchecked Sendable {
  let database: any Database

  /// A repository over `database`.
  public init(database: any Database) {
    self.database = database
  }

  func all() async throws -> [Todo] {
    try await Todo.query(on: database).all()
  }
}

/// Who hears of a new todo.
public protocol TodoNotifier: AnyObject, Sendable {
  /// A todo was created.
  func created(_ todo: Todo)
}

/// Logs new todos.
public final class LogNotifier: TodoNotifier, @unchecked Sendable {
  let logger: Logger

  init(logger: Logger) { self.logger = logger }

  public func created(_ todo: Todo) { logger.info("created \(todo.title)") }
}

/// The app's service that tells the notifier, kept in the app's storage.
public final class NotifierService: @unchecked Sendable {
  /// Set by `configure`; the app announces nothing without it.
  public var notifier: (any TodoNotifier)?
}

/// Counts the todos created, for the page: a model middleware Fluent runs, which knows the repository weakly, since
/// the repository's database holds the middleware.
public final class RecentTodosMiddleware: AsyncModelMiddleware, @unchecked Sendable {
  weak var repository: TodoRepository?
  private(set) var created = 0

  public func create(model: Todo, on db: any Database, next: any AnyAsyncModelResponder) async throws {
    created += 1
    try await next.create(model, on: db)
  }
}

/// The same middleware with the slip: it holds the repository strongly.
public final class RetainingRecentTodosMiddleware: AsyncModelMiddleware, @unchecked Sendable {
  var repository: TodoRepository?

  public func create(model: Todo, on db: any Database, next: any AnyAsyncModelResponder) async throws {
    try await next.create(model, on: db)
  }
}

/// The app's own services, for the tests to check as one graph.
public final class TodoServices: @unchecked Sendable {
  public let recentTodos: any AsyncModelMiddleware
  public let repository: TodoRepository
  public let notifier: NotifierService

  init(recentTodos: any AsyncModelMiddleware, repository: TodoRepository, notifier: NotifierService) {
    self.recentTodos = recentTodos
    self.repository = repository
    self.notifier = notifier
  }
}

extension Application {
  private struct NotifierServiceKey: StorageKey {
    typealias Value = NotifierService
  }

  private struct TodoServicesKey: StorageKey {
    typealias Value = TodoServices
  }

  /// The app's notifier service, in the app's storage.
  public var notifierService: NotifierService? {
    get { storage[NotifierServiceKey.self] }
    set { storage[NotifierServiceKey.self] = newValue }
  }

  /// The app's services, in the app's storage.
  public var todoServices: TodoServices? {
    get { storage[TodoServicesKey.self] }
    set { storage[TodoServicesKey.self] = newValue }
  }
}
