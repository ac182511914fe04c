import Testing

@Suite struct ConsumerTests {
  @Test func aWiredProfilePasses() {
    let (profile, analytics) = makeProfile(setsView: true, injectsAnalytics: true)
    profile.appear()
    assertWired(profile, path: "presenter.view", to: profile)
    assertAllInjected(profile)
    assertCalled(analytics, "track(_:)", with: "profile.appeared")
  }

  @Test func timesCountsEveryCallOfAFunctionThatTakesArguments() {
    let (profile, analytics) = makeProfile(setsView: true, injectsAnalytics: true)
    profile.appear()
    profile.appear()
    #expect(captureFailures { assertCalled(analytics, "track(_:)", times: 2) }.isEmpty)
    #expect(
      captureFailures { assertCalled(analytics, "track(_:)", times: 3) }.map(\.message) == [
        """
        Expected track(_:) to be called 3 times on AnalyticsMock, but it was called 2 times

          Recorded calls:
            1. track(_:) with "profile.appeared"
            2. track(_:) with "profile.appeared"
        """
      ])
  }

  @Test func aMiswiredProfileFailsAsSwiftTestingIssuesAtTheCallersLine() {
    let (profile, analytics) = makeProfile(setsView: false, injectsAnalytics: false)
    profile.appear()
    let line = #line + 2
    withKnownIssue {
      assertWired(profile, path: "presenter.view", to: profile)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.first?.rawValue.hasPrefix("Expected \"presenter.view\" to be the given ProfileViewController")
          == true
    }
    let failures = captureFailures {
      assertAllInjected(profile)
      assertCalled(analytics, "track(_:)")
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected every optional dependency of ProfileViewController to be injected, but 1 is nil

          Missing:
            analytics: Analytics?

        Inject each one where ProfileViewController is built, or list the ones that may stay nil in except:.
        """,
        """
        Expected track(_:) to be called on AnalyticsMock, but it never was

          Recorded calls: none
        """,
      ])
  }
}
