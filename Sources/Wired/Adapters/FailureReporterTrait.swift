import WiredReading

#if canImport(Testing) && compiler(>=6.1)
  import Testing

  /// A Swift Testing trait that sends Wired's failures in each test to a reporter of your choice: with
  /// ``FailureReporter/warnings``, an adoption mode that reports what the checks find without failing the tests.
  ///
  /// ```swift
  /// @Suite(.reportingFailures(to: .warnings)) struct LegacySceneTests {
  ///   @Test func sceneIsInjected() { assertAllInjected(LegacyScene()) }
  /// }
  /// ```
  ///
  /// Swift 6.1 and later (test scoping traits); with an older compiler, or in XCTest, wrap the test's body in
  /// ``withFailureReporter(_:operation:)-(_,()->Result)``.
  public struct FailureReporterTrait: TestTrait, SuiteTrait, TestScoping {
    let reporter: FailureReporter

    /// Applied to a suite, the trait covers each test of the suite and of its nested suites.
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

    /// Runs the test with the reporter as the current one.
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
      try await CurrentReporter.$value.withValue(reporter, operation: function)
    }
  }

  extension Trait where Self == FailureReporterTrait {
    /// Sends Wired's failures in each test to `reporter`: `.warnings` to adopt the checks without failing the tests.
    ///
    /// - Parameter reporter: The reporter for the test's failures.
    /// - Returns: The trait.
    public static func reportingFailures(to reporter: FailureReporter) -> Self {
      FailureReporterTrait(reporter: reporter)
    }
  }
#endif
