import SampleApp
import Wired

// Scenario 5: a view model whose state is set later by a task (Sources/SampleApp/UsersViewModel.swift); the test
// awaits the state, with no sleep.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Tour {
  func viewModelScenario() async {
    scenario(
      5, "A view model that loads in a task",
      "  send(.viewAppeared) starts a Task that fetches users and sets state; the test awaits the state itself.")
    await check(
      "await assertEventually(viewModel.state, equals: .loaded([ann]), timeout: 0.5)",
      healthy: "the task sets the state",
      bug: "the interactor's fetch never finishes"
    ) { buggy in
      let ann = User(id: 1, name: "Ann")
      let fetchUsers: @Sendable () async -> [User] = {
        if buggy { try? await Task.sleep(nanoseconds: 60_000_000_000) }
        return [ann]
      }
      let viewModel = UsersViewModel(interactor: UsersInteractor(fetchUsers: fetchUsers, callUser: { _ in }))
      viewModel.send(.viewAppeared)
      await assertEventually(viewModel.state, equals: .loaded([ann]), timeout: 0.5)
    }
  }
}
