import Testing
import Wired

/// Each spelling of `captureFailures`, `withFailureReporter` and the reporting trait.
@Suite struct ReportingCallFormTests {
  /// NB: the assertion fails, as a warning: were the trait not to bind, the test would fail.
  @Test(.reportingFailures(to: .warnings)) func adoptionModeReportsAsWarnings() {
    #expect(!assertAllInjected(Screen()))
    #expect(withFailureReporter(.warnings) { assertAllInjected(Screen()) } == false)
  }

  @Test func captureAndRouteFailuresSyncAndAsync() async {
    #expect(captureFailures { reportFailure("sync") }.map(\.message) == ["sync"])
    #expect(
      await captureFailures {
        await Task.yield()
        reportFailure("async")
      }.map(\.message) == ["async"])
    let collector = Collector()
    withFailureReporter(collector.reporter) { reportFailure("routed") }
    await withFailureReporter(collector.reporter) {
      await Task.yield()
      reportFailure("routed async")
    }
    #expect(collector.messages == ["routed", "routed async"])
    #expect(withFailureReporter(.standardError) { 42 } == 42)
  }
}

/// Keeps what a reporter of the user's own, made from a closure as the docs show one, is given.
final class Collector: @unchecked Sendable {
  private(set) var messages: [String] = []
  var reporter: FailureReporter { FailureReporter { self.messages.append($0.message) } }
}
