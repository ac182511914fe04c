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

  /// `path: Type`, then the note: `presenter.view: SceneDisplayLogic? (weak)`, `(the root) SceneViewController (in
  /// cycle 1)`.
  public var description: String {
    let place = path.isEmpty ? "(the root) \(type)" : "\(path): \(type)"
    return place + (note.map { " (\($0))" } ?? "")
  }
}
