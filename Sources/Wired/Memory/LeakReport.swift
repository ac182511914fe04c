/// What a leak check found: the objects a graph owns that were not released, and the shared ones it left unchecked.
///
/// Returned by ``checkLeaks(_:)``, for `#expect` and your own assertions.
public struct LeakReport: Sendable, Hashable {
  /// Each owned object that was not released, as `path: Type, why`: `child: ModelChild, kept from outside the
  /// stored graph`; the root as `(the root) Type, why`.
  public let notReleased: [String]
  /// Each object the graph shares (a singleton, a cache, a system object), which was not checked, as `path: Type`;
  /// the first thousand, nearest the root.
  public let shared: [String]

  /// Whether the check passed: every object the graph owns was released.
  public var passed: Bool { notReleased.isEmpty }
}
