import WiredReading

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Adapts a `UIControl` to ``ActionSendingControl``: its target-action pairs and `UIAction` handlers, per event.
  @MainActor
  final class UIControlActions: PlatformActionControl {
    let control: UIControl

    init(_ control: UIControl) {
      self.control = control
    }

    func registeredActions(for event: UIControl.Event) -> [ControlAction] {
      UIControlEventNames.singleEvents(in: event).flatMap(actions(forSingleEvent:))
    }

    func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] {
      UIControlEventNames.singleEvents(in: control.allControlEvents).map {
        ($0.readableName, actions(forSingleEvent: $0))
      }
    }

    func name(of event: UIControl.Event) -> String {
      event.readableName
    }

    var actionControlDescription: String {
      let title = (control as? UIButton)?.currentTitle ?? control.accessibilityLabel
      return TypeName.of(type(of: control)) + (title.map { " \"\($0)\"" } ?? "")
    }

    var isEnabledForActions: Bool { control.isEnabled }

    var isHiddenForActions: Bool { control.isHidden }

    /// The handlers of one event bit: `UIAction`s and target-action pairs, in the order UIKit keeps them.
    ///
    /// A `UIButton` made with `UIButton(primaryAction:)` registers its action for `.primaryActionTriggered`, which
    /// UIKit sends with every `.touchUpInside`: asked for `.touchUpInside`, a button's primary actions fire too.
    private func actions(forSingleEvent event: UIControl.Event) -> [ControlAction] {
      let sentTogether: UIControl.Event =
        control is UIButton && event == .touchUpInside ? [.touchUpInside, .primaryActionTriggered] : event
      var actions: [ControlAction] = []
      control.enumerateEventHandlers { action, targetAction, events, _ in
        guard !events.isDisjoint(with: sentTogether) else { return }
        if let action {
          actions.append(.handler(named: "UIAction \"\(action.title)\"") { [control] in control.sendAction(action) })
        }
        if let (target, selector) = targetAction {
          actions.append(ObjectiveCAction.make(target: target, selector: selector, sender: control))
        }
      }
      return actions
    }
  }
#endif
