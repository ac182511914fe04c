/// A library's application object, which keeps what other libraries and the app store in it by the identity of a key
/// type, as Vapor's `Application.storage` does.
public final class Shelf: @unchecked Sendable {
  private var storage: [ObjectIdentifier: AnyObject] = [:]

  /// An empty shelf.
  public init() {}

  /// What is stored under `key`.
  public subscript<Key>(_ key: Key.Type) -> AnyObject? {
    get { storage[ObjectIdentifier(key)] }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}
