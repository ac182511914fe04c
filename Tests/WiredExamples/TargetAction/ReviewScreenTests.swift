import Testing
import Wired

@MainActor @Suite struct ReviewScreenTests {
  @Test func changingTheRatingSavesIt() {
    let screen = ReviewScreen()
    screen.viewDidLoad()
    screen.ratingControl.select(4)
    assertSendsAction(screen.ratingControl, event: .valueChanged)
    #expect(screen.savedRating == 4)
  }

  /// Without `viewDidLoad()`, nothing is wired: the assertion fails instead of passing silently.
  @Test func aScreenThatWasNeverLoadedHasNoHandler() {
    let screen = ReviewScreen()
    let failures = captureFailures { assertSendsAction(screen.ratingControl, event: .valueChanged) }
    #expect(
      failures.map(\.message).first?.hasPrefix(
        "Expected screen.ratingControl (RatingControl) to send an action for valueChanged, but none is registered")
        == true)
  }
}
