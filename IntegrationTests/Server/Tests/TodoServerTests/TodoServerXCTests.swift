import GRDB
import TodoServer
import Wired
import XCTest

/// The same checks as an XCTest user writes them.
final class TodoServerXCTests: XCTestCase {
  func testTheAppIsWiredWithoutCycles() throws {
    let app = try TodoApp()
    XCTAssertTrue(assertAllInjected(app.controller))
    XCTAssertTrue(assertNoRetainCycles(app.application))
    XCTAssertTrue(try assertNoLeaks { try GRDBTodoRepository(dbQueue: DatabaseQueue()) })
  }

  func testTheTrackedControllerIsReleased() throws {
    let controller = try trackForMemoryLeaks(TodoApp().controller)
    _ = buildRouter(controller)
  }
}
