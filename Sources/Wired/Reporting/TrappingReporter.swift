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
public struct TrappingReporter: FailureReporter {
  /// Creates the reporter; prefer ``FailureReporter/trapping``.
  public init() {}

  /// Stops the program with the failure's message and location.
  ///
  /// - Parameter failure: The failure that stops the program.
  public func report(_ failure: TestFailure) {
    fatalError("\(failure.fileID):\(failure.line): \(failure.message)")
  }
}

extension FailureReporter where Self == TrappingReporter {
  /// Stops the program at the first failure; for debug builds of apps, never for tests.
  public static var trapping: TrappingReporter { TrappingReporter() }
}
