/// What a check that waits asks of the test framework that runs it: the one place, beside the reporters, that knows the
/// frameworks.
enum RunningTest {
  /// Whether the current task runs a Swift Testing test, whose threads every test of the run shares: a check never
  /// holds or turns one of them.
  static var isSwiftTesting: Bool { SwiftTestingReporter.isTestRunning }

  /// Follows XCTest's tests from now on, so that a failure reported later is known to be a running test's.
  static func followXCTest() { XCTestReporter.observeTests() }
}
