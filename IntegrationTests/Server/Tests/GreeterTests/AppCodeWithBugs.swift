import GRPCCore
import GRPCInProcessTransport
import Greeter

// Mistakes a user makes in their own gRPC code, each beside the library it uses.

/// A greeter whose creator forgot to give the client's signing interceptor its log, and the server's audit
/// interceptor too: both hold it weakly, so nothing but a check notices.
final class ForgetfulGreeterApp: Sendable {
  let client: GRPCClient<InProcessTransport.Client>
  let server: GRPCServer<InProcessTransport.Server>
  let log = RequestLog()

  init() {
    let transport = InProcessTransport()
    client = GRPCClient(transport: transport.client, interceptors: [SigningInterceptor(token: "secret")])
    server = GRPCServer(transport: transport.server, services: [GreeterService()], interceptors: [AuditInterceptor()])
  }
}

/// An interceptor that keeps the app that owns its client, strongly: a cycle through GRPCClient's Mutex.
final class RetryingInterceptor: ClientInterceptor, @unchecked Sendable {
  var app: RetryingGreeterApp?

  func intercept<Input: Sendable, Output: Sendable>(
    request: StreamingClientRequest<Input>,
    context: ClientContext,
    next: (StreamingClientRequest<Input>, ClientContext) async throws -> StreamingClientResponse<Output>
  ) async throws -> StreamingClientResponse<Output> {
    try await next(request, context)
  }
}

/// The app whose interceptor holds it back.
final class RetryingGreeterApp: @unchecked Sendable {
  let client: GRPCClient<InProcessTransport.Client>

  init() {
    let retrying = RetryingInterceptor()
    client = GRPCClient(transport: InProcessTransport().client, interceptors: [retrying])
    retrying.app = self
  }
}
