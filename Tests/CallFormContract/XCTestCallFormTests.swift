import Foundation
import Wired
import XCTest

/// The spellings XCTest users write, with failures recorded on the running test at the caller's line.
final class XCTestCallFormTests: XCTestCase, @unchecked Sendable {
  private var caught: [(description: String, line: Int)] = []
  private var catching = false
  private let lock = NSLock()
  private var screen: Parent?

  override class func setUp() {
    super.setUp()
    // NB: these tests intercept failures before XCTest's observers see them; naming the automatic reporter makes
    // Wired follow the tests from the start, so that it knows a test took the failure.
    _ = FailureReporter.automatic
  }

  func testTimesWithoutWithCountsEveryCall() {
    let spy = Hitter()
    spy.hit(1)
    spy.hit(2)
    XCTAssertTrue(assertCalled(spy, "hit(_:)", times: 2))
    let line = #line + 1
    let failures = catchFailures { assertCalled(spy, "hit(_:)", times: 3, message: "twice") }
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(
      failures.map { headline($0.description) },
      ["twice - Expected hit(_:) to be called 3 times on Hitter, but it was called 2 times"])
  }

  func testWiringSnapshotNamedForTheTestMethod() {
    XCTAssertTrue(assertWiringSnapshot(wiredScreen()))
    let line = #line + 1
    let failures = catchFailures { assertWiringSnapshot(Screen(), named: "unwired") }
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(
      failures.map { headline($0.description) },
      [
        "The wiring of Screen changed since "
          + "__Snapshots__/XCTestCallFormTests/testWiringSnapshotNamedForTheTestMethod.unwired.wiring.txt"
      ])
  }

  func testContainerCheckNamesEachFailedService() {
    XCTAssertTrue(assertContainerWired([ContainerService(Screen.self, except: ["note"]) { wiredScreen() }]))
    let line = #line + 1
    let failures = catchFailures { assertContainerWired([ContainerService("screen") { Screen() }]) }
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(
      failures.map { headline($0.description) },
      ["Expected every service of the container to resolve wired, but 1 of 1 did not"])
  }

  func testWarningsReporterLetsTheTestPass() {
    XCTAssertFalse(withFailureReporter(.warnings) { assertAllInjected(Screen()) })
  }

  func testClosureSpyWithoutItsName() {
    let fetch = ClosureSpy<Int, Void>("fetch")
    fetch.handler()(1)
    XCTAssertTrue(assertCalled(fetch, with: 1))
    let failures = catchFailures { assertNotCalled(fetch) }
    XCTAssertEqual(
      failures.map { headline($0.description) }, ["Expected fetch not to be called, but it was called 1 time"])
  }

  @MainActor func testAwaitedFormsOnTheMainActor() async {
    let spy = Hitter()
    Task { @MainActor in spy.ping() }
    let waited = await spy.waitForCall(to: "ping()", timeout: 60, message: "main")
    XCTAssertTrue(waited)
    let released = await assertNoLeaks { wiredScreen() }
    XCTAssertTrue(released)
  }

  func testTrackForMemoryLeaksOfALocal() {
    trackForMemoryLeaks(wiredScreen())
  }

  func testTrackForMemoryLeaksReturnsTheSecondBuild() throws {
    let screen = trackForMemoryLeaks(wiredScreen())
    XCTAssertTrue(screen.presenter?.view === screen)
    XCTAssertThrowsError(try trackForMemoryLeaks(Self.failingBuild()))
  }

  private struct BuildFailed: Error {}
  private static func failingBuild() throws -> Screen { throw BuildFailed() }

  func testTrackForMemoryLeaksClearingAProperty() {
    screen = Parent()
    trackForMemoryLeaks(clearing: \XCTestCallFormTests.screen, message: "the parent")
  }

  // MARK: - Catching failures

  private func catchFailures(_ body: () -> Void) -> [(description: String, line: Int)] {
    lock.lock()
    catching = true
    caught = []
    lock.unlock()
    body()
    lock.lock()
    defer { lock.unlock() }
    catching = false
    return caught
  }

  private func headline(_ description: String) -> String {
    String(description.replacingOccurrences(of: "failed - ", with: "").prefix { $0 != "\n" })
  }

  private func intercept(_ description: String, _ line: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if catching { caught.append((description, line)) }
    return catching
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      if !intercept(issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0) {
        super.record(issue)
      }
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
      if !intercept(description, lineNumber) {
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }
  #endif
}
