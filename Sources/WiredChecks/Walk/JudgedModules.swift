import WiredReading

/// The modules whose objects a graph check met: those it judged, and those it walked through without judging.
package struct JudgedModules: Sendable, Hashable {
  /// The app's modules met, sorted.
  package var judged: [String] = []
  /// The other modules met, but the system's, sorted: the libraries, and what the scope left out.
  package var notJudged: [String] = []

  package init(judged: [String] = [], notJudged: [String] = []) {
    self.judged = judged
    self.notJudged = notJudged
  }

  /// Adds the modules another walk met.
  package mutating func formUnion(_ other: JudgedModules) {
    let judged = Set(judged).union(other.judged)
    self.judged = judged.sorted()
    notJudged = Set(notJudged).union(other.notJudged).subtracting(judged).sorted()
  }

  /// The most module names a message lists in each group.
  private static let listed = 6

  /// What a failure says of them, when the check left some unjudged: which it judged, which it did not, and how to
  /// judge one; `nil` when it judged every module it met.
  package var section: String? {
    guard let first = notJudged.first else { return nil }
    func names(_ modules: [String]) -> String {
      let shown = modules.prefix(Self.listed).joined(separator: ", ")
      return modules.count > Self.listed ? "\(shown), … (\(modules.count) in all)" : shown
    }
    let judgedLine = judged.isEmpty ? "none of the modules met" : names(judged)
    return "  Judged: \(judgedLine)\n"
      + "  Walked through, not judged: \(names(notJudged)) (to judge one, pass scope: .appModules.including([\"\(first)\"]))"
  }
}
