import OpenCombine
import Testing
import UsersFeature
import Wired

/// Scenario 5's `ObservableObject` view model, unchanged, tested with no sleep and no hook.
@MainActor @Suite struct UsersViewModelTests {
  let ann = User(id: 1, name: "Ann")
  let fetchUsers = ClosureSpy<Void, [User]>("fetchUsers", returning: [])
  let callUser = ClosureSpy<User, Void>("callUser")

  func makeViewModel() -> UsersViewModel {
    UsersViewModel(
      interactor: UsersInteractor(fetchUsers: fetchUsers.handler(), callUser: callUser.handler()))
  }

  @Test func loadsWithoutSleepingAHundredTimesInARow() async {
    fetchUsers.stub(returning: [ann])
    var loaded = 0
    for _ in 0..<100 {
      let viewModel = makeViewModel()
      viewModel.send(.viewAppeared)
      if await assertEventually(viewModel.state, equals: .loaded(LoadedState(users: [ann])), timeout: 10) {
        loaded += 1
      }
    }
    #expect(loaded == 100)
  }

  @Test func pathsGoThroughPublishedBeforeAndAfterItsPublisherIsRead() async {
    fetchUsers.stub(returning: [ann])
    let viewModel = makeViewModel()
    assertWired(viewModel, path: "state", to: UsersViewModel.State.loading)
    viewModel.send(.viewAppeared)
    await assertEventually(viewModel.state, equals: .loaded(LoadedState(users: [ann])), timeout: 10)
    assertWired(viewModel, path: "state.loaded.users[0].name", to: "Ann")

    var received: [UsersViewModel.State] = []
    let subscription = viewModel.$state.sink { received.append($0) }
    assertWired(viewModel, path: "state.loaded.users[0].name", to: "Ann")
    #expect(received.count == 1)
    subscription.cancel()
  }

  @Test func aStateThatNeverArrivesFailsWithWhatWasSeen() async {
    let viewModel = makeViewModel()
    let line = #line + 2
    let failures = await captureFailures {
      await assertEventually(viewModel.state, equals: .loaded(LoadedState(users: [ann])), timeout: 0.1)
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected viewModel.state to become UsersViewModel.State.loaded(LoadedState(users: [User(id: 1, name: "Ann")])) within 0.1 s

          Seen:     UsersViewModel.State.loading (the whole time)
          Expected: UsersViewModel.State.loaded(LoadedState(users: [User(id: 1, name: "Ann")]))

        Check that the code under test makes the change, and that it can run: on the main actor, await rather than block.
        """
      ])
    #expect(failures.map(\.line) == [UInt(line)])
  }

  @Test func aNilPublishedDependencyIsReportedNotSkipped() {
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(makeViewModel()) }
    #expect(
      failures.map(\.message) == [
        """
        Expected every optional dependency in the graph of UsersViewModel to be injected, but 1 is nil

          Missing:
            coordinator: Coordinating? (@Published)

          Counted: every optional reference (an object, a protocol or a closure) in the graph of UsersViewModel

        Inject each one where UsersViewModel is built, or list the ones that may stay nil in except:.
        """
      ])
    #expect(failures.map(\.line) == [UInt(line)])
  }
}
