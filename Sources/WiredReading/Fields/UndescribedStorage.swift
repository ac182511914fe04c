/// Storage of an object that the runtime does not describe as stored properties, where the app's objects may be: the
/// tail-allocated elements of a `ManagedBuffer`, and a reference that a generic class keeps in raw atomic storage
/// (swift-atomics' `ManagedAtomicLazyReference`). A walk cannot read it, so it says so: never passed over in silence.
///
/// Decided by type, once, from what the runtime says of it: the type's own generic arguments and its fields' types.
package enum UndescribedStorage {
  /// A `ManagedBuffer` subclass whose elements, of this type, can hold a reference.
  case tailAllocatedElements(Any.Type)
  /// A generic class whose first argument, of this type, can hold a reference, none of whose fields can.
  case rawStorage(Any.Type)

  /// The type of what it keeps there.
  package var heldType: Any.Type {
    switch self {
    case .tailAllocatedElements(let type), .rawStorage(let type): type
    }
  }

  /// Why a walk does not read it, as a message says.
  package var reason: String {
    switch self {
    case .tailAllocatedElements(let element):
      "not read: its elements (\(TypeName.of(element))) are tail-allocated, which the runtime does not describe, so Wired cannot "
        + "tell how many there are; keep them in a stored array, or list this property in except:"
    case .rawStorage(let instance):
      "not read: it keeps a reference to \(TypeName.of(instance)) in raw atomic storage, which the runtime does not describe"
    }
  }

  /// What `type`'s objects keep where the runtime does not describe it, if they can keep the app's objects there.
  package static func of(_ type: Any.Type) -> UndescribedStorage? {
    cache.value(for: type) { decide(type) }
  }

  private static let cache = TypeCache<UndescribedStorage?>()

  private static func decide(_ type: Any.Type) -> UndescribedStorage? {
    if let buffer = type as? any TailAllocated.Type {
      let element = buffer.tailElementType
      return ReferenceReach.of(element).contains(.references) ? .tailAllocatedElements(element) : nil
    }
    // NB: a class that names a type able to hold a reference, and keeps no field that can: where it keeps the
    // reference, the runtime does not say. A struct that does so is a phantom type (`Tagged<User, UUID>`), which
    // keeps nothing of it.
    guard type is AnyClass, let argument = TypeKind.firstGenericArgument(of: type),
      ReferenceReach.of(argument).contains(.references)
    else { return nil }
    let fields = FieldLayout.of(type).fields
    guard !fields.isEmpty,
      fields.allSatisfy({ !ReferenceReach.of($0.declaredType).contains(.references) })
    else { return nil }
    return .rawStorage(argument)
  }
}

/// A `ManagedBuffer`, whose element type the walk asks without reading its elements.
private protocol TailAllocated {
  static var tailElementType: Any.Type { get }
}

extension ManagedBuffer: TailAllocated {
  fileprivate static var tailElementType: Any.Type { Element.self }
}
