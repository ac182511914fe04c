import WiredReading

/// The parts of a failure that every check walking a graph from a root shares: what it cannot read and did not read,
/// its stale `except:` entries, and a walk cut short by the scope's limit.
extension FailureMessage {
  /// Adds, in this order, what the walk cannot read (with `unreadableHint`), what it did not read, `sections` of the
  /// check's own, the stale `except:` entries and where the walk stopped; returns the hints that go with them.
  mutating func addWhatTheWalkMissed(
    unreadable: [GraphFinding], unreadableHint: String, notRead: [GraphFinding], then sections: [String] = [],
    stale: [StaleEntry], truncatedAt limit: Int?
  ) -> [String] {
    var hints: [String] = []
    if let cannotRead = CannotReadMessage.section(unreadable) {
      self.sections.append(cannotRead)
      hints.append(unreadableHint)
    }
    if let section = NotReadMessage.section(notRead) {
      self.sections.append(section)
      hints.append(NotReadMessage.hint(for: notRead))
    }
    self.sections += sections
    return hints + [addStaleEntries(stale), addTruncation(at: limit)].compactMap { $0 }
  }

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
