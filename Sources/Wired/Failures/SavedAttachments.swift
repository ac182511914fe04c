import Foundation
import WiredReading

/// Where the attachments of a failure go when the test run keeps none: `swift test` records Swift Testing attachments
/// only with `--attachments-path`, and XCTest on Linux has no attachments at all. Xcode keeps them in its result
/// bundle, so there nothing is written.
enum SavedAttachments {
  /// The folder of this process's attachments: `<temporary folder>/Wired/<process id>`.
  static let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("Wired", isDirectory: true)
    .appendingPathComponent("\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)

  private static let lock = NSLock()
  // NB: read and written only while `lock` is held.
  nonisolated(unsafe) private static var hasAnnounced = false

  /// What a run says, once, when it first saves attachments: where they all go, and the files of this first save
  /// (a diagram's `.dot` and `.mmd`, a snapshot's `.wiring.txt`), so that it names what the failure attached.
  static func announcement(saved: [URL]) -> String {
    let names = saved.map(\.lastPathComponent).joined(separator: ", ")
    return "⎙ Wired saves its checks' attachments in \(folder.path), first \(names)"
  }

  /// Whether the runner of the tests keeps their attachments (Xcode does), as the frameworks tell.
  static var isKeptByTheRunner: Bool { TestFrameworks.runnerKeepsAttachments }

  /// Writes each attachment into ``folder`` (a name used before gets `-2`, `-3`…), unless the runner keeps attachments
  /// itself; the first time, says on standard error where they all go, so that a run with a few failures says so
  /// once. Returns the files written.
  @discardableResult
  static func save(_ attachments: [TestAttachment]) -> [URL] {
    guard !attachments.isEmpty, !isKeptByTheRunner else { return [] }
    return lock.guarded {
      if !hasAnnounced { removeFoldersOfEndedRuns() }
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let saved = attachments.compactMap { attachment -> URL? in
        let url = freeURL(for: attachment.name)
        return (try? Data(attachment.content.utf8).write(to: url)) != nil ? url : nil
      }
      if !saved.isEmpty, !hasAnnounced {
        hasAnnounced = true
        FileHandle.standardError.write(Data("\(announcement(saved: saved))\n".utf8))
      }
      return saved
    }
  }

  /// Removes the folders that runs which have ended left beside ``folder``, once they are ``keptAfterItsRun`` old:
  /// each is named for its process, and a process that no longer exists reads its attachments no more.
  // NB: not at once: `swift test` runs XCTest's tests and then Swift Testing's in two processes, and the second must
  // not remove the folder the first just printed.
  static func removeFoldersOfEndedRuns(now: Date = Date()) {
    let parent = folder.deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    for name in names {
      guard let process = Int32(name), process != ProcessInfo.processInfo.processIdentifier else { continue }
      // NB: signal 0 only asks whether the process exists; EPERM means it does, under another user.
      if kill(process, 0) == 0 || errno == EPERM { continue }
      let url = parent.appendingPathComponent(name, isDirectory: true)
      let modified = (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
      guard let modified, now.timeIntervalSince(modified) > keptAfterItsRun else { continue }
      try? FileManager.default.removeItem(at: url)
    }
  }

  /// How long the folder of a run that has ended is kept, in seconds: long enough to open what it printed.
  static let keptAfterItsRun: TimeInterval = 600

  /// `name` in ``folder``, or `name` with a number before its extension when that file exists.
  private static func freeURL(for name: String) -> URL {
    let url = folder.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else { return url }
    let base = url.deletingPathExtension().lastPathComponent
    let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
    var number = 2
    while FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(base)-\(number)\(suffix)").path) {
      number += 1
    }
    return folder.appendingPathComponent("\(base)-\(number)\(suffix)")
  }
}
