import Dispatch
import Synchronization
import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The app's objects in noncopyable storage (a `Mutex`, an `Atomic`, an `AtomicLazyReference`, a token of its own),
/// which reflection gives as `()`: every check reads them, or says which it cannot and why.
@Suite struct InPlaceReadTests {
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func aNilDependencyOfAnInterceptorInsideAMutexIsMissing() {
    let (client, source) = LockedClient.wired()
    expectNoFailure { assertAllInjected(client) }
    client.interceptor.source = nil
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(client) }
    expectFailure(
      """
      Expected every optional dependency in the graph of LockedClient to be injected, but 1 is nil

        Missing:
          state.interceptors[0].source: RequestSource? (weak)

        Counted: every optional reference (an object, a protocol or a closure) in the graph of LockedClient

      Inject each one where LockedClient is built, or list the ones that may stay nil in except:.
      A weak reference is also nil when it was set but nothing else kept its target alive: check that the app holds what it injects there.
      """,
      line: line,
      in: failures
    )
    withExtendedLifetime(source) {}
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func aGenericClientsPrivateAndInternalStateInsideMutexesIsRead() {
    let source = RequestSource()
    let interceptor = AuthInterceptor()
    let client = GenericClient(transport: LoopbackTransport(), interceptors: [interceptor], fallback: nil)
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(client) }
    expectFailure(
      """
      Expected every optional dependency in the graph of GenericClient<LoopbackTransport> to be injected, but 2 are nil

        Missing:
          options.fallback: AuthInterceptor?
          stateMachine.interceptors[0].source: RequestSource? (weak)

        Counted: every optional reference (an object, a protocol or a closure) in the graph of GenericClient<LoopbackTransport>

      Inject each one where GenericClient<LoopbackTransport> is built, or list the ones that may stay nil in except:.
      A weak reference is also nil when it was set but nothing else kept its target alive: check that the app holds what it injects there.
      """,
      line: line,
      in: failures
    )
    interceptor.source = source
    expectNoFailure { assertWired(client, path: "stateMachine.interceptors[0].source", to: source) }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func aPathGoesThroughAMutexByTheNamesOfWhatItHolds() throws {
    let (client, source) = LockedClient.wired()
    expectNoFailure {
      assertWired(client, path: "state.interceptors[0].source", to: source)
      assertWired(client, path: "state.isRunning", to: false)
    }
    #expect(try wired(client, path: "state.interceptors", as: [AuthInterceptor].self).count == 1)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func aCycleThroughAMutexIsACycleOfStoredReferences() {
    let client = LockedClient.cycling()
    let line = #line + 1
    let failures = captureFailures { assertNoRetainCycles(client) }
    expectFailure(
      """
      Expected no strong reference cycle in the graph of LockedClient, but found 1

        Cycle 1, at the root:
          LockedClient.state.interceptors[0]: [AuthInterceptor] → ClientHoldingInterceptor
          ClientHoldingInterceptor.client: LockedClient? → LockedClient
          Break it: make ClientHoldingInterceptor.client weak

      Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
      """,
      line: line,
      in: failures
    )
    (client.interceptor as? ClientHoldingInterceptor)?.client = nil
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func theLeakCheckExplainsASurvivorHeldThroughAMutexByItsCycle() {
    let report = checkLeaks { LockedClient.cycling() }
    #expect(
      report.notReleased.map(\.description) == [
        "(the root) LockedClient (in cycle 1)", "state.interceptors[0]: ClientHoldingInterceptor (in cycle 1)",
      ])
    #expect(report.cycles.map(\.closingReference.path) == ["client"])
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func anAtomicLazyReferenceHoldsItsObjectStrongly() {
    let (client, source) = LockedClient.wired()
    _ = client.cache.storeIfNil(source)
    expectNoFailure { assertWired(client, path: "cache", to: source) }
    #expect(
      wiringSnapshot(client) == """
        LockedClient
        state.interceptors: [AuthInterceptor] (1 element)
        state.interceptors[0] → AuthInterceptor
        state.interceptors[0].source: RequestSource? weak → RequestSource (also at cache)
        cache: AtomicLazyReference<RequestSource> → RequestSource

        """)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func aMutexLockedWhileTheCheckReadsItIsSaidNeverPassedOver() {
    let (client, source) = LockedClient.wired()
    let reason =
      "another thread held its lock for the whole 500 ms the check waited; check it when that thread lets go, and "
      + "hold none of the graph's locks while checking it"
    let line = #line + 1
    let failures = client.state.withLock { _ in captureFailures { assertAllInjected(client) } }
    expectFailure(
      """
      Expected every optional dependency in the graph of LockedClient to be checked, but Wired cannot read 1 property

        Cannot read:
          state: Mutex<ClientState> — \(reason)

      What Wired cannot read may hide a nil dependency: check it another way (assertWired, the API of its type), then list it in except:.
      """,
      line: line,
      in: failures
    )
    let (injections, cycles) = client.state.withLock { _ in (checkInjections(client), checkRetainCycles(client)) }
    #expect(injections.unreadable == [GraphFinding(path: "state", type: "Mutex<ClientState>", note: reason)])
    #expect(cycles.unreadable == injections.unreadable)
    #expect(!cycles.passed)
    client.state.withLock { _ in expectNoFailure { assertAllInjected(client, except: ["state"]) } }
    withExtendedLifetime(source) {}
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func aMutexThatTwoThreadsTakeAndReleaseFastIsReadNeverCalledHeld() {
    let recorder = BusyRecorder()
    let group = DispatchGroup()
    for _ in 0..<2 {
      DispatchQueue.global().async(group: group) {
        while recorder.isRunning.load(ordering: .relaxed) {
          recorder.histograms.withLock { histograms in
            histograms.append(Histogram())
            if histograms.count > 32 { histograms.removeAll(keepingCapacity: true) }
          }
          // NB: as a recorder between samples: a thread that never lets go of a core, on a machine as loaded as CI's,
          // is preempted inside its lock for as long as the scheduler likes, which is a lock truly held.
          sched_yield()
        }
      }
    }
    var unreadable: [GraphFinding] = []
    for _ in 0..<20 { unreadable += checkInjections(recorder).unreadable }
    recorder.isRunning.store(false, ordering: .relaxed)
    group.wait()
    #expect(unreadable == [])
  }

  @Test func aNoncopyableValueOfTheAppsOwnIsReadInPlaceByTheNamesOfItsProperties() throws {
    let interceptor = AuthInterceptor()
    let holder = TokenHolder(interceptor)
    holder.label = "session"
    #expect(checkInjections(holder).unreadable.isEmpty)
    #expect(checkInjections(holder).missing.map(\.description) == ["token.owner.source: RequestSource? (weak)"])
    expectNoFailure {
      assertNoRetainCycles(holder)
      assertWired(holder, path: "token.owner", to: interceptor)
    }
    #expect(try wired(holder, path: "token.id", as: Int.self) == 1)
  }

  @Test func aNoncopyableEnumOfTheAppsOwnIsNamedAsUnreadable() {
    let holder = LeaseHolder()
    let reason = "a noncopyable enum, which Wired cannot read"
    let injections = checkInjections(holder)
    #expect(injections.unreadable == [GraphFinding(path: "lease", type: "Lease", note: reason)])
    #expect(!checkRetainCycles(holder).passed)
    expectNoFailure {
      assertAllInjected(holder, except: ["lease"])
      assertNoRetainCycles(holder, except: ["lease"])
    }
    let line = #line + 1
    let failures = captureFailures { assertWired(holder, path: "lease.owner", to: AuthInterceptor.self) }
    expectFailure(
      """
      Expected "lease.owner" to be an AuthInterceptor

        Found: LeaseHolder.lease cannot be read: \(reason)
        Path:  LeaseHolder › lease: Lease

      Check what it holds another way, such as through the API of the type that owns it.
      """,
      line: line,
      in: failures
    )
  }
}

/// A metrics recorder that two threads record into as fast as they can, each `withLock` short.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class BusyRecorder: Sendable {
  let histograms = Mutex<[Histogram]>([])
  let isRunning = Atomic<Bool>(true)
}

private final class Histogram: Sendable {}
