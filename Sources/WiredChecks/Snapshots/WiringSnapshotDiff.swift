/// The difference between two wiring snapshots, said as wiring: what changed on each path, what was added, what
/// was removed.
///
/// ```text
/// Changed:
///   interactor.presenter.view: weak → strong
/// Added:
///   + router.analytics: Analytics? → Analytics
/// ```
struct WiringSnapshotDiff {
  private(set) var changed: [String] = []
  private(set) var added: [String] = []
  private(set) var removed: [String] = []

  var isEmpty: Bool { changed.isEmpty && added.isEmpty && removed.isEmpty }

  init(recorded: String, current: String) {
    let old = Self.lines(recorded)
    let new = Self.lines(current)
    let oldByPath = Dictionary(old.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let newPaths = Set(new.map(\.path))
    for line in new {
      guard let before = oldByPath[line.path] else {
        added.append("+ \(line.text)")
        continue
      }
      if before.text != line.text { changed.append("\(line.path): \(line.change(from: before))") }
    }
    removed = old.filter { !newPaths.contains($0.path) }.map { "- \($0.text)" }
  }

  /// The sections of a failure message, each indented under its title.
  var sections: [String] {
    [("Changed", changed), ("Added", added), ("Removed", removed)].compactMap { title, lines in
      guard !lines.isEmpty else { return nil }
      return "  \(title):\n" + lines.map { "    \($0)" }.joined(separator: "\n")
    }
  }

  /// One line of a snapshot, taken apart: `path: Declared weak → Target (note)`.
  private struct Line {
    let text: String
    /// The path, or `(root)` for the first line, which names the root's type.
    let path: String
    let declared: String?
    let ownership: String
    /// The target's type and note, or `nil` for a nil dependency.
    let target: String
    /// A collection's size and listing: `2 elements`, `12 elements, first 10 listed`.
    let size: String?

    init(_ text: String, isRoot: Bool) {
      self.text = text
      guard !isRoot else {
        path = "(root)"
        declared = nil
        ownership = "strong"
        target = text
        size = nil
        return
      }
      var head = text
      if let arrow = text.range(of: " → ") {
        head = String(text[..<arrow.lowerBound])
        target = String(text[arrow.upperBound...])
      } else if text.hasSuffix(" = nil") {
        head = String(text.dropLast(" = nil".count))
        target = "nil"
      } else {
        target = ""
      }
      var declared: String?
      if let colon = head.range(of: ": ") {
        path = String(head[..<colon.lowerBound])
        declared = String(head[colon.upperBound...])
      } else {
        path = head
      }
      // NB: a collection's line ends with its size, `[Row] (2 elements)`, which is no part of its declared type.
      if let summary = declared, summary.hasSuffix(")"), let open = summary.range(of: " (", options: .backwards),
        summary[open.upperBound...].first?.isNumber ?? false
      {
        declared = String(summary[..<open.lowerBound])
        size = String(summary[open.upperBound...].dropLast())
      } else {
        size = nil
      }
      var ownership = "strong"
      for word in ["unowned(unsafe)", "unowned", "weak"] where declared?.hasSuffix(" \(word)") ?? false {
        ownership = word
        declared = declared.map { String($0.dropLast(word.count + 1)) }
        break
      }
      self.declared = declared
      self.ownership = ownership
    }

    /// What changed since `old`, as wiring: `weak → strong`, `SceneRouter → MockRouter`, `nil → Analytics`.
    func change(from old: Line) -> String {
      var parts: [String] = []
      if old.declared != declared { parts.append("declared \(old.declared ?? "?") → \(declared ?? "?")") }
      if old.size != size { parts.append("\(old.size ?? "?") → \(size ?? "?")") }
      if old.ownership != ownership { parts.append("\(old.ownership) → \(ownership)") }
      if old.target != target { parts.append("\(old.target) → \(target)") }
      return parts.isEmpty ? "\(old.text) → \(text)" : parts.joined(separator: ", ")
    }
  }

  private static func lines(_ text: String) -> [Line] {
    text.split(separator: "\n").enumerated().map { Line(String($1), isRoot: $0 == 0) }
  }
}
