import SampleApp
import Wired
import XCTest

/// Scenario 1's memory checks in XCTest, including the teardown form for a scene kept in a property.
final class ProfileSceneMemoryXCTests: XCTestCase {
  private var scene: ProfileViewController?

  override func setUp() {
    super.setUp()
    scene = ProfileCreator.make()
    trackForMemoryLeaks(clearing: \ProfileSceneMemoryXCTests.scene)
  }

  func testTheSceneHasNoRetainCycle() {
    assertNoRetainCycles(scene as Any)
    assertNoLeaks { ProfileCreator.make(offline: true) }
  }
}
