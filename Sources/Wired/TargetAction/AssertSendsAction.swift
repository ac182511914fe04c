/// Asserts that a control sends an action for `event`, and fires it, without a host application.
///
/// Collects every handler registered for the event, checks that the required target and action are among
/// them, and calls each one directly: a target-action pair with as many arguments as its selector takes
/// (none, the control as sender, or the sender and a `nil` event), a closure handler by running it.
/// A disabled or hidden control fails unless `requireInteractive` is `false`: a user could not trigger it.
///
/// For UIKit and AppKit use the overloads that take a `UIControl`, `UIBarButtonItem`, `NSControl` or
/// `NSMenuItem`; this one checks any ``ActionSendingControl``.
///
/// - Parameters:
///   - control: The control.
///   - event: The event to send actions for.
///   - target: The target that must receive the action, or `nil` for any.
///   - action: The selector name (`"pay:"`, or `"pay"` for any arity) that must be sent, or `nil` for any.
///   - requireInteractive: Whether a disabled or hidden control fails.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```text
/// Expected ratingControl (RatingControl "Stars") to send an action for tap, but none is registered
///
///   Registered for other events:
///     valueChanged: ratingChanged: → ReviewViewController (0x0000600000c04000)
///
/// Register one for tap where the control is set up, and check that the set-up code ran (in a test, loadViewIfNeeded() runs viewDidLoad).
/// ```
@MainActor
@discardableResult
public func assertSendsAction<Control: ActionSendingControl>(
  _ control: Control,
  event: Control.ControlEvent,
  to target: AnyObject? = nil,
  action: String? = nil,
  requireInteractive: Bool = true,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let requirement = ActionCheck.Requirement(target: target, action: action, requireInteractive: requireInteractive)
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  guard let failure = ActionCheck.run(control, event: event, requirement: requirement, at: site) else { return true }
  failure.report(userMessage: message, at: site)
  return false
}
