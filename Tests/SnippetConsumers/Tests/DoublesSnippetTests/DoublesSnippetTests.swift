import Foundation
import SnippetTestSupport
import Testing
import XCTest

// A view model that must call its interactor (MVVM with one `send(_:)` entry point), its doubles, and the tests a team
// that copied WiredDoubles.swift writes for them.

protocol CheckoutInteracting: AnyObject {
  func loadCart() async throws -> [String]
  func pay(amount: Int, currency: String)
}

final class CheckoutViewModel {
  enum Action { case appeared, payTapped }

  private let interactor: CheckoutInteracting
  let onClose: (String) -> Void
  private(set) var items: [String] = []

  init(interactor: CheckoutInteracting, onClose: @escaping (String) -> Void) {
    self.interactor = interactor
    self.onClose = onClose
  }

  func send(_ action: Action) async {
    switch action {
    case .appeared: items = (try? await interactor.loadCart()) ?? []
    case .payTapped:
      interactor.pay(amount: items.count * 10, currency: "EUR")
      onClose("paid")
    }
  }
}

final class CheckoutInteractorMock: Mock, CheckoutInteracting, @unchecked Sendable {
  func loadCart() async throws -> [String] { try stubbedValue() }
  func pay(amount: Int, currency: String) { recordCall(with: amount, currency) }
}

@Suite struct DoublesSnippetTests {
  @Test func payingCallsTheInteractorAndCloses() async {
    let interactor = CheckoutInteractorMock()
    interactor.stub("loadCart()", returning: ["book", "pen"])
    let onClose = ClosureSpy<String, Void>("onClose")
    let viewModel = CheckoutViewModel(interactor: interactor, onClose: onClose.handler())
    await viewModel.send(.appeared)
    await viewModel.send(.payTapped)
    assertCalled(interactor, "pay(amount:currency:)", with: 20, "EUR")
    assertCalled(onClose, with: "paid")
    assertCallOrder(interactor, ["loadCart()", "pay(amount:currency:)"])
  }

  @Test func aCallThatNeverHappenedIsASwiftTestingIssueAtTheCallersLine() async {
    let interactor = CheckoutInteractorMock()
    interactor.stub("loadCart()", returning: [String]())
    let viewModel = CheckoutViewModel(interactor: interactor, onClose: { _ in })
    await viewModel.send(.appeared)
    let line = #line + 2
    withKnownIssue {
      assertCalled(interactor, "pay(amount:currency:)")
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.first?.rawValue.hasPrefix(
          "Expected pay(amount:currency:) to be called on CheckoutInteractorMock, but it never was") == true
    }
  }

  @Test func anUnstubbedCallThrowsAndATypoSaysWhichFunctionsExist() async {
    let interactor = CheckoutInteractorMock()
    let unstubbed = await WiredDoubles.captureFailures {
      await #expect(throws: WiredDoubles.UnstubbedCallError.self) { try await interactor.loadCart() }
    }
    #expect(
      unstubbed.first?.message.hasPrefix("CheckoutInteractorMock.loadCart() was called, but nothing is stubbed for it")
        == true)
    let typo = WiredDoubles.captureFailures { assertCalled(interactor, "loadCrat()") }
    #expect(typo.first?.message.contains(#"Did you mean "loadCart()"?"#) == true)
  }
}

final class DoublesSnippetXCTests: FailureRecordingTestCase {
  override class func setUp() {
    super.setUp()
    // NB: these tests take failures before XCTest's observers see them; following the tests from the start lets the
    // snippet know that a test took the failure.
    WiredDoubles.XCTestReporter.observeTests()
  }

  func testPayingCallsTheInteractor() async {
    let interactor = CheckoutInteractorMock()
    interactor.stub("loadCart()", returning: ["book"])
    let viewModel = CheckoutViewModel(interactor: interactor, onClose: { _ in })
    await viewModel.send(.appeared)
    await viewModel.send(.payTapped)
    assertCalled(interactor, "pay(amount:currency:)", with: 10, "EUR")
  }

  func testACallThatNeverHappenedIsAnXCTestFailureAtTheCallersLine() {
    let interactor = CheckoutInteractorMock()
    let line = #line + 1
    let recorded = recordedFailures { assertCalled(interactor, "pay(amount:currency:)") }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(recorded.first?.description.contains("Expected pay(amount:currency:) to be called"), true)
  }
}
