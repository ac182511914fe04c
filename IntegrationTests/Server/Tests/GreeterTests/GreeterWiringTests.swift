import GRPCCore
import Greeter
import Testing
import Wired

// The checks a user writes for a gRPC client and server on grpc-swift 2, with default arguments. GRPCClient keeps the
// app's interceptors in a Mutex, which reflection gives as `()`: the checks read what it holds, judge the app's
// interceptors, and leave grpc-swift's own insides alone.

@Suite struct GreeterWiringTests {
  @Test func theGreeterIsWiredHasNoCycleAndIsReleased() throws {
    let app = GreeterApp()
    #expect(assertAllInjected(app))
    #expect(assertNoRetainCycles(app))
    #expect(assertNoLeaks { GreeterApp() })
  }

  @Test func itStaysWiredWhileItRunsAndAfterItServedACall() async throws {
    let app = GreeterApp()
    try await app.run { app in
      let greeting = try await app.sayHello(to: "Ann")
      #expect(greeting == "Hello, Ann")
      #expect(assertAllInjected(app))
    }
    #expect(app.log.recorded == ["sent SayHello", "served SayHello"])
    #expect(assertAllInjected(app))
    #expect(assertNoRetainCycles(app))
  }

  @Test func theInterceptorsTheClientKeepsInItsMutexArePinnedByASnapshot() {
    let lines = wiringSnapshot(GreeterApp()).split(separator: "\n")
    #expect(lines.contains("client ⋯ SigningInterceptor → SigningInterceptor (inside GRPCCore)"))
    #expect(lines.contains("client ⋯ SigningInterceptor.log: RequestLog? weak → RequestLog (also at log)"))
    #expect(lines.contains("server ⋯ AuditInterceptor → AuditInterceptor (inside GRPCCore)"))
    #expect(!lines.contains { $0.contains("stateMachine") || $0.contains("router") })
  }

  @Test func aClientAndAServerInterceptorLeftWithoutTheirLogAreFoundByTheAppsNames() {
    let app = ForgetfulGreeterApp()
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(app) }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.map(\.message) == [
        """
        Expected every optional dependency in the graph of ForgetfulGreeterApp to be injected, but 2 are nil

          Missing:
            client ⋯ SigningInterceptor.log: RequestLog? (weak)
            server ⋯ AuditInterceptor.log: RequestLog? (weak)

          Counted: every optional reference (an object, a protocol or a closure) in the graph of ForgetfulGreeterApp

          Judged: Greeter, GreeterTests
          Walked through, not judged: GRPCCore, GRPCInProcessTransport (to judge one, pass scope: .appModules.including(["GRPCCore"]))

        Inject each one where ForgetfulGreeterApp is built, or list the ones that may stay nil in except:.
        A weak reference is also nil when it was set but nothing else kept its target alive: check that the app holds what it injects there.
        """
      ])
    #expect(checkInjections(app).unreadable == [])
  }

  @Test func anInterceptorThatHoldsItsAppIsACycleThroughTheClientsMutex() {
    let app = RetryingGreeterApp()
    let failures = captureFailures { assertNoRetainCycles(app) }
    #expect(
      failures.map(\.message) == [
        """
        Expected no strong reference cycle in the graph of RetryingGreeterApp, but found 1

          Cycle 1, at the root:
            RetryingGreeterApp.client: GRPCClient<Client> → GRPCClient<Client>
            GRPCClient<Client>.stateMachine.interceptorPipeline[0].interceptor: ClientInterceptor → RetryingInterceptor
            RetryingInterceptor.app: RetryingGreeterApp? → RetryingGreeterApp
            Break it: make RetryingInterceptor.app weak

          Judged: GreeterTests
          Walked through, not judged: GRPCCore, GRPCInProcessTransport (to judge one, pass scope: .appModules.including(["GRPCCore"]))

        Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
        """
      ])
    let leaks = checkLeaks { RetryingGreeterApp() }
    #expect(leaks.notReleased.first?.description == "(the root) RetryingGreeterApp (in cycle 1)")
    #expect(!(leaks.message?.contains("kept from outside") ?? true))
  }
}
