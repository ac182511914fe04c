import WiredReading

/// Tracks `object` in a Swift Testing test with the ``LeakCheckingTrait``: when the test ends, `object` and every
/// object it owns now must have been released.
///
/// What the object owns is told from what it shares as ``assertNoLeaks(message:fileID:filePath:line:column:_:)``
/// tells it, when you hand over the expression that builds it: `let scene = trackForMemoryLeaks(SceneCreator.make())`
/// builds the scene twice, returns the second build, and takes what both builds hold (a singleton, a cache) as shared.
/// Handed an object already built (`trackForMemoryLeaks(scene)`), it can only take the system's objects as shared: an
/// app singleton the object holds is then checked too. Either way, a library's objects are not judged, unless they
/// keep one of the app's objects alive. In an `XCTestCase`, the test case's own `trackForMemoryLeaks(_:)` is called
/// instead, with the same search. An object that outlives the test has its graph read again then, so that what the test
/// added after tracking began is named, with the closures it stores.
///
/// - Parameters:
///   - object: The object to track; an expression that builds it is evaluated twice.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: The object tracked: the second build, or the object handed over.
///
/// ```swift
/// @Test(.checksLeaks) func loadsTheProfile() {
///   let scene = trackForMemoryLeaks(SceneCreator.make())
///   scene.load()
/// }
/// ```
///
/// ```text
/// Expected every object tracked here to be released by the end of the test, but 1 was not
///
///   Not released:
///     (the root) ProfileViewController, kept from outside the stored graph
/// ```
@discardableResult
public func trackForMemoryLeaks<Object: AnyObject>(
  _ object: @autoclosure () throws -> Object,
  message: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> Object {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  guard let tracker = LeakTracker.current else {
    let untracked = try object()
    var failure = FailureMessage(
      headline:
        "Expected a test with the .checksLeaks trait to track \(TypeName.ofValue(untracked)), but none is running")
    failure.hint =
      "Add the trait to the test or its suite, as in @Test(.checksLeaks) or @Suite(.checksLeaks); wrap the code in "
      + "await withLeakTracking { … }; or check the object with assertNoLeaks { … }."
    failure.report(userMessage: message, at: site)
    return untracked
  }
  let (search, tracked) = try LeakSearch.tracking(object)
  tracker.track(search, message: message, at: site)
  return tracked
}
