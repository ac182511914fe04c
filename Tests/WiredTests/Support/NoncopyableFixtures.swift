import Synchronization

// An app whose objects live in noncopyable storage: a client that keeps its interceptors in a `Mutex`, as grpc-swift's
// `GRPCClient` does, a counter in an `Atomic`, a cache in an `AtomicLazyReference`, and a token of its own.

/// What an interceptor reports to; it holds it weakly.
final class RequestSource: @unchecked Sendable {}

/// An interceptor the app hands to its client.
class AuthInterceptor: @unchecked Sendable {
  weak var source: RequestSource?
}

/// An interceptor that holds its client strongly, by mistake: a cycle through the client's `Mutex`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class ClientHoldingInterceptor: AuthInterceptor, @unchecked Sendable {
  var client: LockedClient?
}

/// The client's state, guarded by a `Mutex`.
struct ClientState: Sendable {
  var interceptors: [AuthInterceptor]
  var isRunning = false
}

/// A noncopyable value of the app's own, which owns an object.
struct SessionToken: ~Copyable {
  let owner: AuthInterceptor
  let id: Int
}

/// A client that keeps everything it holds in noncopyable storage.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class LockedClient: @unchecked Sendable {
  let state: Mutex<ClientState>
  let requests = Atomic<Int>(0)
  let cache = AtomicLazyReference<RequestSource>()

  init(_ interceptors: [AuthInterceptor]) {
    state = Mutex(ClientState(interceptors: interceptors))
  }

  /// A client with one interceptor whose source is set, kept alive by the returned source.
  static func wired() -> (LockedClient, RequestSource) {
    let source = RequestSource()
    let interceptor = AuthInterceptor()
    interceptor.source = source
    return (LockedClient([interceptor]), source)
  }

  /// A client whose interceptor holds it back strongly.
  static func cycling() -> LockedClient {
    let interceptor = ClientHoldingInterceptor()
    let client = LockedClient([interceptor])
    interceptor.client = client
    return client
  }

  /// The interceptor the client holds.
  var interceptor: AuthInterceptor {
    state.withLock { $0.interceptors[0] }
  }
}

/// A holder of the app's own noncopyable token.
final class TokenHolder {
  let token: SessionToken
  var label: String?

  init(_ owner: AuthInterceptor) {
    token = SessionToken(owner: owner, id: 1)
  }
}

/// A noncopyable enum of the app's own, which Wired cannot read.
enum Lease: ~Copyable {
  case held(AuthInterceptor)
  case released
}

/// A holder of the app's own noncopyable enum.
final class LeaseHolder {
  let lease = Lease.held(AuthInterceptor())
}

/// How a generic client sends its requests.
protocol RequestTransport: Sendable {}

/// The transport the app uses.
struct LoopbackTransport: RequestTransport {}

/// A generic client that keeps its interceptors in a `Mutex` of a private type of its own and its options in one of
/// an internal type, as grpc-swift's `GRPCClient<Transport>` keeps its `StateMachine`: the names of both types are
/// written after the client's generic signature, which mentions this module first.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class GenericClient<Transport: RequestTransport>: @unchecked Sendable {
  let transport: Transport
  private let stateMachine: Mutex<StateMachine>
  let options: Mutex<Options>

  private struct StateMachine {
    var interceptors: [AuthInterceptor]
  }

  struct Options {
    var fallback: AuthInterceptor?
  }

  init(transport: Transport, interceptors: [AuthInterceptor], fallback: AuthInterceptor?) {
    self.transport = transport
    stateMachine = Mutex(StateMachine(interceptors: interceptors))
    options = Mutex(Options(fallback: fallback))
  }
}
