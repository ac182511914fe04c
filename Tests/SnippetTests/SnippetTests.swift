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
          Not counted: 1 nil optional value, taken for state (analytics: String?)

        Inject each one where Screen is built, or list the ones that may stay nil in except:.
        A weak reference is also nil when it was set but nothing else kept its target alive: check that the app holds what it injects there.
        Pass counting: .all to count optional values as dependencies too.
        """)
  }
}
