import HubFeature
import Testing
import Wired

/// What the runtime does not describe, as a user's hub keeps it: a ring of events on `ManagedBuffer`, and a service in
/// swift-atomics' `ManagedAtomicLazyReference`. Each is named unread, never passed over in silence.
@Suite struct HubTests {
  private let ringReason =
    "not read: its elements (HubEvent) are tail-allocated, which the runtime does not describe, so Wired cannot tell "
    + "how many there are; keep them in a stored array, or list this property in except:"
  private let atomicReason =
    "not read: it keeps a reference to Analytics in raw atomic storage, which the runtime does not describe"

  @Test func aHoleAndACycleInTheRingAndTheLazyServiceAreNamedUnread() {
    let hub = Hub()
    hub.recordEventWithoutItsSink()
    _ = hub.analyticsNow
    let unread = [
      GraphFinding(path: "recentEvents", type: "EventRing", note: ringReason),
      GraphFinding(path: "analytics", type: "ManagedAtomicLazyReference<Analytics>", note: atomicReason),
    ]
    #expect(checkInjections(hub).unreadable == unread)
    #expect(checkRetainCycles(hub).unreadable == unread)
    #expect(checkInjections(hub, except: ["recentEvents", "analytics"]).passed)
  }

  @Test func theAssertionSaysSoAtTheCallersLine() {
    let hub = Hub()
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(hub) }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.first?.message.hasPrefix(
        "Expected every optional dependency in the graph of Hub to be checked, but Wired cannot read 2 properties")
        == true)
  }
}
