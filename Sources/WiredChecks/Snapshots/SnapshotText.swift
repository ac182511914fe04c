import Foundation
import WiredReading

/// What a wiring snapshot's text looks like, so that a file that is not one (a bad merge, an editor's, a binary
/// written by mistake) is told apart and never written over.
enum SnapshotText {
  /// The offset of the first byte of `data` that is not part of valid UTF-8, or `nil` when all are.
  static func firstInvalidUTF8(in data: Data) -> Int? {
    var decoder = UTF8()
    var bytes = data.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&bytes) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Why `text` is not a wiring snapshot (`line 3, "<<<<<<< HEAD", is not a line of one`), or `nil` when each of its
  /// lines is one a snapshot has: the root's type first, then references, nil dependencies, collections and what
  /// was not read, each on a line of its own, ending in a newline.
  static func problem(in text: String) -> String? {
    guard !text.isEmpty else { return "it is empty" }
    guard text.hasSuffix("\n") else { return "its last line does not end with a newline" }
    let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() {
      let isLine =
        number == 0
        ? !line.isEmpty && !line.contains(" → ") && !line.hasPrefix("<<<<<<<")
        : line.contains(" → ") || line.hasSuffix(" = nil") || line.hasSuffix(" (not read)")
          || line.hasSuffix(" listed)") || line.hasSuffix(" elements)") || line.hasSuffix(" element)")
          || line.hasPrefix("… the walk stopped")
      guard isLine else {
        let shown = line.count > 60 ? line.prefix(60) + "…" : line
        return "line \(number + 1), \"\(shown)\", is not a line of one"
      }
    }
    return nil
  }
}
