import Foundation

/// Where the attachments of a failure go when the test run keeps none: `swift test` records Swift Testing attachments
/// only with `--attachments-path`, and XCTest on Linux has no attachments at all. Xcode keeps them in its result
/// bundle, so there nothing is written.
enum SavedAttachments {
  /// The folder of this process's attachments: `<temporary folder>/Wired/<process id>`.
  static let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("Wired", isDirectory: true)
    .appendingPathComponent("\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)

  private static let lock = NSLock()

  /// Whether Xcode runs the tests, and so keeps their attachments.
  static var isKeptByTheRunner: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["XCTestSessionIdentifier"] != nil || environment["XCTestConfigurationFilePath"] != nil
  }

  /// Writes each attachment into ``folder`` (a name used before gets `-2`, `-3`…) and says on standard error where,
  /// unless the runner keeps attachments itself; returns the files written.
  @discardableResult
  static func save(_ attachments: [TestAttachment]) -> [URL] {
    guard !attachments.isEmpty, !isKeptByTheRunner else { return [] }
    return lock.guarded {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return attachments.compactMap { attachment in
        let url = freeURL(for: attachment.name)
        guard (try? Data(attachment.content.utf8).write(to: url)) != nil else { return nil }
        FileHandle.standardError.write(Data("⎙ Wired saved '\(attachment.name)' at \(url.path)\n".utf8))
        return url
      }
    }
  }

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
