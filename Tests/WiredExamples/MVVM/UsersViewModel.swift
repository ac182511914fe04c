// Scenario 5: a view model with one `send(_:)` entry point and an interactor that is a struct of closures.
// This is the app code.

struct User: Equatable, Sendable {
  let id: Int
  let name: String
}

struct UsersInteractor: Sendable {
  var fetchUsers: @Sendable () async -> [User]
  var callUser: @Sendable (User) -> Void
}

@MainActor final class UsersViewModel {
  enum State: Equatable, Sendable {
    case loading
    case loaded([User])
  }

  enum Event {
    case viewAppeared
    case userTapped(User)
  }

  private let interactor: UsersInteractor
  /// Called on every change of `state`, as a view would bind to it.
  var onStateChange: (State) -> Void = { _ in }
  private(set) var state = State.loading {
    didSet { onStateChange(state) }
  }

  init(interactor: UsersInteractor) { self.interactor = interactor }

  func send(_ event: Event) {
    switch event {
    case .viewAppeared:
      Task { state = .loaded(await interactor.fetchUsers()) }
    case .userTapped(let user):
      interactor.callUser(user)
    }
  }
}
