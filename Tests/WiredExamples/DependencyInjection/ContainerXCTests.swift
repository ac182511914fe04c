import SampleApp
import Wired
import XCTest

final class ContainerXCTests: XCTestCase {
  func testEveryDependencyIsInjectedExceptTheDebugMenu() {
    assertAllInjected(Container().makeSettings(), except: [MayStayNil.debugMenu])
  }
}
