import SampleApp
import Wired
import XCTest

final class UsersViewModelXCTests: XCTestCase {
  // NB: async, because a main-actor XCTest method that is synchronous crashes on Linux.
  @MainActor func testAppearingLoadsTheUsers() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else {
      throw XCTSkip("@Observable needs macOS 14 or iOS 17")
    }
    let users = [User(id: 1, name: "Ann")]
    let fetchUsers = ClosureSpy<Void, [User]>("fetchUsers", returning: users)
    let viewModel = UsersViewModel(
      interactor: UsersInteractor(
        fetchUsers: fetchUsers.handler(), callUser: ClosureSpy<User, Void>().handler())
    )
    viewModel.send(.viewAppeared)
    await assertEventually(viewModel.state, equals: .loaded(users), timeout: 5)
    assertCalled(fetchUsers, "fetchUsers", times: 1)
  }
}
