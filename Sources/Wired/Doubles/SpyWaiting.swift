import Foundation

extension Spy {
  /// Waits until `function` has been called `count` times, and fails the test if that takes longer than `timeout`.
  ///
  /// Resumes the moment the call is recorded, from whatever thread or actor records it: no polling and
  /// no fixed sleep. Returns at once when the calls already happened.
  ///
  /// - Parameters:
  ///   - function: The function, such as `"requestLocation()"` or `"requestLocation"`.
  ///   - count: How many calls to wait for, in all.
  ///   - timeout: How long to wait at the most, in seconds.
  ///   - message: Text to put before the failure.
  ///   - isolation: The actor the caller runs on; inferred, so that a message compiles in a `@MainActor` test.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the calls arrived in time.
  ///
  /// ```swift
  /// viewModel.send(.viewAppeared)               // starts a Task that calls fetchUsers
  /// await interactor.waitForCall(to: "fetchUsers()")
  /// ```
  ///
  /// ```text
  /// Timed out after 1.0 s waiting for fetchUsers() to be called on UsersInteractorMock
  ///
  ///   Recorded calls: none
  ///
  /// Check that the code under test makes the call; if it runs on the main actor, await it rather than block it.
  /// ```
  @discardableResult
  public func waitForCall(
    to function: String,
    count: Int = 1,
    timeout: TimeInterval = 1,
    message: @autoclosure () -> String = "",
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let failure = misnamed(function) {
      failure.report(userMessage: message, at: site)
      return false
    }
    let waiter = CallWaiter(function: function, count: count)
    let nanoseconds = UInt64(max(0, timeout) * 1_000_000_000)
    let arrived = await withTaskCancellationHandler(
      operation: {
        await withCheckedContinuation(isolation: isolation) { continuation in
          waiter.attach(continuation)
          if addWaiter(waiter) {
            waiter.resume(true)
            return
          }
          waiter.attachTimeout(
            Task { [self] in
              try? await Task.sleep(nanoseconds: nanoseconds)
              if removeWaiter(waiter) { waiter.resume(false) }
            })
        }
      },
      onCancel: {
        if removeWaiter(waiter) { waiter.resume(false) }
      },
      isolation: isolation
    )
    if !arrived {
      let times = count == 1 ? "" : " \(count) times"
      var failure = FailureMessage(
        headline: "Timed out after \(timeout) s waiting for \(function) to be called\(times)\(on(function))"
      )
      failure.sections = [CallListing.section(calls)]
      let misspelling = calls(to: function).isEmpty ? didYouMean(function) : nil
      failure.hint =
        misspelling
        ?? "Check that the code under test makes the call; if it runs on the main actor, await it rather than block it."
      failure.report(userMessage: message, at: site)
    }
    return arrived
  }
}
