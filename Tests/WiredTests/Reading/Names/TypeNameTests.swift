import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

private protocol Named: AnyObject {}

/// Types named as a Swift developer writes them, optionals parenthesized only where Swift needs it.
@Suite struct TypeNameTests {
  @Test func anOptionalGenericTypeNeedsNoParentheses() {
    #expect(TypeName.of(Task<Void, Never>?.self) == "Task<Void, Never>?")
    #expect(TypeName.of([String: Int]?.self) == "[String: Int]?")
    #expect(TypeName.of(Result<Int, any Error>?.self) == "Result<Int, Error>?")
  }

  @Test func anOptionalFunctionIsParenthesizedAndAProtocolIsNamedAsTheRuntimeNamesIt() {
    #expect(TypeName.of((() -> Void)?.self) == "(() -> Void)?")
    #expect(TypeName.of(((Int) -> String)?.self) == "((Int) -> String)?")
    #expect(TypeName.of((@Sendable () -> String?)?.self) == "(@Sendable () -> String?)?")
    #expect(TypeName.of((() -> () -> Int).self) == "() -> () -> Int")
    #expect(TypeName.of(((Int?, [String: [Int]?]) -> Void).self) == "(Int?, [String: [Int]?]) -> Void")
    #expect(TypeName.of(Result<[Int?], any Error>.self) == "Result<[Int?], Error>")
    #expect(TypeName.of((any Named)?.self) == "Named?")
  }
}
