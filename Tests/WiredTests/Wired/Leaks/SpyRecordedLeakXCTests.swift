import XCTest

@testable import Wired

/// The XCTest pattern of a spy kept by the test case: a scene the spy recorded as a call's argument is named by the
/// spy's call, not "kept from outside", and the spy reset at the end of the test lets the check pass.
final class SpyRecordedLeakXCTests: FailureRecordingTestCase, @unchecked Sendable {
  let navigator = CheckoutNavigatorSpy()
  var sut: CheckoutViewController?
  private var trackedLine = 0

  func testASceneTheTestCasesSpyRecordedIsNamedByTheSpysCall() {
    // NB: teardown blocks run last in, first out: this one, added first, runs after the tracking one reported.
    addTeardownBlock { [self] in
      let recorded = stopCatching()
      navigator.reset()
      XCTAssertEqual(recorded.map(\.line), [trackedLine])
      XCTAssertEqual(
        recorded.first?.description,
        """
        failed - Expected every object tracked here to be released by the end of the test, but 2 were not

          Not released:
            (the root) CheckoutViewController, recorded by router.navigator (CheckoutNavigatorSpy) as the second \
        argument of push(_:from:)
            router: CheckoutRouter, held by (the root)

        A spy keeps the arguments of every call it records, for the test's assertions, as long as the test holds it: \
        router.navigator (CheckoutNavigatorSpy) keeps what is marked "recorded by", not the app. Once its calls are \
        asserted, call reset() on it (at the end of the closure, or of the test where the test case tracks the \
        object), so that the check sees whether the app lets go of them.
        """)
    }
    startCatching()
    sut = CheckoutViewController(router: CheckoutRouter(navigator: navigator))
    trackedLine = #line + 1
    trackForMemoryLeaks(clearing: \SpyRecordedLeakXCTests.sut)
    sut?.payTapped()
  }

  func testASpyResetAtTheEndOfTheTestLetsTheCheckPass() {
    sut = CheckoutViewController(router: CheckoutRouter(navigator: navigator))
    trackForMemoryLeaks(clearing: \SpyRecordedLeakXCTests.sut)
    sut?.payTapped()
    assertCalled(navigator, "push(_:from:)")
    navigator.reset()
  }
}
