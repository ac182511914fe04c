import Observation

// A view model with one `send(_:)` entry point and an interactor that is a struct of closures, as a newer app writes
// it: `@Observable`, state set by a main-actor task, and nothing added for tests.

/// A user of the app.
public struct User: Equatable, Sendable {
  /// The user's identifier.
  public let id: Int
  /// The user's name.
  public let name: String

  /// The user `id`, called `name`.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

/// The view model's dependencies, as a struct of closures.
public struct UsersInteractor: Sendable {
  /// Loads the users.
  public var fetchUsers: @Sendable () async -> [User]
  /// Calls a user.
  public var callUser: @Sendable (User) -> Void

  /// An interactor from its two closures.
  public init(fetchUsers: @escaping @Sendable () async -> [User], callUser: @escaping @Sendable (User) -> Void) {
    self.fetchUsers = fetchUsers
    self.callUser = callUser
  }
}

/// The users screen's view model: one `send(_:)` entry point, and a state that a task sets.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable public final class UsersViewModel {
  /// What the screen shows.
  public enum State: Equatable, Sendable {
    /// The users are on their way.
    case loading
    /// The users, loaded.
    case loaded([User])
  }

  /// What the screen tells the view model.
  public enum Event {
    /// The screen appeared: load the users.
    case viewAppeared
    /// The user tapped someone: call them.
    case userTapped(User)
  }

  @ObservationIgnored private let interactor: UsersInteractor
  /// What the screen shows.
  public private(set) var state = State.loading

  /// A view model that loads through `interactor`.
  public init(interactor: UsersInteractor) { self.interactor = interactor }

  /// Handles what the screen tells it.
  public func send(_ event: Event) {
    switch event {
    case .viewAppeared:
      Task { @MainActor in state = .loaded(await interactor.fetchUsers()) }
    case .userTapped(let user):
      interactor.callUser(user)
    }
  }
}
