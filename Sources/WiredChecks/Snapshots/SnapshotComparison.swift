/// The check behind ``assertWiringSnapshot(_:named:depth:scope:record:message:fileID:filePath:function:line:column:)-4gds8``:
/// compares a snapshot with its file, records it when it may, and says what happened.
extension SnapshotFile {
  /// The failure for `text`, the snapshot of a `rootType`, against this file, or `nil` when they match; writes the
  /// file when there is none (unless on CI) or when recording.
  package func compare(_ text: String, of rootType: String, record: Bool, in environment: Environment)
    -> FailureMessage?
  {
    let recorded = read()
    let isRecording = record || environment.records
    if !isRecording, let recorded {
      let diff = WiringSnapshotDiff(recorded: recorded, current: text)
      // NB: compared as text too, so that a change the diff cannot name (a reordering) still fails.
      guard !diff.isEmpty || recorded != text else { return nil }
      var failure = FailureMessage(headline: "The wiring of \(rootType) changed since \(shownPath)")
      failure.sections = diff.isEmpty ? ["  Reordered, now:\n" + Self.indented(text)] : diff.sections
      failure.hint = "If the change is intended, record it again: record: true, or \(Self.recordVariable)=1."
      failure.attachments = [TestAttachment(name: url.lastPathComponent, content: text)]
      return failure
    }
    var failure: FailureMessage
    if recorded == nil, !isRecording, environment.isOnCI {
      failure = FailureMessage(
        headline: "No wiring snapshot of \(rootType) at \(shownPath), and CI=true does not record one")
      failure.sections = ["  Would record:\n" + Self.indented(text)]
      failure.hint = "Run the test once where it can write the file, and check the file in."
    } else {
      do {
        try write(text)
        let references = text.split(separator: "\n").count - 1
        failure = FailureMessage(
          headline: "\(recorded == nil ? "Recorded a new" : "Recorded over the") wiring snapshot of \(rootType) at "
            + "\(shownPath) (\(references) \(references == 1 ? "line" : "lines") below the root)")
        failure.hint =
          recorded == nil
          ? "Check the file in: the next run compares against it."
          : "Turn record mode off (record: false, unset \(Self.recordVariable)) and check the file in."
        if let advice = excludeAdvice() {
          failure.hint = [failure.hint, advice].compactMap { $0 }.joined(separator: "\n")
        }
      } catch {
        failure = FailureMessage(headline: "Could not write the wiring snapshot of \(rootType) to \(url.path)")
        failure.details = [("Error", error.localizedDescription)]
        failure.hint = "Make the folder beside the test writable."
      }
    }
    failure.attachments = [TestAttachment(name: url.lastPathComponent, content: text)]
    return failure
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n")
  }
}
