import Foundation
import WiredReading

/// An object whose state a running thread owns and changes at any moment, which the walks list where the app holds
/// it and never enter: reading it while its thread writes it would read a torn value, and can crash the process.
///
/// Decided by type, once: an executor (a `SerialExecutor` or `TaskExecutor`, which a NIO event loop is), Foundation's
/// `Thread`, an object that runs executors or threads (an event-loop group; a thread pool, whose threads may be a class
/// named for one, such as NIO's `NIOThread`); and a library's object that holds one executor, whose thread alone
/// touches it (a NIO channel). The object a check is handed is read whatever it is: the test chose it.
/// Dispatch and operation queues and run loops are the system's, which the walks never enter anyway.
enum LiveObject: Equatable, Sendable {
  /// An executor: the thread that runs it owns its state.
  case executor
  /// A thread of its own.
  case thread
  /// An object that runs executors or threads of its own: an event-loop group, a thread pool.
  case runner
  /// A library's object that holds one executor, whose thread alone changes it.
  case confined
  /// An actor: its executor alone reads and changes its state. A synchronous check never enters one; an awaited check
  /// reads the app's own on their executors.
  case actor

  /// Why a walk does not enter it, as a message says: `it is an executor, whose state …`.
  var reason: String {
    switch self {
    case .executor: "it is an executor, whose state the thread that runs it owns"
    case .thread: "it is a thread, which changes its own state"
    case .runner: "it runs executors or threads of its own, which change its state"
    case .confined: "it belongs to an executor, whose thread changes its state"
    case .actor: "it is an actor, whose state only its own executor may read"
    }
  }

  /// The short note a snapshot line ends with.
  var note: String {
    switch self {
    case .executor: "executor, not entered"
    case .thread: "thread, not entered"
    case .runner: "runs threads, not entered"
    case .confined: "on an executor, not entered"
    case .actor: "actor, not entered"
    }
  }

  /// What values of `type` are, if live; `isLibrary` says whether the type is a library's, whose objects that belong
  /// to an executor are live too (the app's own, a handler that keeps its event loop, are what the checks are for).
  static func of(_ type: Any.Type, isLibrary: Bool) -> LiveObject? {
    let decided = cache.value(for: type) { decide(type) }
    // NB: a class named like a thread is one in a library's pool, not in an app (a message thread).
    guard isLibrary || (decided.kind != .confined && !decided.byName) else { return nil }
    return decided.kind
  }

  private static let cache = TypeCache<(kind: LiveObject?, byName: Bool)>()

  /// Whether `object`, of a library's class whose type alone does not say, belongs to an executor: one of its `let`s,
  /// of an existential type, holds one, as NIO's pipelines and futures and AsyncKit's connection pools keep their
  /// `eventLoop`. A `let` never changes once its object is made, so reading it races nothing; a `var` is never read.
  static func confinement(of object: AnyObject) -> LiveObject? {
    for held in ExistentialLets.objects(heldBy: object) where ownKind(of: type(of: held)) == .executor {
      return .confined
    }
    return nil
  }

  /// What `type` is, and whether that rests on a field's type being named like a thread.
  private static func decide(_ type: Any.Type) -> (kind: LiveObject?, byName: Bool) {
    if let own = ownKind(of: type) { return (own, false) }
    guard type is AnyClass else { return (nil, false) }
    // NB: an actor is read on its executor or not at all; what holds one is read as usual.
    if type is any Actor.Type { return (.actor, false) }
    var holdsAnExecutor = false
    for field in FieldLayout.of(type).fields {
      let declared = TypeKind.innermostWrapped(field.declaredType)
      let held = (declared as? any ElementTyped.Type)?.elementTypes.map(TypeKind.innermostWrapped)
      for element in held ?? [declared] {
        if let kind = ownKind(of: element) {
          if held != nil || kind == .thread { return (.runner, false) }
          holdsAnExecutor = true
        } else if element is AnyClass, TypeName.of(element).hasSuffix("Thread") {
          return (.runner, true)
        }
      }
    }
    return (holdsAnExecutor ? .confined : nil, false)
  }

  /// Whether `type` is an executor or a thread itself.
  private static func ownKind(of type: Any.Type) -> LiveObject? {
    guard type is AnyClass else { return nil }
    if type is any Executor.Type { return .executor }
    if type is Thread.Type { return .thread }
    return nil
  }
}
