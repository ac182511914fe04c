import SampleApp
import Testing
import Wired

/// The published version of these tests waits half a second and hopes; these await the state itself.
@MainActor @Suite struct UsersViewModelTests {
  let ann = User(id: 1, name: "Ann")
  let bob = User(id: 2, name: "Bob")
  let fetchUsers = ClosureSpy<Void, [User]>("fetchUsers", returning: [])
  let callUser = ClosureSpy<User, Void>("callUser")

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func makeViewModel() -> UsersViewModel {
    UsersViewModel(
      interactor: UsersInteractor(fetchUsers: fetchUsers.handler(), callUser: callUser.handler()))
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func appearingLoadsTheUsers() async {
    fetchUsers.stub(returning: [ann, bob])
    let viewModel = makeViewModel()
    viewModel.send(.viewAppeared)
    await assertEventually(viewModel.state, equals: .loaded([ann, bob]), timeout: 5)
    assertCalled(fetchUsers, "fetchUsers", times: 1)
    assertWired(viewModel, path: "state.loaded[1].name", to: "Bob")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func tappingAUserCallsThatUser() {
    let viewModel = makeViewModel()
    viewModel.send(.userTapped(bob))
    assertCalled(callUser, with: bob, times: 1)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theInteractorIsTheOneGiven() {
    assertAllInjected(makeViewModel())
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aLoadThatNeverFinishesSaysWhatItSaw() async {
    let viewModel = makeViewModel()
    let failures = await captureFailures {
      await assertEventually(viewModel.state, equals: .loaded([ann]), timeout: 0.05)
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected viewModel.state to become UsersViewModel.State.loaded([User(id: 1, name: "Ann")]) within 0.05 s

          Seen:     UsersViewModel.State.loading (the whole time)
          Expected: UsersViewModel.State.loaded([User(id: 1, name: "Ann")])

        Check that the code under test makes the change, and that it can run: on the main actor, await rather than block.
        """
      ])
  }
}
