import WiredReading

/// Suggests the candidate closest to a name that was not found, when one is close enough to be what was meant.
package enum DidYouMean {
  /// The closest candidate within a third of the name's length in edits (at least one), ignoring case; else, when
  /// `stems` allows, one that shares its stem, as `retries` does with `retry` and `timeoutInterval` with `timeout`:
  /// fine for a failure's hint, too loose to decide that something failed. A candidate that starts with `_` (the
  /// storage a macro or a property wrapper generates, `_$observationRegistrar`) is offered only for a name that does.
  package static func suggestion(
    for name: String, among candidates: some Sequence<String>, stems: Bool = true
  ) -> String? {
    let budget = max(1, name.count / 3)
    let lowered = name.lowercased()
    let offersStorage = name.hasPrefix("_")
    var best: (candidate: String, distance: Int)?
    var stem: (candidate: String, shared: Int)?
    for candidate in candidates where candidate != name && (offersStorage || !candidate.hasPrefix("_")) {
      let other = candidate.lowercased()
      let distance = editDistance(lowered, other)
      if distance <= budget, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
      let shared = zip(lowered, other).prefix { $0 == $1 }.count
      if shared >= max(3, min(lowered.count, other.count) - 2), shared > (stem?.shared ?? 0) {
        stem = (candidate, shared)
      }
    }
    return best?.candidate ?? (stems ? stem?.candidate : nil)
  }

  /// The optimal string alignment distance between two strings, in characters: insertions, deletions,
  /// substitutions, and transpositions of two neighbouring characters (`veiw` for `view`, the commonest typo), each
  /// one edit.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
