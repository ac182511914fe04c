import Foundation

// Stand-ins for a library whose objects run on threads of their own, as SwiftNIO's do: an event loop that is an
// executor and changes a table of pending promises all the time on its thread (NIO's debug builds keep one), a group
// of such loops, a thread pool with its work queue, and a channel bound to one loop. Each churns while the checks
// read the graph that holds it; `stop()` ends its thread.

/// What keeps changing a table on a thread of its own until stopped.
public final class LibraryChurn: @unchecked Sendable {
  private let lock = NSLock()
  private var table: [Int: String] = [:]
  private var isRunning = false
  private let stopped = DispatchSemaphore(value: 0)

  /// Starts the thread, which changes the table (grows it, empties it, grows it again) until ``stop()``.
  func start(name: String) {
    locked { isRunning = true }
    let thread = Thread { [self] in
      var key = 0
      while locked({ isRunning }) {
        locked {
          key &+= 1
          table[key] = "promise \(key)"
          if key % 64 == 0 { table.removeAll(keepingCapacity: false) }
        }
      }
      stopped.signal()
    }
    thread.name = name
    thread.start()
  }

  /// Ends the thread and waits for it.
  func stop() {
    let wasRunning = locked {
      defer { isRunning = false }
      return isRunning
    }
    if wasRunning { stopped.wait() }
  }

  private func locked<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

/// A library's event loop: an executor that runs its jobs, and the promises it has made, on a thread of its own.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public final class LibraryRunningLoop: SerialExecutor, @unchecked Sendable {
  /// The promises the loop has made, changed on its thread, under a name declared with an underscore as NIO's is.
  let _promiseStore = LibraryChurn()
  private var scheduled: [Int: String] = [:]

  /// A loop, not yet running.
  public init() {}

  /// Runs a job where it is enqueued: a test's loop does nothing else with it.
  public func enqueue(_ job: consuming ExecutorJob) {
    job.runSynchronously(on: asUnownedSerialExecutor())
  }

  /// Starts the loop's thread.
  public func start() { _promiseStore.start(name: "loop") }
  /// Stops the loop's thread.
  public func stop() { _promiseStore.stop() }
}

/// A library's group of event loops.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public final class LibraryRunningGroup: @unchecked Sendable {
  private var loops: [LibraryRunningLoop]
  private var state: [String: Int] = ["running": 1]

  /// A group of `count` loops, not yet running.
  public init(loops count: Int) {
    loops = (0..<count).map { _ in LibraryRunningLoop() }
  }

  /// The loop at `index`.
  public func loop(_ index: Int) -> LibraryRunningLoop { loops[index] }
  /// Starts every loop.
  public func start() {
    for loop in loops { loop.start() }
  }
  /// Stops every loop.
  public func stop() {
    for loop in loops { loop.stop() }
  }
}

/// A thread of a library's pool.
public final class LibraryWorkerThread: @unchecked Sendable {
  let name: String
  init(name: String) { self.name = name }
}

/// A library's pool of threads, whose queue of work changes on its threads.
public final class LibraryThreadPool: @unchecked Sendable {
  private let threads = [LibraryWorkerThread(name: "worker 1"), LibraryWorkerThread(name: "worker 2")]
  private let work = LibraryChurn()

  /// A pool, not yet running.
  public init() {}
  /// Starts the pool's thread.
  public func start() { work.start(name: "pool") }
  /// Stops the pool's thread.
  public func stop() { work.stop() }
}

/// A library's channel, bound to one event loop, whose pipeline holds the app's handlers.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public final class LibraryBoundChannel: @unchecked Sendable {
  private let eventLoop: LibraryRunningLoop
  private var handlers: [AnyObject]

  /// A channel on `eventLoop` whose pipeline holds `handlers`.
  public init(on eventLoop: LibraryRunningLoop, handlers: [AnyObject]) {
    self.eventLoop = eventLoop
    self.handlers = handlers
  }
}
