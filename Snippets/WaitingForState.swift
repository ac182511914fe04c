// Work that finishes later (a task, a callback) is awaited, not slept on: `assertEventually` re-checks a value as
// the code under test runs and fails with what it saw; `waitForCall` waits for a spy's call. Neither holds a thread,
// and their time is counted only while the test could run, so a busy parallel suite does not fail them.
import Testing
import Wired

struct Article: Equatable { let title: String }

@MainActor final class FeedViewModel {
  enum State: Equatable {
    case idle, loading
    case loaded([Article])
  }

  private(set) var state = State.idle
  private let load: @Sendable () async -> [Article]
  private let didShow: @Sendable (Int) -> Void

  init(load: @escaping @Sendable () async -> [Article], didShow: @escaping @Sendable (Int) -> Void) {
    self.load = load
    self.didShow = didShow
  }

  func appear() {
    state = .loading
    Task {
      let articles = await load()
      state = .loaded(articles)
      didShow(articles.count)
    }
  }
}

@MainActor @Test func appearingLoadsTheFeed() async {
  let load = ClosureSpy<Void, [Article]>("load", returning: [Article(title: "Wired")])
  let didShow = ClosureSpy<Int, Void>("didShow")
  let viewModel = FeedViewModel(load: load.handler(), didShow: didShow.handler())
  viewModel.appear()
  await assertEventually(viewModel.state, equals: .loaded([Article(title: "Wired")]))
  await didShow.waitForCall()
  assertCalled(didShow, with: 1)
}

@MainActor @Test func aFeedThatNeverLoadsSaysWhatItSaw() async {
  let viewModel = FeedViewModel(
    load: {
      await Task.yield()
      return []
    }, didShow: { _ in })
  let failures = await captureFailures {
    await assertEventually(viewModel.state, equals: .loaded([Article(title: "Wired")]), timeout: 0.2)
  }
  #expect(failures.first?.message.contains("Seen:") == true)
}
