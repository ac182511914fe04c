// A graph with a strong reference back to its owner never goes away. `assertNoRetainCycles` finds such cycles
// among stored references, and closures that capture their owner, and says which one to break; `assertNoLeaks`
// builds the graph, lets it go and checks that every object was released. In XCTest,
// `trackForMemoryLeaks` checks an object when the test ends; in Swift Testing, the `.checksLeaks` trait does.
import Testing
import Wired

final class CartPresenter {
  weak var view: CartViewController?  // weak: the view owns the presenter
  var onCheckout: (() -> Void)?
}

final class CartViewController {
  let presenter = CartPresenter()
  private(set) var checkedOut = false

  init() {
    presenter.view = self
    presenter.onCheckout = { [weak self] in self?.checkedOut = true }
  }
}

@Test func theCartHasNoCycleAndIsReleased() async {
  await assertNoRetainCycles(CartViewController())  // awaited in an async test: actors are read on their executors
  await assertNoLeaks { CartViewController() }  // awaited: waits for work still in flight to let go
}

@Test(.checksLeaks) func theCartTrackedInTheTestIsReleasedAtItsEnd() {
  let cart = trackForMemoryLeaks(CartViewController())  // the trait checks what is tracked, when the test ends
  cart.presenter.onCheckout?()
  #expect(cart.checkedOut)
}

// snippet.hide
final class StrongPresenter {
  var view: LeakyCart?
}
final class LeakyCart {
  let presenter = StrongPresenter()
  init() { presenter.view = self }
}
// snippet.show

@Test func aStrongBackReferenceIsACycle() {
  let report = checkRetainCycles(LeakyCart())  // LeakyCart's presenter holds its `view` strongly
  #expect(report.cycles.first?.closingReference.path == "view")
  #expect(report.message?.contains("Break it: make StrongPresenter.view weak") == true)
}

#if canImport(XCTest)
  import XCTest

  final class CartXCTests: XCTestCase {
    func testTheCartIsReleased() {
      let cart = trackForMemoryLeaks(CartViewController())  // checked when the test ends
      cart.presenter.onCheckout?()
      XCTAssertTrue(cart.checkedOut)
    }
  }
#endif
