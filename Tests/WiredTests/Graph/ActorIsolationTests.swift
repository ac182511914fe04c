import Foundation
import Testing

@testable import Wired

/// A read of an actor's state runs on the actor's executor, or not at all when the actor keeps it waiting.
@Suite struct ActorIsolationTests {
  private actor Busy {
    var reads = 0

    /// Keeps the actor's executor for `duration`, as long synchronous work does.
    func hold(for duration: TimeInterval) {
      let end = Date().addingTimeInterval(duration)
      while Date() < end {}
    }

    func read() { reads += 1 }
  }

  /// Whether a read ran, set from any thread.
  private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    var isRaised: Bool { lock.withLock { raised } }
    func raise() { lock.withLock { raised = true } }
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
    let holding = Task { await actor.hold(for: 0.5) }
    try? await Task.sleep(for: .milliseconds(50))
    let ran = Flag()
    let admitted = await ActorIsolation.run(on: actor, timeout: .milliseconds(50)) { ran.raise() }
    #expect(!admitted)
    await holding.value
    await actor.read()
    #expect(!ran.isRaised)
  }
}
