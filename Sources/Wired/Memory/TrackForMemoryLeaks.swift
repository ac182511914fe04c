/// Tracks `object` in a Swift Testing test with the ``LeakCheckingTrait``: when the test ends, `object` and every
/// object it holds strongly now must have been released.
///
/// In an `XCTestCase`, the test case's own `trackForMemoryLeaks(_:)` is called instead, with the same check.
///
/// - Parameters:
///   - object: The object to track, with its graph as it is now.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
///
/// ```swift
/// @Test(.checksLeaks) func loadsTheProfile() {
///   let scene = SceneCreator.make()
///   trackForMemoryLeaks(scene)
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
public func trackForMemoryLeaks(
  _ object: AnyObject,
  message: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  guard let tracker = LeakTracker.current else {
    var failure = FailureMessage(
      headline: "Expected a test with the .checksLeaks trait to track \(TypeName.ofValue(object)), but none is running")
    failure.hint =
      "Add the trait to the test or its suite, as in @Test(.checksLeaks) or @Suite(.checksLeaks), or check the "
      + "object with assertNoLeaks { … }."
    failure.report(userMessage: message, at: site)
    return
  }
  tracker.track(object, message: message, at: site)
}
