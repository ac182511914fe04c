import Foundation

/// Where a test's wiring snapshot lives, and whether this run may write it.
///
/// Laid out as swift-snapshot-testing lays out its own: beside the test file, in
/// `__Snapshots__/<TestFile>/<test name>.wiring.txt`, so one folder holds both kinds.
struct SnapshotFile {
  let url: URL
  /// The path shown in messages: from the `__Snapshots__` folder on.
  let shownPath: String

  /// The environment variable that turns record mode on for every snapshot: `1` or `true`.
  static let recordVariable = "WIRED_RECORD_SNAPSHOTS"

  /// What the environment says about writing snapshots.
  struct Environment {
    /// Whether every snapshot is recorded: ``SnapshotFile/recordVariable`` is set.
    var records: Bool
    /// Whether this run is on CI (`CI=true`), where a missing snapshot fails instead of being written.
    var isOnCI: Bool

    /// The process's environment.
    static var current: Environment {
      let variables = ProcessInfo.processInfo.environment
      func isSet(_ name: String) -> Bool { ["1", "true", "yes"].contains(variables[name]?.lowercased() ?? "") }
      return Environment(records: isSet(SnapshotFile.recordVariable), isOnCI: isSet("CI"))
    }
  }

  /// How many unnamed snapshots each test has taken so far, so that a second one gets a file of its own.
  private static let lock = NSLock()
  // NB: only read or written while `lock` is held.
  private nonisolated(unsafe) static var takenPerTest: [String: Int] = [:]

  init(url: URL, shownPath: String) {
    self.url = url
    self.shownPath = shownPath
  }

  /// The file of the snapshot `name` (or the next unnamed one) of the test `function` in the file `filePath`.
  init(filePath: StaticString, function: StaticString, name: String?) {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let test = Self.sanitized(String("\(function)".prefix { $0 != "(" }))
    let key = "\(filePath)#\(function)"
    let fileName: String
    if let name {
      fileName = "\(test).\(Self.sanitized(name))"
    } else {
      let taken = Self.lock.guarded {
        Self.takenPerTest[key, default: 0] += 1
        return Self.takenPerTest[key, default: 1]
      }
      fileName = taken == 1 ? test : "\(test).\(taken)"
    }
    let folder = testFile.deletingPathExtension().lastPathComponent
    url = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(folder).appendingPathComponent("\(fileName).wiring.txt")
    shownPath = "__Snapshots__/\(folder)/\(fileName).wiring.txt"
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

  /// A name safe in a file name on every platform: letters, digits, `-` and `_`; anything else becomes `_`.
  private static func sanitized(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
  }
}
