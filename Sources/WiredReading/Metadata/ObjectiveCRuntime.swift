#if canImport(ObjectiveC)
  import ObjectiveC
#endif

/// What Apple platforms' Objective-C runtime changes for the graph checks; on Linux, nothing.
///
/// Reasoned from objc4's sources, not run here: autoreleased objects (nib loading, Objective-C getters) stay alive
/// until their pool drains; `String(reflecting:)` gives an Objective-C class no module; and a tagged-pointer object
/// (a small `NSNumber`, `NSString` or `NSDate`) is no allocation, so a weak reference to it is never cleared.
package enum ObjectiveCRuntime {
  /// Runs `body` in an autorelease pool, so that what it autoreleases is gone when it returns.
  package static func drainingAutoreleased<Result>(_ body: () throws -> Result) rethrows -> Result {
    #if canImport(ObjectiveC)
      try autoreleasepool(invoking: body)
    #else
      try body()
    #endif
  }

  /// The module of an Objective-C class, told by the image it is loaded from: ``systemModule`` for the system's
  /// frameworks and libraries, ``appModule`` for the app's and the test bundle's own; `nil` for a Swift type.
  static func module(of type: Any.Type) -> String? {
    #if canImport(ObjectiveC)
      guard let objectiveCClass = type as? AnyClass, let image = class_getImageName(objectiveCClass) else { return nil }
      let path = String(cString: image)
      let isSystem =
        path.hasPrefix("/System/") || path.hasPrefix("/usr/lib/") || path.contains("/RuntimeRoot/")
        || path.contains("/Developer/Library/")
      return isSystem ? systemModule : appModule
    #else
      return nil
    #endif
  }

  /// The module name given to Objective-C classes of the system's images.
  static let systemModule = "__SystemObjectiveC"
  /// The module name given to Objective-C classes of the app's own images.
  static let appModule = "__AppObjectiveC"

  /// Whether `object` is a tagged pointer, which a weak reference never lets go of.
  package static func isTaggedPointer(_ object: AnyObject) -> Bool {
    #if canImport(ObjectiveC)
      // NB: objc4's `_OBJC_TAG_MASK`: the low bit on Intel Macs, the high bit everywhere else.
      let bits = UInt(bitPattern: ObjectIdentifier(object))
      #if (os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64)
        return bits & 1 != 0
      #else
        return bits & (1 << 63) != 0
      #endif
    #else
      return false
    #endif
  }
}
