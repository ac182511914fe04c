import FlyingFox
import Foundation

/// Where the app writes what each request changed.
public final class AuditLog: Sendable {
  public init() {}
}

/// The notes, kept by an actor, as a server's store is: every request rewrites its state.
public actor NotesStore {
  private var notes: [Int: String] = [:]
  private var recent: Set<Int> = []
  private var nextID = 1
  /// Set where the app is assembled; a store without one never records what changed.
  public var audit: AuditLog?

  public init(audit: AuditLog?) {
    self.audit = audit
  }

  /// Keeps `text` as a new note; its number.
  public func add(_ text: String) -> Int {
    let id = nextID
    nextID += 1
    notes[id] = text
    recent.insert(id)
    if recent.count > 32 { recent.removeAll() }
    return id
  }

  /// How many notes there are.
  public var count: Int { notes.count }
}

/// Serves `POST /notes` and `GET /notes` from the store.
public final class NotesHandler: HTTPHandler, Sendable {
  public let store: NotesStore

  public init(store: NotesStore) {
    self.store = store
  }

  public func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    if request.method == .POST {
      let text = String(decoding: try await request.bodyData, as: UTF8.self)
      let id = await store.add(text)
      return HTTPResponse(statusCode: .created, body: Data("\(id)".utf8))
    }
    return HTTPResponse(statusCode: .ok, body: Data("\(await store.count)".utf8))
  }
}

/// Serves `GET /admin`: a handler that only the server keeps, as a route appended and forgotten is.
public final class AdminHandler: HTTPHandler, @unchecked Sendable {
  /// Set where the app is assembled.
  public var audit: AuditLog?
  /// The app whose state the page shows, kept strongly: with the server that keeps this handler, a cycle.
  public var owners: NotesApp?

  public init() {}

  public func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    HTTPResponse(statusCode: .ok)
  }
}

/// The app, as its launch code assembles it: an HTTP server whose routes call the app's handler, and the store.
public final class NotesApp: Sendable {
  public let server: HTTPServer
  public let handler: NotesHandler
  public let store: NotesStore

  /// The app on a port of the loopback interface the system picks; `injectsAudit: false` forgets the audit log;
  /// `withAdmin: true` appends an admin route whose handler, kept by the server alone, is built with two bugs: its
  /// audit log forgotten, and a strong reference back to the app.
  public init(injectsAudit: Bool = true, withAdmin: Bool = false) async throws {
    store = NotesStore(audit: injectsAudit ? AuditLog() : nil)
    handler = NotesHandler(store: store)
    server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0))
    await server.appendRoute("/notes", to: handler)
    if withAdmin {
      let admin = AdminHandler()
      admin.owners = self
      await server.appendRoute("/admin", to: admin)
    }
  }

  /// Serves until the returned task is cancelled; the port it listens on, once it does.
  public func start() async throws -> (task: Task<Void, any Error>, port: UInt16) {
    let task = Task { try await server.run() }
    try await server.waitUntilListening()
    guard case .ip4(_, let port)? = await server.listeningAddress else { throw URLError(.cannotConnectToHost) }
    return (task, port)
  }
}
