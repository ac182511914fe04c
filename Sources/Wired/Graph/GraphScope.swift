/// Which types a recursive injection check walks into.
///
/// By default (``appModules``) the walk enters every type except those of the standard library,
/// Foundation, Dispatch, the concurrency runtime, the test frameworks and Apple's UI and system
/// frameworks, whose internals are not your dependencies. Collections, dictionaries, sets, tuples,
/// optionals and enum payloads are always looked through, whatever module declares them.
///
/// ```swift
/// assertAllInjected(scene, recursive: true, scope: .appModules.excluding(["ThirdPartySDK"]))
/// assertAllInjected(scene, recursive: true, scope: .only(["MyFeature"]))
/// ```
public struct GraphScope: Sendable, Hashable {
  /// Modules whose types are not entered, unless ``including(_:)`` brings them back.
  public private(set) var excludedModules: Set<String>
  /// When not `nil`, the only modules whose types are entered.
  public private(set) var onlyModules: Set<String>?
  /// How many values a walk visits before it stops and fails, so that a huge graph cannot hang a test.
  public var maximumValueCount = 1_000_000

  /// Every module except the system ones listed in ``systemModules``.
  public static var appModules: GraphScope {
    GraphScope(excludedModules: systemModules, onlyModules: nil)
  }

  /// Only types declared in these modules.
  ///
  /// - Parameter modules: Module names, such as `["MyFeature"]`.
  /// - Returns: A scope that enters only these modules.
  public static func only(_ modules: Set<String>) -> GraphScope {
    GraphScope(excludedModules: [], onlyModules: modules)
  }

  /// This scope without the types of these modules.
  ///
  /// - Parameter modules: Module names to leave out.
  /// - Returns: The narrowed scope.
  public func excluding(_ modules: Set<String>) -> GraphScope {
    var scope = self
    scope.excludedModules.formUnion(modules)
    scope.onlyModules?.subtract(modules)
    return scope
  }

  /// This scope with the types of these modules, even system ones.
  ///
  /// - Parameter modules: Module names to walk into.
  /// - Returns: The widened scope.
  public func including(_ modules: Set<String>) -> GraphScope {
    var scope = self
    scope.excludedModules.subtract(modules)
    scope.onlyModules?.formUnion(modules)
    return scope
  }

  /// Whether the walk enters types declared in `module`.
  func enters(module: String) -> Bool {
    !excludedModules.contains(module) && (onlyModules?.contains(module) ?? true)
  }

  /// Whether the walk enters values of `type`, by the module that declares it.
  func enters(_ type: Any.Type) -> Bool {
    enters(module: Self.module(of: type))
  }

  /// The module that declares a type: `App` for `App.Scene<Swift.Int>`.
  static func module(of type: Any.Type) -> String {
    let name = String(reflecting: type)
    // NB: an Objective-C class has no module in its name; the image it is loaded from tells system from app.
    if !name.contains("."), let module = ObjectiveCRuntime.module(of: type) { return module }
    return String(name.prefix { $0 != "." && $0 != "<" })
  }

  /// The modules that ``appModules`` leaves out.
  public static let systemModules: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation", "Distributed",
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
    "CoreFoundation", "Dispatch", "ObjectiveC", "os", "XCTest", "Testing", "Wired",
    "UIKit", "AppKit", "SwiftUI", "Combine", "CoreData", "CoreGraphics", "CoreImage", "CoreLocation", "CoreAnimation",
    "QuartzCore", "MapKit", "AVFoundation", "AVKit", "WebKit", "Network", "SwiftData", "CloudKit", "StoreKit",
    "UserNotifications", "Photos", "Contacts", "EventKit", "HealthKit", "SafariServices", "__C",
    ObjectiveCRuntime.systemModule,
  ]
}
