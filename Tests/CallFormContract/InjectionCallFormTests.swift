import Testing
import Wired

/// Each spelling of the injection check, with its query form.
@Suite struct InjectionCallFormTests {
  enum MayStayNil: String, PropertyName { case note }

  @Test func allInjected() {
    let screen = wiredScreen()
    #expect(captureFailures { assertAllInjected(screen, except: ["note"]) }.isEmpty)
    #expect(captureFailures { assertAllInjected(screen, except: [MayStayNil.note]) }.isEmpty)
    #expect(captureFailures { assertAllInjected(screen, except: ["note"]) }.isEmpty)
    #expect(checkInjections(screen, except: ["note"]).missing.isEmpty)
    #expect(checkInjections(screen, except: ["note"]).passed)
    #expect(!checkInjections(Screen()).passed)
    #expect(
      headlines(captureFailures { assertAllInjected(Screen(), message: "DI") }) == [
        "DI - Expected every optional dependency in the graph of Screen to be injected, but 1 is nil"
      ])
  }

  @Test func allInjectedCountingEveryOptionalWithinAScope() {
    let screen = wiredScreen()
    #expect(captureFailures { assertAllInjected(screen, except: ["note"], counting: .all) }.isEmpty)
    #expect(
      captureFailures {
        assertAllInjected(screen, except: ["note"], counting: .all, scope: .appModules)
      }.isEmpty)
    #expect(
      headlines(captureFailures { assertAllInjected(screen, counting: .all) }) == [
        "Expected every optional dependency in the graph of Screen to be injected, but 1 is nil"
      ])
  }
}
