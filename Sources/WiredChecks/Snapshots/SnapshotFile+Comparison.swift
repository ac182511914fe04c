import Foundation
import WiredReading

/// The check behind ``assertWiringSnapshot(_:named:depth:scope:record:message:fileID:filePath:function:line:column:)-4gds8``:
/// compares a snapshot with its file, records it when it may, and says what happened.
extension SnapshotFile {
  /// What the assertion reports of `snapshot` against this file, in the environment the tests run in: passed when
  /// they match, failed with ``compare(_:of:record:in:)``'s failure else.
  package func verdict(_ snapshot: (text: String, rootType: String), record: Bool) -> CheckVerdict {
    CheckVerdict(failure: compare(snapshot.text, of: snapshot.rootType, record: record, in: .current))
  }

  /// The failure for `text`, the snapshot of a `rootType`, against this file, or `nil` when they match; writes the
  /// file when there is none (unless on CI) or when recording.
  package func compare(_ text: String, of rootType: String, record: Bool, in environment: Environment)
    -> FailureMessage?
  {
    let isRecording = record || environment.records
    var recorded: String?
    switch read() {
    case .unreadable(let why):
      return keptAsItIs(text, because: "The file at \(shownPath) holds no wiring snapshot Wired can read: \(why)")
    case .missing:
      // NB: recording writes this snapshot's own file and leaves the earlier one as it is: it may be the file of
      // another name (`a_b`, beside `a b`), which no rename could tell.
      if !isRecording, let earlier = earlierFile() {
        return keptAsItIs(
          text, because: "No wiring snapshot of \(rootType) at \(shownPath), but \(earlier) may hold it",
          hint: "Wired now escapes snapshot names, so that two names never share a file. If \(earlier) "
            + "is this test's, rename it: git mv '\(earlierURL!.lastPathComponent)' '\(url.lastPathComponent)' in "
            + "\(url.deletingLastPathComponent().path); if it is another snapshot's, record this one: record: true, "
            + "or \(Self.recordVariable)=1. Wired writes over no file it did not name.")
      }
    case .snapshot(let text):
      recorded = TypeName.respellingRecordedTypes(in: text)
    }
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
            + "\(shownPath) (\(Plural.count(references, "line")) below the root)")
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
        failure.hint = "Check that the folder beside the test can be written, and that the file name is one it holds."
      }
    }
    failure.attachments = [TestAttachment(name: url.lastPathComponent, content: text)]
    return failure
  }

  /// The failure for a file Wired leaves as it is, with the snapshot it would have written attached.
  private func keptAsItIs(_ text: String, because headline: String, hint: String? = nil) -> FailureMessage {
    var failure = FailureMessage(headline: headline)
    failure.hint =
      hint
      ?? "Wired never writes over a file it cannot read. If the file is damaged, restore it from version control, "
      + "or delete it and run the test again to record the snapshot (attached)."
    failure.attachments = [TestAttachment(name: url.lastPathComponent, content: text)]
    return failure
  }

  /// The file this snapshot had before names were escaped, as a message shows it, when one is there.
  private func earlierFile() -> String? {
    guard let earlierURL, FileManager.default.fileExists(atPath: earlierURL.path) else { return nil }
    return shownPath.split(separator: "/").dropLast().joined(separator: "/") + "/" + earlierURL.lastPathComponent
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n")
  }
}
