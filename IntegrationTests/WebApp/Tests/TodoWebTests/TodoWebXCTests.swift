import TodoWeb
import Vapor
import Wired
import XCTest

/// The same checks in XCTest, failing at the test's line.
final class TodoWebXCTests: XCTestCase {
  func testTheAppIsInjectedAndAForgottenNotifierIsNamedByItsType() async throws {
    let app = try await Application.make(.testing)
    do {
      try await configure(app)
      await assertAllInjected(app)
      let forgetful = try await Application.make(.testing)
      try await configure(forgetful, slips: Slips(forgetsNotifier: true))
      let failures = captureFailures { assertAllInjected(forgetful) }
      XCTAssertEqual(failures.count, 1)
      XCTAssertTrue(failures.first?.message.contains("    ⋯ NotifierService.notifier: TodoNotifier?") == true)
      try await forgetful.asyncShutdown()
    } catch {
      XCTFail("\(error)")
    }
    try await app.asyncShutdown()
  }
}
