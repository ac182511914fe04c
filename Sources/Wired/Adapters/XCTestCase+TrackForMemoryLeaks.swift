import WiredReading

#if canImport(XCTest)
  import XCTest

  extension XCTestCase {
    /// Checks, when the test method returns, that `instance` and every object it holds strongly now were released.
    ///
    /// The check runs in a teardown block, which XCTest runs right after the test method and *before* `tearDown()`:
    /// by then only the test's locals are gone. For an object the test keeps in a property, use
    /// ``trackForMemoryLeaks(clearing:message:fileID:filePath:line:column:)``, which clears the property first. The failure is the one ``assertNoLeaks(message:fileID:filePath:line:column:_:)``
    /// reports, at the line that started tracking.
    ///
    /// Handed the expression that builds the object (`let scene = trackForMemoryLeaks(SceneCreator.make())`), it builds
    /// it twice, returns the second build, and takes what both builds hold (a singleton, a cache) as shared, as
    /// `assertNoLeaks { … }` does. Handed an object already built, it can only take the system's objects as shared: an
    /// app singleton the object holds is then checked too. A library's objects are not judged, unless they keep one of
    /// the app's objects alive.
    ///
    /// - Parameters:
    ///   - instance: The object to track, with its graph as it is now; an expression that builds it is evaluated
    ///     twice.
    ///   - message: Text to put before the failure.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: The object tracked: the second build, or the object handed over.
    ///
    /// ```swift
    /// func testLoading() {
    ///   let scene = trackForMemoryLeaks(SceneCreator.make())
    ///   scene.load()
    /// }
    /// ```
    @discardableResult
    public func trackForMemoryLeaks<Object: AnyObject>(
      _ instance: @autoclosure () throws -> Object,
      message: @autoclosure @escaping @Sendable () -> String = "",
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) rethrows -> Object {
      let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      let (search, tracked) = try LeakSearch.tracking(instance)
      guard !(tracked is AnyKeyPath) else {
        var failure = FailureMessage(headline: "Expected an object to track, but got the key path \(tracked)")
        failure.hint =
          "To track the object a property holds, and clear the property first, pass trackForMemoryLeaks(clearing:)."
        failure.report(userMessage: message, at: site)
        return tracked
      }
      search.testCase = self
      addTeardownBlock { await search.reportSurvivorsAfterWaiting(message, at: site) }
      return tracked
    }

    /// Checks, when the test method returns, that the object in `property` and every object it holds strongly now
    /// are released once the property is set to `nil`.
    ///
    /// For a test that keeps the object under test in a property: call it where the object is made (in `setUp()`
    /// too); the teardown block sets the property to `nil`, then checks.
    ///
    /// - Parameters:
    ///   - property: The test case's property that holds the object.
    ///   - message: Text to put before the failure.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    ///
    /// ```swift
    /// override func setUp() {
    ///   sut = SceneCreator.make()
    ///   trackForMemoryLeaks(clearing: \SceneTests.sut)
    /// }
    /// ```
    public func trackForMemoryLeaks<Case: XCTestCase, Object: AnyObject>(
      clearing property: ReferenceWritableKeyPath<Case, Object?>,
      message: @autoclosure @escaping @Sendable () -> String = "",
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      guard let testCase = self as? Case, let instance = testCase[keyPath: property] else {
        var failure = FailureMessage(headline: "Expected \(property) to hold an object to track, but it is nil")
        failure.hint = "Call trackForMemoryLeaks after the property is set, on the test case that declares it."
        failure.report(userMessage: message, at: site)
        return
      }
      let search = LeakSearch(instance, scope: .appModules)
      search.testCase = self
      nonisolated(unsafe) let clear = { testCase[keyPath: property] = nil }
      addTeardownBlock {
        clear()
        await search.reportSurvivorsAfterWaiting(message, at: site)
      }
    }
  }
#endif
