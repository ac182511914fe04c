import WiredReading

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Asserts that a `UIControl` sends an action for `event`, and fires it, without a host application.
  ///
  /// In a unit-test bundle with no host app, `sendActions(for:)` does nothing, since UIKit dispatches through
  /// `UIApplication`. This reads the control's target-action pairs and `UIAction` handlers for the event and
  /// calls each directly. A control holds its targets weakly: keep the target alive for the assertion.
  ///
  /// - Parameters:
  ///   - control: The button, switch, slider, text field or other control.
  ///   - event: The event, such as `.touchUpInside` or `.valueChanged`.
  ///   - target: The target that must receive the action, or `nil` for any.
  ///   - action: The selector that must be sent, or `nil` for any.
  ///   - requireInteractive: Whether a disabled or hidden control fails.
  ///   - message: Text to put before the failure.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the assertion passed.
  ///
  /// ```swift
  /// @MainActor @Test func payButtonPays() {
  ///   let vc = PaymentViewController()
  ///   vc.loadViewIfNeeded()
  ///   assertSendsAction(vc.payButton, event: .touchUpInside, to: vc, action: #selector(PaymentViewController.pay))
  /// }
  /// ```
  @MainActor
  @discardableResult
  public func assertSendsAction(
    _ control: UIControl,
    event: UIControl.Event,
    to target: AnyObject? = nil,
    action: Selector? = nil,
    requireInteractive: Bool = true,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    assertSendsAction(
      UIControlActions(control),
      event: event,
      to: target,
      action: action.map(NSStringFromSelector),
      requireInteractive: requireInteractive,
      message: message(),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Asserts that a `UIBarButtonItem` sends its action to its target, and fires it, without a host application.
  ///
  /// An item made with `UIBarButtonItem(primaryAction:)` has no target or action: its `UIAction` is fired instead.
  ///
  /// - Parameters:
  ///   - item: The bar button item.
  ///   - target: The target that must receive the action, or `nil` for any.
  ///   - action: The selector that must be sent, or `nil` for any.
  ///   - requireInteractive: Whether a disabled item fails.
  ///   - message: Text to put before the failure.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the assertion passed.
  @MainActor
  @discardableResult
  public func assertSendsAction(
    _ item: UIBarButtonItem,
    to target: AnyObject? = nil,
    action: Selector? = nil,
    requireInteractive: Bool = true,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let adapter = TargetActionItem(
      item,
      description: TypeName.of(type(of: item)) + (item.title.map { " \"\($0)\"" } ?? ""),
      target: item.target,
      action: item.action,
      isEnabled: item.isEnabled,
      isHidden: false,
      handlers: item.primaryAction.flatMap { PrimaryAction.make($0, sender: item) }.map { [$0] } ?? []
    )
    return adapter.assertSendsAction(
      to: target,
      action: action,
      requireInteractive: requireInteractive,
      message: message,
      site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
#endif
