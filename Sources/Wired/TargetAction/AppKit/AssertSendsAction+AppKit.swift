import WiredReading

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// Asserts that an `NSControl` sends its action to its target, and fires it, without a running application.
  ///
  /// AppKit controls have one target and one action, sent when the control is used. A control holds its target
  /// weakly: keep the target alive for the assertion.
  ///
  /// - Parameters:
  ///   - control: The button, slider, text field or other control.
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
  /// assertSendsAction(window.saveButton, to: controller, action: #selector(DocumentController.save(_:)))
  /// ```
  @MainActor
  @discardableResult
  public func assertSendsAction(
    _ control: NSControl,
    to target: AnyObject? = nil,
    action: Selector? = nil,
    requireInteractive: Bool = true,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let title = (control as? NSButton)?.title ?? control.accessibilityLabel()
    let adapter = TargetActionItem(
      control,
      description: TypeName.of(type(of: control)) + (title.map { " \"\($0)\"" } ?? ""),
      target: control.target,
      action: control.action,
      isEnabled: control.isEnabled,
      isHidden: control.isHidden
    )
    return adapter.assertSendsAction(
      to: target,
      action: action,
      requireInteractive: requireInteractive,
      message: message,
      site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an `NSMenuItem` sends its action to its target, and fires it, without a running application.
  ///
  /// - Parameters:
  ///   - item: The menu item.
  ///   - target: The target that must receive the action, or `nil` for any.
  ///   - action: The selector that must be sent, or `nil` for any.
  ///   - requireInteractive: Whether a disabled or hidden item fails.
  ///   - message: Text to put before the failure.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the assertion passed.
  @MainActor
  @discardableResult
  public func assertSendsAction(
    _ item: NSMenuItem,
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
      description: "NSMenuItem \"\(item.title)\"",
      target: item.target,
      action: item.action,
      isEnabled: item.isEnabled,
      isHidden: item.isHidden
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
