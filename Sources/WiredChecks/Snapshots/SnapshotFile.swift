import Foundation

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

  init(url: URL, shownPath: String) {
    self.url = url
    self.shownPath = shownPath
  }

  /// The file of the snapshot `name` of the test `function` in the file `filePath`, or of its unnamed one.
  package init(filePath: StaticString, function: StaticString, name: String?) {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let test = Self.sanitized(String("\(function)".prefix { $0 != "(" }))
    let fileName = name.map { "\(test).\(Self.sanitized($0))" } ?? test
    let folder = testFile.deletingPathExtension().lastPathComponent
    url = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(folder).appendingPathComponent("\(fileName).wiring.txt")
    shownPath = "__Snapshots__/\(folder)/\(fileName).wiring.txt"
  }

  /// The failure of an unnamed snapshot taken at `line` when the same test took its unnamed one at another line: one
  /// snapshot per call site or per name, never a second file in silence. `nil` for the first call site, and for the
  /// same call site again (a loop, a test run with arguments), which compares against the same file.
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

  /// The recorded text, or `nil` when there is none.
  func read() -> String? {
    try? String(contentsOf: url, encoding: .utf8)
  }

  /// Writes `text`, creating the folders; the error says why it could not.
  func write(_ text: String) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
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

  /// A name safe in a file name on every platform: letters, digits, `-` and `_`; anything else becomes `_`.
  private static func sanitized(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
  }
}
