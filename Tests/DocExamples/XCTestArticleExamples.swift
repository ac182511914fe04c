// swift-format-ignore-file
// NB: the documentation's examples stand here verbatim, aligned comments and all; formatting would change them.
#if canImport(XCTest)
  import XCTest
  import Wired

  // The DocC articles' XCTest examples, each verbatim (Scripts/check-doc-code.py checks that they match).

  final class SearchServiceMock: Spy, SearchService, @unchecked Sendable {
    func search(_ text: String) { recordCall(with: text) }
  }

  final class SearchViewModelTests: XCTestCase {
    let service = SearchServiceMock()  // the test's: kept by the test case, never reported
    var sut: SearchViewModel?

    func testSearchingAsksTheService() {
      sut = SearchViewModel(service: service)
      trackForMemoryLeaks(clearing: \SearchViewModelTests.sut)
      sut?.search("swift")
      assertCalled(service, "search(_:)", with: "swift")
    }
  }
#endif
