import Synchronization

// Types whose layouts and names the runtime readers are checked against: names of every length, so that some lie at
// an odd distance from their descriptors; generic owners of one, two and three parameters that keep a private nested
// state in a `Mutex`, under names of several lengths, since where a name lies in the binary decides what a wrong read
// of it does.

/// Nested types named with one to sixteen letters.
enum NameLengths {
  struct A: Hashable {}
  struct Bb: Hashable {}
  struct Ccc: Hashable {}
  struct Dddd {}
  struct Eeeee {}
  struct Ffffff {}
  struct Ggggggg {}
  struct Hhhhhhhh {}
  struct Iiiiiiiii {}
  struct Jjjjjjjjjj {}
  struct Kkkkkkkkkkk {}
  struct Llllllllllll {}
  struct Mmmmmmmmmmmmm {}
  struct Nnnnnnnnnnnnnn {}
  struct Ooooooooooooooo {}
  struct Pppppppppppppppp {}

  /// Every one, with its name.
  static let all: [(Any.Type, String)] = [
    (A.self, "A"), (Bb.self, "Bb"), (Ccc.self, "Ccc"), (Dddd.self, "Dddd"), (Eeeee.self, "Eeeee"),
    (Ffffff.self, "Ffffff"), (Ggggggg.self, "Ggggggg"), (Hhhhhhhh.self, "Hhhhhhhh"), (Iiiiiiiii.self, "Iiiiiiiii"),
    (Jjjjjjjjjj.self, "Jjjjjjjjjj"), (Kkkkkkkkkkk.self, "Kkkkkkkkkkk"), (Llllllllllll.self, "Llllllllllll"),
    (Mmmmmmmmmmmmm.self, "Mmmmmmmmmmmmm"), (Nnnnnnnnnnnnnn.self, "Nnnnnnnnnnnnnn"),
    (Ooooooooooooooo.self, "Ooooooooooooooo"), (Pppppppppppppppp.self, "Pppppppppppppppp"),
  ]
}

/// What a generic owner's state holds.
protocol GuardedService: Sendable {}

/// The service the app gives them.
struct LocalGuardedService: GuardedService {}

/// A service the app keeps in an object.
final class GuardedBox: GuardedService {}

/// A client of one generic parameter, its state private in a `Mutex`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class Single<Value>: Sendable {
  private struct SingleState { var service: (any GuardedService)? }
  private let guarded: Mutex<SingleState>
  init(_ service: (any GuardedService)?) { guarded = Mutex(SingleState(service: service)) }
}

/// A client of two generic parameters, whose private state's name reuses a word of its own (`PairState`).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class GuardedPair<A, B>: Sendable {
  private struct PairState { var service: (any GuardedService)? }
  private let guarded: Mutex<PairState>
  init(_ service: (any GuardedService)?) { guarded = Mutex(PairState(service: service)) }
}

/// A registry of two generic parameters, whose private state has a name of its own (`State`).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class Registry<Key, Value>: Sendable {
  private struct State { var service: (any GuardedService)? }
  private let guarded: Mutex<State>
  init(_ service: (any GuardedService)?) { guarded = Mutex(State(service: service)) }
}

/// A client of three generic parameters.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class Triple<A, B, C>: Sendable {
  private struct TripleState { var service: (any GuardedService)? }
  private let guarded: Mutex<TripleState>
  init(_ service: (any GuardedService)?) { guarded = Mutex(TripleState(service: service)) }
}

/// A cache of two parameters, the second constrained, whose nested state is generic over them in turn.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class ConstrainedCache<Key: Hashable & Sendable, Value: GuardedService>: Sendable {
  private struct Entries {
    var byKey: [Key: Value] = [:]
    var fallback: Value?
  }
  private let entries = Mutex(Entries())
  init() {}
}
