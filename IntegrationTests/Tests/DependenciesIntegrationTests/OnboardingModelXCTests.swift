import Dependencies
import OnboardingFeature
import Wired
import XCTest

/// The same model in XCTest: the leak check passes, and XCTest's own form takes system objects as shared.
final class OnboardingModelXCTests: XCTestCase {
  @MainActor func testAModelUsingDependencyPassesTheLeakCheck() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { throw XCTSkip("@Observable needs macOS 14") }
    let released = await assertNoLeaks {
      withDependencies {
        $0.uuid = .incrementing
      } operation: {
        let model = OnboardingModel()
        model.start()
        return model
      }
    }
    XCTAssertTrue(released)
  }
}
