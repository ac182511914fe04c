import WiredReading

/// Why ``wired(_:path:as:)`` could not follow a path, or why its end was not what was asked for.
///
/// Its ``description`` is the message that the matching `assertWired` would report, so
/// `#expect(throws:)` and `#require` users read the same text.
public struct WiringError: Error, Sendable, CustomStringConvertible {
  /// The full message: what was claimed, how far the path got and what to do next.
  public let description: String
}
