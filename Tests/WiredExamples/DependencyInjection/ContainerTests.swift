import SampleApp
import Testing
import Wired

@Suite struct ContainerTests {
  @Test func everyDependencyIsInjectedExceptTheDebugMenu() {
    assertAllInjected(Container().makeSettings(), except: [MayStayNil.debugMenu])
  }

  /// A container that forgets to register one dependency: the failure lists it with its type.
  @Test func aMissingRegistrationIsNamed() {
    let container = Container()
    container.registersAnalytics = false
    let missing = checkInjections(container.makeSettings(), except: [MayStayNil.debugMenu]).missing
    #expect(missing.map(\.description) == ["analytics: Analytics?"])
  }

  /// The exception list stays honest: an entry that names nothing fails.
  @Test func aStaleExceptionIsCaught() {
    let report = checkInjections(Container().makeSettings(), except: ["debugMenu", "analytic"])
    #expect(report.staleEntries == ["analytic"])
    #expect(report.message?.contains("\"analytic\" (did you mean \"analytics\"?)") == true)
  }

  /// A custom reporter receives the failure instead of the test: a logger, say. (For a check inside the app itself,
  /// copy `Snippets/InjectionSearch.swift`: Wired belongs in test targets only.)
  @Test func aFailureGoesToTheReporterTheTestChooses() {
    let container = Container()
    container.registersAnalytics = false
    let logger = Logger()
    withFailureReporter(logger.reporter) {
      assertAllInjected(container.makeSettings(), except: [MayStayNil.debugMenu])
    }
    #expect(logger.failures.count == 1)
  }
}

/// Keeps failures, standing in for an app's logger.
final class Logger: @unchecked Sendable {
  private(set) var failures: [TestFailure] = []
  /// A reporter that logs each failure here.
  var reporter: FailureReporter { FailureReporter { self.failures.append($0) } }
}
