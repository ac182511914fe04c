import Foundation

/// How a stored property holds a reference: whether it keeps its target alive.
package enum ReferenceOwnership: Sendable, Hashable {
  case strong
  case weak
  case unowned
  /// `unowned(unsafe)`: neither keeps its target alive nor checks that it still lives.
  case unownedUnsafe

  /// The stored properties of `type` itself that do not hold their value strongly, by label; any other is strong.
  ///
  /// Reads the mangled type names in the type's field descriptor (`…Xw` weak, `…Xo` unowned, `…Xu` unowned(unsafe));
  /// where that cannot be read, falls back on the runtime's strong-or-not: `weak` for an optional, else `unowned`.
  package static func table(for type: Any.Type) -> [String: ReferenceOwnership] {
    cache.value(for: type) {
      var read = FieldDescriptor.ownerships(of: type)
      for field in FieldLayout.of(type).fields where !field.isStrong && read[field.label] == nil {
        read[field.label] = TypeKind.of(field.declaredType) == .optional ? .weak : .unowned
      }
      return read
    }
  }

  private static let cache = TypeCache<[String: ReferenceOwnership]>()
}
