import Foundation

/// A call a spy recorded under a name its `Method` enum does not declare.
enum UndeclaredCall {
  /// No case has the method's base name: the enum lacks it.
  case missing(declared: [String])
  /// One case has the method's base name with other labels: its raw value is wrong.
  case misspelled(caseName: String, rawValue: String, declared: [String])

  /// The failure, reported at the spy's `recordCall`.
  func message(for function: String, on spy: Spy) -> FailureMessage {
    let enumName = "\(spy.spyName).Method"
    var message = FailureMessage(
      headline: "\(spy.spyName) recorded a call to \(function), which \(enumName) does not declare")
    switch self {
    case .missing(let declared):
      message.details = [("Declared", declared.isEmpty ? "none" : declared.joined(separator: ", "))]
      message.hint =
        "Add `case \(FunctionName.base(of: function)) = \"\(function)\"` to \(enumName), so that tests name "
        + "it by its case; a name the list lacks is one a typo in a test could never be told from."
    case .misspelled(let caseName, let rawValue, let declared):
      message.details = [("Declared", declared.joined(separator: ", "))]
      message.hint =
        "Correct the raw value of `case \(caseName) = \"\(rawValue)\"` to `\"\(function)\"`, as `#function` spells "
        + "the method. Until then the call counts as .\(caseName), so that this is the one failure it causes."
    }
    return message
  }
}
