import WiredReading

#if canImport(Testing) && compiler(>=6.1)
  import Testing

  /// A Swift Testing trait that checks, when each test ends, that the objects it tracked were released.
  ///
  /// Add it to a test or a suite, and track the object under test with
  /// ``trackForMemoryLeaks(_:message:fileID:filePath:line:column:)``. When the test returns, the trait waits up to a
  /// second for work in flight to let go, then reports each tracked object, and each object it owned, that is still
  /// alive, with the explanation ``assertNoLeaks(message:fileID:filePath:line:column:_:)`` gives, on that test, at the
  /// line that tracked it. As with XCTest's `trackForMemoryLeaks`, the graph is handed over built: objects of system
  /// types are taken as shared, and every object of the app's own modules is checked.
  ///
  /// ```swift
  /// @Suite(.checksLeaks) struct ProfileSceneTests {
  ///   @Test func loadsTheProfile() async {
  ///     let scene = SceneCreator.make()
  ///     trackForMemoryLeaks(scene)
  ///     await scene.load()
  ///   }
  /// }
  /// ```
  ///
  /// Swift 6.1 and later (test scoping traits); with an older compiler, wrap the test's body in
  /// ``withLeakTracking(timeout:isolation:_:)``, or use `assertNoLeaks { … }`.
  public struct LeakCheckingTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applied to a suite, the trait checks each test of the suite and of its nested suites.
    public var isRecursive: Bool { true }

    /// The trait itself for a test function, all its cases together; `nil` for a suite, whose tests get their own.
    ///
    /// - Parameters:
    ///   - test: The test or suite.
    ///   - testCase: The test case, `nil` for a whole test function or a suite.
    /// - Returns: The scope provider, or `nil`.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
      test.isWholeTestFunction(testCase) ? self : nil
    }

    /// Runs the test with a tracker of its own, then checks what it tracked.
    ///
    /// - Parameters:
    ///   - test: The test.
    ///   - testCase: The test case, `nil` for the whole test function.
    ///   - function: The test.
    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await withLeakTracking(function)
    }
  }

  extension Trait where Self == LeakCheckingTrait {
    /// Checks, when each test ends, that the objects it tracked with `trackForMemoryLeaks(_:)` were released.
    public static var checksLeaks: Self { LeakCheckingTrait() }
  }
#endif
