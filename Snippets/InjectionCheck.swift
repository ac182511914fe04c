// For an APP target: the injection check where the app builds an object, in its own debug builds. Link the
// `WiredChecks` product into the app target: it holds the checks and imports no test framework, so the app loads
// (`Wired`, which reports to XCTest and Swift Testing, belongs in test targets only). It is the same walk and message
// as `assertAllInjected`, over the object's whole graph. Tests/SnippetTests compiles and tests this file.
import WiredChecks

/// Returns `object` after checking that every optional dependency of its graph is set, except those named: a
/// failure traps in a debug build, with Wired's message, and is printed in release, where the app goes on.
///
/// ```swift
/// return checkingInjections(settings, except: ["debugMenu"])
/// ```
func checkingInjections<Object>(
  _ object: Object,
  except: [any PropertyName] = [],
  fileID: StaticString = #fileID,
  line: UInt = #line
) -> Object {
  if let message = checkInjections(object, except: except).message {
    assertionFailure(message, file: fileID, line: line)
    print("\(fileID):\(line): \(message)")
  }
  return object
}
