// A little app graph, as a team that copied Wired in would have.

protocol Analytics: AnyObject {
  func track(_ event: String)
}

final class ProfilePresenter {
  weak var view: ProfileViewController?
}

final class ProfileViewController {
  let presenter = ProfilePresenter()
  var analytics: Analytics?

  func appear() { analytics?.track("profile.appeared") }
}

final class AnalyticsMock: Mock, Analytics, @unchecked Sendable {
  func track(_ event: String) { recordCall(with: event) }
}

func makeProfile(setsView: Bool, injectsAnalytics: Bool) -> (ProfileViewController, AnalyticsMock) {
  let profile = ProfileViewController()
  let analytics = AnalyticsMock()
  if setsView { profile.presenter.view = profile }
  if injectsAnalytics { profile.analytics = analytics }
  return (profile, analytics)
}
