import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// Every check over an app whose library runs threads of its own while the checks read the graph: event loops that
/// change their tables of promises all the time, a thread pool with its queue of work, a channel bound to one loop.
/// Before the walk stopped at what a running thread owns, this suite crashed the process (a torn dictionary read by
/// `Mirror`, as a Vapor app's event loops did under load); now each check answers, the same every time.
@Suite struct LiveGraphTests {
  /// The stand-in library's module taken for a library, as SwiftPM's checkouts are.
  static let scope = GraphScope(
    excludedModules: ModuleName.system, onlyModules: nil, libraryModules: ["WiredTestSupport"])

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test(arguments: 0..<50) func everyCheckOverRunningLoopsAnswersTheSameAndNeverCrashes(_ run: Int) async {
    let group = LibraryRunningGroup(loops: 2)
    let pool = LibraryThreadPool()
    group.start()
    pool.start()
    defer {
      group.stop()
      pool.stop()
    }
    let server = LiveServer(group: group, pool: pool)
    for _ in 0..<5 {
      #expect(
        await checkInjections(server, scope: Self.scope).missing.map(\.description) == [
          "repository: TodoStore?", "handler.repository: TodoStore?",
        ])
      #expect(await checkRetainCycles(server, scope: Self.scope).passed)
      #expect(await wiringSnapshot(server, scope: Self.scope) == LiveServer.snapshot)
      let diagram = await wiringDiagram(server, scope: Self.scope)
      #expect(diagram.dot.contains("LibraryRunningGroup"))
      #expect(await !checkContainer([ContainerService(LiveServer.self) { server }], scope: Self.scope).passed)
      // NB: the leak checks judge every module of this package, where the pool's threads are known by name only as a
      // library's; what they build holds the running loops.
      let leaks = await checkLeaks(timeout: 0.5) { LoopClient(group: group) }
      #expect(leaks.passed)
      #expect(throws: Never.self) { try wired(server, path: "loop", as: LibraryRunningLoop.self) }
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aPathIntoARunningLoopStopsThereAndSaysWhy() {
    let server = LiveServer(group: LibraryRunningGroup(loops: 2), pool: LibraryThreadPool())
    let line = #line + 1
    let failures = captureFailures { assertWired(server, path: "loop._promiseStore", to: AnyObject.self) }
    #expect(
      failures.map(\.message) == [
        """
        Expected "loop._promiseStore" to be an AnyObject

          Found: LibraryRunningLoop is not read: it is an executor, whose state the thread that runs it owns
          Path:  LiveServer › loop: LibraryRunningLoop › _promiseStore

        Wired never reads what a running thread may change under it: check the path up to LibraryRunningLoop, and \
        what lies beyond it through its own API.
        """
      ])
    #expect(failures.map(\.line) == [UInt(line)])
  }
}

/// The app: a server that holds a library's running loops, its thread pool, a channel on one loop, and its own
/// handler and store.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class LiveServer: @unchecked Sendable {
  let group: LibraryRunningGroup
  let loop: LibraryRunningLoop
  let pool: LibraryThreadPool
  let channel: LibraryBoundChannel
  let handler = RequestHandler()
  var repository: TodoStore?

  /// A server on `group`'s loops whose store is `injects`, or nil: a creator that forgot it.
  init(group: LibraryRunningGroup, pool: LibraryThreadPool, injects store: TodoStore? = nil) {
    self.group = group
    self.pool = pool
    loop = group.loop(0)
    channel = LibraryBoundChannel(on: group.loop(1), handlers: [handler])
    repository = store
    handler.repository = store
  }

  /// What the snapshot of a server lists: the library's running objects where the app holds them, not entered.
  static let snapshot = """
    LiveServer
    group: LibraryRunningGroup → LibraryRunningGroup (runs threads, not entered)
    loop: LibraryRunningLoop → LibraryRunningLoop (executor, not entered)
    pool: LibraryThreadPool → LibraryThreadPool (runs threads, not entered)
    channel: LibraryBoundChannel → LibraryBoundChannel (on an executor, not entered)
    handler: RequestHandler → RequestHandler
    handler.repository: TodoStore? = nil
    repository: TodoStore? = nil

    """
}

/// An app object that keeps a library's running loop group and one of its loops, as NIO's clients keep the singleton.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class LoopClient: @unchecked Sendable {
  let group: LibraryRunningGroup
  let loop: LibraryRunningLoop

  init(group: LibraryRunningGroup) {
    self.group = group
    loop = group.loop(1)
  }
}

/// The app's handler, which the channel's pipeline holds.
final class RequestHandler: @unchecked Sendable {
  var repository: TodoStore?
}

/// The app's store.
final class TodoStore: @unchecked Sendable {}
