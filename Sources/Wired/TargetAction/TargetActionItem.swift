import WiredReading

#if canImport(ObjectiveC)
  import Foundation
  import ObjectiveC

  /// Adapts anything with one target and one action (`UIBarButtonItem`, `NSControl`, `NSMenuItem`) to
  /// ``ActionSendingControl``, with a single event.
  @MainActor
  final class TargetActionItem: PlatformActionControl {
    private let sender: AnyObject
    private let target: AnyObject?
    private let action: Selector?
    private let handlers: [ControlAction]
    let actionControlDescription: String
    let isEnabledForActions: Bool
    let isHiddenForActions: Bool

    init(
      _ sender: AnyObject,
      description: String,
      target: AnyObject?,
      action: Selector?,
      isEnabled: Bool,
      isHidden: Bool,
      handlers: [ControlAction] = []
    ) {
      self.sender = sender
      self.handlers = handlers
      self.actionControlDescription = description
      self.target = target
      self.action = action
      self.isEnabledForActions = isEnabled
      self.isHiddenForActions = isHidden
    }

    func registeredActions(for event: Void) -> [ControlAction] {
      guard let action else { return handlers }
      return [ObjectiveCAction.make(target: target, selector: action, sender: sender)] + handlers
    }

    func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] {
      []
    }

    /// Empty: an item with one target and one action has no events to name.
    func name(of event: Void) -> String {
      ""
    }

    /// Runs the shared check on this item and reports its failure at `site`.
    func assertSendsAction(
      to target: AnyObject?,
      action: Selector?,
      requireInteractive: Bool,
      message: () -> String,
      site: SourceSite
    ) -> Bool {
      let requirement = ActionCheck.Requirement(
        target: target,
        action: action.map(NSStringFromSelector),
        requireInteractive: requireInteractive
      )
      guard let failure = ActionCheck.run(self, event: (), requirement: requirement, at: site) else { return true }
      failure.report(userMessage: message, at: site)
      return false
    }
  }
#endif
