import Foundation
import Wired

// `recordCall` against a locked append of the same record, on one thread and with four contending, by a spy that
// declares no methods, by one that does, and by a mock with a stub for another of its methods.

final class LockedLog: @unchecked Sendable {
  private let lock = NSLock()
  private var records: [(function: String, arguments: [Any], sequence: Int)] = []
  private var sequence = 0

  func append(_ function: String, _ arguments: Any...) {
    lock.lock()
    sequence += 1
    records.append((function, arguments, sequence))
    lock.unlock()
  }
}

final class TrackerSpy: Spy, @unchecked Sendable {
  func track(_ event: String, _ value: Int) { recordCall(with: event, value) }
}

final class DeclaringTrackerSpy: Spy, DeclaresMethods, @unchecked Sendable {
  enum Method: String, CaseIterable {
    case track = "track(_:_:)"
    case flush = "flush()"
  }
  func track(_ event: String, _ value: Int) { recordCall(with: event, value) }
}

final class TrackerMock: Mock, @unchecked Sendable {
  func track(_ event: String, _ value: Int) { recordCall(with: event, value) }
  func pending() -> Int { stubbedValue(default: 0) }
}

enum RecordingBenchmarks {
  enum TestDouble: String, CaseIterable {
    case spy = ""
    case declaringSpy = " (declaring spy)"
    case mock = " (mock with a stub)"
  }

  static func run() {
    for double in TestDouble.allCases {
      for threads in [1, 4] {
        let perThread = 200_000 / threads
        var wired: [Double] = []
        var locked: [Double] = []
        for _ in 0..<9 {
          switch double {
          case .spy:
            let spy = TrackerSpy()
            wired.append(time(threads) { for index in 0..<perThread { spy.track("event", index) } })
          case .declaringSpy:
            let spy = DeclaringTrackerSpy()
            wired.append(time(threads) { for index in 0..<perThread { spy.track("event", index) } })
          case .mock:
            let mock = TrackerMock()
            mock.stub("pending()", returning: 3)
            wired.append(time(threads) { for index in 0..<perThread { mock.track("event", index) } })
          }
          let log = LockedLog()
          locked.append(time(threads) { for index in 0..<perThread { log.append("track(_:_:)", "event", index) } })
        }
        Harness.reportThroughput(
          "recordCall\(double.rawValue) vs locked append, 200,000 calls, \(threads) "
            + "thread\(threads == 1 ? "" : "s")",
          wired: Harness.median(wired), baseline: Harness.median(locked), target: threads == 1 ? "≥ 0.91" : "≥ 1.0")
      }
    }
  }

  /// Seconds for `threads` threads to run `body` at once.
  private static func time(_ threads: Int, _ body: @escaping @Sendable () -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    let group = DispatchGroup()
    for _ in 0..<threads {
      group.enter()
      Thread {
        body()
        group.leave()
      }.start()
    }
    group.wait()
    return Harness.seconds(clock.now - start)
  }
}
