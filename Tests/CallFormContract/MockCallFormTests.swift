import Testing
import Wired

/// Each spelling of `Mock.stub`: what it binds to, and that a misspelled name fails at the test's `stub` line.
@Suite struct MockCallFormTests {
  @Test func returningAnswersEveryCallWithTheValue() {
    let shelf = ShelfMock()
    shelf.stub("count", returning: 3)
    #expect([shelf.count, shelf.count] == [3, 3])
  }

  @Test func returningAnOptionalOrNilAnswersAFunctionThatReturnsAnOptional() {
    let shelf = ShelfMock()
    let title: String? = "Dune"
    shelf.stub("lastTitle", returning: title)
    let first = shelf.lastTitle
    shelf.stub("lastTitle", returning: nil)
    #expect([first, shelf.lastTitle] == ["Dune", nil])
    let declared = DeclaredShelfMock()
    declared.stub(.lastTitle, returning: title)
    let byCase = declared.lastTitle
    declared.stub(.lastTitle, returning: nil)
    #expect([byCase, declared.lastTitle] == ["Dune", nil])
  }

  @Test func returningInOrderAnswersInTurnAndRepeatsTheLast() {
    let shelf = ShelfMock()
    shelf.stub("count", returningInOrder: [1, 2])
    #expect([shelf.count, shelf.count, shelf.count] == [1, 2, 2])
  }

  @Test func throwingThrowsTheError() {
    let shelf = ShelfMock()
    shelf.stub("load(_:)", throwing: ShelfError.empty)
    #expect(throws: ShelfError.empty) { try shelf.load(1) }
  }

  @Test func usingAnswersWithTheHandlersResultForTheArguments() throws {
    let shelf = ShelfMock()
    shelf.stub("load(_:)", using: { arguments in "item \(arguments[0])" })
    #expect(try shelf.load(4) == "item 4")
  }

  @Test func aTrailingClosureIsTheHandlerNeverAValueToReturn() throws {
    let shelf = ShelfMock()
    shelf.stub("load(_:)") { arguments in "item \(arguments[0])" }
    #expect(try shelf.load(5) == "item 5")
  }

  @Test func aMisspelledNameFailsAtTheTestsStubLineInEverySpelling() {
    var lines: [UInt] = []
    let failures = captureFailures {
      let returning = ShelfMock()
      lines.append(#line + 1)
      returning.stub("cont", returning: 3)
      _ = returning.count
      let inOrder = ShelfMock()
      lines.append(#line + 1)
      inOrder.stub("cont", returningInOrder: [3])
      _ = inOrder.count
      let throwing = ShelfMock()
      lines.append(#line + 1)
      throwing.stub("lod(_:)", throwing: ShelfError.empty)
      _ = try? throwing.load(1)
      let using = ShelfMock()
      lines.append(#line + 1)
      using.stub("lod(_:)", using: { _ in "item" })
      _ = try? using.load(1)
      let trailing = ShelfMock()
      lines.append(#line + 1)
      trailing.stub("lod(_:)") { _ in "item" }
      _ = try? trailing.load(1)
    }
    #expect(failures.map(\.line) == lines)
    #expect(failures.allSatisfy { $0.fileID == "CallFormContract/MockCallFormTests.swift" })
    #expect(failures.allSatisfy { $0.message.contains("Did you mean to stub") })
  }
}
