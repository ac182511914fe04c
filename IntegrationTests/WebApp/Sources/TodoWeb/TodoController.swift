import Fluent
import Vapor

/// The todo routes.
public struct TodoController: RouteCollection, Sendable {
  let repository: TodoRepository
  let notifier: NotifierService

  public func boot(routes: any RoutesBuilder) throws {
    let todos = routes.grouped("todos")
    todos.get(use: index)
    todos.post(use: create)
    todos.get("page", use: page)
  }

  func index(req: Request) async throws -> [Todo] {
    try await repository.all()
  }

  func create(req: Request) async throws -> Todo {
    let todo = try req.content.decode(Todo.self)
    try await todo.save(on: req.db)
    notifier.notifier?.created(todo)
    return todo
  }

  func page(req: Request) async throws -> View {
    struct Page: Encodable {
      let title: String
      let todos: [Todo]
    }
    return try await req.view.render("todos", Page(title: "Todos", todos: try await repository.all()))
  }
}
