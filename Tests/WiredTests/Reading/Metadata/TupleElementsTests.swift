import Testing

@testable import WiredChecks
@testable import WiredReading

/// A tuple's values, and a dictionary's pairs, read by the runtime's reflection: the values a `Mirror` lists.
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

  /// A dictionary's entries are tuples, read without a mirror each; a custom mirror that lists structs of two
  /// fields as a dictionary's entries is still read through their mirrors.
  @Test func aDictionarysPairsComeFromTuplesAndFromAStructOfTwo() {
    struct Entry {
      let key: String
      let value: Int
    }
    struct Table: CustomReflectable {
      var customMirror: Mirror {
        Mirror(self, unlabeledChildren: [Entry(key: "b", value: 2)], displayStyle: .dictionary)
      }
    }
    let tuples = DictionaryPairs.of(Mirror(reflecting: ["a": 1]))
    #expect(tuples.count == 1 && tuples[0].key as? String == "a" && tuples[0].value as? Int == 1)
    let structs = DictionaryPairs.of(Mirror(reflecting: Table()))
    #expect(structs.count == 1 && structs[0].key as? String == "b" && structs[0].value as? Int == 2)
  }
}
