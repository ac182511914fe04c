import Observation
import Wired

// Scenario 5: a view model whose state is set later by a task; the test awaits the state, with no sleep.

struct User: Equatable, Sendable {
  let name: String
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class UsersViewModel {
  enum State: Equatable {
    case loading
    case loaded([User])
  }

  private(set) var state = State.loading
  @ObservationIgnored private let fetchUsers: @Sendable () async -> [User]
  @ObservationIgnored private let forgetsToPublish: Bool

  init(fetchUsers: @escaping @Sendable () async -> [User], forgetsToPublish: Bool) {
    self.fetchUsers = fetchUsers
    self.forgetsToPublish = forgetsToPublish
  }

  func viewAppeared() {
    Task { @MainActor in
      let users = await fetchUsers()
      if !forgetsToPublish { state = .loaded(users) }
    }
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Tour {
  func viewModelScenario() async {
    scenario(
      5, "A view model that loads in a task",
      "  viewAppeared() starts a Task that fetches users and sets state; the test awaits the state itself.")
    await check(
      "await assertEventually(viewModel.state, equals: .loaded([ann]), timeout: 0.5)",
      healthy: "the task sets the state",
      bug: "the task fetches the users but never sets the state"
    ) { buggy in
      let ann = User(name: "Ann")
      let viewModel = UsersViewModel(fetchUsers: { [ann] }, forgetsToPublish: buggy)
      viewModel.viewAppeared()
      await assertEventually(viewModel.state, equals: .loaded([ann]), timeout: 0.5)
    }
  }
}
