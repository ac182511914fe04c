import Foundation
import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

@Suite struct ReportingTests {
  @Test func swiftTestingRecordsAnIssueAtTheCallersLine() {
    let line = #line + 2
    withKnownIssue {
      reportFailure("Expected the presenter to be set")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Expected the presenter to be set"]
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == #fileID
        && issue.sourceLocation?.column == 20
    }
  }

  @Test func explicitSwiftTestingReporterRecordsAnIssue() {
    let line = #line + 2
    withKnownIssue {
      withFailureReporter(.swiftTesting) { reportFailure("through the explicit reporter") }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["through the explicit reporter"] && issue.sourceLocation?.line == line
    }
  }

  @Test func swiftTestingNeverReceivesAnEmptyCommentOrAFileIDWithoutModule() {
    withKnownIssue {
      FailureReporter.swiftTesting.report(
        TestFailure(message: "", fileID: "Loose.swift", filePath: "/Loose.swift", line: 0, column: 0))
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Wired reported a failure without a message"]
        && issue.sourceLocation?.fileID == "_/Loose.swift"
        && issue.sourceLocation?.line == 1
        && issue.sourceLocation?.column == 1
    }
  }

  @Test func captureFailuresReturnsMessageAndLocationInsteadOfFailing() {
    let line = #line + 2
    let failures = captureFailures {
      reportFailure("first")
      reportFailure("second")
    }
    #expect(failures.map(\.message) == ["first", "second"])
    #expect(failures.map(\.line) == [UInt(line), UInt(line + 1)])
    #expect(failures.allSatisfy { $0.fileID == #fileID && $0.filePath == #filePath })
    // NB: the compiler gives `#column` as the column of the call's opening parenthesis.
    #expect(failures.map(\.column) == [20, 20])
  }

  @Test func captureFailuresIsEmptyWhenNothingFails() {
    #expect(captureFailures {}.isEmpty)
  }

  @Test func captureFailuresSeesChildTasks() async {
    let failures = await captureFailures {
      await Task { reportFailure("from an unstructured task") }.value
      async let child: Void = reportFailure("from async let")
      await child
      await withTaskGroup(of: Void.self) { group in
        group.addTask { reportFailure("from a task group") }
      }
    }
    #expect(failures.map(\.message) == ["from an unstructured task", "from async let", "from a task group"])
  }

  @Test func innerReporterWinsOverOuterCapture() {
    var inner: [TestFailure] = []
    let outer = captureFailures {
      inner = captureFailures { reportFailure("inner") }
      reportFailure("outer")
    }
    #expect(inner.map(\.message) == ["inner"])
    #expect(outer.map(\.message) == ["outer"])
  }

  @Test func parallelCapturesDoNotInterfere() async {
    await withTaskGroup(of: (Int, [String]).self) { group in
      for index in 0..<20 {
        group.addTask {
          let failures = await captureFailures {
            for step in 0..<50 {
              reportFailure("\(index)-\(step)")
              await Task.yield()
            }
          }
          return (index, failures.map(\.message))
        }
      }
      for await (index, messages) in group {
        #expect(messages == (0..<50).map { "\(index)-\($0)" })
      }
    }
  }

  @Test func customReporterReceivesTheFailure() {
    let collector = Collector()
    let line = #line + 1
    withFailureReporter(collector.reporter) { reportFailure("to my reporter") }
    #expect(
      collector.failures == [
        TestFailure(message: "to my reporter", fileID: #fileID, filePath: #filePath, line: UInt(line), column: 60)
      ])
  }

  @Test func descriptionReadsLikeACompilerDiagnostic() {
    let failure = TestFailure(message: "boom", fileID: "App/A.swift", filePath: "/src/App/A.swift", line: 4, column: 2)
    #expect(failure.description == "App/A.swift:4:2: boom")
  }

  @Test func standardErrorReporterWritesTheFailure() throws {
    let output = try StandardError.capture {
      FailureReporter.standardError.report(
        TestFailure(
          message: "Expected X\n\n  Found: nil", fileID: "A/B.swift", filePath: "/src/B.swift", line: 12, column: 5))
    }
    #expect(output.contains("/src/B.swift:12:5: error: Expected X\n\n  Found: nil\n"))
  }

  @Test func standardErrorReporterSavesADiagramInsteadOfWritingItIntoTheLog() throws {
    var failure = TestFailure(message: "Expected X", fileID: "A/B.swift", filePath: "/src/B.swift", line: 3, column: 1)
    let name = "Logged-\(UUID().uuidString).dot"
    failure.attachments = [TestAttachment(name: name, content: "digraph Wired { n0 -> n1 }")]
    let output = try StandardError.capture { FailureReporter.standardError.report(failure) }
    #expect(output.contains("/src/B.swift:3:1: error: Expected X\n"))
    #expect(!output.contains("digraph"))
    let file = SavedAttachments.folder.appendingPathComponent(name)
    #expect(try String(contentsOf: file, encoding: .utf8) == "digraph Wired { n0 -> n1 }")
    try? FileManager.default.removeItem(at: file)
  }

  #if os(macOS) || os(Linux)
    @Test func automaticWritesToStandardErrorWhenNoTestRuns() throws {
      let result = try Probe.run()
      #expect(result.status == 0)
      #expect(result.standardError == "/probe/main.swift:7:3: error: Reported with no test running\n")
    }
  #endif
}

@Suite struct SavedAttachmentTests {
  @Test func anAttachmentTheRunnerDoesNotKeepIsSavedAndWhereIsSaidOncePerRun() throws {
    let name = "Saved-\(UUID().uuidString).dot"
    var saved: [URL] = []
    let output = try StandardError.capture {
      saved = SavedAttachments.save([
        TestAttachment(name: name, content: "digraph {}"), TestAttachment(name: name, content: "again"),
      ])
    }
    #expect(saved.map(\.lastPathComponent) == [name, name.replacingOccurrences(of: ".dot", with: "-2.dot")])
    #expect(try saved.map { try String(contentsOf: $0, encoding: .utf8) } == ["digraph {}", "again"])
    // NB: Swift Testing writes its own progress to standard error meanwhile, and other tests of the run may have saved
    // the run's first attachment: look for Wired's line among it, once at the most.
    let lines = output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("⎙") }
    #expect(lines.allSatisfy { $0.hasPrefix("⎙ Wired saves its checks' attachments in ") })
    #expect(lines.count <= 1)
    #expect(saved.allSatisfy { $0.deletingLastPathComponent().path == SavedAttachments.folder.path })
    #expect(
      SavedAttachments.announcement(saved: saved)
        == "⎙ Wired saves its checks' attachments in \(SavedAttachments.folder.path), first \(name), "
        + name.replacingOccurrences(of: ".dot", with: "-2.dot"))
    let snapshot = [SavedAttachments.folder.appendingPathComponent("feature.wiring.txt")]
    #expect(SavedAttachments.announcement(saved: snapshot).hasSuffix(", first feature.wiring.txt"))
    for file in saved { try? FileManager.default.removeItem(at: file) }
  }

  @Test func theFoldersOfRunsThatEndedLongAgoAreRemovedAndThoseOfRunningOrJustEndedOnesKept() throws {
    let parent = SavedAttachments.folder.deletingLastPathComponent()
    let ended = parent.appendingPathComponent("999999999", isDirectory: true)
    let running = parent.appendingPathComponent("\(getppid())", isDirectory: true)
    let notARun = parent.appendingPathComponent("notes-\(UUID().uuidString)", isDirectory: true)
    let existedBefore = FileManager.default.fileExists(atPath: running.path)
    for folder in [ended, running, notARun] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    // NB: `swift test` runs XCTest's tests, then Swift Testing's in a second process, which keeps what the first saved.
    SavedAttachments.removeFoldersOfEndedRuns()
    #expect(FileManager.default.fileExists(atPath: ended.path))
    SavedAttachments.removeFoldersOfEndedRuns(now: Date().addingTimeInterval(SavedAttachments.keptAfterItsRun + 60))
    #expect(!FileManager.default.fileExists(atPath: ended.path))
    #expect(FileManager.default.fileExists(atPath: running.path))
    #expect(FileManager.default.fileExists(atPath: notARun.path))
    try? FileManager.default.removeItem(at: notARun)
    if !existedBefore { try? FileManager.default.removeItem(at: running) }
  }
}

/// Keeps what a reporter of the test's own is given, for tests of custom reporters.
final class Collector: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [TestFailure] = []
  var failures: [TestFailure] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  /// A reporter that keeps each failure here.
  var reporter: FailureReporter {
    FailureReporter { failure in
      self.lock.lock()
      self.stored.append(failure)
      self.lock.unlock()
    }
  }
}
