import Foundation

/// Writes each failure to standard error as `file:line:column: error: message`, the shape editors link; its
/// attachments (a failure's diagrams) are saved as files (``SavedAttachments``), never dumped into the log.
///
/// This is where ``FailureReporter/automatic`` sends a failure when no test is running, for example when
/// a debug build of an app checks its own wiring. It never traps.
struct StandardErrorReporter {
  /// Writes the failure to standard error.
  ///
  /// - Parameters:
  ///   - failure: The failure to write.
  ///   - severity: What the line calls it: `error`, or `warning`.
  func report(_ failure: TestFailure, severity: String = "error") {
    let text = "\(failure.filePath):\(failure.line):\(failure.column): \(severity): \(failure.message)\n"
    FileHandle.standardError.write(Data(text.utf8))
    SavedAttachments.save(failure.attachments)
  }
}

extension FailureReporter {
  /// Writes the failure to standard error, one `file:line:column: error: message` block per failure; never traps.
  public static var standardError: FailureReporter { FailureReporter { StandardErrorReporter().report($0) } }
}
