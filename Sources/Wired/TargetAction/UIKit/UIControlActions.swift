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

    /// The handlers of one event bit: `UIAction`s and target-action pairs on iOS 14, target-action pairs before.
    private func actions(forSingleEvent event: UIControl.Event) -> [ControlAction] {
      if #available(iOS 14.0, tvOS 14.0, *) {
        var actions: [ControlAction] = []
        control.enumerateEventHandlers { action, targetAction, events, _ in
          guard events.contains(event) else { return }
          if let action {
            actions.append(.handler(named: "UIAction \"\(action.title)\"") { [control] in control.sendAction(action) })
          }
          if let (target, selector) = targetAction {
            actions.append(ObjectiveCAction.make(target: target, selector: selector, sender: control))
          }
        }
        return actions
      }
      return control.allTargets.flatMap { target -> [ControlAction] in
        // NB: `allTargets` shows a nil target as NSNull, and `actions(forTarget:…)` wants that very object.
        let names = control.actions(forTarget: target.base, forControlEvent: event) ?? []
        let receiver: Any? = target.base is NSNull ? nil : target.base
        return names.map {
          ObjectiveCAction.make(target: receiver, selector: NSSelectorFromString($0), sender: control)
        }
      }
    }
  }
#endif
