import Testing

@Suite struct ConsumerTests {
  @Test func aWiredProfilePasses() {
    let (profile, analytics) = makeProfile(setsView: true, injectsAnalytics: true)
    profile.appear()
    assertWired(profile, path: "presenter.view", to: profile)
    assertAllInjected(profile)
    assertCalled(analytics, "track(_:)", with: "profile.appeared")
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
