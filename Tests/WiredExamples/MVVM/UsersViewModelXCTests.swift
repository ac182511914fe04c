import Wired
import XCTest

final class UsersViewModelXCTests: XCTestCase {
  @MainActor func testAppearingLoadsTheUsers() async {
    let users = [User(id: 1, name: "Ann")]
    let fetchUsers = ClosureSpy<Void, [User]>("fetchUsers", returning: users)
    let stateChanges = ClosureSpy<UsersViewModel.State, Void>("onStateChange")
    let viewModel = UsersViewModel(
      interactor: UsersInteractor(fetchUsers: fetchUsers.async, callUser: ClosureSpy<User, Void>().sendable)
    )
    viewModel.onStateChange = stateChanges.closure
    viewModel.send(.viewAppeared)
    await stateChanges.waitForCall()
    XCTAssertEqual(viewModel.state, .loaded(users))
  }
}
