import Foundation
import Testing

@testable import WiredChecks
@testable import WiredReading

/// A snapshot file Wired cannot read is never written over, one name has one file, and a write replaces the file
/// whole.
@Suite struct SnapshotFileTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wired-\(UUID().uuidString)")
  private let local = SnapshotFile.Environment(records: false, isOnCI: false)

  private func file(_ name: String) -> SnapshotFile {
    SnapshotFile(
      url: folder.appendingPathComponent("__Snapshots__/SceneTests/\(name).wiring.txt"),
      shownPath: "__Snapshots__/SceneTests/\(name).wiring.txt")
  }

  private func put(_ bytes: [UInt8], in snapshot: SnapshotFile) throws {
    try FileManager.default.createDirectory(
      at: snapshot.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: snapshot.url)
  }

  @Test func aFileThatIsNotUTF8IsNeverWrittenOverEvenWhenRecording() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshot = file("binary")
    let bytes: [UInt8] = Array("Scene\nrouter".utf8) + [0xFF, 0x0A]
    try put(bytes, in: snapshot)
    for record in [false, true] {
      let failure = try #require(snapshot.compare("Scene\n", of: "Scene", record: record, in: local))
      #expect(
        failure.rendered(userMessage: "") == """
          The file at __Snapshots__/SceneTests/binary.wiring.txt holds no wiring snapshot Wired can read: it is not \
          UTF-8 text (byte 12 is not)

          Wired never writes over a file it cannot read. If the file is damaged, restore it from version control, or \
          delete it and run the test again to record the snapshot (attached).
          """)
      #expect(failure.attachments.map(\.content) == ["Scene\n"])
      #expect(try Data(contentsOf: snapshot.url) == Data(bytes))
    }
  }

  @Test func aFileThatIsNotASnapshotIsNeverWrittenOver() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshot = file("merged")
    let text = "Scene\n<<<<<<< HEAD\nrouter: Router? = nil\n=======\n>>>>>>> main\n"
    try put(Array(text.utf8), in: snapshot)
    let failure = try #require(snapshot.compare("Scene\n", of: "Scene", record: true, in: local))
    #expect(
      failure.headline == """
        The file at __Snapshots__/SceneTests/merged.wiring.txt holds no wiring snapshot Wired can read: it is not a \
        wiring snapshot: line 2, "<<<<<<< HEAD", is not a line of one
        """)
    #expect(try String(contentsOf: snapshot.url, encoding: .utf8) == text)
  }

  @Test func aCheckoutWithWindowsLineEndsHoldsTheSameSnapshot() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshot = file("crlf")
    try put(Array("Scene\r\nrouter: Router? = nil\r\n".utf8), in: snapshot)
    #expect(snapshot.compare("Scene\nrouter: Router? = nil\n", of: "Scene", record: false, in: local) == nil)
  }

  @Test func aFileRecordedBeforeTypesWereSpelledAsSwiftWritesThemStillMatches() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshot = file("spelling")
    let current = "Scene\nonFinish: (() -> Void)? = nil\nrefresh: Task<Void, Never>? = nil\n"
    try put(Array("Scene\nonFinish: (() -> ())? = nil\nrefresh: Task<(), Never>? = nil\n".utf8), in: snapshot)
    #expect(snapshot.compare(current, of: "Scene", record: false, in: local) == nil)
    let changed = "Scene\nonFinish: (() -> Int)? = nil\nrefresh: Task<Void, Never>? = nil\n"
    #expect(snapshot.compare(changed, of: "Scene", record: false, in: local) != nil)
  }

  @Test func recordingReplacesTheFileWholeThroughATemporaryOne() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshot = file("replaced")
    try snapshot.write("Old\n")
    let before = try FileManager.default.attributesOfItem(atPath: snapshot.url.path)[.systemFileNumber] as? Int
    _ = snapshot.compare("Scene\n", of: "Scene", record: true, in: local)
    let after = try FileManager.default.attributesOfItem(atPath: snapshot.url.path)[.systemFileNumber] as? Int
    // NB: a new file renamed over the old one, never the old one written in place, which a crash would cut short.
    #expect(before != nil && after != nil && before != after)
    #expect(try String(contentsOf: snapshot.url, encoding: .utf8) == "Scene\n")
    let left = try FileManager.default.contentsOfDirectory(atPath: snapshot.url.deletingLastPathComponent().path)
    #expect(left == ["replaced.wiring.txt"])
  }

  @Test func namesThatASanitizerWouldMergeEachHaveAFileOfTheirOwn() {
    let path: StaticString = "/work/App/Tests/SceneTests.swift"
    let names = ["a/b", "a.b", "a_b", "a b", "a:b", " a", "a%b", "ä"]
    let files = names.map { SnapshotFile(filePath: path, function: "names()", name: $0).url.lastPathComponent }
    #expect(
      files == [
        "names.a%2Fb.wiring.txt", "names.a%2Eb.wiring.txt", "names.a_b.wiring.txt", "names.a b.wiring.txt",
        "names.a%3Ab.wiring.txt", "names.%20a.wiring.txt", "names.a%25b.wiring.txt", "names.ä.wiring.txt",
      ])
  }

  @Test func aLongNameKeepsItsBeginningAndEndsInADigestOfTheWhole() throws {
    let path: StaticString = "/work/App/Tests/SceneTests.swift"
    let long = String(repeating: "a", count: 300)
    let one = SnapshotFile(filePath: path, function: "long()", name: long + "1").url.lastPathComponent
    let other = SnapshotFile(filePath: path, function: "long()", name: long + "2").url.lastPathComponent
    #expect(one.utf8.count <= 200)
    #expect(one.hasPrefix("long.aaaa"))
    #expect(one.hasSuffix(".wiring.txt"))
    #expect(one.contains("~"))
    #expect(one != other)
    #expect(SnapshotFile(filePath: path, function: "long()", name: long + "1").url.lastPathComponent == one)
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = SnapshotFile(url: folder.appendingPathComponent(one), shownPath: one)
    #expect(
      written.compare("Scene\n", of: "Scene", record: false, in: local)?.headline.hasPrefix("Recorded a new") == true)
  }

  @Test func twoCallSitesWhoseNamesDifferOnlyInCaseFail() {
    let path: StaticString = "/tmp/wired-case/SceneTests.swift"
    let first = SnapshotFile(filePath: path, function: "cased()", name: "Shallow")
    #expect(first.sharedWithAnother(filePath: path, function: "cased()", name: "Shallow", line: 10) == nil)
    #expect(first.sharedWithAnother(filePath: path, function: "cased()", name: "Shallow", line: 10) == nil)
    let second = SnapshotFile(filePath: path, function: "cased()", name: "shallow")
    #expect(
      second.sharedWithAnother(filePath: path, function: "cased()", name: "shallow", line: 11)?.rendered(
        userMessage: "") == """
          Expected a file of its own for the wiring snapshot of cased() named "shallow" at line 11, but the one of \
          cased() named "Shallow" at line 10 has it

            File: __Snapshots__/SceneTests/cased.Shallow.wiring.txt and __Snapshots__/SceneTests/cased.shallow.wiring.txt

          Give each snapshot a name of its own; names that differ only in case share a file where the file system \
          ignores case (macOS by default).
          """)
  }

  @Test func theSameNameInTheSameTestIsOneSnapshotFromAnyLine() {
    let path: StaticString = "/tmp/wired-same/ReloadTests.swift"
    let file = SnapshotFile(filePath: path, function: "reload()", name: "app")
    #expect(file.sharedWithAnother(filePath: path, function: "reload()", name: "app", line: 401) == nil)
    #expect(file.sharedWithAnother(filePath: path, function: "reload()", name: "app", line: 409) == nil)
    let renamed = SnapshotFile(filePath: path, function: "reload()", name: "App")
    #expect(
      renamed.sharedWithAnother(filePath: path, function: "reload()", name: "App", line: 420)?.headline
        == "Expected a file of its own for the wiring snapshot of reload() named \"App\" at line 420, but the one of "
        + "reload() named \"app\" at line 401 has it")
  }

  @Test func aSnapshotRecordedBeforeNamesWereEscapedIsNeitherLostNorWrittenOver() throws {
    let tests = folder.appendingPathComponent("Tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    let escaped = SnapshotFile(
      url: tests.appendingPathComponent("__Snapshots__/SceneTests/login.logged in.wiring.txt"),
      shownPath: "__Snapshots__/SceneTests/login.logged in.wiring.txt",
      earlierURL: tests.appendingPathComponent("__Snapshots__/SceneTests/login.logged_in.wiring.txt"))
    let earlier = try #require(escaped.earlierURL)
    try FileManager.default.createDirectory(at: earlier.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "Scene\n".write(to: earlier, atomically: true, encoding: .utf8)
    let failure = try #require(escaped.compare("Scene\n", of: "Scene", record: false, in: local))
    #expect(
      failure.rendered(userMessage: "") == """
        No wiring snapshot of Scene at __Snapshots__/SceneTests/login.logged in.wiring.txt, but \
        __Snapshots__/SceneTests/login.logged_in.wiring.txt may hold it

        Wired now escapes snapshot names, so that two names never share a file. If \
        __Snapshots__/SceneTests/login.logged_in.wiring.txt is this test's, rename it: git mv \
        'login.logged_in.wiring.txt' 'login.logged in.wiring.txt' in \(earlier.deletingLastPathComponent().path); \
        if it is another snapshot's, record this one: record: true, or WIRED_RECORD_SNAPSHOTS=1. Wired writes over no \
        file it did not name.
        """)
    #expect(!FileManager.default.fileExists(atPath: escaped.url.path))
    // NB: the earlier file may be another name's (`logged_in`, beside `logged in`): recording writes this one's own
    // file, and leaves that one as it is.
    let recorded = try #require(escaped.compare("Scene\n", of: "Scene", record: true, in: local))
    #expect(recorded.rendered(userMessage: "").hasPrefix("Recorded a new wiring snapshot of Scene at "))
    #expect(try String(contentsOf: escaped.url, encoding: .utf8) == "Scene\n")
    #expect(try String(contentsOf: earlier, encoding: .utf8) == "Scene\n")
    #expect(
      SnapshotFile(filePath: "/work/App/Tests/SceneTests.swift", function: "login()", name: "logged in").earlierURL?
        .lastPathComponent == "login.logged_in.wiring.txt")
    #expect(
      SnapshotFile(filePath: "/work/App/Tests/SceneTests.swift", function: "login()", name: "loggedIn").earlierURL
        == nil)
  }
}
