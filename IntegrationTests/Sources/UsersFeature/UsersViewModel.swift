// Scenario 5's view model as Apple users write it, with Combine stood in by OpenCombine on Linux. App code: the
// tests may not change it, and nothing in it exists for them.

import OpenCombine

public struct User: Equatable, Sendable {
  public let id: Int
  public let name: String

  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

public struct LoadedState: Equatable, Sendable {
  public let users: [User]

  public init(users: [User]) { self.users = users }
}

public protocol Coordinating: AnyObject {}

public struct UsersInteractor: Sendable {
  public var fetchUsers: @Sendable () async -> [User]
  public var callUser: @Sendable (User) -> Void

  public init(fetchUsers: @escaping @Sendable () async -> [User], callUser: @escaping @Sendable (User) -> Void) {
    self.fetchUsers = fetchUsers
    self.callUser = callUser
  }
}

@MainActor public final class UsersViewModel: ObservableObject {
  public enum State: Equatable, Sendable {
    case loading
    case loaded(LoadedState)
  }

  public enum Event {
    case viewAppeared
    case userTapped(User)
  }

  @Published public private(set) var state = State.loading
  @Published public var coordinator: Coordinating?
  private let interactor: UsersInteractor

  public init(interactor: UsersInteractor) { self.interactor = interactor }

  public func send(_ event: Event) {
    switch event {
    case .viewAppeared:
      Task { @MainActor in state = .loaded(LoadedState(users: await interactor.fetchUsers())) }
    case .userTapped(let user):
      interactor.callUser(user)
    }
  }
}
