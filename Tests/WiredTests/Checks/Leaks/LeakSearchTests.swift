import Testing
import WiredTestSupport

@testable import WiredChecks
@testable import WiredReading

// The app code of these tests: an editor whose document points back at it, a cache every editor shares, and the
// objects a caller keeps.

private final class Cache: Sendable {
  static let shared = Cache()
}

private final class Document {
  var editor: Editor?
  var notes: Notes?
}

private final class Notes {}

private final class Editor {
  let document = Document()
  let cache = Cache.shared
}

/// The check of two editors, each passed as a temporary, as the assertions pass their builds.
private func twoEditors(_ configure: (Editor) -> Void = { _ in }) -> LeakSearch {
  func make() -> Editor {
    let editor = Editor()
    configure(editor)
    return editor
  }
  return LeakSearch.comparing(first: make(), second: make())
}

/// An app object that holds a library's actor, which a synchronous walk does not enter.
private final class Gateway {
  let server = LibraryActorServer()
}

@Suite struct LeakSearchTests {
  @Test func aPassingCheckWarnsOfTheLibrarysActorItDidNotEnter() {
    let scope = GraphScope(excludedModules: ModuleName.system, onlyModules: nil, libraryModules: ["WiredTestSupport"])
    let search = LeakSearch.comparing(first: Gateway(), second: Gateway(), scope: scope)
    guard case .passed(let warning?) = search.verdict(for: search.survivors, built: "built") else {
      Issue.record("a check that released everything passes, and says what it did not read")
      return
    }
    #expect(
      warning.headline
        == "Found no leaks in the graph of Gateway, but did not read 1 place where the app's objects may be")
  }

  @Test func whatTheRootOwnsIsReleasedAndWhatBothBuildsHoldIsSharedNotChecked() {
    let search = twoEditors()
    #expect(search.survivors.isEmpty)
    let report = search.report(for: search.survivors, built: "built by the closure")
    #expect(report.passed)
    #expect(report.shared.map(\.path) == ["cache"])
  }

  @Test func aCycleKeepsItsObjectsAndWhatTheyHoldAndEachSurvivorSaysWhy() {
    let search = twoEditors {
      $0.document.editor = $0
      $0.document.notes = Notes()
    }
    let survivors = search.survivors
    #expect(survivors.count == 3)
    let reasons = search.explain(survivors).reasons
    #expect(survivors.map { reasons[$0]?.note } == ["in cycle 1", "in cycle 1", "held by cycle 1"])
    #expect(search.explain(survivors).cycles.count == 1)
    #expect(search.isExplainedByStoredGraph)
  }

  @Test func anObjectKeptFromOutsideIsNoCycleAndThePlaceToLookIsSaid() {
    var kept: Notes?
    let search = twoEditors { editor in
      let notes = Notes()
      editor.document.notes = notes
      kept = notes
    }
    let survivors = search.survivors
    #expect(survivors.count == 1)
    #expect(search.explain(survivors).reasons[survivors[0]]?.note == "kept from outside the stored graph")
    #expect(!search.isExplainedByStoredGraph, "work in flight may still let go of it")
    let failure = LeakMessage.make(search, survivors: survivors, built: "built by the closure").rendered(
      userMessage: "")
    #expect(failure.contains("document.notes: Notes, kept from outside the stored graph"), "\(failure)")
    withExtendedLifetime(kept) {}
  }

  @Test func theVerdictPassesWithNoSurvivorAndFailsWithTheFailureElse() {
    let search = twoEditors { $0.document.editor = $0 }
    guard case .passed = search.verdict(for: [], built: "built") else {
      Issue.record("no survivor is a pass")
      return
    }
    guard case .failed(let failure) = search.verdict(for: search.survivors, built: "built") else {
      Issue.record("a survivor is a failure")
      return
    }
    #expect(
      failure.headline.hasPrefix("Expected every object built to be released, but 2 were not"), "\(failure.headline)")
  }
}

/// A chain longer than the scope lets the walk visit.
private final class ChainLink {
  var next: ChainLink?
}

/// A leak check whose walk stopped at the scope's limit tracked only part of the graph: it says so, and never passes.
@Suite struct LeakSearchLimitTests {
  @Test func aWalkCutShortAtTheScopesLimitFailsAndSaysWhereItStopped() {
    var scope = GraphScope.appModules
    scope.visitLimit = 5
    let head = ChainLink()
    var tail = head
    for _ in 0..<20 {
      let link = ChainLink()
      tail.next = link
      tail = link
    }
    let search = LeakSearch(head, scope: scope)
    let report = search.report(for: [], built: "built by the closure")
    #expect(!report.passed)
    #expect(!report.isComplete)
    guard case .failed(let failure) = search.verdict(for: [], built: "built by the closure") else {
      Issue.record("a walk cut short passed")
      return
    }
    #expect(
      failure.rendered(userMessage: "") == """
        Expected to check every object built by the closure for leaks, but the walk stopped at its limit

          Stopped after visiting 5 values: the graph is larger than the scope allows.

        Narrow the walk with scope: (.only(["MyModule"]), .excluding([…])) or raise visitLimit.
        """)
    withExtendedLifetime(head) {}
  }
}
