import WiredReading

#if canImport(Testing) && compiler(>=6.1)
  import Testing

  extension Test {
    /// Whether a scoping trait asked about this test and `testCase` should provide its scope: once per test function,
    /// all its cases together, and never for a suite, whose tests get their own.
    func isWholeTestFunction(_ testCase: Test.Case?) -> Bool {
      // NB: a suite trait is also asked for the suite, and for each case of a test; answering each would run the
      // scope twice (swift-testing issue 1427).
      !isSuite && testCase == nil
    }
  }
#endif
