import Testing
import Wired
import WiredTestSupport

// A misspelled name is a failure with a did-you-mean, never a silent default or a bare "none".

@Suite struct MisspelledNameTests {
  final class SessionSpy: Spy, @unchecked Sendable {
    func logout() { recordCall() }
    func fetchUsers(ids: [Int]) { recordCall(with: ids) }
    func didSelect(row: Int) { recordCall(with: row) }
  }

  @Test func aNearMissInAssertNotCalledFailsWithTheNameThatWasCalled() {
    let session = SessionSpy()
    session.logout()
    let line = #line + 1
    let failures = captureFailures { assertNotCalled(session, "logot()") }
    expectFailure(
      """
      Expected logot() not to be called on SessionSpy, but nothing was recorded under that name, and logout(), a typo away, was called 1 time

        Recorded calls:
          1. logout()

      Did you mean "logout()"? If logot() is a function of its own, check it with #expect(spy.calls(to: "logot()").isEmpty), which takes the name as written.
      """,
      line: line,
      in: failures
    )
    #expect(captureFailures { assertNotCalled(session, "logot") }.count == 1)
    #expect(captureFailures { assertCalled(session, "logot()", times: 0) }.count == 1)
    #expect(session.calls(to: "logot()").isEmpty)
  }

  final class AnalyticsSpy: Spy, @unchecked Sendable {
    func track(_ event: String, properties: [String: String]) { recordCall(with: event, properties) }
    func load() { recordCall() }
    func save(_ value: Int) { recordCall(with: value) }
    func fetch() { recordCall() }
  }

  @Test(arguments: [
    ("trak(_:properties:)", "track(_:properties:)"), ("lod()", "load()"), ("laod()", "load()"), ("Load()", "load()"),
    ("sve(_:)", "save(_:)"), ("fech()", "fetch()"), ("lod", "load()"), ("trak", "track(_:properties:)"),
  ])
  func aTypoInAShortNameFailsAssertNotCalledAndTimesZero(_ written: String, _ called: String) {
    let analytics = AnalyticsSpy()
    analytics.track("opened", properties: [:])
    analytics.load()
    analytics.save(1)
    analytics.fetch()
    let failures = captureFailures { assertNotCalled(analytics, written) }
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("and \(called), a typo away, was called 1 time") == true)
    #expect(failures.first?.message.contains("Did you mean \"\(called)\"?") == true)
    #expect(captureFailures { assertCalled(analytics, written, times: 0) }.count == 1)
  }

  @Test func anotherFunctionOfItsOwnIsNoNearMiss() {
    let session = SessionSpy()
    session.didSelect(row: 1)
    session.fetchUsers(ids: [1])
    expectNoFailure {
      assertNotCalled(session, "didDeselect(row:)")
      assertNotCalled(session, "login()")
    }
  }

  /// A spy that declares its methods, two of which share a base name.
  final class DeclaredSessionSpy: Spy, DeclaresMethods, @unchecked Sendable {
    enum Method: String, CaseIterable {
      case fetchUsersByID = "fetchUsers(ids:)"
      case fetchUsersByName = "fetchUsers(names:)"
      case track = "track(_:)"
    }

    func fetchUsers(ids: [Int]) { recordCall(with: ids) }
    func fetchUsers(names: [String]) { recordCall(with: names) }
    func track(_ event: String) { recordCall(with: event) }
    static let flushLine = #line + 1
    func flush() { recordCall() }
  }

  @Test func theSameNameWithOtherLabelsIsANearMissUnlessTheSpyDeclaresBoth() {
    let session = SessionSpy()
    session.fetchUsers(ids: [1])
    let line = #line + 1
    let failures = captureFailures { assertNotCalled(session, "fetchUsers(names:)") }
    expectFailure(
      """
      Expected fetchUsers(names:) not to be called on SessionSpy, but nothing was recorded under that name, and \
      fetchUsers(ids:), the same name with other labels, was called 1 time

        Recorded calls:
          1. fetchUsers(ids:) with ids: [1]

      Did you mean "fetchUsers(ids:)"? If fetchUsers(names:) is a function of its own, check it with \
      #expect(spy.calls(to: "fetchUsers(names:)").isEmpty), which takes the name as written.
      """, line: line, in: failures)
    let declared = DeclaredSessionSpy()
    declared.fetchUsers(ids: [1])
    expectNoFailure { assertNotCalled(declared, .fetchUsersByName) }
  }

  @Test func aLabelTypoInACheckOfArgumentsNamesTheCallsOfTheSameName() {
    let plain = SessionSpy()
    plain.recordCall("track(_:)", with: "settings")
    let plainLine = #line + 1
    let plainFailures = captureFailures { assertCalled(plain, "track(event:)", with: "settings", times: 1) }
    expectFailure(
      """
      Expected track(event:) to be called 1 time on SessionSpy with event: "settings", but 0 calls had equal arguments

        Calls to track(_:):
          1. track(_:) with "settings"

      Did you mean "track(_:)"?
      """, line: plainLine, in: plainFailures)
  }

  @Test func aNameTheSpyDoesNotDeclareFailsWhetherOrNotAnythingWasCalled() {
    let session = DeclaredSessionSpy()
    let line = #line + 1
    let failures = captureFailures { assertNotCalled(session, "fetchUser(ids:)") }
    expectFailure(
      """
      "fetchUser(ids:)" is not a method DeclaredSessionSpy declares

        Declared: fetchUsers(ids:), fetchUsers(names:), track(_:)

      Did you mean "fetchUsers(ids:)"? Name it by its case, DeclaredSessionSpy.Method, and a typo cannot compile.
      """, line: line, in: failures)
    expectNoFailure {
      assertNotCalled(session, .track)
      assertNotCalled(session, "track")
      assertNotCalled(session, "fetchUsers(names:)")
    }
  }

  @Test func aCallTheSpyDoesNotDeclareFailsAtItsRecordCallOnce() {
    let session = DeclaredSessionSpy()
    let failures = captureFailures {
      session.flush()
      session.flush()
    }
    #expect(
      failures.map(\.message) == [
        """
        DeclaredSessionSpy recorded a call to flush(), which DeclaredSessionSpy.Method does not declare

          Declared: fetchUsers(ids:), fetchUsers(names:), track(_:)

        Add `case flush = "flush()"` to DeclaredSessionSpy.Method, so that tests name it by its case; a name the list \
        lacks is one a typo in a test could never be told from.
        """
      ])
    #expect(failures.map(\.line) == [UInt(DeclaredSessionSpy.flushLine)])
    #expect(session.calls(to: "flush()").count == 2)
  }

  /// A spy whose one case for `track` carries the wrong labels: the method is `track(_:)`.
  final class MislabelledAnalyticsSpy: Spy, DeclaresMethods, @unchecked Sendable {
    enum Method: String, CaseIterable {
      case track = "track(event:)"
      case flush = "flush()"
    }

    static let trackLine = #line + 1
    func track(_ event: String) { recordCall(with: event) }
  }

  /// A mock whose one case for `charge` carries the wrong labels: the method is `charge(amountCents:token:)`.
  final class MislabelledPaymentMock: Mock, DeclaresMethods, @unchecked Sendable {
    enum Method: String, CaseIterable {
      case charge = "charge(amount:token:)"
    }

    static let chargeLine = #line + 2
    func charge(amountCents: Int, token: String) throws -> String {
      try stubbedAnswer(with: amountCents, token)
    }
  }

  /// A mock whose case is named as its method, with a raw value a letter short.
  final class ShortRawValueMock: Mock, DeclaresMethods, @unchecked Sendable {
    enum Method: String, CaseIterable {
      case fetchAll = "fetchAl()"
    }

    func fetchAll() -> [String] { stubbedValue(default: []) }
  }

  @Test func aRawValueThatMisspellsTheCasesOwnNameIsNamedAsWrongOnce() {
    let sync = ShortRawValueMock()
    sync.stub(.fetchAll, returning: ["a"])
    var fetched: [String] = []
    let failures = captureFailures {
      fetched = sync.fetchAll()
      assertCalled(sync, .fetchAll)
    }
    #expect(fetched == ["a"])
    #expect(
      failures.map(\.message) == [
        """
        ShortRawValueMock recorded a call to fetchAll(), which ShortRawValueMock.Method does not declare

          Declared: fetchAl()

        Correct the raw value of `case fetchAll = "fetchAl()"` to `"fetchAll()"`, as `#function` spells the method. \
        Until then the call counts as .fetchAll, so that this is the one failure it causes.
        """
      ])
  }

  /// A mock that declares `find(_:)` while its requirement is `search(_:)`: the case is missing, not misspelled.
  final class RenamedBookingMock: Mock, DeclaresMethods, @unchecked Sendable {
    enum Method: String, CaseIterable {
      case findOffers = "find(_:)"
    }

    static let searchLine = #line + 1
    func search(_ query: String) throws -> [String] { try stubbedAnswer(with: query) }
  }

  @Test func aCallNoCaseDeclaresFailsOnceWithTheCaseToAddAndNoStringStubAdvice() {
    let api = RenamedBookingMock()
    let failures = captureFailures {
      for _ in 0..<3 { _ = try? api.search("Lisbon") }
    }
    #expect(
      failures.map(\.message) == [
        """
        RenamedBookingMock recorded a call to search(_:), which RenamedBookingMock.Method does not declare

          Declared: find(_:)

        Add `case search = "search(_:)"` to RenamedBookingMock.Method, so that tests name it by its case; a name the \
        list lacks is one a typo in a test could never be told from.
        """
      ])
    #expect(failures.map(\.line) == [UInt(RenamedBookingMock.searchLine)])
  }

  @Test func aPollingCallerOfAnUnstubbedFunctionFailsOnce() {
    let storage = StorageMock()
    let failures = captureFailures {
      for _ in 0..<50 { _ = storage.count() }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("StorageMock.count() was called, but nothing is stubbed for it") == true)
  }

  @Test func aMocksWrongRawValueFailsOnceAndItsStubStillAnswers() throws {
    let gateway = MislabelledPaymentMock()
    gateway.stub(.charge, returning: "r1")
    var receipt: String?
    let failures = captureFailures {
      receipt = try? gateway.charge(amountCents: 11500, token: "tok")
      assertCalled(gateway, .charge, with: 11500, "tok")
    }
    #expect(receipt == "r1")
    #expect(
      failures.map(\.message) == [
        """
        MislabelledPaymentMock recorded a call to charge(amountCents:token:), which MislabelledPaymentMock.Method does \
        not declare

          Declared: charge(amount:token:)

        Correct the raw value of `case charge = "charge(amount:token:)"` to `"charge(amountCents:token:)"`, as \
        `#function` spells the method. Until then the call counts as .charge, so that this is the one failure it causes.
        """
      ])
    #expect(failures.map(\.line) == [UInt(MislabelledPaymentMock.chargeLine)])
  }

  @Test func aWrongRawValueIsNamedAsOneAndFailsOnceAtTheRecordCall() {
    let analytics = MislabelledAnalyticsSpy()
    let failures = captureFailures {
      analytics.track("login")
      analytics.track("logout")
      assertCalled(analytics, .track, with: "login")
      assertCalled(analytics, .track, times: 2)
      // NB: named as the call was made, it is the call the spy counts as .track, not a second failure.
      assertCalled(analytics, "track(_:)", with: "logout")
      assertNoUnverifiedCalls(analytics)
    }
    #expect(
      failures.map(\.message) == [
        """
        MislabelledAnalyticsSpy recorded a call to track(_:), which MislabelledAnalyticsSpy.Method does not declare

          Declared: track(event:), flush()

        Correct the raw value of `case track = "track(event:)"` to `"track(_:)"`, as `#function` spells the method. \
        Until then the call counts as .track, so that this is the one failure it causes.
        """
      ])
    #expect(failures.map(\.line) == [UInt(MislabelledAnalyticsSpy.trackLine)])
  }

  /// A profile service whose two methods have close names: a cached read, answered quietly, and a fetch.
  final class ProfileServiceMock: Mock, DeclaresMethods, @unchecked Sendable {
    enum Method: String, CaseIterable {
      case cachedProfile = "cachedProfile(id:)"
      case fetchProfile = "fetchProfile(id:)"
    }
    func cachedProfile(id: Int) -> String? { stubbedValue(with: id, default: nil) }
    func fetchProfile(id: Int) -> String { stubbedValue(with: id, default: "") }
  }

  @Test func aStubByCaseIsNoTypoOfAnotherDeclaredMethodNorIsAnUncalledCase() {
    let service = ProfileServiceMock()
    service.stub(.fetchProfile, returning: "ann")
    let quiet = captureFailures {
      _ = service.cachedProfile(id: 7)
      _ = service.fetchProfile(id: 7)
    }
    #expect(quiet.isEmpty, "a nice mock answers an unstubbed call quietly: \(quiet.map(\.message))")
    let other = ProfileServiceMock()
    other.stub(.cachedProfile, returning: nil)
    let failures = captureFailures { assertCalled(other, .fetchProfile, with: 7) }
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("Did you mean") == false, "\(failures.map(\.message))")
  }

  @Test func aCallThatFindsOnlyAMisspelledStubFailsAtTheTestsStubLine() {
    let provider = LocationProviderMock()
    let line = #line + 1
    provider.stub("isUserAuthorised", returning: true)
    let failures = captureFailures { #expect(provider.isUserAuthorized == false) }
    #expect(
      failures.map(\.message) == [
        """
        LocationProviderMock.isUserAuthorized was called, but nothing is stubbed for it

          Stubbed: "isUserAuthorised", which no call has been made to

        Did you mean to stub "isUserAuthorized"? Correct the name given to stub(_:…).
        """
      ])
    // NB: the test's call to stub(_:…) is the mistake, so the failure is there, not in the mock.
    #expect(failures.map(\.fileID) == ["WiredTests/MisspelledNameTests.swift"])
    #expect(failures.map(\.line) == [UInt(line)])
  }

  @Test func aBaseNameMatchesWhileItIsUnambiguousAndFailsWithTheMatchesWhenNot() {
    final class FeedSpy: Spy, @unchecked Sendable {
      func fetch(id: Int) { recordCall(with: id) }
      func fetch(name: String) { recordCall(with: name) }
      func refresh() { recordCall() }
    }
    let feed = FeedSpy()
    feed.refresh()
    expectNoFailure { assertCalled(feed, "refresh") }
    feed.fetch(id: 1)
    expectNoFailure { assertCalled(feed, "fetch", with: 1) }
    feed.fetch(name: "news")
    let line = #line + 1
    let failures = captureFailures { assertCalled(feed, "fetch") }
    expectFailure(
      """
      "fetch" names more than one function recorded on FeedSpy

        Matches: fetch(id:), fetch(name:)

      Name the function in full, as #function spells it.
      """,
      line: line,
      in: failures
    )
  }

  @Test func aSpyNameWithTwoLettersSwappedGetsItsSuggestion() {
    let provider = LocationProviderMock()
    provider.requestLocation()
    let failures = captureFailures { assertCalled(provider, "reqeustLocation()") }
    #expect(failures.first?.message.hasSuffix("Did you mean \"requestLocation()\"?") == true)
  }

  @Test func aNearNamedStubThatIsUsedIsNoTypo() {
    let shelf = ShelfMock()
    shelf.stub("load()", returning: 3)
    expectNoFailure {
      #expect(shelf.load() == 3)
      #expect(shelf.loaf() == 0)
    }
  }

  @Test func waitingForAMisspelledFunctionSuggestsTheOneThatWasCalled() async {
    let provider = LocationProviderMock()
    provider.requestLocation()
    let line = #line + 1
    let failures = await captureFailures { await provider.waitForCall(to: "requestLocaton()", timeout: 0.01) }
    expectFailure(
      """
      Timed out after 0.01 s waiting for requestLocaton() to be called on LocationProviderMock

        Recorded calls:
          1. requestLocation()

      Did you mean "requestLocation()"?
      """,
      line: line,
      in: failures
    )
  }

  @Test func aClosureSpyAskedUnderAnotherNameSaysWhatItIsCalled() async {
    let callUser = ClosureSpy<String, Void>("callUser")
    callUser.handler()("ann")
    var line = #line + 1
    var failures = captureFailures { assertCalled(callUser, "completion") }
    let expected = """
      "completion" is not the name of this closure spy: it records its calls as "callUser"

      Use "callUser", or name the spy after what it stands for: ClosureSpy<…>("completion").
      """
    expectFailure(expected, line: line, in: failures)
    line = #line + 1
    failures = await captureFailures { await callUser.waitForCall(to: "completion", timeout: 60) }
    expectFailure(expected, line: line, in: failures)
    line = #line + 1
    failures = captureFailures { assertCalled(callUser, "calUser") }
    expectFailure(
      """
      "calUser" is not the name of this closure spy: it records its calls as "callUser"

      Did you mean "callUser"? A closure spy records its calls under the name it was given.
      """,
      line: line,
      in: failures
    )
  }
}

/// Two nice functions whose names are one letter apart.
final class ShelfMock: Mock, @unchecked Sendable {
  func load() -> Int { stubbedValue(default: 0) }
  func loaf() -> Int { stubbedValue(default: 0) }
}

// Every async helper's message compiles, and reports, in a `@MainActor` test.
@MainActor @Suite struct MainActorMessageTests {
  let screen = "profile"

  @Test func aMessageReadingMainActorStateCompilesAndComesFirst() async {
    let provider = LocationProviderMock()
    let callUser = ClosureSpy<String, Void>("callUser")
    let failures = await captureFailures {
      await provider.waitForCall(to: "requestLocation()", timeout: 0.01, message: "\(screen) asks for a location")
      await callUser.waitForCall(timeout: 0.01, message: "\(screen) calls the user")
    }
    #expect(
      failures.map { $0.message.prefix { $0 != "\n" } } == [
        "profile asks for a location - Timed out after 0.01 s waiting for requestLocation() to be called on LocationProviderMock",
        "profile calls the user - Timed out after 0.01 s waiting for callUser to be called",
      ])
  }
}
