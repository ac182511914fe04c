// STAND-IN, NOT BEHAVIOUR. Compile-only declarations of the AppKit APIs that Wired calls, so that its
// `#if canImport(AppKit)` code is type-checked on Linux. Signatures follow Apple's documentation (NSControl,
// NSButton, NSMenuItem); the bodies do nothing useful. Nothing here ships or runs.
@_exported import Foundation
@_exported import ObjectiveC

@MainActor open class NSResponder: NSObject {}

@MainActor open class NSView: NSResponder {
  open var isHidden = false
  open func accessibilityLabel() -> String? { nil }
}

@MainActor open class NSControl: NSView {
  open weak var target: AnyObject?
  open var action: Selector?
  open var isEnabled = true
}

@MainActor open class NSButton: NSControl {
  open var title = ""
}

@MainActor open class NSMenuItem: NSObject {
  open weak var target: AnyObject?
  open var action: Selector?
  open var title = ""
  open var isEnabled = true
  open var isHidden = false
}
