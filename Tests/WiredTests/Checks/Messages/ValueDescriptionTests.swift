import Foundation
import Testing

@testable import WiredChecks

/// Values in messages name their types as paths do, without the module: `AnalyticsEvent.login("x")`, never
/// `WiredTests.AnalyticsEvent.login("x")`; text inside a string stays as it is.
@Suite struct ValueDescriptionTests {
  enum AnalyticsEvent: Equatable {
    case login(String)
    case screen(Screen)
  }

  struct Screen: Equatable {
    let name: String
  }

  enum LoadError: Error {
    case offline
  }

  @Test func aValueOfTheAppsTypesNamesThemWithoutTheirModule() {
    #expect(ValueDescription.of(AnalyticsEvent.login("x")) == "ValueDescriptionTests.AnalyticsEvent.login(\"x\")")
    #expect(
      ValueDescription.of(AnalyticsEvent.screen(Screen(name: "Home")))
        == "ValueDescriptionTests.AnalyticsEvent.screen(ValueDescriptionTests.Screen(name: \"Home\"))")
    #expect(
      ValueDescription.of([AnalyticsEvent.login("a")]) == "[ValueDescriptionTests.AnalyticsEvent.login(\"a\")]")
    #expect(ValueDescription.error(LoadError.offline) == "ValueDescriptionTests.LoadError.offline")
  }

  @Test func textInsideAStringAndOtherModulesStayAsTheyAre() {
    #expect(
      ValueDescription.unqualified(
        #"WiredTests.Event.tap("WiredTests.Event \"quoted\" WiredTests.x", Foundation.URL)"#, modules: ["WiredTests"])
        == #"Event.tap("WiredTests.Event \"quoted\" WiredTests.x", Foundation.URL)"#)
    #expect(ValueDescription.unqualified("MyWiredTests.Event", modules: ["WiredTests"]) == "MyWiredTests.Event")
    #expect(ValueDescription.of(URL(string: "https://x.example")!) == "https://x.example")
    #expect(ValueDescription.of("today's \\' \"run\"") == #""today's \\' \"run\"""#)
  }
}
