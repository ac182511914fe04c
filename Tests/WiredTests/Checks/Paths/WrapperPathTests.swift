import Testing
import Wired
import WiredTestSupport

// A path through a wrapper that keeps its value inside reaches the value and continues into it,
// before and after its publisher was first read.

@Suite struct WrapperPathTests {
  @Test func aPathThroughAPublishedLikeWrapperReachesItsValueBeforeAndAfterThePublisherIsRead() {
    let viewModel = WrappedViewModel()
    expectNoFailure { assertWired(viewModel, path: "state", to: WrappedViewModel.State.loading) }
    viewModel.finishLoading([ProfileUser(name: "Ann")])
    expectNoFailure { assertWired(viewModel, path: "state.loaded.users[0].name", to: "Ann") }
    viewModel.observe()
    viewModel.finishLoading([ProfileUser(name: "Bob")])
    expectNoFailure {
      assertWired(viewModel, path: "state.loaded.users[0].name", to: "Bob")
      assertWired(viewModel, path: "state", to: WrappedViewModel.State.loaded(users: [ProfileUser(name: "Bob")]))
    }
  }

  @Test func aNilDependencyInsideTheWrapperIsMissingAndAnUnreadableOneIsSaid() {
    let viewModel = WrappedViewModel()
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(viewModel) }
    expectFailure(
      """
      Expected every optional dependency in the graph of WrappedViewModel to be injected, but 1 is nil

        Missing:
          coordinator: Coordinating? (@PublishedLike)

        Counted: every optional reference (an object, a protocol or a closure) in the graph of WrappedViewModel

        Cannot read:
          analytics: Deferred<Analytics?> — a wrapper that keeps its value neither in wrappedValue nor in a field of its generic type

      Inject each one where WrappedViewModel is built, or list the ones that may stay nil in except:.
      What Wired cannot read may hide a nil dependency: check it another way (assertWired, the API of its type), then list it in except:.
      """,
      line: line,
      in: failures
    )
    viewModel.coordinator = AppCoordinator()
    expectNoFailure { assertAllInjected(viewModel, except: ["analytics"]) }
  }
}
