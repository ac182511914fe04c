import WiredReading

/// A count and its noun, as a message says it: `1 place`, `2 places`.
package enum Plural {
  /// `count` and `noun`, with an `s` unless the count is one; `plural` when the noun's plural is not its `s` form.
  package static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(plural ?? noun + "s")"
  }
}
