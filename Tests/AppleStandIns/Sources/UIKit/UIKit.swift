// STAND-IN, NOT BEHAVIOUR. Compile-only declarations of the UIKit APIs that Wired calls, so that its
// `#if canImport(UIKit)` code is type-checked on Linux. Signatures follow Apple's documentation (UIControl,
// UIControl.Event, UIAction, UIButton, UIBarButtonItem); the bodies do nothing useful. Nothing here ships or runs.
@_exported import Foundation
@_exported import ObjectiveC

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder {
  open var isHidden = false
}

@MainActor open class UIControl: UIView {
  public struct Event: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  open var isEnabled = true
  open var allTargets: Set<AnyHashable> { [] }
  open var allControlEvents: UIControl.Event { [] }
  open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? { nil }
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
  open func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void) {}
  open func sendAction(_ action: UIAction) {}
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

@MainActor open class UIButton: UIControl {
  open var currentTitle: String? { nil }
  public convenience init(primaryAction: UIAction?) { self.init() }
}

@MainActor open class UIViewController: UIResponder {
  open func viewDidLoad() {}
  public func loadViewIfNeeded() {}
}

@MainActor open class UIMenuElement: NSObject {
  open var title = ""
}

@MainActor open class UIAction: UIMenuElement {
  public convenience init(title: String = "", handler: @escaping (UIAction) -> Void) { self.init() }
}

@MainActor open class UIBarItem: NSObject {
  open var isEnabled = true
  open var title: String?
}

@MainActor open class UIBarButtonItem: UIBarItem {
  open weak var target: AnyObject?
  open var action: Selector?
  open var primaryAction: UIAction?
  public convenience init(primaryAction: UIAction?) { self.init() }
}

extension NSObject {
  /// Stand-in for the `UIAccessibility` informal protocol's label.
  @MainActor public var accessibilityLabel: String? { nil }
}
