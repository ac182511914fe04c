import WiredReading

/// Keeps every message readable and bounded: long paths, lists, lines and whole messages are shortened in
/// the middle, with a count of what was left out.
package enum Shortening {
  /// The most characters a reported message has.
  static let maximumMessageLength = 20_000
  /// The most characters one line of a message has.
  static let maximumLineLength = 2_000

  /// A path of more than 12 segments as its first 6 and last 4, with the number left out between them.
  package static func path(_ path: String) -> String {
    let segments = path.split(separator: ".", omittingEmptySubsequences: false)
    guard segments.count > 12 else { return path }
    let head = segments.prefix(6).joined(separator: ".")
    let tail = segments.suffix(4).joined(separator: ".")
    return "\(head) … \(grouped(segments.count - 10)) more segments … \(tail)"
  }

  /// More than 25 lines as the first 20 and the last 5, with the number left out between them.
  package static func list(_ lines: [String], indent: String = "    ") -> [String] {
    guard lines.count > 25 else { return lines }
    return lines.prefix(20) + ["\(indent)… \(grouped(lines.count - 25)) more …"] + lines.suffix(5)
  }

  /// The message with each overlong line, then the whole, cut in the middle.
  package static func message(_ text: String) -> String {
    guard text.utf8.count > maximumLineLength else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.count > maximumLineLength ? middleCut(String(line), keeping: maximumLineLength) : String(line)
    }
    return middleCut(lines.joined(separator: "\n"), keeping: maximumMessageLength)
  }

  /// `text` cut to about `keeping` characters, three quarters from its start and the rest from its end.
  private static func middleCut(_ text: String, keeping limit: Int) -> String {
    let count = text.count
    guard count > limit else { return text }
    let head = limit * 3 / 4
    let tail = limit - head
    return "\(text.prefix(head)) … \(grouped(count - limit)) characters left out … \(text.suffix(tail))"
  }

  /// `99,990`: a count with its thousands grouped, whatever the locale.
  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
