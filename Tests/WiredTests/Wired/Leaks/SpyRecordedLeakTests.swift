import Foundation
import Testing
import Wired
import WiredTestSupport

/// Where a checkout screen goes next.
protocol CheckoutNavigating: AnyObject {
  func push(_ screen: String, from source: AnyObject)
}

/// The test's spy of it, which records the screen that pushed, as VIP tests record it.
final class CheckoutNavigatorSpy: Spy, CheckoutNavigating, @unchecked Sendable {
  func push(_ screen: String, from source: AnyObject) { recordCall(with: screen, source) }
}

/// A router that keeps its navigator and a weak back-reference to its screen.
final class CheckoutRouter {
  let navigator: CheckoutNavigating
  weak var viewController: CheckoutViewController?

  init(navigator: CheckoutNavigating) { self.navigator = navigator }
}

/// A screen whose pay button pushes the payment screen from itself: wired right, it leaks nothing.
final class CheckoutViewController {
  let router: CheckoutRouter

  init(router: CheckoutRouter) {
    self.router = router
    router.viewController = self
  }

  func payTapped() { router.navigator.push("payment", from: self) }
}

/// A spy that the test holds keeps the arguments of the calls it records: a scene it recorded outlives a leak check,
/// and the check names the spy's call, never "kept from outside" with advice to look through the app's correct code.
@Suite struct SpyRecordedLeakTests {
  private static let expected = """
    Expected every object built by the closure to be released, but 2 were not

      Not released:
        (the root) CheckoutViewController, recorded by router.navigator (CheckoutNavigatorSpy) as the second argument of push(_:from:)
        router: CheckoutRouter, held by (the root)

      Shared, not checked: 1, the same instance in both builds (router.navigator: CheckoutNavigatorSpy)

    A spy keeps the arguments of every call it records, for the test's assertions, as long as the test holds it: router.navigator (CheckoutNavigatorSpy) keeps what is marked "recorded by", not the app. Once its calls are asserted, call reset() on it (at the end of the closure, or of the test where the test case tracks the object), so that the check sees whether the app lets go of them.
    """

  @Test func aSceneASpyRecordedIsNamedByTheSpysCall() {
    let navigator = CheckoutNavigatorSpy()
    let line = #line + 2
    let failures = captureFailures {
      assertNoLeaks {
        let scene = CheckoutViewController(router: CheckoutRouter(navigator: navigator))
        scene.payTapped()
        return scene
      }
    }
    expectFailure(Self.expected, line: line, in: failures)
  }

  @Test func theAwaitedCheckNamesTheSpysCallWithoutWaiting() async {
    let navigator = CheckoutNavigatorSpy()
    let line = #line + 2
    let failures = await captureFailures {
      await assertNoLeaks {
        let scene = CheckoutViewController(router: CheckoutRouter(navigator: navigator))
        scene.payTapped()
        return scene
      }
    }
    expectFailure(Self.expected, line: line, in: failures)
  }

  @Test func aSpyResetOnceItsCallsAreAssertedLetsTheCheckPass() {
    let navigator = CheckoutNavigatorSpy()
    let failures = captureFailures {
      assertNoLeaks {
        let scene = CheckoutViewController(router: CheckoutRouter(navigator: navigator))
        scene.payTapped()
        assertCalled(navigator, "push(_:from:)")
        navigator.reset()
        return scene
      }
    }
    #expect(failures.isEmpty)
  }
}
