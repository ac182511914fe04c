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
    let missing = checkInjections(in: container.makeSettings(), except: [MayStayNil.debugMenu]).missing
    #expect(missing.map(\.description) == ["analytics: Analytics?"])
  }

  /// The exception list stays honest: an entry that names nothing fails.
  @Test func aStaleExceptionIsCaught() {
    let report = checkInjections(in: Container().makeSettings(), except: ["debugMenu", "analytic"])
    #expect(report.staleExceptions.map(\.description) == ["\"analytic\" (did you mean \"analytics\"?)"])
  }

  /// A custom reporter receives the failure instead of the test: a logger, say. (For a check inside the app itself,
  /// copy `Snippets/InjectionCheck.swift`: Wired belongs in test targets only.)
  @Test func aFailureGoesToTheReporterTheTestChooses() {
    let container = Container()
    container.registersAnalytics = false
    let logger = LoggingReporter()
    withFailureReporter(logger) { assertAllInjected(container.makeSettings(), except: [MayStayNil.debugMenu]) }
    #expect(logger.failures.map(\.message.count).count == 1)
  }
}

/// A reporter that keeps failures, standing in for an app's logger.
final class LoggingReporter: FailureReporter, @unchecked Sendable {
  private(set) var failures: [TestFailure] = []
  func report(_ failure: TestFailure) { failures.append(failure) }
}
