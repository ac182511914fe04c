/// How one stored field of a struct or class is read, decided once per type from what the runtime says of the field:
/// its declared type, whether that type can be copied, how the field holds a reference, and where it lies.
///
/// The closed world of reads: a field is copied out only when the runtime says its type can be copied; a noncopyable
/// one is read in place only as ``InPlaceRead`` knows how; an `unowned` reference is never loaded by the runtime, which
/// stops the process when its object is gone; whatever else is unreadable, with the reason.
enum FieldReadPlan {
  /// Copied from the instance's memory at its offset, as its declared type.
  case direct(DirectRead)
  /// Copied out by the runtime's reflection: a field of a copyable type whose offset Wired does not read.
  case runtime
  /// A noncopyable value, read where it lies.
  case inPlace(offset: Int, type: Any.Type, reason: String?)
  /// An `unowned` reference, whose object is taken only if it still lives, never loaded blindly.
  case unowned(offset: Int, declaredType: Any.Type)
  /// An `unowned(unsafe)` reference, whose object may be gone: only whether it is nil is read, from its own storage.
  case unownedUnsafe(offset: Int, declaredType: Any.Type)
  /// Not read, and why: an `unowned(unsafe)` reference, a field Wired cannot place.
  case notRead(declaredType: Any.Type, ownership: ReferenceOwnership, reason: String)
  /// A field whose value Wired cannot read, and why.
  case unreadable(declaredType: Any.Type, reason: String)

  /// Whether reading it needs the address of the instance.
  var needsStorage: Bool {
    switch self {
    case .direct, .inPlace, .unowned, .unownedUnsafe: true
    case .runtime, .notRead, .unreadable: false
    }
  }

  /// The field's value in `value`, whose storage lies at `storage` when its address is known: the field at `index` of
  /// `level`, one of `value`'s type and superclasses.
  func read(_ value: Any, _ level: Any.Type, _ index: Int, _ storage: UnsafeRawPointer?) -> Any {
    switch self {
    case .direct(let direct):
      // NB: no `Optional.map`, whose generic call costs a metadata lookup per field in a debug build.
      if let storage { return direct.read(storage) }
      return FieldReader.runtimeRead(value, level, index)
    case .runtime:
      return FieldReader.runtimeRead(value, level, index)
    case .inPlace(let offset, let type, let reason):
      guard let storage else { return UnreadableValue(type: type, reason: Self.unaddressable) }
      return InPlaceRead.contents(of: type, at: storage + offset, unreadableReason: reason)
    case .unowned(let offset, let declaredType):
      guard let storage else {
        return NotFollowedReference(declaredType: declaredType, ownership: .unowned, reason: Self.unaddressable)
      }
      return UnownedRead.object(at: storage + offset)
        ?? ReleasedReference(declaredType: declaredType)
    case .unownedUnsafe(let offset, let declaredType):
      guard let storage, storage.load(fromByteOffset: offset, as: UnsafeRawPointer?.self) != nil else {
        return storage == nil
          ? NotFollowedReference(declaredType: declaredType, ownership: .unownedUnsafe, reason: Self.unaddressable)
          : Optional<AnyObject>.none as Any
      }
      return NotFollowedReference(declaredType: declaredType, ownership: .unownedUnsafe, reason: Self.unsafeReason)
    case .notRead(let declaredType, let ownership, let reason):
      return NotFollowedReference(declaredType: declaredType, ownership: ownership, reason: reason)
    case .unreadable(let declaredType, let reason):
      return UnreadableValue(type: declaredType, reason: reason)
    }
  }

  private static let unsafeReason = "unowned(unsafe), whose object may be gone and is never touched"

  private static let unaddressable =
    "a field of a value reached through an existential, whose address Wired does not know"

  /// The plan of each field of `type`, superclasses' first; `levels` are the type and its superclasses, the topmost
  /// first, with how many fields each declares.
  static func plans(of type: Any.Type, levels: [(type: Any.Type, count: Int)]) -> [FieldReadPlan] {
    let fields = FieldLayout.of(type).fields
    let count = levels.reduce(0) { $0 + $1.count }
    guard fields.count == count else {
      let reason = "a field the runtime lists without a name, so that Wired cannot match its fields to their types"
      return Array(repeating: .unreadable(declaredType: type, reason: reason), count: count)
    }
    var plans: [FieldReadPlan] = []
    plans.reserveCapacity(count)
    for level in levels {
      let ownerships = ReferenceOwnership.table(for: level.type)
      for field in fields[plans.count..<(plans.count + level.count)] {
        plans.append(plan(field, ownerships[field.label] ?? .strong))
      }
    }
    return plans
  }

  private static func plan(_ field: FieldLayout.Field, _ ownership: ReferenceOwnership) -> FieldReadPlan {
    switch ownership {
    case .unownedUnsafe:
      guard DirectRead.isAvailable, let offset = field.offset else {
        return .notRead(declaredType: field.declaredType, ownership: ownership, reason: unsafeReason)
      }
      return .unownedUnsafe(offset: offset, declaredType: field.declaredType)
    case .unowned:
      guard UnownedRead.isAvailable, let offset = field.offset else {
        return .notRead(
          declaredType: field.declaredType, ownership: ownership,
          reason: "an unowned reference, which Wired reads only where Swift has no Objective-C interop")
      }
      return .unowned(offset: offset, declaredType: field.declaredType)
    case .weak:
      guard let offset = field.offset, let direct = DirectRead.weak(at: offset, declaredType: field.declaredType) else {
        return .runtime
      }
      return .direct(direct)
    case .strong:
      break
    }
    if field.declaredType == HiddenFieldType.self {
      return .unreadable(
        declaredType: field.declaredType,
        reason: field.unreadableReason ?? "a noncopyable value whose type Swift's reflection hides")
    }
    if InPlaceRead.isNeeded(for: field.declaredType) {
      guard let offset = field.offset else {
        return .unreadable(
          declaredType: field.declaredType, reason: "a noncopyable value whose place in its object Wired does not know")
      }
      return .inPlace(offset: offset, type: field.declaredType, reason: field.unreadableReason)
    }
    guard let offset = field.offset, let direct = DirectRead.strong(at: offset, declaredType: field.declaredType) else {
      return .runtime
    }
    return .direct(direct)
  }
}
