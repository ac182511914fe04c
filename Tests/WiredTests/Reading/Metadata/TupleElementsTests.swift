import Testing

@testable import WiredReading

/// A tuple's values, read by the runtime's reflection: the values a `Mirror` lists.
@Suite struct TupleElementsTests {
  private final class Engine {}

  @Test func aTuplesValuesAreTheOnesItsMirrorLists() throws {
    let engine = Engine()
    let tuple: Any = (name: "a", engine: engine, count: 3)
    let values = try #require(TupleElements.values(of: tuple))
    #expect(values.count == 3)
    #expect(values[0] as? String == "a" && values[1] as AnyObject === engine && values[2] as? Int == 3)
    #expect(TupleElements.values(of: 3) == nil)
  }

  @Test func onlyATupleOfTwoIsAPair() throws {
    let pair = try #require(TupleElements.pair((key: "id", value: 7)))
    #expect(pair.0 as? String == "id" && pair.1 as? Int == 7)
    #expect(TupleElements.pair((1, 2, 3)) == nil)
    #expect(TupleElements.pair("not a tuple") == nil)
  }
}
