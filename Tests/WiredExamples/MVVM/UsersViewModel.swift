// Scenario 5: a view model with one `send(_:)` entry point and an interactor that is a struct of closures.
// This is the app code, as a newer app writes it: `@Observable`, state set by a main-actor task, and nothing
// added for tests.

import Observation

struct User: Equatable, Sendable {
  let id: Int
  let name: String
}

struct UsersInteractor: Sendable {
  var fetchUsers: @Sendable () async -> [User]
  var callUser: @Sendable (User) -> Void
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class UsersViewModel {
  enum State: Equatable, Sendable {
    case loading
    case loaded([User])
  }

  enum Event {
    case viewAppeared
    case userTapped(User)
  }

  @ObservationIgnored private let interactor: UsersInteractor
  private(set) var state = State.loading

  init(interactor: UsersInteractor) { self.interactor = interactor }

  func send(_ event: Event) {
    switch event {
    case .viewAppeared:
      Task { @MainActor in state = .loaded(await interactor.fetchUsers()) }
    case .userTapped(let user):
      interactor.callUser(user)
    }
  }
}
