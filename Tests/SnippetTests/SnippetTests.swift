import Testing

// The copy-in files of Snippets/ are compiled into this target (through links) and tested here, so a snippet
// that stops compiling or working fails CI like any other code.

private final class Presenter {
  weak var view: Screen?
}

private class BaseScreen {
  var logger: String?
}

private final class Screen: BaseScreen {
  var presenter: Presenter?
  var analytics: String??
  lazy var formatter = "lazy"
}

@Suite struct SnippetTests {
  @Test func missingDependenciesListsEveryNilOptionalIncludingInheritedOnes() {
    let screen = Screen()
    #expect(missingDependencies(in: screen) == ["presenter", "analytics", "logger"])
    #expect(missingDependencies(in: screen, except: ["logger"]) == ["presenter", "analytics"])
    screen.presenter = Presenter()
    screen.analytics = .some(nil)
    screen.logger = "log"
    #expect(missingDependencies(in: screen) == ["analytics"])
  }

  @Test func checkedInjectionReturnsTheObjectWhenComplete() {
    let screen = Screen()
    screen.presenter = Presenter()
    screen.analytics = "a"
    screen.logger = "l"
    #expect(checkedInjection(screen) === screen)
  }

  @Test func valueAtPathFollowsWeakOptionalAndInheritedProperties() {
    let screen = Screen()
    let presenter = Presenter()
    presenter.view = screen
    screen.presenter = presenter
    screen.logger = "log"
    #expect(value(atPath: "presenter.view", in: screen) as? Screen === screen)
    #expect(value(atPath: "logger", in: screen) as? String == "log")
    #expect(value(atPath: "presenter.missing", in: screen) == nil)
    #expect(value(atPath: "analytics", in: screen) == nil)
  }
}
