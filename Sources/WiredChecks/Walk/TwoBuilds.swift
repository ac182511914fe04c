import WiredReading

/// A root built twice, as the leak checks and snapshots build it to tell what a build owns from what it shares: what
/// both builds hold is shared (a singleton, a cache), what only one holds is owned. (A container's leak check resolves
/// a service once more beside the resolution its other checks read, and compares the two the same way.)
///
/// A synchronous build runs in an autorelease pool, so that what it autoreleased does not look alive; an awaited one
/// cannot, since a pool cannot span a suspension. Keep the first build alive until the second is read, so that no
/// object of the second can reuse an address of the first.
package struct TwoBuilds<Root> {
  package let first: Root
  package let second: Root

  package init(first: Root, second: Root) {
    self.first = first
    self.second = second
  }

  /// Builds `root` twice, each build in an autorelease pool.
  package init(_ root: () throws -> Root) rethrows {
    first = try ObjectiveCRuntime.drainingAutoreleased(root)
    second = try ObjectiveCRuntime.drainingAutoreleased(root)
  }

  /// Whether both builds are one object (a singleton, an expression that returns a variable), which shares nothing
  /// with a build of its own and is checked alone.
  package var areOneObject: Bool {
    guard let object = Existential.object(in: first) else { return false }
    return object === Existential.object(in: second)
  }
}
