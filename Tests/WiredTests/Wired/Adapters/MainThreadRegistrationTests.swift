import Foundation
import Testing
import XCTest

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// XCTest accepts observers on the main thread only, and raises otherwise: every registration must land there,
/// whichever thread reports the first failure, holding that thread a moment at most.
@Suite struct MainThreadRegistrationTests {
  @Test(arguments: ["background thread", "detached task", "main actor"])
  func registersOnTheMainQueueFrom(_ origin: String) async {
    // NB: a registrar that traps off the main queue, as XCTest's observation center raises off the main thread.
    // Where Swift Testing drains the main queue from a thread other than the process's first (Linux), the queue is
    // what can be checked; on Apple platforms it is the main thread.
    let trapsOffMain: @Sendable (CheckedContinuation<Void, Never>) -> Void = { done in
      MainThreadRegistration.run {
        dispatchPrecondition(condition: .onQueue(.main))
        done.resume()
      }
    }
    await withCheckedContinuation { done in
      switch origin {
      case "background thread": Thread { trapsOffMain(done) }.start()
      case "detached task": Task.detached { trapsOffMain(done) }
      default: Task { @MainActor in trapsOffMain(done) }
      }
    }
  }

  @Test @MainActor func aSwiftTestingTestRegistersNothing() {
    // NB: on Linux a `@MainActor` test runs on the main queue from another thread; a registration there waited a
    // quarter of a second for the queue the test itself held, in every process's first awaited check.
    #expect(!XCTestReporter.followsXCTest)
  }

  @Test func aThreadThatRegistersWaitsForABusyMainThreadAMomentOnly() async {
    // NB: the main queue is busy (here: this main-actor task) while a thread registers; it must not wait for it.
    let returned = await MainActor.run {
      let done = DispatchSemaphore(value: 0)
      Thread {
        MainThreadRegistration.run {}
        done.signal()
      }.start()
      return done.wait(timeout: .now() + 10) == .success
    }
    #expect(returned)
  }
}

/// On the main thread itself (where XCTest runs its tests), a registration happens before `run` returns; and from an
/// `async` test, which runs off the main thread while the main thread turns its run loop, it does too: the first
/// failure of such a test, which asks for XCTest's observer, then finds it in place, and is recorded once, on the test,
/// not also written to standard error as a failure outside any test.
final class MainThreadRegistrationXCTests: XCTestCase, @unchecked Sendable {
  func testAnXCTestTestIsFollowed() {
    XCTAssertTrue(XCTestReporter.followsXCTest)
  }

  func testARegistrationOnTheMainThreadRunsAtOnce() {
    XCTAssertTrue(Thread.isMainThread)
    nonisolated(unsafe) var ran = false
    MainThreadRegistration.run { ran = true }
    XCTAssertTrue(ran)
  }

  func testARegistrationFromAnAsyncTestRunsBeforeTheCallReturns() async {
    let ran = await Task.detached {
      let ran = DispatchSemaphore(value: 0)
      MainThreadRegistration.run { ran.signal() }
      // NB: no wait: the registration must have run by the time `run` returned.
      return ran.wait(timeout: .now()) == .success
    }.value
    XCTAssertTrue(ran)
  }
}
