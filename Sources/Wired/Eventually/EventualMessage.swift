import Foundation

/// The parts that both forms' failures share.
enum EventualMessage {
  /// `within 1.0 s`, or why the wait stopped early.
  static func ending(_ outcome: EventualCheck.Outcome, _ timeout: TimeInterval) -> String {
    switch outcome.ending {
    case .cancelled:
      return "within \(timeout) s, but the task was cancelled after \(String(format: "%.2f", outcome.elapsed)) s"
    case .held, .timedOut:
      return "within \(timeout) s"
    }
  }

  static let hint =
    "Check that the code under test makes the change, and that it can run: on the main actor, await rather than block."
}
