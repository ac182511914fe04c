import Testing

@testable import WiredChecks
@testable import WiredReading

// The app code of these tests: a profile screen with a router whose analytics may stay nil.

private final class Analytics {}

private final class ProfileRouter {
  var analytics: Analytics?
  let name = "profile"
}

private final class ProfileScreen {
  var router: ProfileRouter? = ProfileRouter()
  var analytics: Analytics?
  @Weakly var delegate: Analytics?
}

private final class ProfileFlow {
  let screen = ProfileScreen()
}

@propertyWrapper private struct Weakly<Value> {
  var wrappedValue: Value?
}

/// Whether `list` exempts `name` of `owner` reached by `path`.
private func exempts(_ list: ExceptionList, _ name: String, of owner: AnyObject?, path: String) -> Bool {
  list.exempts(name, of: owner, path: { path })
}

@Suite struct ExceptionListTests {
  @Test func anEntryExemptsThePropertyItNamesOnTheObjectItReachesWhateverPathFindsIt() {
    let screen = ProfileScreen()
    let list = ExceptionList(["router.analytics"], root: screen, optionalsOnly: true)
    #expect(list.stale.isEmpty)
    #expect(exempts(list, "analytics", of: screen.router, path: "elsewhere.analytics"))
    #expect(!exempts(list, "analytics", of: screen, path: "analytics"), "the root's own analytics is not listed")
  }

  @Test func aWrappersStorageAndItsDeclaredNameAreOneEntry() {
    let screen = ProfileScreen()
    #expect(ExceptionList(["delegate"], root: screen).stale.isEmpty)
    #expect(ExceptionList(["_delegate"], root: screen).stale.isEmpty)
  }

  @Test func anEntryThatNamesNoPropertyIsStaleWithTheClosestName() {
    let list = ExceptionList(["router.analitycs", "routr"], root: ProfileScreen())
    #expect(
      list.stale.map(\.description) == [
        #""router.analitycs" (did you mean "router.analytics"?)"#, #""routr" (did you mean "router"?)"#,
      ])
  }

  @Test func anEntryForAPropertyThatIsNeverNilIsStaleForAnInjectionCheckOnly() {
    let screen = ProfileScreen()
    #expect(ExceptionList(["router.name"], root: screen, optionalsOnly: true).stale.map(\.isNeverNil) == [true])
    #expect(ExceptionList(["router.name"], root: screen).stale.isEmpty)
  }

  @Test func aStaleEntryIsPointedAtTheNilOptionalOfThatNameNearestTheRootBeforeOneThatIsSet() {
    let flow = ProfileFlow()
    flow.screen.analytics = Analytics()
    var list = ExceptionList(["analytics"], root: flow, optionalsOnly: true)
    #expect(list.stale.map(\.description) == [#""analytics""#])
    list.pointStaleEntries(into: ObjectGraph(from: flow, scope: .appModules, extent: .everyReference))
    #expect(list.stale.map(\.description) == [#""analytics" (did you mean "screen.router.analytics"?)"#])
  }

  @Test func aTypeEntryExemptsThatPropertyOfEveryObjectOfTheTypeAndIsStaleWhenNoObjectHasIt() {
    let screen = ProfileScreen()
    var list = ExceptionList(["ProfileRouter.analytics"], root: screen, optionalsOnly: true)
    #expect(exempts(list, "analytics", of: screen.router, path: "router.analytics"))
    list.pointStaleEntries(into: ObjectGraph(from: screen, scope: .appModules))
    #expect(list.stale.isEmpty)
    var typo = ExceptionList(["ProfileRoutr.analytics"], root: screen, optionalsOnly: true)
    typo.pointStaleEntries(into: ObjectGraph(from: screen, scope: .appModules))
    #expect(typo.stale.map(\.description) == [#""ProfileRoutr.analytics" (did you mean "ProfileRouter.analytics"?)"#])
  }
}
