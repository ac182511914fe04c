import Testing
import Wired

/// Each spelling that names a method by its case, on a spy or mock that declares its methods, binding to the typed
/// form, and each string spelling on the same double, checked against what it declares.
@Suite struct DeclaredMethodsCallFormTests {
  @Test func assertionsTakeTheCase() throws {
    let shelf = DeclaredShelfMock()
    shelf.stub(.load, returning: "book")
    #expect(try shelf.load(7) == "book")
    #expect(captureFailures { assertCalled(shelf, .load) }.isEmpty)
    #expect(captureFailures { assertCalled(shelf, .load, times: 1) }.isEmpty)
    #expect(captureFailures { assertCalled(shelf, .load, with: 7) }.isEmpty)
    #expect(captureFailures { assertCalled(shelf, .load, with: 7, times: 1) }.isEmpty)
    #expect(captureFailures { assertNotCalled(shelf, .count) }.isEmpty)
    #expect(shelf.calls(to: .load).count == 1)
    #expect(
      headlines(captureFailures { assertCalled(shelf, .count) }) == [
        "Expected count to be called on DeclaredShelfMock, but it never was"
      ])
    _ = shelf.count
    #expect(captureFailures { assertCallOrder(shelf, [.load, .count]) }.isEmpty)
    #expect(
      headlines(captureFailures { assertCallOrder(shelf, [.count, .load]) }) == [
        "Expected calls in this order: count, load(_:)"
      ])
  }

  @Test func stubsTakeTheCase() throws {
    let shelf = DeclaredShelfMock()
    shelf.stub(.count, returningInOrder: [1, 2])
    shelf.stub(.load, throwing: ShelfError.empty)
    #expect(shelf.count == 1)
    #expect(shelf.count == 2)
    #expect(throws: ShelfError.empty) { try shelf.load(1) }
  }

  @Test func aThrowingRequirementThatReturnsNothingNeedsNoStub() throws {
    let shelf = DeclaredShelfMock()
    #expect(captureFailures { #expect(throws: Never.self) { try shelf.save("Dune") } }.isEmpty)
    shelf.stub(.save, throwing: ShelfError.empty)
    #expect(throws: ShelfError.empty) { try shelf.save("Dune") }
    #expect(shelf.argument(of: .save, as: String.self) == "Dune")
    let failures = captureFailures { #expect(throws: UnstubbedCallError.self) { try shelf.load(3) } }
    #expect(
      failures.map(\.message) == [
        """
        DeclaredShelfMock.load(_:) was called with 3, but nothing is stubbed for it

        Stub it with stub(.load, returning: …).
        """
      ])
    shelf.stub(.load) { arguments in "book \(arguments[0])" }
    #expect(try shelf.load(4) == "book 4")
  }

  @Test func aWaitTakesTheCase() async {
    let shelf = DeclaredShelfMock()
    Task { _ = shelf.count }
    #expect(await shelf.waitForCall(to: .count))
  }

  @Test func aStringThatNamesNoDeclaredMethodFailsEvenWhenNothingWasCalled() {
    let shelf = DeclaredShelfMock()
    #expect(
      headlines(captureFailures { assertNotCalled(shelf, "lod(_:)") }) == [
        #""lod(_:)" is not a method DeclaredShelfMock declares"#
      ])
    #expect(
      headlines(captureFailures { shelf.stub("counts", returning: 3) }) == [
        #""counts" is not a method DeclaredShelfMock declares"#
      ])
    #expect(captureFailures { assertNotCalled(shelf, "load") }.isEmpty)
  }
}
