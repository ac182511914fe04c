import Foundation
import Observation
import Wired

/// State that announces its changes.
@MainActor @Observable final class ObservedCounter {
  var value = 0
}

/// State that announces nothing: a plain property.
@MainActor final class PlainCounter {
  var value = 0
}

/// The time from a change to the resumption of the code awaiting it, for `assertEventually`, `waitForCall`, and a bare
/// `CheckedContinuation` resumed by the code that makes the change (the least any waiting can cost).
@MainActor enum EventuallyBenchmarks {
  static let rounds = 200

  static func run() async {
    var observed: [Double] = []
    var plain: [Double] = []
    var spyCall: [Double] = []
    var bare: [Double] = []
    for round in 0..<rounds {
      observed.append(await observedLatency(round))
      plain.append(await plainLatency(round))
      spyCall.append(await waitForCallLatency())
      bare.append(await continuationLatency())
    }
    let bareMedian = Harness.median(bare)
    Harness.report(
      "assertEventually, @Observable: change → resumption", wired: Harness.median(observed), baseline: bareMedian,
      unit: .microseconds, target: "median ≤ 1 ms")
    Harness.report(
      "assertEventually, plain property: change → resumption", wired: Harness.median(plain), baseline: bareMedian,
      unit: .microseconds, target: "median ≤ 5 ms")
    Harness.report(
      "waitForCall: call → resumption", wired: Harness.median(spyCall), baseline: bareMedian, unit: .microseconds,
      target: "near the bare continuation")
    await idleCost()
  }

  private static func observedLatency(_ round: Int) async -> Double {
    let counter = ObservedCounter()
    return await latency(
      round, change: { counter.value = 1 }, wait: { await assertEventually(counter.value, equals: 1, timeout: 5) })
  }

  private static func plainLatency(_ round: Int) async -> Double {
    let counter = PlainCounter()
    return await latency(
      round, change: { counter.value = 1 }, wait: { await assertEventually(counter.value, equals: 1, timeout: 5) })
  }

  /// The time from `change`, made by another main-actor task a few milliseconds into the wait (after it settled),
  /// to the return of `wait`.
  private static func latency(
    _ round: Int, change: @escaping @MainActor () -> Void, wait: () async -> Void
  ) async -> Double {
    let clock = ContinuousClock()
    var changedAt = clock.now
    Task { @MainActor in
      try? await Task.sleep(nanoseconds: UInt64(2_000_000 + (round % 5) * 1_000_000))
      changedAt = clock.now
      change()
    }
    await wait()
    return Harness.seconds(clock.now - changedAt)
  }

  private static func waitForCallLatency() async -> Double {
    let spy = ClosureSpy<Void, Void>("tick")
    let tick = spy.handler()
    let clock = ContinuousClock()
    var calledAt = clock.now
    Task { @MainActor in
      try? await Task.sleep(nanoseconds: 2_000_000)
      calledAt = clock.now
      tick()
    }
    await spy.waitForCall(timeout: 5)
    return Harness.seconds(clock.now - calledAt)
  }

  private static func continuationLatency() async -> Double {
    let clock = ContinuousClock()
    var changedAt = clock.now
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      Task { @MainActor in
        try? await Task.sleep(nanoseconds: 2_000_000)
        changedAt = clock.now
        continuation.resume()
      }
    }
    return Harness.seconds(clock.now - changedAt)
  }

  /// CPU time spent waiting a whole second for a value that never comes.
  private static func idleCost() async {
    let plain = PlainCounter()
    let observed = ObservedCounter()
    let before = Harness.cpuTime()
    _ = await captureFailures { await assertEventually(plain.value, equals: 1, timeout: 1) }
    let plainCost = Harness.cpuTime() - before
    let middle = Harness.cpuTime()
    _ = await captureFailures { await assertEventually(observed.value, equals: 1, timeout: 1) }
    let observedCost = Harness.cpuTime() - middle
    Harness.report("CPU while waiting 1 s in vain, plain property", value: plainCost, unit: .seconds, target: "≤ 0.1 s")
    Harness.report("CPU while waiting 1 s in vain, @Observable", value: observedCost, unit: .seconds, target: "≤ 0.1 s")
  }
}
