import Observation
import SampleApp
import Wired

// The app code that the README's and the DocC articles' examples test. Each example stands verbatim in this target
// (see Scripts/check-doc-code.py), so the documentation compiles and passes, or CI fails.

// MARK: - A coordinator that breaks its cycle on purpose

final class AppRoot {
  let coordinator = Coordinator()
}

final class Coordinator {
  var children: [ChildCoordinator] = []
}

/// Holds its parent strongly; the parent removes its children when they finish, which breaks the cycle.
final class ChildCoordinator {
  let parent: Coordinator
  init(parent: Coordinator) { self.parent = parent }
}

// MARK: - A session

struct Session {
  var user: String?
}

// MARK: - A search screen, tested in XCTest with a mock the test case keeps

protocol SearchService: AnyObject {
  func search(_ text: String)
}

final class SearchViewModel {
  let service: SearchService
  init(service: SearchService) { self.service = service }
  func search(_ text: String) { service.search(text) }
}
