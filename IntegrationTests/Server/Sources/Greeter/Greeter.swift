import Foundation
import GRPCCore
import GRPCInProcessTransport

// A gRPC greeter, client and server, on grpc-swift 2 without code generation: JSON messages, the in-process
// transport, and interceptors of the app's own, which GRPCClient keeps in a Mutex.

/// The message both ways.
public struct Greeting: Codable, Sendable, Equatable {
  public var text: String

  public init(_ text: String) { self.text = text }
}

extension MethodDescriptor {
  /// `greeter.Greeter/SayHello`.
  public static let sayHello = MethodDescriptor(fullyQualifiedService: "greeter.Greeter", method: "SayHello")
}

/// Serializes a message as JSON.
public struct JSONSerializer<Message: Encodable>: MessageSerializer {
  public init() {}

  public func serialize<Bytes: GRPCContiguousBytes>(_ message: Message) throws -> Bytes {
    Bytes(try JSONEncoder().encode(message))
  }
}

/// Deserializes a message from JSON.
public struct JSONDeserializer<Message: Decodable>: MessageDeserializer {
  public init() {}

  public func deserialize<Bytes: GRPCContiguousBytes>(_ bytes: Bytes) throws -> Message {
    try JSONDecoder().decode(Message.self, from: bytes.withUnsafeBytes { Data($0) })
  }
}

/// Where the app counts the requests it makes and serves.
public final class RequestLog: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String] = []

  public init() {}

  /// Records one request.
  public func record(_ entry: String) {
    lock.lock()
    entries.append(entry)
    lock.unlock()
  }

  /// The requests recorded so far.
  public var recorded: [String] {
    lock.lock()
    defer { lock.unlock() }
    return entries
  }
}

/// Signs each outgoing request and notes it in the app's request log, which it holds weakly.
public final class SigningInterceptor: ClientInterceptor, @unchecked Sendable {
  public weak var log: RequestLog?
  let token: String

  public init(token: String) { self.token = token }

  public func intercept<Input: Sendable, Output: Sendable>(
    request: StreamingClientRequest<Input>,
    context: ClientContext,
    next: (StreamingClientRequest<Input>, ClientContext) async throws -> StreamingClientResponse<Output>
  ) async throws -> StreamingClientResponse<Output> {
    var request = request
    request.metadata.addString(token, forKey: "authorization")
    log?.record("sent \(context.descriptor.method)")
    return try await next(request, context)
  }
}

/// Notes each request the server receives in the app's request log, which it holds weakly.
public final class AuditInterceptor: ServerInterceptor, @unchecked Sendable {
  public weak var log: RequestLog?

  public init() {}

  public func intercept<Input: Sendable, Output: Sendable>(
    request: StreamingServerRequest<Input>,
    context: ServerContext,
    next: @Sendable (StreamingServerRequest<Input>, ServerContext) async throws -> StreamingServerResponse<Output>
  ) async throws -> StreamingServerResponse<Output> {
    log?.record("served \(context.descriptor.method)")
    return try await next(request, context)
  }
}

/// The greeter's service.
public struct GreeterService: RegistrableRPCService {
  public init() {}

  public func registerMethods<Transport: ServerTransport>(with router: inout RPCRouter<Transport>) {
    router.registerHandler(
      forMethod: .sayHello, deserializer: JSONDeserializer<Greeting>(), serializer: JSONSerializer<Greeting>()
    ) { request, _ in
      let greeting = try await ServerRequest(stream: request).message
      return StreamingServerResponse(single: ServerResponse(message: Greeting("Hello, \(greeting.text)")))
    }
  }
}

/// The app's greeter: a gRPC client and server over one in-process transport, with the app's interceptors.
public final class GreeterApp: Sendable {
  public let client: GRPCClient<InProcessTransport.Client>
  public let server: GRPCServer<InProcessTransport.Server>
  public let log: RequestLog

  public init(log: RequestLog = RequestLog()) {
    let transport = InProcessTransport()
    let signing = SigningInterceptor(token: "secret")
    signing.log = log
    let audit = AuditInterceptor()
    audit.log = log
    self.log = log
    client = GRPCClient(transport: transport.client, interceptors: [signing])
    server = GRPCServer(transport: transport.server, services: [GreeterService()], interceptors: [audit])
  }

  /// Says hello through the running client.
  public func sayHello(to name: String) async throws -> String {
    try await client.unary(
      request: ClientRequest(message: Greeting(name)), descriptor: .sayHello,
      serializer: JSONSerializer<Greeting>(), deserializer: JSONDeserializer<Greeting>(), options: .defaults
    ) { response in try response.message.text }
  }

  /// Runs the client and the server while `body` runs, then shuts both down.
  public func run(_ body: @Sendable (GreeterApp) async throws -> Void) async throws {
    try await withThrowingDiscardingTaskGroup { group in
      group.addTask { try await self.server.serve() }
      group.addTask { try await self.client.runConnections() }
      try await body(self)
      client.beginGracefulShutdown()
      server.beginGracefulShutdown()
    }
  }
}
