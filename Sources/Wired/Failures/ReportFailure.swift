/// Reports a failure through the current task's reporter, at the caller's location.
///
/// Use it to build your own assertions on Wired: they then fail in XCTest and Swift Testing alike, and
/// ``captureFailures(_:)-(()->Void)`` can check their messages.
///
/// - Parameters:
///   - message: The text of the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
///
/// ```swift
/// func assertLoggedIn(_ session: Session, line: UInt = #line, ...) {
///   if session.user == nil { reportFailure("Expected a logged-in session", line: line, ...) }
/// }
/// ```
public func reportFailure(
  _ message: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  dispatchFailure(message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The one place where the library hands a failure to a reporter.
func dispatchFailure(
  _ message: String, at site: SourceSite, attachments: [TestAttachment] = [], isWarning: Bool = false
) {
  let failure = TestFailure(Shortening.message(message), at: site, attachments: attachments, isWarning: isWarning)
  if let reporter = CurrentReporter.value {
    reporter.report(failure)
  } else {
    AutomaticReporter().report(failure)
  }
}

extension FailureMessage {
  /// Reports this message through the current reporter at `site`, evaluating the user's message only now.
  func report(userMessage: () -> String, at site: SourceSite) {
    dispatchFailure(rendered(userMessage: userMessage()), at: site, attachments: attachments)
  }
}

extension FailureMessage {
  /// Reports this message as a warning through the current reporter at `site`: a check that passed says what it
  /// could not read.
  func reportWarning(userMessage: () -> String, at site: SourceSite) {
    dispatchFailure(rendered(userMessage: userMessage()), at: site, attachments: attachments, isWarning: true)
  }
}

extension CheckVerdict {
  /// Reports the failure, or a passing check's warning, through the current reporter at `site`; whether it passed.
  func report(userMessage: () -> String, at site: SourceSite) -> Bool {
    switch self {
    case .passed(let warning):
      warning?.reportWarning(userMessage: userMessage, at: site)
      return true
    case .failed(let failure):
      failure.report(userMessage: userMessage, at: site)
      return false
    }
  }
}
