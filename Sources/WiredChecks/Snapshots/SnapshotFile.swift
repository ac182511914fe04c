import Foundation
import WiredReading

/// Where a test's wiring snapshot lives, and whether this run may write it.
///
/// Laid out as swift-snapshot-testing lays out its own: beside the test file, in
/// `__Snapshots__/<TestFile>/<test name>.wiring.txt`, so one folder holds both kinds.
package struct SnapshotFile {
  let url: URL
  /// The path shown in messages: from the `__Snapshots__` folder on.
  let shownPath: String

  /// The environment variable that turns record mode on for every snapshot: `1` or `true`.
  static let recordVariable = "WIRED_RECORD_SNAPSHOTS"

  /// What the environment says about writing snapshots.
  package struct Environment {
    /// Whether every snapshot is recorded: ``SnapshotFile/recordVariable`` is set.
    var records: Bool
    /// Whether this run is on CI (`CI=true`), where a missing snapshot fails instead of being written.
    var isOnCI: Bool

    /// The process's environment.
    package static var current: Environment {
      let variables = ProcessInfo.processInfo.environment
      func isSet(_ name: String) -> Bool { ["1", "true", "yes"].contains(variables[name]?.lowercased() ?? "") }
      return Environment(records: isSet(SnapshotFile.recordVariable), isOnCI: isSet("CI"))
    }
  }

  /// The call site of each test's unnamed snapshot, so that another unnamed one in the same test fails instead of
  /// writing a second file.
  private static let lock = NSLock()
  // NB: only read or written while `lock` is held.
  private nonisolated(unsafe) static var unnamedSites: [String: UInt] = [:]

  /// The file this snapshot had before names were escaped, when it was another: a file there may hold it.
  let earlierURL: URL?

  init(url: URL, shownPath: String, earlierURL: URL? = nil) {
    self.url = url
    self.shownPath = shownPath
    self.earlierURL = earlierURL
  }

  /// The file of the snapshot `name` of the test `function` in the file `filePath`, or of its unnamed one.
  package init(filePath: StaticString, function: StaticString, name: String?) {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let test = String("\(function)".prefix { $0 != "(" })
    let fileName = SnapshotFileName.of(test: test, name: name)
    let folder = testFile.deletingPathExtension().lastPathComponent
    let snapshots = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(folder)
    url = snapshots.appendingPathComponent(fileName)
    shownPath = "__Snapshots__/\(folder)/\(fileName)"
    earlierURL = SnapshotFileName.beforeEscaping(test: test, name: name).map { snapshots.appendingPathComponent($0) }
  }

  /// The call site that owns each file a snapshot of this run compared with, by the file's path in lower case (a file
  /// system that ignores case, as macOS's does by default, takes `Shallow` and `shallow` for one file).
  // NB: only read or written while `lock` is held.
  private nonisolated(unsafe) static var owners: [String: (snapshot: String, site: String, shown: String)] = [:]

  /// The failure when another snapshot has this file already: another name that differs only in case, or another
  /// test's; `nil` when the file is this snapshot's alone. A snapshot is a test and a name: the same name in the same
  /// test is one snapshot, from any line and however often it runs (a loop, a test run with arguments, a comparison
  /// after a reload).
  package func sharedWithAnother(filePath: StaticString, function: StaticString, name: String?, line: UInt)
    -> FailureMessage?
  {
    let snapshot = "\(filePath)#\(function)#" + (name ?? "")
    let site = "\(function)" + (name.map { " named \"\($0)\"" } ?? "") + " at line \(line)"
    let first = Self.lock.guarded {
      let key = url.standardizedFileURL.path.lowercased()
      if let first = Self.owners[key] { return first }
      Self.owners[key] = (snapshot, site, shownPath)
      return (snapshot, site, shownPath)
    }
    guard first.snapshot != snapshot else { return nil }
    var failure = FailureMessage(
      headline: "Expected a file of its own for the wiring snapshot of \(site), but the one of \(first.site) has it")
    failure.details = [("File", first.shown == shownPath ? shownPath : "\(first.shown) and \(shownPath)")]
    failure.hint =
      "Give each snapshot a name of its own; names that differ only in case share a file where the file system "
      + "ignores case (macOS by default)."
    return failure
  }

  /// The failure of an unnamed snapshot taken at `line` when the same test took its unnamed one at another line: one
  /// snapshot per call site or per name, never a second file in silence. `nil` for the first call site, and for the
  /// same call site again (a loop, a test run with arguments), which compares against the same file.
  /// Why a snapshot at `line` cannot be taken, or `nil` when it can: a second unnamed snapshot in one test, or a
  /// name that another line of the test gave a snapshot of another graph.
  package static func refusal(filePath: StaticString, function: StaticString, name: String?, line: UInt)
    -> FailureMessage?
  {
    if name == nil, let second = secondUnnamed(filePath: filePath, function: function, line: line) { return second }
    return SnapshotFile(filePath: filePath, function: function, name: name)
      .sharedWithAnother(filePath: filePath, function: function, name: name, line: line)
  }

  package static func secondUnnamed(filePath: StaticString, function: StaticString, line: UInt) -> FailureMessage? {
    let key = "\(filePath)#\(function)"
    let first = lock.guarded {
      if let first = unnamedSites[key] { return first }
      unnamedSites[key] = line
      return line
    }
    guard first != line else { return nil }
    var failure = FailureMessage(
      headline: "Expected one unnamed wiring snapshot per test, but \(function) takes another one here")
    failure.details = [
      ("First", "line \(first), \(SnapshotFile(filePath: filePath, function: function, name: nil).shownPath)")
    ]
    failure.hint =
      "Name each snapshot of a test that takes several, so that each has a file of its own: "
      + "assertWiringSnapshot(…, named: \"shallow\")."
    return failure
  }

  /// What the file holds.
  enum Contents: Equatable {
    /// No file: nothing was recorded.
    case missing
    /// A wiring snapshot's text.
    case snapshot(String)
    /// A file that is not a wiring snapshot Wired can read, and why: never written over.
    case unreadable(String)
  }

  /// What the file holds: a snapshot, nothing, or a file Wired never replaces, with why it cannot read it.
  func read() -> Contents {
    guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      return .unreadable("it cannot be opened (\(error.localizedDescription))")
    }
    if let invalid = SnapshotText.firstInvalidUTF8(in: data) {
      return .unreadable("it is not UTF-8 text (byte \(invalid) is not)")
    }
    // NB: a checkout that turned line ends into CRLF (git's autocrlf) still holds the same snapshot.
    let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    if let problem = SnapshotText.problem(in: text) { return .unreadable("it is not a wiring snapshot: \(problem)") }
    return .snapshot(text)
  }

  /// Writes `text`, creating the folders, to a temporary file beside this one and then over it, so that a write cut
  /// short leaves the old file whole; the error says why it could not.
  func write(_ text: String) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
  }

  /// What a SwiftPM test target must exclude for the snapshots beside this file not to be taken for unhandled
  /// resources, said once per process and only when the package's manifest does not exclude them yet: `nil` otherwise,
  /// and outside a SwiftPM layout (`<package>/Tests/<target>/…`).
  func excludeAdvice() -> String? {
    let snapshots = url.deletingLastPathComponent().deletingLastPathComponent()
    var relative = [snapshots.lastPathComponent]
    var folder = snapshots.deletingLastPathComponent()
    while folder.pathComponents.count > 2 {
      let parent = folder.deletingLastPathComponent()
      if parent.lastPathComponent == "Tests",
        let manifest = try? String(
          contentsOf: parent.deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)
      {
        let target = folder.lastPathComponent
        let excluded = relative.joined(separator: "/")
        guard !manifest.contains("\"\(excluded)\""), Self.lock.guarded({ Self.advisedOnce.insert(target).inserted })
        else { return nil }
        return "Add exclude: [\"\(excluded)\"] to .testTarget(name: \"\(target)\", …) in Package.swift, or the next "
          + "build warns that it found unhandled files."
      }
      relative.insert(folder.lastPathComponent, at: 0)
      folder = parent
    }
    return nil
  }

  // NB: only read or written while `lock` is held.
  private nonisolated(unsafe) static var advisedOnce: Set<String> = []
}
