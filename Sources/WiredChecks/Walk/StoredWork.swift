import WiredReading

/// Work an app's object stores that may keep objects alive where no stored property shows it: a task, a continuation,
/// a timer, an observation or a closure. What each captures is not a stored property, so these are the suspects when
/// something outside the stored graph keeps an object alive; a closure that provably captures nothing, or only weak
/// and unowned references, is none.
package struct StoredWork {
  /// What kind of work, in the order a message names them: work in flight first.
  enum Kind: Int, Comparable {
    case task, continuation, timer, observation, closure

    static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// How a message names the kind after the path, or `nil` for a closure, which its path says.
    var noun: String? {
      switch self {
      case .task: "a Task"
      case .continuation: "a continuation"
      case .timer: "a Timer"
      case .observation: "an observation"
      case .closure: nil
      }
    }
  }

  let owner: Int
  /// The path from the owner: `autoRefresh`, `handlers[0]`.
  let label: String
  let kind: Kind
  /// The one object a closure is known to keep, its context (`{ self.tick() }`), which only the compiler's capture
  /// descriptor shows; `nil` for other work, and for a closure that may keep anything.
  let keeps: ObjectIdentifier?

  init(owner: Int, label: String, kind: Kind, value: Any) {
    self.owner = owner
    self.label = label
    self.kind = kind
    if kind == .closure, case .object(let object) = ClosureCaptures.kept(by: value) {
      keeps = ObjectIdentifier(object)
    } else {
      keeps = nil
    }
  }

  /// The kind of work `value` is, when it is a task, a continuation or a closure that may capture an object.
  static func kind(ofValue value: Any) -> Kind? {
    let type = type(of: value)
    switch TypeKind.of(type) {
    case .function:
      switch ClosureCaptures.kept(by: value) {
      case .nothing: return nil
      // NB: a test double's handler (`ClosureSpy.handler()`) keeps the double, which is Wired's, not the app's.
      case .object(let object): return ModuleName.wired.contains(ModuleName.of(Swift.type(of: object))) ? nil : .closure
      case .anything: return .closure
      }
    case .struct:
      return structKinds.value(for: type) {
        if TypeKind.isSameGenericType(type, as: Task<Void, Never>.self) { return .task }
        return continuations.contains { TypeKind.isSameGenericType(type, as: $0) } ? .continuation : nil
      }
    default:
      return nil
    }
  }

  /// The kind of each struct type met, decided once per type: the walk asks for every value inside the app's objects.
  private static let structKinds = TypeCache<Kind?>()

  /// The kind of work an object of class `type` is, when it is a timer or an observation token (a notification
  /// center's, key-value observing's, Combine's); asked once per class, by the walk's decision for the type.
  static func kind(ofClass type: Any.Type) -> Kind? {
    let name = "\(type)"
    if timers.contains(name) { return .timer }
    return observations.contains(name) ? .observation : nil
  }

  private static let continuations: [Any.Type] = [
    CheckedContinuation<Void, Never>.self, UnsafeContinuation<Void, Never>.self, AsyncStream<Void>.Continuation.self,
    AsyncThrowingStream<Void, any Error>.Continuation.self,
  ]
  // NB: by name, so that no check imports Foundation or Combine for them; Darwin's and swift-corelibs' classes both.
  private static let timers: Set<String> = ["Timer", "NSTimer", "__NSCFTimer"]
  private static let observations: Set<String> = [
    "AnyCancellable", "NSKeyValueObservation", "__NSObserver", "NSNotificationReceiver", "_NSNotificationObserver",
    "_NSNotificationObserverToken",
  ]
}
