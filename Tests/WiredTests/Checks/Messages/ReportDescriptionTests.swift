import SampleApp
import Testing
import Wired

/// A report describes itself by its message, so that `#expect(report.passed)` shows what failed, never the report's
/// fields.
@Suite struct ReportDescriptionTests {
  @Test func eachReportIsDescribedByItsMessageOrAsPassed() {
    let injection = checkInjections(SceneCreator.make(.forgetsView))
    #expect("\(injection)" == injection.message)
    #expect("\(injection)".hasPrefix("Expected every optional dependency"))
    #expect("\(checkInjections(SceneCreator.make()))" == "passed")
    let cycles = checkRetainCycles(SceneCreator.make())
    #expect("\(cycles)" == (cycles.message ?? "passed"))
    let leaks = checkLeaks { SelfKeeping() }
    #expect("\(leaks)".hasPrefix("Expected every object built by the closure to be released"))
    let container = checkContainer([ContainerService(SceneViewController.self) { SceneCreator.make(.forgetsView) }])
    #expect("\(container)" == container.message)
    #expect(!"\(container)".contains("ContainerReport("))
  }
}
