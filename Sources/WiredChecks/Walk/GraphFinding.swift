import WiredReading

/// One thing a graph check found, where it found it: a nil dependency, a property it cannot read, an object that was
/// not released or that the graph shares.
///
/// Every report lists what it found as these, so that one `#expect` reads the same for every check:
///
/// ```swift
/// #expect(checkInjections(profile).missing.map(\.path) == ["router"])
/// #expect(checkLeaks { SceneCreator.make() }.notReleased == [])
/// ```
public struct GraphFinding: Sendable, Hashable, CustomStringConvertible {
  /// The path from the root: `"interactor.presenter.view"`; empty for the root itself.
  public let path: String
  /// The declared type of a property (`"SceneDisplayLogic?"`), or the type of an object (`"ScenePresenter"`).
  public let type: String
  /// What else the check says of it: `"weak"`, `"in cycle 1"`, `"kept from outside the stored graph"`, or why a
  /// property cannot be read.
  public let note: String?
  /// Why the check found it, where a message's hint depends on it; not part of what the finding is, so that a finding
  /// a test writes equals the one a report lists.
  package var cause: FindingCause?

  /// Creates a finding, to compare a report's with.
  ///
  /// - Parameters:
  ///   - path: The path from the root.
  ///   - type: The declared type of the property, or the type of the object.
  ///   - note: What else the check says of it.
  public init(path: String, type: String, note: String? = nil) {
    self.path = path
    self.type = type
    self.note = note
  }

  /// Whether both findings have the same path, type and note.
  public static func == (lhs: GraphFinding, rhs: GraphFinding) -> Bool {
    lhs.path == rhs.path && lhs.type == rhs.type && lhs.note == rhs.note
  }

  /// Hashes the path, type and note.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(type)
    hasher.combine(note)
  }

  /// `path: Type`, then the note: `presenter.view: SceneDisplayLogic? (weak)`, `(the root) SceneViewController (in
  /// cycle 1)`.
  public var description: String {
    let place = path.isEmpty ? "(the root) \(type)" : "\(path): \(type)"
    return place + (note.map { " (\($0))" } ?? "")
  }
}

/// Why a check found what it lists, for the hints its message gives: kept as a case, never read back from the note's
/// text, so that rewording a note loses no hint.
package enum FindingCause: Sendable {
  /// An actor a synchronous check does not enter; an awaited one reads it.
  case actorNotEntered
  /// An actor that stayed busy longer than the check waits to enter it.
  case busyActor
  /// Storage the runtime does not describe (tail-allocated elements, raw atomic storage).
  case undescribedStorage
  /// A `weak` reference left nil: maybe set, and released since.
  case weakReference
  /// An object a retain cycle keeps, or that a cycle holds.
  case cycle
  /// A dependency a container left nil because the service of its type did not resolve.
  case unresolvedService
}
