import Foundation

/// What a value of a type can hold that a graph check cares about, decided once per type from what the runtime says
/// of it: a reference (an object, a closure, an existential that may hold either), and an optional, which may be a
/// nil dependency. A walk passes over a value whose type can hold neither, whole, without looking inside.
///
/// Never a guess: a type is passed over only when the runtime describes every part of it (its fields' types, its
/// cases' payload types) and none can hold what is asked, or when it is on a closed list of true leaves (numbers,
/// strings, dates), whose storage holds a buffer but never an app's reference. A type the runtime cannot describe
/// is walked.
package struct ReferenceReach: OptionSet, Sendable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// An object, a closure, or an existential or other storage that may hold one.
  package static let references = ReferenceReach(rawValue: 1)
  /// An optional of any type.
  static let optionals = ReferenceReach(rawValue: 2)
  /// Whatever the runtime cannot describe may hold.
  package static let anything: ReferenceReach = [.references, .optionals]

  /// What a value of `type` can hold.
  ///
  /// A type that holds itself (an indirect enum, a struct of an array of itself) holds what its other parts hold: a
  /// value is finite, so the part that recurses adds nothing of its own. It is decided as the least answer that
  /// agrees with itself: first taking the recursive part to hold nothing, then again with what that gave, until the
  /// answer stays the same (a few rounds: each answer only grows, and has two bits).
  package static func of(_ type: Any.Type) -> ReferenceReach {
    if let known = cache.value(for: type) { return known }
    var assumed: [ObjectIdentifier: ReferenceReach] = [:]
    while true {
      var decider = Decider(assumed: assumed)
      let reach = decider.reach(of: type)
      guard !decider.contradicted.isEmpty else {
        for (key, decided) in decider.decided { cache.store(decided, for: key) }
        return reach
      }
      assumed.merge(decider.contradicted) { $0.union($1) }
    }
  }

  /// What the stored fields of `type` can hold: for an object whose state a walk does not read (an actor a synchronous
  /// check does not enter), whether that state could hide anything the walk looks for. A type the runtime does not
  /// describe, or whose field's type is known only by name, may hold anything.
  package static func ofFields(_ type: Any.Type) -> ReferenceReach {
    if FieldDescriptor.isMissing(for: type) { return .anything }
    return FieldLayout.of(type).fields.reduce(into: []) { reach, field in
      let isHidden = field.hiddenTypeName != nil || field.unreadableReason != nil
      reach.formUnion(isHidden ? .anything : of(field.declaredType))
    }
  }

  // NB: a type's reach is cached once decided under assumptions that held.
  private static let cache = Cache()

  /// The true leaves: values of these types hold no reference an app made, though their storage may hold a buffer of
  /// the system's.
  private static let leaves: Set<ObjectIdentifier> = Set(
    [
      Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self, UInt32.self,
      UInt64.self, Float.self, Double.self, Bool.self, String.self, Substring.self, Character.self,
      Unicode.Scalar.self, StaticString.self, ObjectIdentifier.self, Date.self, URL.self, UUID.self,
      Data.self, Decimal.self, Locale.self, TimeZone.self, Calendar.self, DateComponents.self, IndexPath.self,
      IndexSet.self, CharacterSet.self, Never.self,
    ].map { ObjectIdentifier($0 as Any.Type) })

  /// Decides the reach of a type and of every type it is made of, each once, under assumptions about the types that
  /// hold themselves; what it decides is cached only if no assumption was contradicted.
  private struct Decider {
    /// What each type that holds itself is assumed to reach while it is being decided (nothing, at first).
    let assumed: [ObjectIdentifier: ReferenceReach]
    /// Types being decided, further up the stack.
    private var deciding: Set<ObjectIdentifier> = []
    /// Types whose assumption was used inside their own decision.
    private var recursed: Set<ObjectIdentifier> = []
    /// What was decided, by type.
    private(set) var decided: [ObjectIdentifier: ReferenceReach] = [:]
    /// The assumptions that turned out too small, with what the types reach under them.
    private(set) var contradicted: [ObjectIdentifier: ReferenceReach] = [:]

    init(assumed: [ObjectIdentifier: ReferenceReach]) {
      self.assumed = assumed
    }

    mutating func reach(of type: Any.Type) -> ReferenceReach {
      let key = ObjectIdentifier(type)
      if let known = ReferenceReach.cache.value(for: key) ?? decided[key] { return known }
      if ReferenceReach.leaves.contains(key) { return [] }
      guard deciding.insert(key).inserted else {
        recursed.insert(key)
        return assumed[key] ?? []
      }
      let reach = decide(type)
      deciding.remove(key)
      if recursed.contains(key), reach != assumed[key] ?? [] { contradicted[key] = reach }
      decided[key] = reach
      return reach
    }

    private mutating func decide(_ type: Any.Type) -> ReferenceReach {
      switch TypeKind.of(type) {
      case .class, .function, .existential:
        return .references
      case .metatype:
        return []
      case .optional:
        return reach(of: TypeKind.innermostWrapped(type)).union(.optionals)
      case .tuple:
        guard let elements = TupleElements.types(of: type) else { return .anything }
        return union(elements)
      case .struct:
        if let elements = (type as? any ElementTyped.Type)?.elementTypes {
          return union(elements)
        }
        let fields = FieldLayout.of(type).fields
        guard !FieldDescriptor.isMissing(for: type) else { return .anything }
        var reach: ReferenceReach = []
        for field in fields {
          guard field.isStrong, field.declaredType != HiddenFieldType.self else { return .anything }
          reach.formUnion(self.reach(of: field.declaredType))
          if reach == .anything { break }
        }
        return reach
      case .enum:
        guard let payloads = FieldDescriptor.payloadTypes(of: type) else { return .anything }
        return union(payloads)
      case .other:
        // NB: a value that holds nothing to release holds no reference: `IsNonPOD` is clear.
        return TypeKind.isTriviallyDestroyable(type) ? [] : .anything
      }
    }

    private mutating func union(_ types: [Any.Type]) -> ReferenceReach {
      var reach: ReferenceReach = []
      for type in types {
        reach.formUnion(self.reach(of: type))
        if reach == .anything { break }
      }
      return reach
    }
  }

  /// The decided reaches, by type.
  private final class Cache: @unchecked Sendable {
    private let lock = NSLock()
    // NB: read and written only while `lock` is held.
    private var reaches: [ObjectIdentifier: ReferenceReach] = [:]

    func value(for type: Any.Type) -> ReferenceReach? {
      value(for: ObjectIdentifier(type))
    }

    func value(for key: ObjectIdentifier) -> ReferenceReach? {
      lock.guarded { reaches[key] }
    }

    func store(_ reach: ReferenceReach, for key: ObjectIdentifier) {
      lock.guarded { reaches[key] = reach }
    }
  }
}
