import XCTest

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// What a search screen asks for results.
protocol SearchService: AnyObject {}

/// The test's mock of it, which keeps the observer it is given, as a delegate list does.
final class SearchServiceMock: SearchService {
  var observers: [AnyObject] = []
}

/// Where the app reports what the user searched for; the test records it.
final class SearchEventsRecorder {
  var listeners: [AnyObject] = []
}

/// The object under test.
final class SearchViewModel {
  let service: SearchService
  init(service: SearchService) { self.service = service }

  /// Registers itself with the events, strongly, and keeps nothing of them: a leak the graph cannot see.
  func listen(to events: SearchEventsRecorder) { events.listeners.append(self) }
}

/// The XCTest pattern of a mock kept by the test case: the mock is the test's, never the graph's leak, and an object
/// the graph handed over to it is reported as kept by the test case's property, not "from outside".
final class TestCaseHolderXCTests: FailureRecordingTestCase, @unchecked Sendable {
  let service = SearchServiceMock()
  let events = SearchEventsRecorder()
  var sut: SearchViewModel?
  private var trackedLine = 0

  func testAMockTheTestCaseHoldsIsTheTestsNotALeak() {
    sut = SearchViewModel(service: service)
    trackForMemoryLeaks(clearing: \TestCaseHolderXCTests.sut)
  }

  func testAnObjectUnderTestThatHandedItselfToTheTestCasesRecorderIsKeptByThatProperty() {
    // NB: teardown blocks run last in, first out: this one, added first, runs after the tracking one reported.
    addTeardownBlock { [self] in
      let recorded = stopCatching()
      events.listeners = []
      XCTAssertEqual(recorded.map(\.line), [trackedLine])
      XCTAssertEqual(
        recorded.first?.description,
        """
        failed - Expected every object tracked here to be released by the end of the test, but 1 was not

          Not released:
            (the root) SearchViewModel, kept by the test case's TestCaseHolderXCTests.events.listeners[0]

        TestCaseHolderXCTests.events.listeners[0] keeps what is marked "kept by the test case": the test case's own \
        properties, which XCTest keeps until the whole run ends. If the object under test handed itself over there (a \
        delegate, an observer, a closure that captures it), that is the leak; if the test put it there, hold it in a \
        local instead.
        """)
    }
    startCatching()
    sut = SearchViewModel(service: service)
    sut?.listen(to: events)
    trackedLine = #line + 1
    trackForMemoryLeaks(clearing: \TestCaseHolderXCTests.sut)
  }
}
