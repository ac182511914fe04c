import WiredReading

/// Text that goes with a failure, such as a wiring diagram: a Swift Testing attachment where the compiler has them
/// (Swift 6.2 and later), an `XCTAttachment` on Apple platforms, and a file in the folder Wired names once per run where
/// the run keeps none (XCTest on Linux, standard error).
public struct TestAttachment: Sendable, Hashable {
  /// The file name the attachment is saved under, such as `"SceneViewController.dot"`.
  public let name: String
  /// The attachment's text.
  public let content: String
}
