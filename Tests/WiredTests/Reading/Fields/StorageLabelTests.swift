import Observation
import Testing

@testable import WiredReading

@propertyWrapper private struct Boxed<Value> {
  var wrappedValue: Value
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable private final class ObservedCounter {
  var count = 0
}

private final class Labelled {
  @Boxed var title = "x"
  lazy var cache = [1]
  var _plain = 0
  var name = ""
}

@Suite struct StorageLabelTests {
  @Test func eachGeneratedLabelDecodesToTheDeclaredName() {
    #expect(StorageLabel.name(of: "_title", as: .underscored) == "title")
    #expect(StorageLabel.name(of: "$__lazy_storage_$_cache", as: .lazy) == "cache")
    #expect(StorageLabel.name(of: "name", as: .label) == "name")
  }

  @Test func aMacrosOwnStateAndALoneUnderscoreAreNeverGeneratedStorage() {
    #expect(StorageLabel.mayBe(.underscored, "_count"))
    #expect(!StorageLabel.mayBe(.underscored, "_$observationRegistrar"))
    #expect(!StorageLabel.mayBe(.underscored, "_"))
    #expect(!StorageLabel.mayBe(.lazy, "_cache"))
  }

  @Test func aLabelStoresANameBySpellingAndAWrapperIsToldApartByItsValue() {
    #expect(StorageLabel.kind(of: "name", storing: "name") == .label)
    #expect(StorageLabel.kind(of: "_title", storing: "title") == .underscored)
    #expect(StorageLabel.kind(of: "$__lazy_storage_$_cache", storing: "cache") == .lazy)
    #expect(StorageLabel.kind(of: "_titles", storing: "title") == nil)
    #expect(StorageLabel.underscoredStorage(holding: Boxed(wrappedValue: 1)) == .wrapper)
    #expect(StorageLabel.underscoredStorage(holding: 0) == .plain)
  }

  @Test func everyReaderKnowsAPropertyByItsDeclaredName() throws {
    let labelled = Labelled()
    _ = labelled.cache
    let names = PropertyLookup.properties(of: labelled).map(\.name)
    #expect(names == ["title", "cache", "_plain", "name"])
    #expect(PropertyLookup.property(named: "title", of: labelled)?.storage == .wrapper)
    #expect(PropertyLookup.property(named: "cache", of: labelled)?.storage == .lazy)
    #expect(PropertyLookup.property(named: "_plain", of: labelled)?.storage == .plain)
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
      #expect(try #require(FieldReader.properties(of: ObservedCounter())).map(\.name).contains("count"))
    }
    let mirror = Mirror(reflecting: labelled)
    #expect(PropertyLookup.property(named: "title", in: mirror)?.storage == .wrapper)
    #expect(PropertyLookup.property(named: "cache", in: mirror)?.storage == .lazy)
  }
}
