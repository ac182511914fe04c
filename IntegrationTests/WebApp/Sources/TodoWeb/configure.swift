import Fluent
import FluentSQLiteDriver
import Leaf
import LeafKit
import Vapor

/// How a creator may get the app's wiring wrong: the slips the tests seed, one at a time.
public struct Slips: Sendable {
  /// The notifier service is stored without its notifier.
  public var forgetsNotifier = false
  /// The recent-todos middleware keeps the repository strongly, and the repository's database keeps the middleware.
  public var retainsRepository = false

  /// No slip.
  public init(forgetsNotifier: Bool = false, retainsRepository: Bool = false) {
    self.forgetsNotifier = forgetsNotifier
    self.retainsRepository = retainsRepository
  }
}

/// Configures the app as Vapor's template does: the database and its migrations, the model middleware, the views, the
/// app's services in the app's storage, and the routes.
public func configure(_ app: Application, slips: Slips = Slips()) async throws {
  app.databases.use(.sqlite(.memory), as: .sqlite)
  app.migrations.add(CreateTodo())
  let recentTodos = RecentTodosMiddleware()
  let retaining = RetainingRecentTodosMiddleware()
  app.databases.middleware.use(slips.retainsRepository ? retaining : recentTodos, on: .sqlite)
  try await app.autoMigrate()
  app.views.use(.leaf)
  // NB: the views are copied into the build folder, which the default limits refuse as hidden.
  app.leaf.sources = .singleSource(
    NIOLeafFiles(
      fileio: app.fileio, limits: [.toSandbox, .requireExtensions], sandboxDirectory: viewsDirectory,
      viewDirectory: viewsDirectory))
  let repository = TodoRepository(database: app.db)
  recentTodos.repository = repository
  retaining.repository = repository
  let notifier = NotifierService()
  if !slips.forgetsNotifier { notifier.notifier = LogNotifier(logger: app.logger) }
  app.notifierService = notifier
  app.todoServices = TodoServices(
    recentTodos: slips.retainsRepository ? retaining : recentTodos, repository: repository, notifier: notifier)
  try app.register(collection: TodoController(repository: repository, notifier: notifier))
}

/// Where the app's Leaf templates are.
let viewsDirectory = Bundle.module.resourcePath.map { $0 + "/Views/" } ?? "Views/"
