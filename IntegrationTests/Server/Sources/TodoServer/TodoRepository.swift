import GRDB

/// Where todos are kept.
public protocol TodoRepository: Sendable {
  /// Adds a todo.
  func create(title: String) async throws -> Todo
  /// Every todo, in the order they were added.
  func list() async throws -> [Todo]
}

/// The todos in a SQLite database, through GRDB.
public final class GRDBTodoRepository: TodoRepository {
  /// The database, shared by every repository of the app.
  let dbQueue: DatabaseQueue

  /// A repository over `dbQueue`, whose `todo` table it creates if needed.
  public init(dbQueue: DatabaseQueue) throws {
    self.dbQueue = dbQueue
    try dbQueue.write { db in
      try db.create(table: "todo", ifNotExists: true) { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("title", .text).notNull()
        table.column("completed", .boolean).notNull().defaults(to: false)
      }
    }
  }

  public func create(title: String) async throws -> Todo {
    try await dbQueue.write { db in
      var todo = Todo(title: title)
      try todo.insert(db)
      return todo
    }
  }

  public func list() async throws -> [Todo] {
    try await dbQueue.read { db in try Todo.order(Column("id")).fetchAll(db) }
  }
}
