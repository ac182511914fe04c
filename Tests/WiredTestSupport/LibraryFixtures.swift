import Foundation

// Stand-ins for a library's internals (a database connection, an event loop group, a cache), for tests that treat this
// module as a package the app depends on: `GraphScope.appModules` with `WiredTestSupport` among its libraries.

/// A library's connection: optionals nobody sets, a configuration with one, and the observers it is given.
public final class LibraryConnection: @unchecked Sendable {
  /// Set only by apps that want it.
  public var busyCallback: (@Sendable (Int) -> Bool)?
  /// The connection's settings.
  public var configuration = LibraryConfiguration()
  /// What was registered on the connection, held strongly until removed.
  public var observers: [AnyObject] = []
  /// The connection's own state, which its cache keeps a moment longer than the connection.
  public let state = LibraryState()

  /// A new connection.
  public init() {}
}

/// A library's settings, with an optional left nil.
public struct LibraryConfiguration: Sendable {
  /// The queue to call back on, `nil` for the library's own.
  public var targetQueue: DispatchQueue?
  /// A new configuration.
  public init() {}
}

/// A library object that its own cache keeps after its owner is gone.
public final class LibraryState: @unchecked Sendable {
  /// A new state.
  public init() {}
}

/// A library's process-wide cache, which keeps what it is given.
public final class LibraryCache: @unchecked Sendable {
  /// The one cache.
  public static let shared = LibraryCache()
  private let lock = NSLock()
  private var kept: [AnyObject] = []

  /// Keeps `object` until ``removeAll()``.
  public func keep(_ object: AnyObject) {
    lock.lock()
    defer { lock.unlock() }
    kept.append(object)
  }

  /// Lets go of everything kept.
  public func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    kept = []
  }
}

/// A library's event loop, which points back to its group on purpose, under a name declared with an underscore.
public final class LibraryEventLoop: @unchecked Sendable {
  /// The group, held strongly: the library breaks the cycle when the group shuts down.
  public var _parentGroup: LibraryEventLoopGroup?
  /// A new loop.
  public init() {}
}

/// A library's event loop group, a process-wide singleton in a deliberate cycle with its loops.
public final class LibraryEventLoopGroup: @unchecked Sendable {
  /// The group every app shares.
  public static let singleton = LibraryEventLoopGroup()
  /// The loops, each pointing back.
  public var loops: [LibraryEventLoop] = []

  /// A group of two loops.
  public init() {
    loops = [LibraryEventLoop(), LibraryEventLoop()]
    for loop in loops { loop._parentGroup = self }
  }
}

/// A library's runner of services, which holds the services it is given.
public final class LibraryServiceGroup: @unchecked Sendable {
  /// The services it runs.
  public let services: [AnyObject]
  /// A group running `services`.
  public init(services: [AnyObject]) {
    self.services = services
  }
}

/// A library's value that keeps its state in an object of its own, as swift-log's `Logger` keeps its handler.
public struct LibraryLogger: @unchecked Sendable {
  /// The storage the value shares among its copies.
  final class Storage: @unchecked Sendable {
    var handler: AnyObject
    var metadata: [String: String] = [:]
    init(handler: AnyObject) { self.handler = handler }
  }

  private let _storage: Storage
  /// The objects the value keeps beside its storage.
  let extras: [AnyObject]

  /// A logger that writes to `handler` and keeps `extras`.
  public init(handler: AnyObject, extras: [AnyObject] = []) {
    _storage = Storage(handler: handler)
    self.extras = extras
  }
}

/// A library's server that is an actor, as FlyingFox's `HTTPServer` is: it keeps the route handlers the app appends,
/// and nothing else holds them.
public actor LibraryActorServer {
  private var routes: [String: AnyObject] = [:]
  /// A server with no routes.
  public init() {}
  /// Keeps `handler` for `path`.
  public func appendRoute(_ path: String, to handler: AnyObject & Sendable) {
    routes[path] = handler
  }
  /// Lets go of every handler.
  public func stop() {
    routes = [:]
  }
}

/// A library's runner of services that is an actor, as swift-service-lifecycle's `ServiceGroup` is.
public actor LibraryActorGroup {
  private var services: [AnyObject] = []
  /// A group with no services.
  public init() {}
  /// Runs `service`, keeping it.
  public func add(_ service: AnyObject & Sendable) {
    services.append(service)
  }
}

/// A library's class that keeps its reference in raw atomic storage, as swift-atomics' `ManagedAtomicLazyReference`
/// does: the runtime describes no field of its that holds the instance.
public final class LibraryLazyReference<Instance: AnyObject>: @unchecked Sendable {
  private var storage: UInt = 0
  /// An empty reference.
  public init() {}
  /// Keeps `instance`, once.
  public func store(_ instance: Instance) {
    guard storage == 0 else { return }
    storage = UInt(bitPattern: Unmanaged.passRetained(instance).toOpaque())
  }
  deinit {
    guard let pointer = UnsafeRawPointer(bitPattern: storage) else { return }
    Unmanaged<Instance>.fromOpaque(pointer).release()
  }
}

/// A library's parsed document: many values that hold no reference, and values of `Any` that may hold the app's
/// objects, as a decoder's extensions do.
public struct LibraryDocument {
  /// One section of the document.
  public struct Section {
    public var title: String
    public var extensions: [String: Any]
    public var note: LibraryNote?
  }

  /// A case with a payload, as a parsed schema is.
  public enum LibraryNote {
    case text(String)
    case values([Any])
  }

  public var sections: [Section]

  /// `count` sections, each with a title, two extensions and a note; the last holds `last` in its note's values.
  public init(sections count: Int, last: Any? = nil) {
    sections = (0..<count).map { index in
      Section(
        title: "section \(index)", extensions: ["x-index": index, "x-tags": ["a", "b"] as [Any]],
        note: .values(index == count - 1 ? [index, last as Any] : [index]))
    }
  }
}
