import Foundation
import WiredReading

/// A line diff of two descriptions, for values too long to compare by eye.
enum TextDiff {
  /// Whether two descriptions are long enough to deserve a diff.
  static func isWorthShowing(_ expected: String, _ found: String) -> Bool {
    expected.contains("\n") || found.contains("\n") || max(expected.count, found.count) > 60
  }

  /// Lines of `expected` and `found`, prefixed `-` (only expected), `+` (only found) or a space (both).
  ///
  /// A long single-line description is broken after each `, ` so that the differing part stands out.
  static func lines(expected: String, found: String) -> [String] {
    let old = split(expected)
    let new = split(found)
    // NB: a longest-common-subsequence table; descriptions are short, so quadratic is fine.
    var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append("  \(old[i])")
        i += 1
        j += 1
      } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
        result.append("- \(old[i])")
        i += 1
      } else {
        result.append("+ \(new[j])")
        j += 1
      }
    }
    return result
  }

  private static func split(_ text: String) -> [String] {
    if text.contains("\n") {
      return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    var parts: [String] = []
    var rest = Substring(text)
    while let range = rest.range(of: ", ") {
      parts.append(String(rest[..<range.upperBound].dropLast()))
      rest = rest[range.upperBound...]
    }
    parts.append(String(rest))
    return parts
  }
}
