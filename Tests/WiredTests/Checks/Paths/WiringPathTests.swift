import Testing
import Wired
import WiredTestSupport

@Suite struct WiringPathTests {
  @Test(arguments: [
    ("", "the path is empty at position 1", "^"),
    ("a..b", "expected a property name before \".\" at position 3", "  ^"),
    (".a", "expected a property name before \".\" at position 1", "^"),
    ("a.", "expected a property name after \".\" at position 3", "  ^"),
    ("a[", "\"[\" is never closed at position 2", " ^"),
    ("a[1", "\"[\" is never closed at position 2", " ^"),
    ("a[x]", "expected an index or a quoted key inside \"[ ]\" at position 3", "  ^"),
    ("a[\"k]", "the key's quote is never closed at position 3", "  ^"),
    ("a[\"k\"x", "expected \"]\" after the key at position 6", "     ^"),
    ("a b", "unexpected character \" \" at position 2", " ^"),
    ("a[99999999999999999999]", "the index is too large at position 3", "  ^"),
  ])
  func malformedPathsFailWithThePosition(path: String, problem: String, caret: String) {
    let line = #line + 1
    let failures = captureFailures { assertWired(Settings(), path: WiringPath(path), to: 1) }
    expectFailure(
      """
      Invalid wiring path "\(path)": \(problem)

        \(path)
        \(caret)

      Write property names separated by dots, [N] for an index and ["key"] for a dictionary key, \
      as in "interactor.items[0].title".
      """,
      line: line,
      in: failures
    )
  }

  @Test func pathsFromNamesJoinWithDotsAndKeepSubscripts() {
    enum Keys: String, PropertyName { case worker, items }
    let names: WiringPath = [Keys.worker, Keys.items, "[0]", "title"]
    #expect(names.description == "worker.items[0].title")
    let dotted: WiringPath = ["router.analytics"]
    #expect(dotted == "router.analytics")
    let literal: WiringPath = [Keys.worker, "config"]
    #expect(literal.description == "worker.config")
  }

  @Test func subscriptsMayStartAPath() {
    expectNoFailure {
      assertWired(["a", "b"], path: "[1]", to: "b")
      assertWired(["k": [1, 2]], path: "[\"k\"][1]", to: 2)
    }
  }
}
