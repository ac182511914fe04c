import Foundation
import Testing

@testable import Wired
@testable import WiredChecks

/// A read of an actor's state runs on the actor's executor, or not at all when the actor keeps it waiting.
@Suite struct ActorIsolationTests {
  private actor Busy {
    var reads = 0

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
