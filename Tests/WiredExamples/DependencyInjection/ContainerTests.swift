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
    let missing = missingInjections(in: container.makeSettings(), except: [MayStayNil.debugMenu])
    #expect(missing.map(\.description) == ["analytics: Analytics?"])
  }

  /// The exception list stays honest: an entry that names nothing fails.
  @Test func aStaleExceptionIsCaught() {
    let report = checkInjections(in: Container().makeSettings(), except: ["debugMenu", "analytic"])
    #expect(report.staleExceptions.map(\.description) == ["\"analytic\" (did you mean \"analytics\"?)"])
  }

  @Test func theContainerExitCheckLogsInsteadOfTrappingWhenAskedTo() {
    let container = Container()
    container.registersAnalytics = false
    let logger = LoggingReporter()
    _ = checkingInjections(container.makeSettings(), except: [MayStayNil.debugMenu], reporter: logger)
    #expect(logger.failures.count == 1)
  }
}

/// A reporter that keeps failures, standing in for an app's logger.
final class LoggingReporter: FailureReporter, @unchecked Sendable {
  private(set) var failures: [TestFailure] = []
  func report(_ failure: TestFailure) { failures.append(failure) }
}
