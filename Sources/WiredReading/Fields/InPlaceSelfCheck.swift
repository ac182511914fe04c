#if canImport(Synchronization)
  import Synchronization
#endif

/// Wired's check, at first use, that every kind of storage it reads in place reads back what a fixture of its own
/// holds: a `Mutex` of a private type nested in a class of two generic parameters, an `Atomic` of a word and of a
/// `Bool`, an `AtomicLazyReference` and a noncopyable struct.
///
/// These reads rest on more than the ABI promises: how a Linux build names a noncopyable field's type, and how the
/// `Synchronization` types are laid out. If any read of the fixture misses, nothing is read in place for the rest of
/// the run, and each check that meets such storage lists it as unreadable with this reason: a Swift that changes them
/// reads nothing, never garbage.
enum InPlaceSelfCheck {
  /// The number the fixture holds in each of its kinds of storage.
  static let marker = 0x5EED

  /// Why in-place reads are off for this run, or `nil` when every read of the fixture hit.
  static let problem: String? = {
    guard Copyability.isSound else {
      return "reads are off for this run: the runtime's answer to whether a type can be copied was wrong for a "
        + "type of Wired's own"
    }
    let misses = InPlaceSelfCheck.misses()
    guard let first = misses.first else { return nil }
    return "in-place reads are off for this run: Wired's self-check could not read its own \(first)"
  }()

  /// What the self-check could not read of its fixture, each with why; empty when every read hit. `expected` is
  /// what the fixture's numbers must read as.
  static func misses(expected: Int = marker) -> [String] {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        let object = SelfCheckObject()
        let fixture = SelfCheckFixture<Int, String>(object)
        let type = type(of: fixture)
        let fields = FieldLayout.of(type).fields
        var misses: [String] = []
        withExtendedLifetime(fixture) {
          let base = UnsafeRawPointer(Unmanaged.passUnretained(fixture).toOpaque())
          for (label, check) in SelfCheckFixture<Int, String>.checks(object: object, expected: expected) {
            guard let field = fields.first(where: { $0.label == label }), let offset = field.offset else {
              misses.append("\(label) (no such field)")
              continue
            }
            let read = InPlaceRead.read(field.declaredType, at: base + offset, unreadableReason: field.unreadableReason)
            if let unreadable = read as? UnreadableValue {
              misses.append("\(label) (\(unreadable.reason))")
            } else if !check(read) {
              misses.append("\(label) (it read back another value)")
            }
          }
        }
        return misses
      }
    #endif
    return []
  }
}

/// The object the self-check's fixture holds, found again by identity.
final class SelfCheckObject: @unchecked Sendable {}

#if canImport(Synchronization)
  /// A class of two generic parameters whose state sits in a `Mutex` of a private type nested in it, beside the other
  /// storage Wired reads in place: the shape of a Swift 6 client or cache.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  final class SelfCheckFixture<First, Second>: @unchecked Sendable {
    private struct State {
      var marker: Int
      var object: SelfCheckObject?
    }

    /// A noncopyable struct of Wired's own.
    struct Token: ~Copyable {
      let object: SelfCheckObject
      let number: Int
    }

    private let mutex: Mutex<State>
    private let word = Atomic<Int>(InPlaceSelfCheck.marker)
    private let flag = Atomic<Bool>(true)
    private let lazy = AtomicLazyReference<SelfCheckObject>()
    private let token: Token

    init(_ object: SelfCheckObject) {
      mutex = Mutex(State(marker: InPlaceSelfCheck.marker, object: object))
      token = Token(object: object, number: InPlaceSelfCheck.marker)
      _ = lazy.storeIfNil(object)
    }

    /// Each field's label, and what its value must be, read in place.
    static func checks(object: SelfCheckObject, expected: Int) -> [(String, (Any) -> Bool)] {
      [
        ("mutex", { ($0 as? State).map { $0.marker == expected && $0.object === object } ?? false }),
        ("word", { ($0 as? Int) == expected }),
        ("flag", { ($0 as? Bool) == true }),
        ("lazy", { ($0 as? SelfCheckObject) === object }),
        (
          "token",
          { read in
            guard let token = read as? NoncopyableValue else { return false }
            let values = Dictionary(uniqueKeysWithValues: token.properties.map { ($0.label, $0.value) })
            return (values["object"] as? SelfCheckObject) === object && (values["number"] as? Int) == expected
          }
        ),
      ]
    }
  }
#endif
