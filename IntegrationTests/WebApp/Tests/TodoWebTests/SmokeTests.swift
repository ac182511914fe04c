import Testing
import TodoWeb
import VaporTesting
import Wired

@Suite struct SmokeTests {
  @Test func theAppServesAPage() async throws {
    try await withApp(configure: configure) { app in
      try await app.testing().test(.GET, "todos/page") { response async in
        #expect(response.status == .ok)
      }
    }
  }
}
