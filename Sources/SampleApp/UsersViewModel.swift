import Observation

// A view model with one `send(_:)` entry point and an interactor that is a struct of closures, as a newer app writes
// it: `@Observable`, state set by a main-actor task, and nothing added for tests.

public struct User: Equatable, Sendable {
  public let id: Int
  public let name: String

  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

public struct UsersInteractor: Sendable {
  public var fetchUsers: @Sendable () async -> [User]
  public var callUser: @Sendable (User) -> Void

  public init(fetchUsers: @escaping @Sendable () async -> [User], callUser: @escaping @Sendable (User) -> Void) {
    self.fetchUsers = fetchUsers
    self.callUser = callUser
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable public final class UsersViewModel {
  public enum State: Equatable, Sendable {
    case loading
    case loaded([User])
  }

  public enum Event {
    case viewAppeared
    case userTapped(User)
  }

  @ObservationIgnored private let interactor: UsersInteractor
  public private(set) var state = State.loading

  public init(interactor: UsersInteractor) { self.interactor = interactor }

  public func send(_ event: Event) {
    switch event {
    case .viewAppeared:
      Task { @MainActor in state = .loaded(await interactor.fetchUsers()) }
    case .userTapped(let user):
      interactor.callUser(user)
    }
  }
}
