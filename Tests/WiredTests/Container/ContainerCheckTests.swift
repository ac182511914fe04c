import SampleApp
import Testing
import WiredTestSupport

@testable import Wired

/// A container as tests write one: a dictionary of factories, and one singleton it shares.
private final class TinyContainer: @unchecked Sendable {
  let sharedScene = SceneCreator.make()
  var factories: [String: () -> Any?] = [:]

  init() {
    factories["scene"] = { SceneCreator.make() }
    factories["shared scene"] = { [unowned self] in sharedScene }
    factories["leaky scene"] = { LeakyCreator.make() }
    factories["registering model"] = { RegisteringModel() }
    factories["tracked model"] = { TrackedModel() }
    factories["unregistered"] = { nil }
  }

  func service(_ name: String, except: [any PropertyName] = []) -> ContainerService {
    ContainerService(name, except: except) { self.factories[name]?() ?? nil }
  }
}

private struct ResolutionError: Error, CustomStringConvertible {
  var description: String { "no registration for Router" }
}

@Suite(.serialized) struct ContainerCheckTests {
  @Test func passesWhenEveryServiceResolvesWired() {
    let container = TinyContainer()
    expectNoFailure {
      assertContainerWired(
        [container.service("scene"), container.service("tracked model")],
        checking: [.injection, .retainCycles, .leaks])
    }
  }

  @Test func oneFailureNamesEveryServiceThatFailedAndWhy() {
    let container = TinyContainer()
    let scene = SceneCreator.make(.forgetsView)
    let services = [
      container.service("scene"),
      ContainerService(SceneViewController.self) { scene },
      container.service("leaky scene"),
      container.service("unregistered"),
      ContainerService("router") { throw ResolutionError() },
    ]
    let failures = captureFailures { assertContainerWired(services, message: "app container") }
    expectFailure(
      """
      app container - Expected every service of the container to resolve wired, but 4 of 5 did not

        SceneViewController:
          nil: interactor.presenter.view: SceneDisplayLogic? (weak)
        leaky scene:
          retain cycle: SceneViewController.interactor → SceneAInteractor.presenter → LeakyPresenter.view → SceneViewController
        unregistered:
          did not resolve: the container returned nil
        router:
          did not resolve: it threw no registration for Router

      Fix each registration, or list what may stay nil in the service's except:.
      """, line: #line - 15, in: failures)
  }

  @Test func aServicesExceptionsAreItsOwnAndStayHonest() {
    let container = TinyContainer()
    container.factories["forgetful"] = { SceneCreator.make(.forgetsView) }
    let report = checkContainer([
      container.service("forgetful", except: ["interactor.presenter.view"]),
      container.service("scene", except: ["routr"]),
    ])
    #expect(report.failures == ["scene": ["except: names no property: \"routr\" (did you mean \"router\"?)"]])
  }

  @Test func leaksAreCheckedOnRequestAndTheContainersSingletonsAreNot() {
    let container = TinyContainer()
    let services = ["shared scene", "registering model", "leaky scene"].map { container.service($0) }
    #expect(checkContainer(services).failures.keys.sorted() == ["leaky scene"])
    let report = ChildRegistry.$shared.withValue(ChildRegistry()) { checkContainer(services, checking: [.leaks]) }
    #expect(report.failures.keys.sorted() == ["leaky scene", "registering model"])
    #expect(
      report.failures["registering model"] == [
        "not released: child: ModelChild (kept from outside the stored graph)"
      ])
  }
}
