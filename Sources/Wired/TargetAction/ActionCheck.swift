/// The shared core of every target-action assertion: collect the handlers for an event, match the requested
/// pair, fire them directly, and say what went wrong.
@MainActor
enum ActionCheck {
  /// What the assertion requires beyond "some action is registered".
  struct Requirement {
    var target: AnyObject?
    var action: String?
    var requireInteractive: Bool
  }

  /// Fires the control's actions for `event`; returns the failure message, or `nil` when it passed.
  static func run<Control: ActionSendingControl>(
    _ control: Control,
    event: Control.ControlEvent,
    requirement: Requirement
  ) -> FailureMessage? {
    let eventName = control.name(of: event)
    let forEvent = eventName.isEmpty ? "" : " for \(eventName)"
    let claim = "Expected \(control.actionControlDescription) to send \(requested(requirement))\(forEvent)"
    if requirement.requireInteractive, let state = uninteractiveState(of: control) {
      var message = FailureMessage(headline: "\(claim), but it is \(state)")
      message.hint =
        "A user cannot trigger a \(state) control. Pass requireInteractive: false to check its wiring anyway."
      return message
    }
    let actions = control.registeredActions(for: event)
    guard !actions.isEmpty else {
      var message = FailureMessage(headline: "\(claim), but none is registered")
      if !eventName.isEmpty { message.sections = [otherEvents(of: control)] }
      message.hint =
        "Register one\(forEvent) where the control is set up, and check that the set-up code ran "
        + "(in a test, loadViewIfNeeded() runs viewDidLoad)."
      return message
    }
    var toFire = actions
    if requirement.target != nil || requirement.action != nil {
      toFire = actions.filter { matches($0, requirement) }
      guard !toFire.isEmpty else {
        var message = FailureMessage(headline: "\(claim), but it does not")
        message.sections = [listing(actions, title: eventName.isEmpty ? "Registered" : "Registered for \(eventName)")]
        if let action = requirement.action,
          let suggestion = DidYouMean.suggestion(for: action, among: actions.map(\.name))
        {
          message.hint = "Did you mean \"\(suggestion)\"?"
        }
        return message
      }
    }
    if let unreachable = toFire.first(where: { !isFireable($0) }) {
      let problem =
        if case .doesNotRespond? = unreachable.target { "its target does not implement it" } else {
          "has no target to send it to"
        }
      var message = FailureMessage(headline: "\(claim), but \(unreachable.name) \(problem)")
      message.details = [("Found", unreachable.summary)]
      message.hint = unreachableHint(unreachable)
      return message
    }
    for action in toFire {
      action.send(action.arguments)
    }
    return nil
  }

  private static func requested(_ requirement: Requirement) -> String {
    let target = requirement.target.map { " to \(ValueDescription.instance($0))" } ?? ""
    return (requirement.action ?? "an action") + target
  }

  private static func uninteractiveState<Control: ActionSendingControl>(of control: Control) -> String? {
    if !control.isEnabledForActions { return "disabled" }
    if control.isHiddenForActions { return "hidden" }
    return nil
  }

  private static func matches(_ action: ControlAction, _ requirement: Requirement) -> Bool {
    if let name = requirement.action, action.name != name {
      // NB: `#selector(pay)` and "pay" name a method without arguments; a colon-less name also matches `pay:`.
      guard !name.contains(":"), action.name.prefix(while: { $0 != ":" }) == name[...] else { return false }
    }
    if let target = requirement.target {
      switch action.target {
      case .object(let object)?, .doesNotRespond(let object)?: return object === target
      default: return false
      }
    }
    return true
  }

  private static func isFireable(_ action: ControlAction) -> Bool {
    switch action.target {
    case nil, .object?: true
    case .responderChain?, .released?, .doesNotRespond?: false
    }
  }

  private static func unreachableHint(_ action: ControlAction) -> String {
    if case .doesNotRespond(let object)? = action.target {
      return
        "Implement \(action.name) as an @objc method of \(TypeName.of(type(of: object))), or register the selector "
        + "it does implement: a real tap would crash with \"unrecognized selector sent to instance\"."
    }
    if case .released? = action.target {
      return "A control holds its target weakly: keep the target alive (usually the view controller that owns the "
        + "control) for as long as the control is."
    }
    return "A nil target sends the action up the responder chain, which only a running application has; or the "
      + "target was released, since a control holds it weakly. Add the action with an explicit, living target, "
      + "or check the responder that handles it directly."
  }

  private static func otherEvents<Control: ActionSendingControl>(of control: Control) -> String {
    let events = control.registeredActionsByEvent().filter { !$0.actions.isEmpty }
    guard !events.isEmpty else { return "  Registered for other events: none" }
    let lines = events.flatMap { entry in entry.actions.map { "    \(entry.event): \($0.summary)" } }
    return "  Registered for other events:\n" + lines.joined(separator: "\n")
  }

  private static func listing(_ actions: [ControlAction], title: String) -> String {
    "  \(title):\n" + actions.enumerated().map { "    \($0.offset + 1). \($0.element.summary)" }.joined(separator: "\n")
  }
}
