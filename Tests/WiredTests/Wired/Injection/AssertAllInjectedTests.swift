import Foundation
import Testing
import Wired
import WiredTestSupport

@Suite struct AssertAllInjectedTests {
  static let allOptionals: [any PropertyName] = [
    Optionals.logger, "theme", "presenter", "router", Optionals.delegate, Optionals.analytics, "tracker", "nested",
  ]

  // MARK: - Passing

  @Test func passesWhenEverythingIsInjected() {
    let profile = makeAccount()
    expectNoFailure {
      #expect(assertAllInjected(profile))
      #expect(assertAllInjected(profile, except: ["analytics"]))
    }
    #expect(checkInjections(profile).missing == [])
    #expect(checkInjections(profile).passed)
  }

  @Test func aCustomMirrorCannotHideANilDependency() {
    #expect(checkInjections(DisplayedScreen()).missing.map(\.path) == ["dependency"])
    #expect(checkInjections(DisplayedScreen()).missing.map(\.path) == ["dependency"])
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(DisplayedScreen()) }
    expectFailure(
      """
      Expected every optional dependency in the graph of DisplayedScreen to be injected, but 1 is nil

        Missing:
          dependency: Analytics?

        Counted: every optional reference (an object, a protocol or a closure) in the graph of DisplayedScreen

      Inject each one where DisplayedScreen is built, or list the ones that may stay nil in except:.
      """,
      line: line,
      in: failures
    )
  }

  @Test func passesWhenEveryNilOneIsExcepted() {
    expectNoFailure { assertAllInjected(AccountViewController(), except: Self.allOptionals) }
  }

  @Test func lazyStorageIsNeverADependencyAndIsNeverTriggered() {
    let profile = makeAccount()
    #expect(checkInjections(profile).missing.isEmpty)
    _ = profile.formatter
    #expect(checkInjections(profile).missing.isEmpty)
  }

  // MARK: - Failing

  @Test func reportsEveryMissingPropertyInDeclarationOrderWithDeclaredTypes() {
    let profile = AccountViewController()
    let line = #line + 1
    let failures = captureFailures { #expect(!assertAllInjected(profile)) }
    expectFailure(
      """
      Expected every optional dependency in the graph of AccountViewController to be injected, but 7 are nil

        Missing:
          logger: Logger?
          presenter: AccountPresenter?
          router: SceneRouter?
          delegate: AccountDelegate? (weak)
          analytics: Analytics?
          tracker: Tracker? (@Box)
          nested: Analytics??

        Counted: every optional reference (an object, a protocol or a closure) in the graph of AccountViewController

      Inject each one where AccountViewController is built, or list the ones that may stay nil in except:.
      A weak reference is also nil when it was set but nothing else kept its target alive: check that the app holds what it injects there.
      """,
      line: line,
      in: failures
    )
  }

  @Test func missingInjectionsListsPathsTypesAndWeakness() {
    let profile = makeAccount()
    profile.delegate = nil
    profile.logger = nil
    #expect(
      checkInjections(profile).missing == [
        GraphFinding(path: "logger", type: "Logger?"),
        GraphFinding(path: "delegate", type: "AccountDelegate?", note: "weak"),
      ]
    )
    #expect(
      checkInjections(profile, except: [Optionals.logger]).missing.map(\.description) == [
        "delegate: AccountDelegate? (weak)"
      ])
  }

  @Test func aStaleExceptEntryWithTwoLettersSwappedGetsItsSuggestion() {
    let report = checkInjections(makeAccount(), except: ["anaytlics"])
    #expect(report.staleEntries == ["anaytlics"])
    #expect(report.message?.contains("\"anaytlics\" (did you mean \"analytics\"?)") == true)
  }

  @Test func staleExceptEntriesFailWithDidYouMean() {
    let profile = makeAccount()
    let line = #line + 2
    let failures = captureFailures {
      assertAllInjected(profile, except: ["analytcs", "formater", "title", "xyz"], message: "DI")
    }
    expectFailure(
      """
      DI - Expected every except: entry to name an optional stored property of AccountViewController

        Stale except: entries (name no stored property):
          "analytcs" (did you mean "analytics"?)
          "formater" (did you mean "formatter"?)
          "xyz"

        Stale except: entries (not optional, so never nil):
          "title"

      Correct or remove the stale entries: an entry that names nothing, or nothing that can be nil, hides nothing, and may hide a typo.
      """,
      line: line,
      in: failures
    )
    #expect(
      checkInjections(profile, except: ["analytcs"]).staleEntries == ["analytcs"]
    )
  }

  @Test func missingAndStaleTogether() {
    let profile = makeAccount()
    profile.analytics = nil
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(profile, except: ["a..b"]) }
    expectFailure(
      """
      Expected every optional dependency in the graph of AccountViewController to be injected, but 1 is nil

        Missing:
          analytics: Analytics?

        Counted: every optional reference (an object, a protocol or a closure) in the graph of AccountViewController

        Stale except: entries (name no stored property):
          "a..b"

      Inject each one where AccountViewController is built, or list the ones that may stay nil in except:.
      Correct or remove the stale entries: an entry that names nothing hides nothing, and may hide a typo.
      """,
      line: line,
      in: failures
    )
  }

  @Test func propertyWrapperWithNonOptionalValueIsInjectedByConstruction() {
    let owner = Person("owner")
    defer { withExtendedLifetime(owner) {} }
    let holder = Holder(owner: owner)
    let missing = checkInjections(holder).missing.map(\.path)
    #expect(missing == ["weakFriend", "implicitlyUnwrapped", "nestedNil", "boxedNil"])
  }
}
