import WiredReading

/// What a leak check found: the objects a graph owns that were not released and why, and the shared ones it left
/// unchecked.
///
/// Returned by ``checkLeaks(_:)`` and its `async` form, for `#expect` and your own assertions.
public struct LeakReport: Sendable, Hashable {
  /// Each owned object that was not released, with why as its note: `in cycle 1`, `held by cycle 1`, `kept from
  /// outside the stored graph`; the root has an empty path.
  public let notReleased: [GraphFinding]
  /// Each object the graph shares (a singleton, a cache, a system object), which was not checked; the first
  /// thousand, nearest the root.
  public let shared: [GraphFinding]
  /// The cycles of stored references among the objects not released, each numbered as the notes say, from 1.
  public let cycles: [RetainCycle]
  /// The places inside the libraries' objects where the app's objects may be, which the check did not read and so
  /// did not track, each with why as its note: a library's actor that a synchronous check does not enter (await the
  /// check to read it).
  public let notRead: [GraphFinding]
  /// The failure ``assertNoLeaks(message:fileID:filePath:line:column:_:)`` reports, or `nil` when the check passed.
  public let message: String?
  /// How many values the walk visited before it stopped at the scope's limit (``GraphScope/visitLimit``), when it
  /// did: what lies beyond was not tracked, so the check cannot pass.
  package let truncatedAt: Int?

  /// Whether the walk tracked every object of the graph: it did not stop at the scope's limit.
  public var isComplete: Bool { truncatedAt == nil }

  /// Whether the check passed: the walk tracked every object the graph owns, and each was released.
  public var passed: Bool { notReleased.isEmpty && truncatedAt == nil }
}

extension LeakReport: CustomStringConvertible {
  /// The failure's message, or `passed`: what `#expect(report.passed)` shows of the report when it fails.
  public var description: String {
    message ?? "passed"
  }
}
