import Foundation
import XCTest

final class ConsumerXCTests: XCTestCase {
  private var recorded: [(description: String, line: Int)] = []
  private var isRecording = false

  override class func setUp() {
    super.setUp()
    // NB: this test intercepts failures before XCTest's observers see them; naming the XCTest reporter makes Wired follow
    // the tests from the start, so that it knows a test took the failure.
    _ = XCTestReporter.xcTest
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard isRecording else { return super.record(issue) }
      recorded.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
      guard isRecording else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      recorded.append((description, lineNumber))
    }
  #endif

  func testAMiswiredCartFailsAsXCTestFailuresAtTheCallersLine() {
    let (cart, analytics) = makeCart(setsView: false, injectsAnalytics: true)
    cart.appear()
    assertCalled(analytics, "track(_:)", with: "cart.appeared")
    isRecording = true
    let line = #line + 1
    assertWired(cart, path: "presenter.view", to: cart)
    isRecording = false
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertTrue(recorded.first?.description.contains("Expected \"presenter.view\" to be the given") == true)
  }
}
