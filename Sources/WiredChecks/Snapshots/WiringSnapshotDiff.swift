import Foundation
import WiredReading

/// The difference between two wiring snapshots, said as wiring: what changed on each path (its type, ownership or
/// target, and which instance it shares with another path), what was added, what was removed. Where an instance is
/// first listed is no wiring: it moves when a path before it goes. A stored closure is listed only while it is nil, so
/// one set or cleared since the recording is said as a change: `onFinish: nil → a closure`.
///
/// ```text
/// Changed:
///   interactor.presenter.view: weak → strong, now closes a cycle
/// Added:
///   + router.analytics: Analytics? → Analytics
/// ```
struct WiringSnapshotDiff {
  private(set) var changed: [String] = []
  private(set) var added: [String] = []
  private(set) var removed: [String] = []

  var isEmpty: Bool { changed.isEmpty && added.isEmpty && removed.isEmpty }

  init(recorded: String, current: String) {
    var quietlyChanged: [String] = []
    let new = Self.lines(current)
    let old = Self.movedToNewListings(Self.lines(recorded), new: new)
    let oldByPath = Dictionary(old.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let newPaths = Set(new.map(\.path))
    // NB: which instance each path lists is compared among the paths that list an object in both snapshots: where an
    // instance is first listed moves when a path before it is removed, and that is no change of wiring.
    let inBoth = Set(new.filter { oldByPath[$0.path]?.instance != nil && $0.instance != nil }.map(\.path))
    let oldPartners = Self.partners(old, among: inBoth)
    let newPartners = Self.partners(new, among: inBoth)
    // NB: a change of sharing is said once, on the later of the two paths.
    let order = Dictionary(new.enumerated().map { ($1.path, $0) }) { first, _ in first }
    for (position, line) in new.enumerated() {
      guard let before = oldByPath[line.path] else {
        // NB: a set closure is not listed, so a closure set before would read as a nil line added.
        if line.isNilClosure, line.holder.map({ oldByPath[$0]?.instance != nil }) ?? true {
          changed.append("\(line.path): a closure → nil")
        } else {
          added.append("+ \(line.text)")
        }
        continue
      }
      var parts = line.change(from: before)
      let (was, now) = (oldPartners[line.path] ?? [], newPartners[line.path] ?? [])
      let earlier = { (path: String) in order[path].map { $0 < position } ?? false }
      if let joined = now.subtracting(was).filter(earlier).min() {
        parts.append("now the same instance as \(joined)")
      }
      if let left = was.subtracting(now).filter(earlier).min() {
        parts.append("no longer the same instance as \(left)")
      }
      if !parts.isEmpty { changed.append("\(line.path): \(parts.joined(separator: ", "))") }
      if let quiet = line.quietChange(from: before) { quietlyChanged.append("\(line.path): \(quiet)") }
    }
    let newObjects = Set(new.filter { $0.instance != nil }.map(\.path))
    for line in old where !newPaths.contains(line.path) {
      if line.isNilClosure, line.holder.map(newObjects.contains) ?? true {
        changed.append("\(line.path): nil → a closure")
      } else {
        removed.append("- \(line.text)")
      }
    }
    if isEmpty { changed = quietlyChanged }
  }

  /// The recorded lines, with the paths under an instance whose first listing moved (`settings.analytics.client`
  /// once `settings.analytics` is gone and `factory.analytics` lists the tracker first) renamed to the new listing's,
  /// so that what the instance holds is compared with itself.
  private static func movedToNewListings(_ old: [Line], new: [Line]) -> [Line] {
    let newInstance = Dictionary(new.compactMap { line in line.instance.map { (line.path, $0) } }) { first, _ in first }
    var listings: [String: [String]] = [:]
    for line in old { if let instance = line.instance { listings[instance, default: []].append(line.path) } }
    var moves: [String: String] = [:]
    // NB: only a listing whose path lists no object now moved; one that lists another instance was replaced.
    for line in old where line.instance == line.path && newInstance[line.path] == nil {
      // NB: the instance is the one the same paths list now; the first of them that lists an object says where.
      let moved = listings[line.path, default: []].lazy.compactMap { newInstance[$0] }.first
      if let moved { moves[line.path] = moved }
    }
    guard !moves.isEmpty else { return old }
    func renamed(_ path: String) -> String {
      for (index, character) in zip(path.indices, path).reversed() where character == "." || character == "[" {
        if let moved = moves[String(path[..<index])] { return moved + path[index...] }
      }
      return path
    }
    return old.map { line in
      var line = line
      line.path = renamed(line.path)
      line.instance = line.instance.map(renamed)
      return line
    }
  }

  /// For each of `paths`, the others of `paths` that list the same instance in `lines`.
  private static func partners(_ lines: [Line], among paths: Set<String>) -> [String: Set<String>] {
    var byInstance: [String: Set<String>] = [:]
    for line in lines where paths.contains(line.path) {
      if let instance = line.instance { byInstance[instance, default: []].insert(line.path) }
    }
    var partners: [String: Set<String>] = [:]
    for line in lines where paths.contains(line.path) {
      guard let instance = line.instance, let group = byInstance[instance], group.count > 1 else { continue }
      partners[line.path] = group.subtracting([line.path])
    }
    return partners
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
    var path: String
    let declared: String?
    let ownership: String
    /// The target's type and note, without where else it is listed: `SceneViewController`, `nil` for a nil
    /// dependency.
    let target: String
    /// The instance it lists, named by the path that lists it first (`(root)` for the root), or `nil` for no object.
    var instance: String?
    /// Whether it is a strong reference back to an object that owns its holder.
    let closesCycle: Bool
    /// Whether both builds hold the instance it lists.
    let isShared: Bool
    /// A collection's size and listing: `2 elements`, `12 elements, first 10 listed`.
    let size: String?

    init(_ text: String, isRoot: Bool) {
      self.text = text
      guard !isRoot else {
        path = "(root)"
        declared = nil
        ownership = "strong"
        target = text
        instance = path
        closesCycle = false
        isShared = false
        size = nil
        return
      }
      var head = text
      var place: String?
      var closesCycle = false
      if let arrow = text.range(of: " → ") {
        head = String(text[..<arrow.lowerBound])
        var target = String(text[arrow.upperBound...])
        // NB: `Type (root)`, `Type (also at a.b, closes a cycle)`: where else the instance is listed, taken apart.
        if target.hasSuffix(")"), let open = target.range(of: " (", options: .backwards) {
          var note = String(target[open.upperBound...].dropLast())
          if note.hasSuffix(", closes a cycle") {
            closesCycle = true
            note.removeLast(", closes a cycle".count)
          }
          if note == "root" {
            place = "(root)"
          } else if note.hasPrefix("also at ") {
            place = String(note.dropFirst("also at ".count))
          }
          if place != nil { target = String(target[..<open.lowerBound]) } else { closesCycle = false }
        }
        // NB: `(shared)` says the builds share the instance (a singleton's, or one the test holds), which is compared
        // apart from the type: see `change(from:)`.
        isShared = target.hasSuffix(Self.sharedNote)
        if isShared { target.removeLast(Self.sharedNote.count) }
        self.target = target
      } else if text.hasSuffix(" = nil") {
        head = String(text.dropLast(" = nil".count))
        target = "nil"
        isShared = false
      } else {
        target = ""
        isShared = false
      }
      self.closesCycle = closesCycle
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
      let listsObject = text.contains(" → ") && !text.hasSuffix(" → released")
      instance = listsObject ? place ?? path : nil
    }

    private static let sharedNote = " (shared)"

    /// Whether it lists a stored closure that is nil: once set, a closure is not listed.
    var isNilClosure: Bool { target == "nil" && declared?.contains(" -> ") == true }

    /// The path of the object or value that holds it, or `nil` for the root's own.
    var holder: String? {
      path.lastIndex { $0 == "." || $0 == "[" }.map { String(path[..<$0]) }
    }

    /// What changed since `old`, as wiring: `weak → strong`, `SceneRouter → MockRouter`, `nil → Analytics`; none
    /// when only where the instance is first listed moved.
    func change(from old: Line) -> [String] {
      var parts: [String] = []
      if old.declared != declared { parts.append("declared \(old.declared ?? "?") → \(declared ?? "?")") }
      if old.size != size { parts.append("\(old.size ?? "?") → \(size ?? "?")") }
      if old.ownership != ownership { parts.append("\(old.ownership) → \(ownership)") }
      if old.target != target { parts.append("\(old.target) → \(target)") }
      if old.closesCycle != closesCycle {
        parts.append(closesCycle ? "now closes a cycle" : "no longer closes a cycle")
      }
      // NB: an instance the builds came to share is the test's choice as often as the app's (handing it `.shared`), so
      // it is said only when nothing else changed; one they no longer share is an app making its own where it took the
      // shared one.
      if old.isShared, !isShared, target != "nil" {
        parts.append("no longer the instance both builds share: each build makes its own")
      }
      return parts
    }

    /// What changed since `old` that `change(from:)` leaves unsaid: the builds came to share its instance.
    func quietChange(from old: Line) -> String? {
      isShared && !old.isShared && old.target != "nil" ? "now the instance both builds share" : nil
    }
  }

  private static func lines(_ text: String) -> [Line] {
    text.split(separator: "\n").enumerated().map { Line(String($1), isRoot: $0 == 0) }
  }
}
