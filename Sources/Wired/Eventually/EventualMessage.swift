import Foundation

/// The failures of `assertEventually`, built from what the wait found.
enum EventualMessage {
  /// The value never became `expected`: what the wait saw, and for how long.
  static func neverBecame<T>(
    _ subject: String, expected: T, seen: SeenValues, _ outcome: EventualCheck.Outcome, timeout: TimeInterval
  ) -> FailureMessage {
    var failure = FailureMessage(
      headline: "Expected \(subject) to become \(ValueDescription.of(expected)) \(ending(outcome, timeout))")
    let expectedText = ValueDescription.of(expected)
    failure.details = [("Seen", seen.rendered), ("Expected", expectedText)]
    if let last = seen.last, let difference = firstDifference(last, expectedText) {
      failure.details.append(("Differs", difference))
    }
    failure.hint =
      seen.changed
      ? "It changed, but never to the value expected: compare the last value seen with it, and check what the code "
        + "under test computes."
      : hint
    return failure
  }

  /// Where a long value seen first differs from the one expected, from the start of the word it differs in: `at total:
  /// 2), where expected has total: 1550)`; `nil` where the values are short, or differ from the start.
  static func firstDifference(_ seen: String, _ expected: String) -> String? {
    let (seen, expected) = (Array(seen), Array(expected))
    guard seen != expected, min(seen.count, expected.count) >= 30 else { return nil }
    let differing = zip(seen, expected).prefix { $0 == $1 }.count
    // NB: from the start of the word, unless the word is long: then from where they differ.
    var start = differing
    while start > 0, differing - start < 12, !" ([,".contains(seen[start - 1]) { start -= 1 }
    let inWord = start > 0 && !" ([,".contains(seen[start - 1])
    if inWord { start = differing }
    guard start >= 10 else { return nil }
    func part(_ text: [Character]) -> String {
      let end = min(text.count, start + 24)
      return (inWord ? "…" : "") + String(text[start..<end]) + (end < text.count ? "…" : "")
    }
    return "at \(part(seen)), where expected has \(part(expected))"
  }

  /// The value never satisfied the condition: what the wait saw, and the last error the condition threw.
  static func neverSatisfied(
    _ subject: String, condition: String, seen: SeenValues, lastError: (any Error)?, _ outcome: EventualCheck.Outcome,
    timeout: TimeInterval
  ) -> FailureMessage {
    var failure = FailureMessage(
      headline: "Expected \(subject) to satisfy \(condition) \(ending(outcome, timeout))")
    failure.details = [("Seen", seen.rendered)]
    if let lastError { failure.details.append(("Last error", ValueDescription.error(lastError))) }
    failure.hint =
      seen.changed
      ? "It changed, but never to a value that satisfies the condition: compare the last value seen with it." : hint
    return failure
  }

  /// The condition never held: how often it was checked, and the last error it threw.
  static func neverHeld(
    _ subject: String, lastError: (any Error)?, _ outcome: EventualCheck.Outcome, timeout: TimeInterval
  ) -> FailureMessage {
    var failure = FailureMessage(headline: "Expected \(subject) to become true \(ending(outcome, timeout))")
    let times = outcome.checks == 1 ? "once" : "\(outcome.checks) times"
    failure.details = [("Checked", "\(times), false every time")]
    if let lastError { failure.details.append(("Last error", ValueDescription.error(lastError))) }
    failure.hint = hint + "\nTo see the values it read, wait on the value: assertEventually(value) { condition on $0 }."
    return failure
  }

  /// Seconds with two decimals: `0.25`.
  static func seconds(_ value: TimeInterval) -> String {
    String(format: "%.2f", value)
  }

  /// `within 1.0 s`, or why the wait stopped early.
  private static func ending(_ outcome: EventualCheck.Outcome, _ timeout: TimeInterval) -> String {
    switch outcome.ending {
    case .cancelled:
      return "within \(timeout) s, but the task was cancelled after \(seconds(outcome.elapsed)) s"
    case .held, .timedOut, .settled:
      return "within \(timeout) s"
    }
  }

  private static let hint =
    "Check that the code under test makes the change, and that it can run: on the main actor, await rather than block."
}
