import Testing
import WiredTestSupport

@testable import WiredChecks
@testable import WiredReading

// The app code of these tests: a screen whose parts are reached by several paths, and a chain longer than an anchor.

private final class ScreenPart {
  var next: ScreenPart?
}

private final class Screen {
  var header: ScreenPart?
  var footer: ScreenPart?
  var parts: [ScreenPart] = []
}

/// The scope of an app that depends on WiredTestSupport as a package.
private let appScope = GraphScope(
  excludedModules: ModuleName.system, onlyModules: nil, libraryModules: ["WiredTestSupport"])

@Suite struct AppPathsTests {
  @Test func eachObjectIsNamedByTheFirstPathThatReachesItAndElementsByTheirIndex() {
    let screen = Screen()
    let shared = ScreenPart()
    screen.header = shared
    screen.footer = shared
    screen.parts = [ScreenPart(), shared]
    let graph = ObjectGraph(from: screen, scope: .appModules)
    let paths = AppPaths(graph)
    #expect(graph.nodes.indices.map { paths.path(to: $0) } == ["", "header", "parts[0]"])
    #expect(paths.path(to: 1, then: "next") == "header.next")
  }

  @Test func anAppObjectBehindALibrarysIsNamedByTheLibrarysPlaceAndItsOwnTypeNumberedInOrder() {
    let connection = LibraryConnection()
    let first = ScreenPart()
    let second = ScreenPart()
    connection.observers = [first, second]
    let graph = ObjectGraph(from: connection, scope: appScope)
    let paths = AppPaths(graph)
    let named = graph.nodes.indices.filter { graph.nodes[$0].isJudged }.map { paths.path(to: $0) }
    #expect(named == ["⋯ ScreenPart", "⋯ ScreenPart#2"])
  }

  @Test func aLongChainIsSpelledFromItsNearestAnchorWhenAnchored() throws {
    let head = ScreenPart()
    var tail = head
    for _ in 0..<(AppPaths.anchorDepth + 3) {
      let part = ScreenPart()
      tail.next = part
      tail = part
    }
    let graph = ObjectGraph(from: head, scope: .appModules)
    let last = graph.nodes.count - 1
    let full = AppPaths(graph).path(to: last)
    #expect(full.split(separator: ".").count == AppPaths.anchorDepth + 3)
    let anchored = try #require(AppPaths(graph, anchored: true).key(last))
    #expect(anchored.hasPrefix("§"), "\(anchored)")
    #expect(anchored.split(separator: ".").count < full.split(separator: ".").count)
  }
}
