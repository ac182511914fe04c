import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

// A library's value that holds no reference is passed over whole; one that holds the app's object, however deep and
// however late, is walked to it, with the path the walk always gave.

/// An app object with an optional dependency, kept in a library document.
final class ProbedPluginFixture {
  var delegate: AnyObject?
}

/// An app object that holds a library's document.
final class DocumentHolderFixture {
  var document: LibraryDocument
  init(_ document: LibraryDocument) { self.document = document }
}

private let appScope = GraphScope(
  excludedModules: ModuleName.system, onlyModules: nil, libraryModules: ["WiredTestSupport"])

@Suite struct LibraryValueProbeTests {
  @Test func aDocumentThatHoldsNothingIsPassedOverAndPasses() {
    let report = checkInjections(DocumentHolderFixture(LibraryDocument(sections: 500)), scope: appScope)
    #expect(report.passed)
    #expect(report.missing.isEmpty)
  }

  @Test func theAppsObjectInTheLastValueOfTheDocumentIsStillFoundWithItsPath() {
    let root = DocumentHolderFixture(LibraryDocument(sections: 500, last: ProbedPluginFixture()))
    let report = checkInjections(root, scope: appScope)
    #expect(!report.passed)
    #expect(report.missing.map(\.path) == ["document ⋯ ProbedPluginFixture.delegate"])
  }

  @Test func aCycleThroughTheDocumentIsFound() {
    let plugin = ProbedPluginFixture()
    let root = DocumentHolderFixture(LibraryDocument(sections: 50, last: plugin))
    plugin.delegate = root
    defer { plugin.delegate = nil }
    let report = checkRetainCycles(root, scope: appScope)
    #expect(report.cycles.count == 1)
  }

  @Test func theValuesPassedOverCountTowardTheScopesLimit() {
    var scope = appScope
    scope.visitLimit = 100
    let report = checkInjections(DocumentHolderFixture(LibraryDocument(sections: 500)), scope: scope)
    #expect(report.truncatedAt == 100)
  }
}
