import Hummingbird
import Logging

/// Tells the rest of the system that a todo was added.
public protocol TodoEvents: AnyObject, Sendable {
  /// A todo was added.
  func added(_ todo: Todo)
}

/// Counts the todos added, for the metrics endpoint.
public final class TodoCounter: TodoEvents, @unchecked Sendable {
  /// How many todos were added since start.
  public private(set) var added = 0

  /// A counter at zero.
  public init() {}

  public func added(_ todo: Todo) { added += 1 }
}

/// The `/todos` endpoints.
public final class TodoController: Sendable {
  let repository: any TodoRepository
  /// Set by whoever builds the app; the controller cannot announce new todos without it.
  let events: (any TodoEvents)?
  let logger: Logger

  /// A controller over `repository`, announcing new todos to `events`.
  public init(repository: any TodoRepository, events: (any TodoEvents)?, logger: Logger) {
    self.repository = repository
    self.events = events
    self.logger = logger
  }

  /// The controller's routes.
  public var endpoints: RouteCollection<BasicRequestContext> {
    RouteCollection(context: BasicRequestContext.self)
      .get(use: list)
      .post(use: create)
  }

  @Sendable func list(_ request: Request, context: BasicRequestContext) async throws -> [Todo] {
    try await repository.list()
  }

  struct CreateRequest: Decodable {
    let title: String
  }

  @Sendable func create(_ request: Request, context: BasicRequestContext) async throws -> EditedResponse<Todo> {
    let body = try await request.decode(as: CreateRequest.self, context: context)
    let todo = try await repository.create(title: body.title)
    events?.added(todo)
    logger.info("Added todo \(todo.id ?? 0)")
    return EditedResponse(status: .created, response: todo)
  }
}
