import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

// The app code of these tests: a table of endpoints keyed by a struct.

private struct EndpointKey: Hashable {
  let method: String
  let path: String
}

private final class EndpointHandler {
  var settings: Person?
}

private final class EndpointTable {
  var routes: [EndpointKey: EndpointHandler] = [:]
  var byOwner: [OwnerKey: EndpointHandler] = [:]
}

/// A key that holds an object of the app's.
private struct OwnerKey: Hashable {
  let owner: EndpointHandler
  static func == (lhs: OwnerKey, rhs: OwnerKey) -> Bool { lhs.owner === rhs.owner }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(owner)) }
}

/// A dictionary's entries as the walk reads them. Keyed by a struct, they are walked in the dictionary's own order (a
/// struct key gives no order that holds from run to run), and each key is spelled only where a message names its path,
/// as `String(describing:)` spells it; a key that holds an object is spelled at once, so that the graph a leak check
/// keeps after letting its objects go keeps no key, and so no object, alive.
@Suite struct DictionaryKeyTests {
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

  @Test func aMissingDependencyBehindAStructKeyIsNamedByTheKey() {
    let table = EndpointTable()
    table.routes[EndpointKey(method: "GET", path: "/users")] = EndpointHandler()
    #expect(
      checkInjections(table).missing.map(\.path) == [
        "routes[EndpointKey(method: \"GET\", path: \"/users\")].settings"
      ])
  }

  @Test func aLeakCheckOfSuchAGraphKeepsNoneOfItsObjects() {
    let report = checkLeaks {
      let table = EndpointTable()
      let handler = EndpointHandler()
      handler.settings = Person("a")
      table.routes[EndpointKey(method: "GET", path: "/users")] = handler
      table.byOwner[OwnerKey(owner: handler)] = handler
      return table
    }
    #expect(report.passed, "\(report)")
  }
}
