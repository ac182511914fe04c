import ShelfApp
import ShelfExtras
import ShelfKit
import Testing
import Wired

// A class that one library declares inside its extension of another library's type belongs to the library that
// declares it, whatever its reflected name (`(extension in ShelfExtras):ShelfKit.Shelf.Extras`) starts with; and a path
// through storage keyed by a type's identity names the key's type, never an address.
@Suite struct ExtensionNestingTests {
  @Test func aTypeDeclaredInAnExtensionOfAnotherModulesTypeBelongsToTheModuleThatDeclaresIt() {
    let app = LibraryApp()
    // NB: `Extras.catalog` is nil by design; leaving `ShelfExtras` out leaves out that module's objects, and only them.
    #expect(checkInjections(app).missing.map(\.description) == ["shelf.storage[ExtrasKey].catalog: Catalog?"])
    #expect(checkInjections(app, scope: .appModules.excluding(["ShelfExtras"])).missing == [])
    #expect(assertAllInjected(app, scope: .appModules.excluding(["ShelfExtras"])))
  }

  @Test func aHoleInStorageKeyedByATypeIsNamedByTheKeysTypeAndTheModulesByTheirNames() {
    let app = LibraryApp(forgetsNotifier: true)
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(app, scope: .appModules.excluding(["ShelfExtras"])) }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.map(\.message) == [
        """
        Expected every optional dependency in the graph of LibraryApp to be injected, but 1 is nil

          Missing:
            shelf.storage[LoanServiceKey].notifier: LoanNotifier?

          Counted: every optional reference (an object, a protocol or a closure) in the graph of LibraryApp

          Judged: ShelfApp, ShelfKit
          Walked through, not judged: ShelfExtras (to judge one, pass scope: .appModules.including(["ShelfExtras"]))

        Inject each one where LibraryApp is built, or list the ones that may stay nil in except:.
        """
      ])
    #expect(assertAllInjected(app, except: ["LoanService.notifier", "Shelf.Extras.catalog"]))
  }

  @Test func theSnapshotNamesStorageKeysByTheirTypesTheSameOnEveryRun() {
    #expect(
      wiringSnapshot(LibraryApp()) == """
        LibraryApp
        shelf: Shelf → Shelf
        shelf.storage: [ObjectIdentifier: AnyObject] (2 elements)
        shelf.storage[ExtrasKey] → Extras
        shelf.storage[ExtrasKey].catalog: Catalog? = nil
        shelf.storage[ExtrasKey].cache: Cache → Cache
        shelf.storage[LoanServiceKey] → LoanService
        shelf.storage[LoanServiceKey].notifier: LoanNotifier? → MailNotifier

        """)
  }
}
