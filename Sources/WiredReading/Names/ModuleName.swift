/// The module that declares a type, and the modules that are the system's: what a graph check never enters.
package enum ModuleName {
  /// The module that declares a type: `App` for `App.Scene<Swift.Int>`, and `Leaf` for a type that Leaf declares in
  /// its extension of Vapor's `Application`, whose reflected name starts `(extension in Leaf):Vapor`.
  package static func of(_ type: Any.Type) -> String {
    cache.value(for: type) {
      // NB: the runtime's own answer, through every type and extension the type is declared in.
      if let module = ContextDescriptor(of: type)?.module { return module }
      let name = String(reflecting: type)
      // NB: an Objective-C class has no module in its name; the image it is loaded from tells system from app.
      if !name.contains("."), let module = ObjectiveCRuntime.module(of: type) { return module }
      return String(name.prefix { $0 != "." && $0 != "<" })
    }
  }

  private static let cache = TypeCache<String>()

  /// Wired's own modules, whose objects (a mock's records) a check never names.
  package static let wired: Set<String> = ["Wired", "WiredChecks", "WiredReading"]

  /// The modules that `GraphScope.appModules` leaves out: the toolchain's, the system's, and Wired.
  package static let system: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation", "Distributed",
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
    "CoreFoundation", "Dispatch", "ObjectiveC", "os", "XCTest", "Testing", "Wired", "WiredChecks", "WiredReading",
    "UIKit", "AppKit", "SwiftUI", "Combine", "CoreData", "CoreGraphics", "CoreImage", "CoreLocation", "CoreAnimation",
    "QuartzCore", "MapKit", "AVFoundation", "AVKit", "WebKit", "Network", "SwiftData", "CloudKit", "StoreKit",
    "UserNotifications", "Photos", "Contacts", "EventKit", "HealthKit", "SafariServices", "__C",
    ObjectiveCRuntime.systemModule,
  ]
}
