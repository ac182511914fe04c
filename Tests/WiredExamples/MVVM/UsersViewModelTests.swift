import Testing
import Wired

/// The published version of these tests waits half a second and hopes; these await the call or the state change.
@MainActor @Suite struct UsersViewModelTests {
  let ann = User(id: 1, name: "Ann")
  let bob = User(id: 2, name: "Bob")
  let fetchUsers = ClosureSpy<Void, [User]>("fetchUsers", returning: [])
  let callUser = ClosureSpy<User, Void>("callUser")
  let stateChanges = ClosureSpy<UsersViewModel.State, Void>("onStateChange")

  func makeViewModel() -> UsersViewModel {
    let viewModel = UsersViewModel(
      interactor: UsersInteractor(fetchUsers: fetchUsers.async, callUser: callUser.sendable))
    viewModel.onStateChange = stateChanges.closure
    return viewModel
  }

  @Test func appearingLoadsTheUsers() async {
    fetchUsers.stub(returning: [ann, bob])
    let viewModel = makeViewModel()
    viewModel.send(.viewAppeared)
    await stateChanges.waitForCall()
    #expect(viewModel.state == .loaded([ann, bob]))
    assertCalled(fetchUsers, "fetchUsers", times: 1)
    assertWired(viewModel, path: "state.loaded[1].name", to: "Bob")
  }

  @Test func tappingAUserCallsThatUser() {
    let viewModel = makeViewModel()
    viewModel.send(.userTapped(bob))
    assertCalled(callUser, "callUser", with: bob, times: 1)
  }

  @Test func theInteractorIsTheOneGiven() {
    assertAllInjected(makeViewModel(), recursive: true)
  }
}
