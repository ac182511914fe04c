// Every optional dependency of an object, and of every object it holds, must be set: a container or a creator that
// forgets one fails the test, by the property's path. List what may stay nil in `except:`; an entry that names
// nothing, or nothing that can be nil, fails too, so the list stays honest.
import Testing
import Wired

protocol Analytics: AnyObject {}
protocol ProfileLoading: AnyObject {}
final class ConsoleAnalytics: Analytics {}
final class ProfileService: ProfileLoading {}

final class ProfileViewModel {
  var service: ProfileLoading?
  weak var analytics: Analytics?
  var lastError: String?  // state, not a dependency: a nil optional value is not counted
}

final class ProfileViewController {
  var viewModel: ProfileViewModel?
  var onClose: (() -> Void)?
}

enum ProfileFactory {
  static func make(analytics: Analytics) -> ProfileViewController {
    let viewModel = ProfileViewModel()
    viewModel.service = ProfileService()
    viewModel.analytics = analytics
    let screen = ProfileViewController()
    screen.viewModel = viewModel
    return screen
  }
}

@Test func everyDependencyIsInjected() {
  let analytics = ConsoleAnalytics()  // the app keeps it; the view model holds it weakly
  // `onClose` is set by whoever presents the screen, later.
  assertAllInjected(ProfileFactory.make(analytics: analytics), except: ["onClose"])
}

@Test func theReportListsWhatIsMissing() {
  let analytics = ConsoleAnalytics()
  let screen = ProfileFactory.make(analytics: analytics)
  screen.viewModel?.service = nil
  let report = checkInjections(screen, except: ["onClose"])
  #expect(report.missing.map(\.path) == ["viewModel.service"])
}

@Test func onlyTheRootsOwnOptionals() {
  let screen = ProfileViewController()
  screen.viewModel = ProfileViewModel()
  screen.onClose = {}
  #expect(checkInjections(screen, depth: 1).passed)  // `viewModel`'s own nil ones are not looked at
}
