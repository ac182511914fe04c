// swift-format-ignore-file
// NB: the documentation's examples stand here verbatim, aligned comments and all; formatting would change them.
import OpenCombine
import Testing
import UsersFeature
import Wired

// The `ObservableObject` view model of "Testing a view model without sleeping", verbatim
// (Scripts/check-doc-code.py), compiled here against OpenCombine and tested the way the article says.

enum ObservableObjectArticle {
  @MainActor final class UsersViewModel: ObservableObject {
    enum State: Equatable {
      case loading
      case loaded([User])
    }

    enum Event {
      case viewAppeared
      case userTapped(User)
    }

    @Published private(set) var state = State.loading
    private let interactor: UsersInteractor

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
}

@MainActor @Suite struct ObservableObjectArticleTests {
  @Test func theArticlesViewModelIsAwaitedWithoutSleeping() async {
    let ann = User(id: 1, name: "Ann")
    let viewModel = ObservableObjectArticle.UsersViewModel(
      interactor: UsersInteractor(fetchUsers: { [ann] }, callUser: { _ in }))
    viewModel.send(.viewAppeared)
    await assertEventually(viewModel.state, equals: .loaded([ann]), timeout: 10)
    assertWired(viewModel, path: "state.loaded[0].name", to: "Ann")
  }
}
