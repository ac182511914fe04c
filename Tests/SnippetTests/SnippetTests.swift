import SampleApp
import Testing
import WiredChecks

// Snippets/InjectionSearch.swift is compiled into this target through a link and tested here, as an app target that
// links WiredChecks alone would: no test framework is needed to build it.

private protocol Routing: AnyObject {}
private final class Router: Routing {}

private final class Screen {
  weak var router: Routing?
  var analytics: String?
  var debugMenu: Router?

  init(router: Routing?) { self.router = router }
}

@Suite struct SnippetTests {
  @Test func aWiredObjectComesBackAsItWasWithNothingReported() {
    let router = Router()
    let screen = Screen(router: router)
    #expect(checkingInjections(screen, except: ["debugMenu"]) === screen)
  }

  @Test func whatTheSnippetWouldReportIsWiredsMessageForTheWholeGraph() {
    #expect(
      checkInjections(Screen(router: nil), except: ["debugMenu"]).message == """
        Expected every optional dependency in the graph of Screen to be injected, but 1 is nil

          Missing:
            router: Routing? (weak)

          Counted: every optional reference (an object, a protocol or a closure) in the graph of Screen

        Inject each one where Screen is built, or list the ones that may stay nil in except:.
        A weak reference is also nil when it was set but nothing else kept its target alive: check that the app holds what it injects there.
        """)
  }
}

/// The injection article's container exit, compiled against the snippet as an app target links it.
@Suite struct ContainerExitArticle {
  struct CheckingContainer {
    let store = SettingsStore()
    let logger = Logger()
    let analytics = ConsoleAnalytics()

    func makeSettings() -> SettingsViewController {
      let settings = SettingsViewController()
      settings.store = store
      settings.logger = logger
      settings.analytics = analytics
      return checkingInjections(settings, except: ["debugMenu"])  // traps in debug builds, prints in release
    }
  }

  @Test func containerExit() {
    _ = CheckingContainer().makeSettings()
  }
}
