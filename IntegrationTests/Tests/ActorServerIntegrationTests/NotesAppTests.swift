import Foundation
import NotesServer
import Testing
import Wired

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An app on an HTTP server built on actors (FlyingFox: the server and its socket pool are actors, no event loop),
/// checked while clients send it requests, as its authors would test it. Before actors were read only on their
/// executors, a check of this app under load crashed the process within seconds (`Set.customMirror` reading the
/// server's connections), and twenty snapshots in a row gave nine different texts.
@Suite(.serialized) struct NotesAppTests {
  /// `app` started, with four clients that post and read notes until it is stopped.
  private func serving(_ app: NotesApp) async throws -> Serving {
    let (server, port) = try await app.start()
    return Serving(server: server, clients: clients(4, port: port))
  }

  /// Clients that post and read notes until stopped.
  private func clients(_ count: Int, port: UInt16) -> Clients {
    let url = URL(string: "http://127.0.0.1:\(port)/notes")!
    let clients = Clients()
    for client in 0..<count {
      Task.detached {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = Data("note from client \(client)".utf8)
        while !clients.isStopped {
          _ = try? await URLSession.shared.data(for: request)
          _ = try? await URLSession.shared.data(from: url)
        }
      }
    }
    return clients
  }

  @Test func anAppServingRequestsIsWiredAndAnswersTheSameEveryTime() async throws {
    let app = try await NotesApp()
    let serving = try await serving(app)
    defer { serving.stop() }
    var snapshots: Set<String> = []
    let end = ContinuousClock.now + .seconds(3)
    while ContinuousClock.now < end {
      await assertAllInjected(app)
      await assertNoRetainCycles(app)
      snapshots.insert(await wiringSnapshot(app))
    }
    #expect(
      snapshots == [
        """
        NotesApp
        server: HTTPServer → HTTPServer
        handler: NotesHandler → NotesHandler
        handler.store: NotesStore → NotesStore (also at store)
        store: NotesStore → NotesStore
        store.audit: AuditLog? → AuditLog

        """
      ])
    let stored = await app.store.count
    #expect(stored > 0, "the clients' requests reached the store")
  }

  @Test func aForgottenDependencyOfTheStoreIsFoundWhileItServes() async throws {
    let app = try await NotesApp(injectsAudit: false)
    let serving = try await serving(app)
    defer { serving.stop() }
    for _ in 0..<10 {
      let line = #line + 1
      let failures = await captureFailures { await assertAllInjected(app) }
      #expect(
        failures.map(\.message) == [
          """
          Expected every optional dependency in the graph of NotesApp to be injected, but 1 is nil

            Missing:
              store.audit: AuditLog?

            Counted: every optional reference (an object, a protocol or a closure) in the graph of NotesApp

            Judged: NotesServer
            Walked through, not judged: FlyingFox, FlyingSocks (to judge one, pass scope: .appModules.including(["FlyingFox"]))

          Inject each one where NotesApp is built, or list the ones that may stay nil in except:.
          """
        ])
      #expect(failures.map(\.line) == [UInt(line)])
    }
  }

  @Test func aSynchronousCheckOfTheServingAppNeverEntersAnActor() async throws {
    let app = try await NotesApp()
    let serving = try await serving(app)
    defer { serving.stop() }
    // NB: for seconds, while the server's actors change their connections and waiters on every request: a
    // synchronous check that entered them crashed the process within seconds.
    let end = ContinuousClock.now + .seconds(3)
    while ContinuousClock.now < end {
      #expect(Self.unreadInSynchronousCheck(app) == ["store"])
    }
  }

  @Test func aHandlerOnlyTheServerKeepsIsCheckedByTheAwaitedFormsWhileItServes() async throws {
    let app = try await NotesApp(withAdmin: true)
    let serving = try await serving(app)
    defer { serving.stop() }
    for _ in 0..<5 {
      let injections = await checkInjections(app)
      #expect(injections.missing.map(\.description) == ["server ⋯ AdminHandler.audit: AuditLog?"])
      #expect(injections.notRead == [])
      let cycles = await checkRetainCycles(app)
      #expect(cycles.cycles.map { $0.references.map(\.path) }.contains { $0.last == "owners" })
    }
    // NB: a synchronous test's check does not enter the server, and says so at its line.
    let (report, failures, line) = Self.synchronousCheck(app)
    #expect(report.passed == false, "the app's own actor, the store, is unreadable")
    #expect(report.notRead.map(\.path) == ["server"])
    #expect(failures.count == 1 && failures.first?.line == line)
    await app.server.stop(timeout: 1)
  }

  /// A synchronous test's check and assertion of `app`, and the line of the assertion.
  private static func synchronousCheck(_ app: NotesApp) -> (InjectionReport, [TestFailure], UInt) {
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(app) }
    return (checkInjections(app), failures, UInt(line))
  }

  /// What a synchronous test's check lists as not read: the app's own actor, which only an awaited check reads.
  private static func unreadInSynchronousCheck(_ app: NotesApp) -> [String] {
    checkInjections(app).unreadable.map(\.path)
  }
}

/// The clients of a test, stopped between requests, never cancelled in the middle of one: Foundation's URLSession on
/// Linux can stop the process when a task is cancelled in flight ("Trying to access a behaviour for a task that in not
/// in the registry", swift-corelibs-foundation #3292).
private final class Clients: @unchecked Sendable {
  private let lock = NSLock()
  private var stopped = false

  var isStopped: Bool { lock.withLock { stopped } }

  /// Asks each client to stop after the request it is making.
  func stop() {
    lock.withLock { stopped = true }
  }
}

/// A serving app's run and its clients: the clients stop first, between requests, then the server.
private struct Serving {
  let server: Task<Void, any Error>
  let clients: Clients

  func stop() {
    clients.stop()
    server.cancel()
  }
}
