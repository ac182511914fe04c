import Foundation
import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// A read of an actor's state runs on the actor's executor, or not at all when the actor keeps it waiting.
@Suite struct ActorIsolationTests {
  /// An actor whose jobs run on a thread of its own, so that holding it busy holds no thread of the cooperative pool,
  /// which the other tests of a parallel run share.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  private actor Busy {
    var reads = 0

    nonisolated var unownedExecutor: UnownedSerialExecutor { ThreadExecutor.shared.asUnownedSerialExecutor() }

    /// Keeps the actor's executor, as long synchronous work does, from raising `began` until `release` is raised (or
    /// ten seconds have passed).
    func hold(began: Flag, until release: Flag) {
      began.raise()
      let end = Date().addingTimeInterval(10)
      while !release.isRaised, Date() < end {}
    }

    func read() { reads += 1 }
  }

  /// Whether a read ran, set from any thread.
  fileprivate final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    var isRaised: Bool {
      lock.lock()
      defer { lock.unlock() }
      return raised
    }

    func raise() {
      lock.lock()
      raised = true
      lock.unlock()
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aReadRunsOnTheActorsExecutor() async {
    let actor = Busy()
    let ran = Flag()
    let admitted = await ActorIsolation.run(on: actor) {
      actor.assertIsolated()
      ran.raise()
    }
    #expect(admitted)
    #expect(ran.isRaised)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func anActorThatStaysBusyIsNotReadAndTheReadNeverRunsLater() async {
    let actor = Busy()
    let (began, release) = (Flag(), Flag())
    let holding = Task { await actor.hold(began: began, until: release) }
    while !began.isRaised { try? await Task.sleep(nanoseconds: 1_000_000) }
    let ran = Flag()
    let admitted = await ActorIsolation.run(on: actor, timeout: 0.05) { ran.raise() }
    #expect(!admitted)
    release.raise()
    await holding.value
    await actor.read()
    #expect(!ran.isRaised)
  }
}

/// A serial executor that runs its jobs, in order, on one thread of its own.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
private final class ThreadExecutor: SerialExecutor, @unchecked Sendable {
  static let shared = ThreadExecutor()

  private let condition = NSCondition()
  // NB: read and written only while `condition` is locked.
  private var jobs: [UnownedJob] = []

  private init() {
    Thread { [self] in runJobs() }.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

  private func runJobs() -> Never {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedSerialExecutor())
    }
  }
}
