import OpenCombine
import UsersFeature
import Wired
import XCTest

/// The same view model in XCTest: awaited without a sleep, and a never-arriving state fails the test.
final class UsersViewModelXCTests: XCTestCase {
  // NB: async, because a main-actor XCTest method that is synchronous crashes on Linux.
  @MainActor func testAppearingLoadsTheUsers() async {
    let users = [User(id: 1, name: "Ann")]
    let fetchUsers = ClosureSpy<Void, [User]>("fetchUsers", returning: users)
    let viewModel = UsersViewModel(
      interactor: UsersInteractor(
        fetchUsers: fetchUsers.handler(), callUser: ClosureSpy<User, Void>().handler()))
    viewModel.send(.viewAppeared)
    await assertEventually(viewModel.state, equals: .loaded(LoadedState(users: users)), timeout: 10)
    assertWired(viewModel, path: "state.loaded.users[0].name", to: "Ann")
  }

  @MainActor func testAStateThatNeverArrivesIsCaught() async {
    let viewModel = UsersViewModel(interactor: UsersInteractor(fetchUsers: { [] }, callUser: { _ in }))
    let failures = await captureFailures {
      await assertEventually(timeout: 0.05) { viewModel.state != .loading }
    }
    XCTAssertEqual(
      failures.map { $0.message.prefix { $0 != "\n" } },
      ["Expected viewModel.state != .loading to become true within 0.05 s"])
  }
}
