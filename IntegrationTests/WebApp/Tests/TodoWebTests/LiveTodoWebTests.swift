import Testing
import TodoWeb
import Vapor
import Wired

// Every graph check over the Vapor app while it serves Leaf pages from the database on its event loops, fifty times in
// parallel. Before the walk stopped at what a running thread owns, one full parallel run of such a suite crashed
// (a loop's table of promises read while the loop changed it).

/// The app, started once and serving on a port of its own until the process ends.
enum RunningTodoWeb {
  static let app: Task<Application, any Error> = Task {
    let app = try await Application.make(.testing)
    try await configure(app)
    app.http.server.configuration.port = 0
    try await app.server.start()
    return app
  }

  /// Requests the page and adds a todo until `deadline`, as a visitor does; how many pages were served.
  static func visit(_ app: Application, until deadline: ContinuousClock.Instant) async -> Int {
    guard let port = app.http.server.shared.localAddress?.port else { return 0 }
    var served = 0
    while ContinuousClock.now < deadline {
      let page = try? await app.client.get(URI(string: "http://127.0.0.1:\(port)/todos/page"))
      if page?.status == .ok { served += 1 }
      _ = try? await app.client.post(URI(string: "http://127.0.0.1:\(port)/todos")) { request in
        try request.content.encode(["title": "live"])
      }
    }
    return served
  }
}

@Suite struct LiveTodoWebTests {
  @Test(arguments: 0..<50) func everyCheckOverTheServingAppAnswersTheSameAndNeverCrashes(_ run: Int) async throws {
    let app = try await RunningTodoWeb.app.value
    let visits = Task { await RunningTodoWeb.visit(app, until: .now + .milliseconds(300)) }
    let services = try #require(app.todoServices)
    for _ in 0..<4 {
      #expect(await checkInjections(app).passed)
      #expect(await checkRetainCycles(app).passed)
      #expect(await wiringSnapshot(app).contains("⋯ TodoServices.repository: TodoRepository → TodoRepository\n"))
      #expect(
        await checkContainer(
          [ContainerService(TodoServices.self) { services }], checking: [.injection, .retainCycles]
        ).passed)
      #expect(await checkLeaks { TodoRepository(database: app.db) }.passed)
    }
    // NB: the checks ran while the app served; that it did is part of what is proved.
    #expect(await visits.value > 0)
  }
}
