import ShelfKit

extension Shelf {
  /// This library's part of the shelf, declared inside its extension of the other library's type, as Leaf declares
  /// `Application.Leaf`: a module of its own, whatever its reflected name starts with.
  public final class Extras: @unchecked Sendable {
    /// Set only by apps that want one; nil by design.
    public var catalog: Catalog?
    /// The library's cache.
    public let cache = Cache()

    /// Extras with no catalog.
    public init() {}
  }

  /// A catalog the app may give.
  public final class Catalog: @unchecked Sendable {
    /// A catalog.
    public init() {}
  }

  /// The library's cache.
  public final class Cache: @unchecked Sendable {
    /// A cache.
    public init() {}
  }

  /// The key the extras are stored under.
  public enum ExtrasKey {}

  /// This library's part, stored on first use.
  public var extras: Extras {
    if let stored = self[ExtrasKey.self] as? Extras { return stored }
    let made = Extras()
    self[ExtrasKey.self] = made
    return made
  }
}
