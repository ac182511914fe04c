// STAND-IN, NOT BEHAVIOUR. Compile-only declarations of the Objective-C runtime APIs that Wired calls, so that
// Wired's Apple-only code is type-checked on Linux. Signatures follow Apple's SDK; the bodies do nothing useful.
// Nothing here ships or runs.
@_exported import Foundation

/// Stand-in for the runtime's selector type.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  let name: String
  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for Foundation's `NSStringFromSelector(_:)` on Apple platforms.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for Foundation's `NSSelectorFromString(_:)` on Apple platforms.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

extension NSObject {
  /// Stand-in for `NSObjectProtocol.responds(to:)`.
  public func responds(to aSelector: Selector!) -> Bool { false }

  /// Stand-in for `NSObjectProtocol.perform(_:)`.
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { nil }

  /// Stand-in for `NSObjectProtocol.perform(_:with:)`.
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! { nil }

  /// Stand-in for `NSObjectProtocol.perform(_:with:with:)`.
  public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! { nil }
}

/// Stand-in for the runtime's `autoreleasepool(invoking:)`.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result { try body() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for the runtime's `class_getImageName(_:)`.
public func class_getImageName(_ cls: AnyClass?) -> UnsafePointer<CChar>? { nil }
