import WiredReading

/// Whose code a graph check judges, and which types its walk enters.
///
/// A check reports what you can fix: a nil dependency, a cycle or an object not released in your own code. By default
/// (``appModules``) that is every module but two kinds. The system's (the standard library, Foundation, Dispatch, the
/// test frameworks, Apple's frameworks) are not entered at all. The libraries your app depends on, the packages that
/// SwiftPM or Xcode checked out for the build the tests run from, are walked through, to reach your objects that they
/// hold, but their own optionals, cycles and objects are not judged: a cycle or a leak that passes through a library
/// object but holds one of yours is still reported, by your properties. A local package (`.package(path:)`) is your
/// code. A failure names the modules it left unjudged; widen the scope to judge one.
/// Collections, dictionaries, sets, tuples, optionals and enum payloads are always looked through.
///
/// ```swift
/// assertAllInjected(scene, scope: .appModules.including(["GRDB"]))
/// assertAllInjected(scene, scope: .only(["MyFeature"]))
/// ```
public struct GraphScope: Sendable, Hashable {
  /// Modules whose types are neither entered nor judged, unless ``including(_:)`` brings them back.
  private(set) var excludedModules: Set<String>
  /// When not `nil`, the only modules whose types are entered and judged.
  private(set) var onlyModules: Set<String>?
  /// How many objects and values a walk visits before it stops and fails, so that a huge graph cannot hang a test.
  public var visitLimit = 1_000_000
  /// The modules of the packages the app depends on: entered, not judged.
  private(set) var libraryModules: Set<String>
  /// Modules judged although they belong to a library.
  private var includedModules: Set<String> = []

  init(excludedModules: Set<String>, onlyModules: Set<String>?, libraryModules: Set<String>) {
    self.excludedModules = excludedModules
    self.onlyModules = onlyModules
    self.libraryModules = libraryModules
  }

  /// Your app's code: every module but the system's and those of the packages the app depends on.
  public static var appModules: GraphScope {
    GraphScope(excludedModules: ModuleName.system, onlyModules: nil, libraryModules: LibraryModules.ofThisBuild.modules)
  }

  /// Only types declared in these modules, entered and judged, libraries or not.
  ///
  /// - Parameter modules: Module names, such as `["MyFeature"]`.
  /// - Returns: A scope that enters only these modules.
  public static func only(_ modules: Set<String>) -> GraphScope {
    GraphScope(excludedModules: [], onlyModules: modules, libraryModules: [])
  }

  /// This scope without the types of these modules.
  ///
  /// - Parameter modules: Module names to leave out.
  /// - Returns: The narrowed scope.
  public func excluding(_ modules: Set<String>) -> GraphScope {
    var scope = self
    scope.excludedModules.formUnion(modules)
    scope.onlyModules?.subtract(modules)
    scope.includedModules.subtract(modules)
    return scope
  }

  /// This scope with the types of these modules entered and judged, even a library's or the system's.
  ///
  /// - Parameter modules: Module names to walk into and judge.
  /// - Returns: The widened scope.
  public func including(_ modules: Set<String>) -> GraphScope {
    var scope = self
    scope.excludedModules.subtract(modules)
    scope.onlyModules?.formUnion(modules)
    scope.includedModules.formUnion(modules)
    return scope
  }

  /// Whether the walk enters types declared in `module`.
  func enters(module: String) -> Bool {
    !excludedModules.contains(module) && (onlyModules?.contains(module) ?? true)
  }

  /// Whether the walk enters values of `type`, by the module that declares it.
  func enters(_ type: Any.Type) -> Bool {
    enters(module: ModuleName.of(type))
  }

  /// Whether the check reports what lies in `module`'s types: their nil optionals, their cycles, their objects not
  /// released.
  func judges(module: String) -> Bool {
    enters(module: module) && (!libraryModules.contains(module) || includedModules.contains(module))
  }

  /// Whether the check reports what lies in values of `type`.
  func judges(_ type: Any.Type) -> Bool {
    judges(module: ModuleName.of(type))
  }
}
