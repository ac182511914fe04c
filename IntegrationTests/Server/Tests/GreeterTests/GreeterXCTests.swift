import Greeter
import Wired
import XCTest

/// The same checks as an XCTest user writes them for the gRPC greeter.
final class GreeterXCTests: XCTestCase {
  func testTheGreeterIsWiredAndServesACall() async throws {
    let app = GreeterApp()
    try await app.run { app in
      let greeting = try await app.sayHello(to: "Bo")
      XCTAssertEqual(greeting, "Hello, Bo")
    }
    // NB: in an async test the checks are the awaited forms, which XCTest's assertions cannot take as an argument.
    let injected = await assertAllInjected(app)
    let acyclic = await assertNoRetainCycles(app)
    XCTAssertTrue(injected && acyclic)
    await assertNoLeaks { GreeterApp() }
  }

  func testTheTrackedGreeterIsReleased() {
    let app = trackForMemoryLeaks(GreeterApp())
    XCTAssertTrue(assertWired(app, path: "client.stateMachine.interceptorPipeline[0].interceptor.log", to: app.log))
  }

  func testAForgottenLogIsReportedAtTheLineOfTheCall() {
    let failures = captureFailures { assertAllInjected(ForgetfulGreeterApp()) }
    XCTAssertEqual(failures.map(\.line), [#line - 1])
    XCTAssertEqual(
      failures.first?.message.split(separator: "\n").filter { $0.hasPrefix("    ") },
      [
        "    client ⋯ SigningInterceptor.log: RequestLog? (weak)",
        "    server ⋯ AuditInterceptor.log: RequestLog? (weak)",
      ])
  }
}
