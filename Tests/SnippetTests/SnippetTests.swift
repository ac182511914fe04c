import SampleApp
import Testing

// Snippets/InjectionCheck.swift is compiled into this target through a link and tested here, so the copy-in file
// for app targets fails CI like any other code when it stops compiling, working, or matching Wired's messages.

private protocol Routing: AnyObject {}
private final class Router: Routing {}

/// A property wrapper that keeps its value the way `@Published` does, in an enum case.
@propertyWrapper private struct Kept<Value> {
  private enum Storage { case value(Value) }
  private var storage: Storage
  init(wrappedValue: Value) { storage = .value(wrappedValue) }
  var wrappedValue: Value {
    get {
      switch storage {
      case .value(let value): value
      }
    }
    set { storage = .value(newValue) }
  }
}

private class BaseScreen {
  var logger: String?
}

private final class Screen: BaseScreen {
  weak var router: Routing?
  var analytics: String??
  @Kept var coordinator: Routing? = nil
  lazy var formatter = "lazy"
}

@Suite struct SnippetTests {
  @Test func missingInjectionsNamesEveryNilOptionalWithItsTypeInDeclarationOrder() {
    let screen = Screen()
    #expect(
      missingInjections(in: screen).map(\.description) == [
        "logger: String?", "router: Routing?", "analytics: String??", "coordinator: Routing? (@Kept)",
      ])
    let router = Router()
    screen.router = router
    screen.analytics = .some(nil)
    screen.coordinator = router
    #expect(missingInjections(in: screen, except: ["logger"]).map(\.path) == ["analytics"])
  }

  @Test func checkingInjectionsReturnsTheObjectWhenCompleteAndItsExceptionsAreReal() {
    let screen = Screen()
    let router = Router()
    screen.router = router
    screen.analytics = "a"
    screen.coordinator = router
    #expect(checkingInjections(screen, except: ["logger"]) === screen)
  }

  #if compiler(>=6.2) && (os(macOS) || os(Linux) || os(Windows))
    @Test func aMissingDependencyOrAStaleEntryTrapsInDebugWithWiredsMessage() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = checkingInjections(Screen(), except: ["loger", "analytics", "coordinator"])
      }
      let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        output.contains(
          """
          Expected every optional dependency of Screen to be injected, but 2 are nil

            Missing:
              logger: String?
              router: Routing?

            Stale except: entries (name no stored property):
              "loger" (did you mean "logger"?)

          Inject each one where Screen is built, or list the ones that may stay nil in except:.
          Correct or remove the stale entries: an entry that names nothing hides nothing, and may hide a typo.
          """))
    }
  #endif
}

/// The injection article's container exit, compiled against the snippet as an app target copies it.
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
