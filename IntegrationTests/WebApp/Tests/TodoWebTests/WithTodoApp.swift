import TodoWeb
import Vapor
import VaporTesting

/// Runs `test` on the app as `configure` builds it, with the bugs `slips` seeds: VaporTesting's `withApp`, tailored to
/// the project as its documentation suggests.
@discardableResult
func withTodoApp<T>(_ slips: Slips = Slips(), _ test: (Application) async throws -> T) async throws -> T {
  try await withApp(configure: { try await configure($0, slips: slips) }, test)
}
