import Synchronization

// The type shapes that took a check's process down, or passed a hole in silence, before reads were closed to what the
// runtime promises: each a few lines of ordinary Swift 6.2 code.

/// A dependency an app injects.
protocol ShapeService: AnyObject, Sendable {}

/// The implementation, which may point back at what holds it.
final class ShapeServiceImpl: ShapeService, @unchecked Sendable {
  var back: AnyObject?
  init(back: AnyObject? = nil) { self.back = back }
}

/// A noncopyable generic struct: its instances' value witnesses do not say that they are noncopyable.
struct Slot<Tag>: ~Copyable {
  var service: (any ShapeService)?
  var tag: Tag
}

/// The same, with a `deinit`.
struct DroppingSlot<Tag>: ~Copyable {
  var service: (any ShapeService)?
  var tag: Tag
  deinit {}
}

/// A class that holds noncopyable generic structs, plain and optional.
final class SlotHolder {
  var slot = Slot<Int>(service: nil, tag: 1)
  var dropping = DroppingSlot<String>(service: ShapeServiceImpl(), tag: "kept")
  var optionalSlot: Slot<Int>? = Slot<Int>(service: ShapeServiceImpl(), tag: 2)
  /// Tagged by a class of this module, whose name the symbol spells after the struct's.
  var owned = Slot<ShapeOwner>(service: ShapeServiceImpl(), tag: ShapeOwner())
}

/// A value generic struct and class.
struct Carousel<let count: Int> {
  var service: (any ShapeService)?
}

/// A value generic class.
final class RingBuffer<let capacity: Int> {
  var service: (any ShapeService)?
}

/// Value generics as the values of dictionaries keyed by the identity of a type, and of an object.
final class RingRegistry {
  let owner = ShapeOwner()
  var rings = [ObjectIdentifier(ShapeServiceImpl.self): Carousel<3>(service: nil)]
  var buffers: [ObjectIdentifier: RingBuffer<4>]

  init() {
    buffers = [ObjectIdentifier(owner): RingBuffer<4>()]
  }
}

/// What an `unowned` reference points back to.
final class ShapeOwner {}

/// An object whose `unowned` owner may be gone.
final class OwnedPart {
  unowned let owner: ShapeOwner
  unowned(unsafe) var unsafeOwner: ShapeOwner?
  var service: (any ShapeService)? = ShapeServiceImpl()

  init(_ owner: ShapeOwner) {
    self.owner = owner
  }

  /// A part whose owner was released.
  static func orphaned() -> OwnedPart {
    var owner: ShapeOwner? = ShapeOwner()
    let part = OwnedPart(owner!)
    owner = nil
    return part
  }
}

/// The standard library's containers, each holding a hole or a way back.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
final class ContainerShapes {
  var inline: InlineArray<4, (any ShapeService)?> = [ShapeServiceImpl(), nil, ShapeServiceImpl(), ShapeServiceImpl()]
  var result: Result<ShapeServiceImpl, any Error>
  var one = CollectionOfOne<ShapeServiceImpl>(ShapeServiceImpl())
  var keyed: [AnyHashable: Int] = [:]

  init() {
    let service = ShapeServiceImpl()
    result = .success(service)
    service.back = self
  }
}

/// A generic holder whose value is bound to `()`.
final class ValueBox<Value> {
  var value: Value
  var service: (any ShapeService)? = ShapeServiceImpl()

  init(_ value: Value) { self.value = value }
}

/// A parameter pack's values.
struct Packed<each Value> {
  var values: (repeat each Value)
  var service: (any ShapeService)?
}

/// A struct whose name is not ASCII.
struct Größe {
  var service: (any ShapeService)?
}

/// A generic type, with a type nested in a constrained extension of it.
struct Outer<Element> {}

extension Outer where Element == Int {
  struct Constrained {
    var service: (any ShapeService)?
  }
}

/// An object that keeps states of every such shape in `Mutex`es.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class MutexShapes: @unchecked Sendable {
  let nonASCII = Mutex(Größe(service: nil))
  let valueGeneric = Mutex(Carousel<2>(service: nil))
  let constrained = Mutex(Outer<Int>.Constrained(service: nil))
  let packed = Mutex(Packed<Int, Bool>(values: (1, true), service: nil))
  let local: AnyObject

  init() {
    struct Local { var service: (any ShapeService)? }
    final class LocalHolder: @unchecked Sendable {
      let state = Mutex(Local(service: nil))
    }
    local = LocalHolder()
  }
}

/// A generic class that keeps private state in a `Mutex`, as Swift 6 code does.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class GenericStateOwner<Element>: @unchecked Sendable {
  private struct State { var service: (any ShapeService)? }
  private let state = Mutex(State())
  let element: Element
  init(_ element: Element) { self.element = element }
}

/// A class with a parameter pack that keeps private state in a `Mutex`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class PackStateOwner<each Element>: @unchecked Sendable {
  private struct State { var service: (any ShapeService)? }
  private let state = Mutex(State())
}

/// A class with a value generic that keeps private state in a `Mutex`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class ValueGenericStateOwner<let count: Int>: @unchecked Sendable {
  private struct State { var service: (any ShapeService)? }
  private let state = Mutex(State())
}

/// A class and its state named in German: not ASCII.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class Überwacher: @unchecked Sendable {
  private struct Zustand { var dienst: (any ShapeService)? }
  private let zustand = Mutex(Zustand())
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension Outer where Element == Int {
  /// A class in a constrained extension that keeps private state in a `Mutex`.
  final class StateOwner: @unchecked Sendable {
    private struct State { var service: (any ShapeService)? }
    private let state = Mutex(State())
  }
}

/// Two functions of one type, each declaring a `State` and a class that keeps one in a `Mutex`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
enum LocalStates {
  static func first() -> AnyObject {
    struct State { var first: (any ShapeService)? }
    final class Owner: @unchecked Sendable { let state = Mutex(State()) }
    return Owner()
  }

  static func second() -> AnyObject {
    struct State { var second: (any ShapeService)? }
    final class Owner: @unchecked Sendable { let state = Mutex(State()) }
    return Owner()
  }
}

/// An actor of the app's that holds an optional dependency, and state that changes while it works.
actor SettingsStore {
  var api: (any ShapeService)?
  private var cache: [String: Int] = [:]
  private var seen: Set<Int> = []

  init(api: (any ShapeService)?) { self.api = api }

  /// Rewrites its state, as a store under load does.
  func churn(_ rounds: Int) {
    for round in 0..<rounds {
      cache["\(round % 64)"] = round
      seen.insert(round % 128)
      if round % 97 == 0 { seen.removeAll(keepingCapacity: false) }
    }
  }
}

/// An app object that holds its store.
final class SettingsFeature: @unchecked Sendable {
  let store: SettingsStore
  var analytics: (any ShapeService)?

  init(store: SettingsStore) { self.store = store }
}
