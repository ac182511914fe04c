import Testing

@testable import WiredChecks

/// The one plural of every message: one noun, or a grouped count and its plural.
@Suite struct PluralTests {
  @Test func oneIsSingularAndEveryOtherCountIsGroupedAndPlural() {
    #expect(Plural.count(1, "time") == "1 time")
    #expect(Plural.count(0, "time") == "0 times")
    #expect(Plural.count(1_200, "is nil", plural: "are nil") == "1,200 are nil")
    #expect(Plural.count(2, "property", plural: "properties") == "2 properties")
  }
}
