import Wired
import XCTest

final class ReviewScreenXCTests: XCTestCase {
  // NB: a main-actor test in XCTest is an `async` method: on Linux, corelibs XCTest crashes on a sync one
  // (and on a class-level `@MainActor`), since it casts every test to a nonisolated function.
  @MainActor func testChangingTheRatingSavesIt() async {
    let screen = ReviewScreen()
    screen.viewDidLoad()
    screen.ratingControl.select(2)
    assertSendsAction(screen.ratingControl, event: .valueChanged)
    XCTAssertEqual(screen.savedRating, 2)
  }
}
