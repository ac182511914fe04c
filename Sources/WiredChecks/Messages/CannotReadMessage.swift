import WiredReading

/// What a check says of the app's properties it could not read: the one "Cannot read" section of every failure, its
/// count for a headline, and the hint that goes with it. A property Wired cannot read fails the check that needed it.
package enum CannotReadMessage {
  /// `1 property`, `2 properties`: the count a headline gives.
  package static func count(_ unreadable: [GraphFinding]) -> String {
    Plural.count(unreadable.count, "property", plural: "properties")
  }

  /// `  Cannot read:` (or `title`) and one line per property, or `nil` when every property was read.
  package static func section(_ unreadable: [GraphFinding], title: String = "Cannot read") -> String? {
    guard !unreadable.isEmpty else { return nil }
    return "  \(title):\n" + lines(unreadable).joined(separator: "\n")
  }

  /// One line per finding, `    path: Type — why`, shortened as every list of a message is.
  package static func lines(_ findings: [GraphFinding]) -> [String] {
    Shortening.list(findings.map { "    \(Shortening.path($0.path)): \($0.type) — \($0.note ?? "")" })
  }

  /// What to do about what a check cannot read: it may hide `what` (`a nil dependency`), which `check` (an assertion
  /// that looks another way) can find.
  package static func hint(mayHide what: String, checkWith check: String) -> String {
    "What Wired cannot read may hide \(what): check it another way (\(check), the API of its type), then list it in "
      + "except:."
  }
}
