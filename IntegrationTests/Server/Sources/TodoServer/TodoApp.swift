import GRDB
import Hummingbird
import Logging
import ServiceLifecycle

/// Builds the router with the todo endpoints, as Hummingbird's sample apps do.
public func buildRouter(_ controller: TodoController) -> Router<BasicRequestContext> {
  let router = Router(context: BasicRequestContext.self)
  router.addMiddleware { LogRequestsMiddleware(.info) }
  router.get("/health") { _, _ -> HTTPResponse.Status in .ok }
  router.addRoutes(controller.endpoints, atPath: "/todos")
  return router
}

/// The app's parts, as `main` wires them: the database, the controller, the HTTP application, and the service group
/// that runs them.
public struct TodoApp: Sendable {
  /// The one database of the app.
  public let dbQueue: DatabaseQueue
  /// The todo endpoints.
  public let controller: TodoController
  /// The HTTP server.
  public let application: Application<RouterResponder<BasicRequestContext>>
  /// What runs the server until shutdown.
  public let services: ServiceGroup

  /// Wires the app over `dbQueue`, an in-memory database when none is given.
  public init(dbQueue: DatabaseQueue? = nil, logger: Logger = Logger(label: "Todos")) throws {
    let dbQueue = try dbQueue ?? DatabaseQueue()
    self.dbQueue = dbQueue
    controller = TodoController(
      repository: try GRDBTodoRepository(dbQueue: dbQueue), events: TodoCounter(), logger: logger)
    application = Application(
      router: buildRouter(controller),
      configuration: .init(address: .hostname("127.0.0.1", port: 0)),
      services: [TodoCleanup(repository: controller.repository)],
      logger: logger
    )
    services = ServiceGroup(
      configuration: .init(services: [application], gracefulShutdownSignals: [], logger: logger))
  }
}

/// Removes old todos while the server runs: a service of the app's that the HTTP application runs beside the server.
public final class TodoCleanup: Service, @unchecked Sendable {
  let repository: any TodoRepository

  init(repository: any TodoRepository) { self.repository = repository }

  public func run() async throws {
    try await gracefulShutdown()
  }
}
