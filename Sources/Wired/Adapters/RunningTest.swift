/// What a check that waits asks of the test framework that runs it: the one place, beside the reporters, that knows the
/// frameworks.
enum RunningTest {
  /// Whether the current test runs on threads that every test of the run shares (a Swift Testing test does): a check
  /// never holds or turns one of them. An XCTest test's main thread is its own while it runs.
  static var sharesItsThreads: Bool { SwiftTestingReporter.isTestRunning }

  /// Follows XCTest's tests from now on, so that a failure reported later is known to be a running test's.
  static func followXCTest() { XCTestReporter.observeTests() }
}
