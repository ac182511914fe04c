/// Stops the program at the first failure, with the message and the caller's location.
///
/// Meant for debug builds of tools and apps that check their own wiring, where a wiring mistake should stop
/// the developer at once, never for tests (a trap ends the whole test run):
///
/// ```swift
/// #if DEBUG
///   return checkingInjections(viewController, reporter: .trapping)
/// #else
///   return checkingInjections(viewController, reporter: .standardError)
/// #endif
/// ```
struct TrappingReporter: FailureReporter {
  /// Stops the program with the failure's message and location.
  ///
  /// - Parameter failure: The failure that stops the program.
  func report(_ failure: TestFailure) {
    fatalError("\(failure.fileID):\(failure.line): \(failure.message)")
  }
}
