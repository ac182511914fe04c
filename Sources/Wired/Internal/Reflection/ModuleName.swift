/// The module that declares a type, and the modules that are the system's: what a graph check never enters.
enum ModuleName {
  /// The module that declares a type: `App` for `App.Scene<Swift.Int>`, and `Wired` for a type of a snippet.
  static func of(_ type: Any.Type) -> String {
    let name = String(reflecting: type)
    // NB: an Objective-C class has no module in its name; the image it is loaded from tells system from app.
    if !name.contains("."), let module = ObjectiveCRuntime.module(of: type) { return module }
    let parts = name.prefix { $0 != "<" }.split(separator: ".", maxSplits: 2)
    // NB: a snippet copied into a test target (Snippets/) declares its types in an enum of that target; they are
    // Wired's, as the package's are, so that a `Spy` in the app's graph is not judged as the app's code.
    if parts.count > 1, snippetNamespaces.contains(String(parts[1])) { return "Wired" }
    return String(parts[0])
  }

  /// The namespaces of the snippets (Scripts/generate-snippets.py checks that this list names each of them).
  static let snippetNamespaces: Set<String> = [
    "WiredPaths", "WiredInjection", "WiredActions", "WiredDoubles", "WiredMemory",
  ]

  /// The modules that ``GraphScope/appModules`` leaves out: the toolchain's, the system's, and Wired.
  static let system: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation", "Distributed",
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
    "CoreFoundation", "Dispatch", "ObjectiveC", "os", "XCTest", "Testing", "Wired",
    "UIKit", "AppKit", "SwiftUI", "Combine", "CoreData", "CoreGraphics", "CoreImage", "CoreLocation", "CoreAnimation",
    "QuartzCore", "MapKit", "AVFoundation", "AVKit", "WebKit", "Network", "SwiftData", "CloudKit", "StoreKit",
    "UserNotifications", "Photos", "Contacts", "EventKit", "HealthKit", "SafariServices", "__C",
    ObjectiveCRuntime.systemModule,
  ]
}
