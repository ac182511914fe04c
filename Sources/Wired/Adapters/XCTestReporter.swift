import Foundation
import WiredReading

#if canImport(XCTest)
  import XCTest
#endif

/// Records each failure as an XCTest failure at the caller's file and line.
///
/// XCTest drops a failure recorded while no XCTest test runs, without a word. This reporter notices
/// (through an `XCTestObservation` observer) and writes such a failure to standard error instead.
struct XCTestReporter {
  /// Creates the reporter, and from now on follows XCTest's tests, so that it knows when one is running.
  init() {
    Self.observeTests()
  }

  /// Records the failure on the running XCTest test, or writes it to standard error when none runs.
  ///
  /// - Parameter failure: The failure to record.
  func report(_ failure: TestFailure) {
    if !recordIfTestIsRunning(failure) {
      StandardErrorReporter().report(failure)
    }
  }

  /// Starts following XCTest's tests now rather than at the first failure, so that the test that is about to
  /// start is known to be running.
  static func observeTests() {
    #if canImport(XCTest)
      // NB: a Swift Testing test needs no XCTest observer, and registering one waits for the main thread: on Linux the
      // main actor's work runs on another thread, from the main queue, so a `@MainActor` test's first check waited a
      // quarter of a second for the queue it was holding.
      guard followsXCTest else { return }
      _ = FailureObserver.registered
    #endif
  }

  /// Whether a failure from here may be an XCTest test's, so that Wired's observer must follow XCTest's tests: not
  /// inside another framework's test that is the task's (Swift Testing's).
  static var followsXCTest: Bool {
    !TestFrameworks.isTestRunningOnThisTask
  }

  /// Records the failure with `XCTFail` and tells whether a running XCTest test received it.
  func recordIfTestIsRunning(_ failure: TestFailure) -> Bool {
    #if canImport(XCTest)
      let observer = FailureObserver.registered
      let before = observer.state
      #if canImport(Darwin)
        if !failure.attachments.isEmpty, let testCase = observer.runningTestCase {
          testCase.record(Self.issue(failure))
          return true
        }
      #endif
      if let file = failure.staticFilePath {
        XCTFail(failure.message, file: file, line: failure.line)
      } else {
        // NB: XCTest takes the file as a `StaticString`, which a failure built at run time does not have;
        // the location then leads the message instead.
        XCTFail("\(failure.filePath):\(failure.line): \(failure.message)")
      }
      // NB: a test seen starting took the failure, even if it overrides how it records failures; before
      // the first start is seen (the observer registers on first use), a changed failure count proves it.
      let isTaken = before.isTestRunning || observer.state.failureCount != before.failureCount
      // NB: the test took the failure, but not its attachments, which XCTest has on Apple platforms only.
      if isTaken { SavedAttachments.save(failure.attachments) }
      return isTaken
    #else
      return false
    #endif
  }

  #if canImport(Darwin)
    /// The failure as an issue that carries its attachments, such as the diagram of a cycle.
    ///
    /// NB: attachments travel inside the issue, which XCTest records from any thread, as `XCTFail` does; adding them
    /// to the test case (`add(_:)`) is for the main thread only, and an async test would lose them.
    private static func issue(_ failure: TestFailure) -> XCTIssue {
      let location = XCTSourceCodeLocation(filePath: failure.filePath, lineNumber: Int(clamping: failure.line))
      let attachments = failure.attachments.map { attachment in
        let xcAttachment = XCTAttachment(string: attachment.content)
        xcAttachment.name = attachment.name
        xcAttachment.lifetime = .keepAlways
        return xcAttachment
      }
      return XCTIssue(
        type: .assertionFailure,
        compactDescription: failure.message,
        detailedDescription: nil,
        sourceCodeContext: XCTSourceCodeContext(location: location),
        associatedError: nil,
        attachments: attachments
      )
    }
  #endif
}

extension XCTestReporter {
  /// XCTest among the frameworks ``AutomaticReporter`` asks: it takes a failure when one of its tests runs, and no
  /// warning (it has none).
  struct Framework: TestFramework {
    func prepare() { XCTestReporter.observeTests() }

    func record(_ failure: TestFailure) -> Bool {
      !failure.isWarning && XCTestReporter().recordIfTestIsRunning(failure)
    }

    var sharesThreads: Bool { false }

    var isTestRunningOnThisTask: Bool { false }
  }
}

extension FailureReporter {
  /// Records an XCTest failure at the caller's file and line, or writes it to standard error when no XCTest test
  /// runs (XCTest would drop it without a word).
  static var xcTest: FailureReporter {
    let reporter = XCTestReporter()
    return FailureReporter { reporter.report($0) }
  }
}

#if canImport(XCTest)
  /// Follows the XCTest tests that run and the failures they receive, so the reporter can tell when XCTest
  /// dropped one.
  private final class FailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
    struct State {
      var isTestRunning = false
      var failureCount = 0
    }

    /// The observer, registered with XCTest on the main thread (at once when this is first read there).
    static let registered: FailureObserver = {
      let observer = FailureObserver()
      MainThreadRegistration.run { XCTestObservationCenter.shared.addTestObserver(observer) }
      return observer
    }()

    private let lock = NSLock()
    private var current = State()
    private weak var testCase: XCTestCase?

    /// The test case that is running, for attachments.
    var runningTestCase: XCTestCase? {
      lock.guarded { testCase }
    }

    var state: State {
      lock.guarded { current }
    }

    private func update(_ change: (inout State) -> Void) {
      lock.guarded { change(&current) }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      lock.guarded { self.testCase = testCase }
      update { $0.isTestRunning = true }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      lock.guarded { self.testCase = nil }
      update { $0.isTestRunning = false }
    }

    #if canImport(Darwin)
      func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) { update { $0.failureCount += 1 } }
    #else
      func testCase(
        _ testCase: XCTestCase,
        didFailWithDescription description: String,
        inFile filePath: String?,
        atLine lineNumber: Int
      ) { update { $0.failureCount += 1 } }
    #endif
  }
#endif
