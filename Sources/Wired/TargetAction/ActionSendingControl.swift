import WiredReading

/// A control that sends actions for events: the shape ``assertSendsAction(_:event:to:action:requireInteractive:message:fileID:filePath:line:column:)`` checks.
///
/// Wired's UIKit and AppKit support adapt `UIControl`, `UIBarButtonItem`, `NSControl` and `NSMenuItem` to it.
/// Conform a custom or cross-platform control to check it the same way:
///
/// ```swift
/// extension RatingControl: ActionSendingControl {
///   func registeredActions(for event: RatingControl.Event) -> [ControlAction] {
///     handlers[event, default: []].map { handler in .handler(named: handler.name) { handler.run(self) } }
///   }
///   func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] { … }
/// }
/// ```
@MainActor
public protocol ActionSendingControl: AnyObject {
  /// The type of the events the control sends actions for.
  associatedtype ControlEvent

  /// The actions registered for `event`, in the order the control would send them.
  ///
  /// - Parameter event: One event.
  /// - Returns: The actions, empty when none is registered.
  func registeredActions(for event: ControlEvent) -> [ControlAction]

  /// Every event that has actions, named for messages, to show what is registered when the checked event has none.
  ///
  /// - Returns: The events, each with its actions.
  func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])]

  /// How messages name an event.
  ///
  /// - Parameter event: The event.
  /// - Returns: Its name, such as `touchUpInside`.
  func name(of event: ControlEvent) -> String

  /// How messages name the control: its type, and its title or accessibility label when it has one.
  var actionControlDescription: String { get }

  /// Whether a user could trigger the control now: `false` when it is disabled.
  var isEnabledForActions: Bool { get }

  /// Whether the control is hidden, so that a user could not trigger it.
  var isHiddenForActions: Bool { get }
}

/// A UIKit or AppKit control adapted by Wired, whose actions are Objective-C selectors set up by a view controller:
/// failure hints may speak of `@objc` and `loadViewIfNeeded()`.
@MainActor
protocol PlatformActionControl: ActionSendingControl {}

extension ActionSendingControl {
  /// The event's case name, its `String` raw value, or for an option set such as `Event(rawValue: 64)`, `Event 64`.
  ///
  /// Implement it when your events deserve better names in messages.
  public func name(of event: ControlEvent) -> String {
    if let raw = event as? any RawRepresentable {
      if let text = raw.rawValue as? String { return text }
      return "\(TypeName.of(ControlEvent.self)) \(raw.rawValue)"
    }
    return String(describing: event)
  }

  /// The control's type name.
  public var actionControlDescription: String { TypeName.of(type(of: self)) }

  /// `true`: a control that has no notion of being disabled is always enabled.
  public var isEnabledForActions: Bool { true }

  /// `false`: a control that has no notion of being hidden is always visible.
  public var isHiddenForActions: Bool { false }
}
