import WiredReading

/// The parts of a failure that every check walking a graph from a root shares: its stale `except:` entries, and a
/// walk cut short by the scope's limit.
extension FailureMessage {
  /// Adds the stale entries, when there are some, and returns the hint that goes with them.
  mutating func addStaleEntries(_ stale: [StaleEntry]) -> String? {
    guard !stale.isEmpty else { return nil }
    let neverNil = stale.filter(\.isNeverNil)
    let elsewhere = stale.filter { !$0.isNeverNil && $0.isElsewhere }
    let missing = stale.filter { !$0.isNeverNil && !$0.isElsewhere }
    if !missing.isEmpty {
      sections.append(
        "  Stale except: entries (name no stored property):\n"
          + Shortening.list(missing.map { "    \($0)" }).joined(separator: "\n"))
    }
    if !elsewhere.isEmpty {
      sections.append(
        "  Stale except: entries (no such property there; one elsewhere in the graph has that name):\n"
          + Shortening.list(elsewhere.map { "    \($0)" }).joined(separator: "\n"))
    }
    if !neverNil.isEmpty {
      sections.append(
        "  Stale except: entries (not optional, so never nil):\n"
          + Shortening.list(neverNil.map { "    \($0)" }).joined(separator: "\n"))
    }
    return Self.staleEntriesHint(stale)
  }

  /// What to do about stale entries: correct or remove them, whatever they name.
  package static func staleEntriesHint(_ stale: [StaleEntry]) -> String {
    let names = stale.contains(where: \.isNeverNil) ? "names nothing, or nothing that can be nil," : "names nothing"
    return "Correct or remove the stale entries: an entry that \(names) hides nothing, and may hide a typo."
  }

  /// Says where the walk stopped, when it did, and returns the hint that goes with it.
  mutating func addTruncation(at limit: Int?) -> String? {
    guard let limit else { return nil }
    sections.append(
      "  Stopped after visiting \(Shortening.grouped(limit)) values: the graph is larger than the scope allows.")
    return Self.truncationHint
  }

  /// What to do about a walk the scope's limit cut short.
  package static let truncationHint =
    "Narrow the walk with scope: (.only([\"MyModule\"]), .excluding([…])) or raise visitLimit."
}
