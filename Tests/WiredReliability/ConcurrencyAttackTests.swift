import Foundation
import Testing
import Wired

/// Spies, waits and captures hit from many threads and tasks at once: nothing lost, nothing mixed up, no race.
@Suite struct ConcurrencyAttackTests {
  @Test func aThousandTasksRecordEveryCallInEachTasksOrder() async {
    let spy = Spy()
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<1_000 {
        group.addTask {
          for index in 0..<100 { spy.recordCall("work", with: task, index) }
        }
      }
    }
    let calls = spy.calls
    #expect(calls.count == 100_000)
    var next = [Int](repeating: 0, count: 1_000)
    var inOrder = true
    for call in calls {
      guard let task = call.arguments[0] as? Int, let index = call.arguments[1] as? Int else {
        continue
      }
      inOrder = inOrder && index == next[task]
      next[task] += 1
    }
    #expect(inOrder && next.allSatisfy { $0 == 100 })
  }

  @Test func waitForCallRacingTheCallItWaitsForAlwaysSeesIt() async {
    var arrived = 0
    for round in 0..<500 {
      let spy = ClosureSpy<Int, Void>("tick")
      let tick = spy.handler()
      if round.isMultiple(of: 2) {
        Task.detached { tick(round) }
      } else {
        tick(round)
      }
      if await spy.waitForCall(timeout: 30) { arrived += 1 }
    }
    #expect(arrived == 500)
  }

  @Test func assertEventuallyRacingTheChangeItWaitsForAlwaysSeesIt() async {
    final class Box: @unchecked Sendable {
      private let lock = NSLock()
      private var stored = -1
      var value: Int {
        get { lock.withLockCompat { stored } }
        set { lock.withLockCompat { stored = newValue } }
      }
    }
    var held = 0
    for round in 0..<300 {
      let box = Box()
      Task.detached { box.value = round }
      if await assertEventually(box.value, equals: round, timeout: 30) { held += 1 }
    }
    #expect(held == 300)
  }

  @Test(arguments: 0..<64)
  func capturesInParallelTestsSeeOnlyTheirOwnFailures(_ index: Int) async {
    let failures = await captureFailures {
      for repeat_ in 0..<20 {
        reportFailure("failure \(index).\(repeat_)")
        await Task.yield()
      }
    }
    #expect(failures.map(\.message) == (0..<20).map { "failure \(index).\($0)" })
  }
}

extension NSLock {
  /// `withLock`, which Foundation has only from macOS 14.
  func withLockCompat<Result>(_ body: () -> Result) -> Result {
    lock()
    defer { unlock() }
    return body()
  }
}
