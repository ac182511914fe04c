import Foundation
import GRDB
import Hummingbird
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle
import Testing
import TodoServer
import Wired

// Every graph check, run over a Hummingbird app while it serves on NIO's shared event loops and other code makes and
// fulfils promises on those loops, fifty times in parallel: the shape of a server's test suite run whole. Before the
// walk stopped at what a running thread owns, a check here read a loop's table of promises while the loop changed it,
// and crashed the process.

/// The app under test: the todo server, running, and an object of the app's that keeps NIO's shared group and a loop
/// of it, as a client or a scheduler does.
final class LiveTodoApp: @unchecked Sendable {
  let app: TodoApp
  let scheduler: CleanupScheduler

  init() throws {
    app = try TodoApp()
    scheduler = CleanupScheduler(group: MultiThreadedEventLoopGroup.singleton)
  }

  /// The one app every test case checks, started once and serving until the process ends.
  static let running: LiveTodoApp = {
    let live = try! LiveTodoApp()
    let services = live.app.services
    Task { try await services.run() }
    return live
  }()
}

/// Who hears that a cleanup ran.
protocol CleanupObserver: AnyObject, Sendable {}

/// Schedules the app's cleanups on a loop of NIO's shared group; its creator forgot its observer.
final class CleanupScheduler: @unchecked Sendable {
  let group: any EventLoopGroup
  let loop: any EventLoop
  var observer: (any CleanupObserver)?

  init(group: any EventLoopGroup) {
    self.group = group
    loop = group.next()
  }
}

/// Makes and fulfils promises on every loop of NIO's shared group until a deadline, from threads of its own, as a
/// busy server does: in a debug build, each loop keeps a table of the promises made on it, which changes with each.
///
/// NB: threads that wait on NIO's futures, not tasks that await them: the thread sanitizer then sees only what NIO
/// and Wired do.
final class LoopLoad: @unchecked Sendable {
  private let lock = NSLock()
  private var running: Int

  init(for duration: TimeAmount, workers: Int = 4) {
    running = workers
    let deadline = NIODeadline.now() + duration
    let group = MultiThreadedEventLoopGroup.singleton
    for _ in 0..<workers {
      Thread {
        while NIODeadline.now() < deadline {
          var futures: [EventLoopFuture<Int>] = []
          for _ in 0..<256 {
            let loop = group.next()
            let promise = loop.makePromise(of: Int.self)
            loop.execute { promise.succeed(1) }
            futures.append(promise.futureResult)
          }
          _ = try? EventLoopFuture.whenAllComplete(futures, on: group.next()).wait()
        }
        self.lock.lock()
        self.running -= 1
        self.lock.unlock()
      }.start()
    }
  }

  /// Returns once every thread has stopped, suspending between looks.
  func finished() async {
    while lock.withLock({ running > 0 }) { try? await Task.sleep(for: .milliseconds(10)) }
  }
}

@Suite struct LiveServerStressTests {
  // NB: NIO's group is the one Hummingbird's application runs on, listed where the app's scheduler also holds it;
  // `ServiceGroup` is a library's actor, which the awaited checks read on its executor: what it keeps of the app's is
  // listed where the app's path first reached it.
  static let snapshot = """
    LiveTodoApp
    app.dbQueue → DatabaseQueue
    app.controller → TodoController
    app.controller.repository: TodoRepository → GRDBTodoRepository
    app.controller.repository.dbQueue: DatabaseQueue → DatabaseQueue (also at app.dbQueue)
    app.controller.events: TodoEvents? → TodoCounter
    app.application ⋯ TodoCleanup → TodoCleanup (inside Hummingbird)
    app.application ⋯ TodoCleanup.repository: TodoRepository → GRDBTodoRepository (also at app.controller.repository)
    app.services → ServiceGroup
    scheduler: CleanupScheduler → CleanupScheduler
    scheduler.group: EventLoopGroup → MultiThreadedEventLoopGroup (also at app.application)
    scheduler.loop: EventLoop → SelectableEventLoop (executor, not entered)
    scheduler.observer: CleanupObserver? = nil

    """

  // NB: the snapshot the article "Checking an app while it runs" shows.
  static let schedulerSnapshot = """
    CleanupScheduler
    group: EventLoopGroup → MultiThreadedEventLoopGroup (runs threads, not entered)
    loop: EventLoop → SelectableEventLoop (executor, not entered)
    observer: CleanupObserver? = nil

    """

  @Test(arguments: 0..<50) func everyCheckOverTheServingAppAnswersTheSameAndNeverCrashes(_ run: Int) async throws {
    let live = LiveTodoApp.running
    let load = LoopLoad(for: .milliseconds(300))
    for _ in 0..<4 {
      #expect(await checkInjections(live).missing.map(\.description) == ["scheduler.observer: CleanupObserver?"])
      #expect(await checkRetainCycles(live).passed)
      #expect(await wiringSnapshot(live) == Self.snapshot)
      #expect(await wiringDiagram(live).dot.contains("MultiThreadedEventLoopGroup"))
      #expect(
        await checkContainer(
          [
            ContainerService(LiveTodoApp.self, except: ["scheduler.observer"]) { live },
            ContainerService(TodoController.self) { live.app.controller },
          ]
        ).passed)
      let leaks = await checkLeaks(timeout: 1) { CleanupScheduler(group: MultiThreadedEventLoopGroup.singleton) }
      #expect(leaks.passed)
    }
    await load.finished()
  }

  @Test func anObjectThatKeepsTheSharedGroupAndALoopIsWalkedHundredsOfTimesWhileTheLoopsWork() async {
    let scheduler = CleanupScheduler(group: MultiThreadedEventLoopGroup.singleton)
    let load = LoopLoad(for: .seconds(3), workers: 8)
    var walks = 0
    while walks < 900 {
      #expect(await checkInjections(scheduler).missing.map(\.description) == ["observer: CleanupObserver?"])
      #expect(await checkRetainCycles(scheduler).passed)
      #expect(await wiringSnapshot(scheduler) == Self.schedulerSnapshot)
      walks += 3
    }
    await load.finished()
  }

  @Test func aPathIntoARunningEventLoopStopsThereAndSaysWhy() {
    let live = LiveTodoApp.running
    let line = #line + 1
    let failures = captureFailures { assertWired(live, path: "scheduler.loop.thread", to: AnyObject.self) }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.map(\.message) == [
        """
        Expected "scheduler.loop.thread" to be an AnyObject

          Found: SelectableEventLoop is not read: it is an executor, whose state the thread that runs it owns
          Path:  LiveTodoApp › scheduler: CleanupScheduler › loop: SelectableEventLoop › thread

        Wired never reads what a running thread may change under it: check the path up to SelectableEventLoop, and \
        what lies beyond it through its own API.
        """
      ])
  }
}
