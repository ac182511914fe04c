import WiredReading

#if canImport(Testing)
  import Testing
#endif

/// Records each failure as a Swift Testing issue at the caller's source location.
///
/// Swift Testing attributes the issue to the test of the current task. From a detached task or a thread
/// it records an issue of an «unknown» test, which still fails the run; outside a Swift Testing run it
/// does nothing.
struct SwiftTestingReporter {
  /// Records the failure as an issue of severity error, or of severity warning (Swift 6.3 and later).
  ///
  /// - Parameters:
  ///   - failure: The failure to record.
  ///   - asWarning: Whether the issue is a warning, which does not fail the test.
  func report(_ failure: TestFailure, asWarning: Bool = false) {
    #if canImport(Testing)
      let comment = Comment(
        rawValue: failure.message.isEmpty ? "Wired reported a failure without a message" : failure.message
      )
      let location = Self.sourceLocation(of: failure)
      #if compiler(>=6.3)
        Issue.record(comment, severity: asWarning ? .warning : .error, sourceLocation: location)
      #else
        Issue.record(comment, sourceLocation: location)
      #endif
      // NB: after the issue, so that a run prints the failure first and then what goes with it.
      #if compiler(>=6.2)
        for attachment in failure.attachments {
          Attachment.record(attachment.content, named: attachment.name, sourceLocation: location)
        }
        SavedAttachments.save(failure.attachments)
      #endif
    #endif
  }

  #if canImport(Testing)
    /// Where Swift Testing shows the failure: the caller's location.
    static func sourceLocation(of failure: TestFailure) -> SourceLocation {
      SourceLocation(
        // NB: Swift Testing traps on a file ID without a module part, or on a line or column below 1.
        fileID: failure.fileID.contains("/") ? failure.fileID : "_/\(failure.fileID)",
        filePath: failure.filePath,
        line: max(1, Int(clamping: failure.line)),
        column: max(1, Int(clamping: failure.column))
      )
    }
  #endif

  /// Whether a Swift Testing test is running in the current task.
  static var isTestRunning: Bool {
    #if canImport(Testing)
      Test.current != nil
    #else
      false
    #endif
  }
}

extension SwiftTestingReporter {
  /// Swift Testing among the frameworks ``AutomaticReporter`` asks: it takes a failure when the current task runs one
  /// of its tests, and a warning from Swift 6.3 on.
  struct Framework: TestFramework {
    func prepare() {}

    func record(_ failure: TestFailure) -> Bool {
      guard SwiftTestingReporter.isTestRunning else { return false }
      #if compiler(>=6.3)
        SwiftTestingReporter().report(failure, asWarning: failure.isWarning)
        return true
      #else
        // NB: Swift Testing has warnings from Swift 6.3 on.
        guard !failure.isWarning else { return false }
        SwiftTestingReporter().report(failure)
        return true
      #endif
    }

    var sharesThreads: Bool { SwiftTestingReporter.isTestRunning }

    var isTestRunningOnThisTask: Bool { SwiftTestingReporter.isTestRunning }

    /// A failure from a detached task or a thread of a Swift Testing run: Swift Testing gives it to an «unknown» test,
    /// and ignores it outside a run.
    func recordUnattributed(_ failure: TestFailure) {
      if !failure.isWarning { SwiftTestingReporter().report(failure) }
    }
  }
}

extension FailureReporter {
  /// Records a Swift Testing issue at the caller's location; outside a Swift Testing run, it does nothing.
  static var swiftTesting: FailureReporter { FailureReporter { SwiftTestingReporter().report($0) } }
}
