import Testing

@Suite struct ConsumerTests {
  @Test func aWiredCartPasses() {
    let (cart, analytics) = makeCart(setsView: true, injectsAnalytics: true)
    cart.appear()
    assertWired(cart, path: "presenter.view", to: cart)
    assertAllInjected(cart)
    assertCalled(analytics, "track(_:)", with: "cart.appeared")
  }

  @Test func timesCountsEveryCallOfAFunctionThatTakesArguments() {
    let (cart, analytics) = makeCart(setsView: true, injectsAnalytics: true)
    cart.appear()
    cart.appear()
    #expect(captureFailures { assertCalled(analytics, "track(_:)", times: 2) }.isEmpty)
    #expect(
      captureFailures { assertCalled(analytics, "track(_:)", times: 3) }.map(\.message) == [
        """
        Expected track(_:) to be called 3 times on AnalyticsMock, but it was called 2 times

          Recorded calls:
            1. track(_:) with "cart.appeared"
            2. track(_:) with "cart.appeared"
        """
      ])
  }

  @Test func aMiswiredCartFailsAsSwiftTestingIssuesAtTheCallersLine() {
    let (cart, analytics) = makeCart(setsView: false, injectsAnalytics: false)
    cart.appear()
    let line = #line + 2
    withKnownIssue {
      assertWired(cart, path: "presenter.view", to: cart)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.first?.rawValue.hasPrefix("Expected \"presenter.view\" to be the given CartViewController")
          == true
    }
    let failures = captureFailures {
      assertAllInjected(cart)
      assertCalled(analytics, "track(_:)")
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected every optional dependency of CartViewController to be injected, but 1 is nil

          Missing:
            analytics: Tracker?

        Inject each one where CartViewController is built, or list the ones that may stay nil in except:.
        """,
        """
        Expected track(_:) to be called on AnalyticsMock, but it never was

          Recorded calls: none
        """,
      ])
  }
}
