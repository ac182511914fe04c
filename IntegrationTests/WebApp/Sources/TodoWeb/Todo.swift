import Fluent
import Vapor

/// A todo, stored by Fluent.
public final class Todo: Model, Content, @unchecked Sendable {
  public static let schema = "todos"

  @ID(key: .id) public var id: UUID?
  @Field(key: "title") public var title: String

  public init() {}

  public init(id: UUID? = nil, title: String) {
    self.id = id
    self.title = title
  }
}

/// Creates the todos table.
public struct CreateTodo: AsyncMigration {
  public init() {}

  public func prepare(on database: any Database) async throws {
    try await database.schema(Todo.schema).id().field("title", .string, .required).create()
  }

  public func revert(on database: any Database) async throws {
    try await database.schema(Todo.schema).delete()
  }
}
