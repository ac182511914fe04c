/// What a check of a double's calls found: the calls it verifies, or the failure to report.
///
/// Every assertion on a spy ends the same way: a pure check returns a verdict, and ``report(_:at:)`` marks the calls
/// verified or reports the failure.
enum CallVerdict {
  case verified([(spy: Spy, call: RecordedCall)])
  /// The failure, and the calls it lists as the ones checked: they are verified too, so that
  /// `assertNoUnverifiedCalls` does not report the same calls again.
  case failed(FailureMessage, checked: [(spy: Spy, call: RecordedCall)] = [])

  /// The check passed on `calls` of `spy`.
  static func verified(_ calls: [RecordedCall], on spy: Spy) -> CallVerdict {
    .verified(calls.map { (spy, $0) })
  }

  /// Runs `check` on the calls to `function`, or fails when the name cannot be resolved on `spy`.
  static func checking(_ function: String, on spy: Spy, _ check: (CallQuery) -> CallVerdict) -> CallVerdict {
    switch CallQuery.resolve(function, on: spy) {
    case .resolved(let query): check(query)
    case .failed(let failure): .failed(failure)
    }
  }

  /// Marks the verified calls on their spies, or reports the failure at `site`; returns whether the check passed.
  func report(_ message: () -> String, at site: SourceSite) -> Bool {
    switch self {
    case .verified(let calls):
      for (spy, call) in calls { spy.markVerified([call]) }
      return true
    case .failed(let failure, let checked):
      for (spy, call) in checked { spy.markVerified([call]) }
      failure.report(userMessage: message, at: site)
      return false
    }
  }

  /// A failure that lists `calls` and suggests a close name when nothing was recorded under this one; `ifCalled` is
  /// the next step when the function was called, and no close name is suggested.
  static func failure(
    _ headline: String, _ query: CallQuery, listing calls: [RecordedCall], title: String = "Recorded calls",
    checked: [RecordedCall] = [], ifCalled: String? = nil
  ) -> CallVerdict {
    var message = FailureMessage(headline: headline)
    message.sections = [CallListing.section(calls, title: title)]
    // NB: a function never called gets the next step: a call made later is waited for, never slept for.
    message.hint =
      query.didYouMean()
      ?? (query.calls.isEmpty
        ? "Check that the code under test makes the call before this line; one made later, from a task or a queue, "
          + "is waited for with \(query.spy.closureName == nil ? "waitForCall(to:)" : "waitForCall()") first."
        : ifCalled)
    return .failed(message, checked: checked.map { (query.spy, $0) })
  }
}
