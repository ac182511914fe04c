import SampleApp
import Wired
import XCTest

/// `assertAllInjected` inside XCTest: one failure on the running test, at the caller's line.
final class AssertAllInjectedXCTests: FailureRecordingTestCase, @unchecked Sendable {
  func testPassesWithoutRecordingAFailure() {
    let profile = makeAccount()
    XCTAssertEqual(
      recordedFailures {
        XCTAssertTrue(assertAllInjected(profile, except: ["router.viewController"]))
      }, [])
  }

  func testFailureIsRecordedAtTheCallersLine() {
    let profile = makeAccount()
    profile.router = nil
    let line = #line + 1
    let recorded = recordedFailures { assertAllInjected(profile, except: [Optionals.analytics]) }
    XCTAssertEqual(
      recorded,
      [
        Recorded(
          description: """
            failed - Expected every optional dependency in the graph of AccountViewController to be injected, but 1 is nil

              Missing:
                router: SceneRouter?

              Counted: every optional reference (an object, a protocol or a closure) in the graph of AccountViewController

            Inject each one where AccountViewController is built, or list the ones that may stay nil in except:.
            """,
          filePath: "\(#filePath)",
          line: line
        )
      ]
    )
  }

  func testAnExceptEntryThatMisspellsWhatIsNilIsTheFixItNames() {
    let profile = makeAccount()
    profile.router = nil
    let line = #line + 1
    let recorded = recordedFailures { assertAllInjected(profile, except: ["ruoter", Optionals.analytics]) }
    XCTAssertEqual(
      recorded,
      [
        Recorded(
          description: """
            failed - Expected every optional dependency in the graph of AccountViewController to be injected, but 1 is nil

              Missing:
                router: SceneRouter?

              Counted: every optional reference (an object, a protocol or a closure) in the graph of AccountViewController

              Stale except: entries (name no stored property):
                "ruoter" (did you mean "router"?)

            The except: list misspells what is nil: "ruoter" (did you mean "router"?). Correct the entry if it may stay nil; else inject it where AccountViewController is built.
            """,
          filePath: "\(#filePath)",
          line: line
        )
      ]
    )
  }
}
