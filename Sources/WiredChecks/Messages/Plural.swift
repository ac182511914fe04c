import WiredReading

/// A count and its noun, as a message says it: `1 place`, `2 places`, `10,000 places`: the one plural of every message.
package enum Plural {
  /// `count`, its digits grouped, and `noun`, with an `s` unless the count is one; `plural` when the noun's plural is
  /// not its `s` form (`"property"`, `"properties"`; `"was not"`, `"were not"`).
  package static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    count == 1 ? "1 \(noun)" : "\(Shortening.grouped(count)) \(plural ?? noun + "s")"
  }
}
