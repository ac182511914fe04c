/// What a stored property holds, as every walk and path reads it.
package enum StoredContent {
  /// The value: the stored one, a wrapper's `wrappedValue`, a `lazy` property's once read; possibly an optional.
  case value(Any)
  /// A `lazy` property never read, whose value the walk never creates.
  case lazyNeverRead
  /// What Wired cannot read, and why.
  case unreadable(UnreadableValue)
  /// A reference not followed: `unowned(unsafe)`, or `unowned` where it is not read.
  case notFollowed(NotFollowedReference)
  /// An `unowned` reference whose object was released.
  case released(ReleasedReference)
}

/// The stored properties of a noncopyable struct, read where it lies inside an object: the walks look into it as
/// into any struct, and a path goes through it by the names of its properties.
package struct NoncopyableValue {
  /// The struct's type, which declares the properties.
  package let type: Any.Type
  let properties: [StoredProperty]
}

/// A stored field whose value Wired cannot read, and why: a check says so rather than pass over it in silence.
package struct UnreadableValue: CustomStringConvertible {
  /// The field's declared type.
  let type: Any.Type
  /// Why, as a message says it: `another thread held its lock for the whole 500 ms the check waited`.
  package let reason: String

  package init(type: Any.Type, reason: String) {
    self.type = type
    self.reason = reason
  }

  package var description: String { "\(TypeName.of(type)), unreadable: \(reason)" }
}

/// An `unowned` reference whose object was released: reading it in the app stops the process.
package struct ReleasedReference: CustomStringConvertible {
  /// The field's declared type.
  package let declaredType: Any.Type

  package var description: String { "\(TypeName.of(declaredType)), unowned, whose object was released" }
}

/// A reference Wired does not read, and why: `unowned(unsafe)`, whose object may be gone. It keeps nothing alive and
/// is never a dependency, so the checks pass over it; snapshots and paths say it was not read.
package struct NotFollowedReference: CustomStringConvertible {
  /// The field's declared type.
  package let declaredType: Any.Type
  package let ownership: ReferenceOwnership
  /// Why, as a message says it.
  package let reason: String

  package var description: String { "\(TypeName.of(declaredType)), not read: \(reason)" }
}
