/// How a test names a recorded function: in full (`"findUserLocation(then:)"`) or by its base name
/// (`"findUserLocation"`) when only one recorded function has it.
enum FunctionName {
  /// What a name resolves to among the names that were recorded.
  enum Resolution: Equatable {
    /// The recorded name it stands for (or the name itself when nothing matched).
    case resolved(String)
    /// Several recorded functions share the base name.
    case ambiguous([String])
  }

  /// The base name: `findUserLocation` for `findUserLocation(then:)`.
  static func base(of name: String) -> Substring {
    name.prefix { $0 != "(" }
  }

  static func resolve(_ name: String, among recorded: Set<String>) -> Resolution {
    if name.contains("(") || recorded.contains(name) { return .resolved(name) }
    let candidates = recorded.filter { base(of: $0) == name[...] }
    switch candidates.count {
    case 0: return .resolved(name)
    case 1: return .resolved(candidates.first!)
    default: return .ambiguous(candidates.sorted())
    }
  }

  /// Whether a stub registered under `key` applies to a call of `function`.
  static func stub(_ key: String, matches function: String) -> Bool {
    key == function || (!key.contains("(") && base(of: function) == key[...])
  }

  /// The one of `known` that `name` is a typo of: the same function with other argument labels (`track(event:)` for
  /// `track(_:)`) first, else one letter added, dropped, changed or swapped with its neighbour, or another case, in
  /// the base name with the same labels (`lod()` for `load()`). Strict enough to decide that something failed: a
  /// name two edits away (`didDeselect(row:)` beside `didSelect(row:)`) may well be another function, and
  /// `cachedProfile(id:)` beside `fetchProfile(id:)` is one.
  static func nearMiss(of name: String, among known: some Sequence<String>) -> String? {
    let candidates = known.filter { $0 != name }.sorted()
    let base = base(of: name)
    if name.contains("("), let relabelled = candidates.first(where: { self.base(of: $0) == base }) {
      return relabelled
    }
    let lowered = base.lowercased()
    return candidates.first { function in
      let other = self.base(of: function)
      let labelsMatch = !name.contains("(") || function.dropFirst(other.count) == name.dropFirst(base.count)
      return labelsMatch && DidYouMean.editDistance(lowered, other.lowercased()) <= 1
    }
  }

  /// The known name a test most likely meant by `name`: the same function with other argument labels, else the
  /// closest by spelling, in full or by base name; `stems` as ``DidYouMean/suggestion(for:among:stems:)`` takes it.
  /// The one did-you-mean of the doubles.
  static func suggestion(for name: String, among known: some Sequence<String>, stems: Bool = true) -> String? {
    let candidates = known.filter { $0 != name }.sorted()
    if let relabelled = candidates.first(where: { base(of: $0) == base(of: name) }) { return relabelled }
    if let close = DidYouMean.suggestion(for: name, among: candidates, stems: stems) { return close }
    return DidYouMean.suggestion(
      for: String(base(of: name)), among: candidates.map { String(base(of: $0)) }, stems: stems
    )
    .flatMap { closest in candidates.first { base(of: $0) == closest[...] } }
  }
}
