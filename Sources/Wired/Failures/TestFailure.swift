/// A failure that a Wired helper reports: the message and the caller's source location.
///
/// Every helper builds one of these and hands it to the current ``FailureReporter``. Use
/// ``captureFailures(_:)-(()->Void)`` to collect them instead of failing the test.
public struct TestFailure: Sendable, Hashable, CustomStringConvertible {
  /// The full text of the failure, the user's own message first when one was given.
  public var message: String
  /// The caller's `#fileID`, such as `"MyAppTests/SceneTests.swift"`.
  public var fileID: String
  /// The caller's `#filePath`.
  public var filePath: String
  /// The caller's `#line`.
  public var line: UInt
  /// The caller's `#column`.
  public var column: UInt
  /// Text that goes with the failure, such as a diagram of the objects involved; not part of equality.
  public var attachments: [TestAttachment] = []
  /// Whether it is a warning: the check passed, and says what it could not read (a library's actor a synchronous
  /// check does not enter). ``FailureReporter/automatic`` reports it as a warning, which fails no test.
  public var isWarning = false
  /// The caller's `#filePath` as the compiler gave it, which XCTest needs; `nil` for a failure built at run time.
  let staticFilePath: StaticString?

  /// Creates a failure with a message and a source location.
  ///
  /// - Parameters:
  ///   - message: The text of the failure.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  public init(message: String, fileID: String, filePath: String, line: UInt, column: UInt) {
    self.message = message
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.staticFilePath = nil
  }

  /// Two failures are equal when their messages, locations and kinds (failure or warning) are.
  public static func == (lhs: TestFailure, rhs: TestFailure) -> Bool {
    lhs.message == rhs.message && lhs.fileID == rhs.fileID && lhs.filePath == rhs.filePath && lhs.line == rhs.line
      && lhs.column == rhs.column && lhs.isWarning == rhs.isWarning
  }

  /// Hashes the message, the location and the kind.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(message)
    hasher.combine(fileID)
    hasher.combine(filePath)
    hasher.combine(line)
    hasher.combine(column)
    hasher.combine(isWarning)
  }

  /// The failure as `file:line:column: message`, the way compilers print diagnostics.
  public var description: String {
    "\(fileID):\(line):\(column): \(isWarning ? "warning: " : "")\(message)"
  }
}

// MARK: -

extension TestFailure {
  init(_ message: String, at site: SourceSite, attachments: [TestAttachment] = [], isWarning: Bool = false) {
    self.message = message
    self.isWarning = isWarning
    self.attachments = attachments
    self.fileID = "\(site.fileID)"
    self.filePath = "\(site.filePath)"
    self.line = site.line
    self.column = site.column
    self.staticFilePath = site.filePath
  }
}
