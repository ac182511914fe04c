import WiredReading

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

  /// Fires the control's actions for `event`; returns the failure message, or `nil` when it passed. `site` is the
  /// call's, whose source names the control in a failure.
  static func run<Control: ActionSendingControl>(
    _ control: Control,
    event: Control.ControlEvent,
    requirement: Requirement,
    at site: SourceSite
  ) -> FailureMessage? {
    let eventName = control.name(of: event)
    let forEvent = eventName.isEmpty ? "" : " for \(eventName)"
    // NB: lazy, since naming the control reads the caller's source, which only a failure needs.
    lazy var claim = "Expected \(named(control, at: site)) to send \(requested(requirement))\(forEvent)"
    if requirement.requireInteractive, let state = uninteractiveState(of: control) {
      var message = FailureMessage(headline: "\(claim), but it is \(state)")
      message.hint =
        "A user cannot trigger a \(state) control. Pass requireInteractive: false to check its wiring anyway."
      return message
    }
    let isPlatform = control is any PlatformActionControl
    let actions = control.registeredActions(for: event)
    guard !actions.isEmpty else {
      var message = FailureMessage(headline: "\(claim), but none is registered")
      if !eventName.isEmpty { message.sections = [otherEvents(of: control)] }
      message.hint =
        "Register one\(forEvent) where the control is set up, and check that the set-up code ran"
        + (isPlatform ? " (in a test, loadViewIfNeeded() runs viewDidLoad)." : ".")
      return message
    }
    var toFire = actions
    if requirement.target != nil || requirement.action != nil {
      toFire = actions.filter { matches($0, requirement) }
      guard !toFire.isEmpty else {
        var message = FailureMessage(headline: "\(claim), but it does not")
        message.sections = [listing(actions, title: eventName.isEmpty ? "Registered" : "Registered for \(eventName)")]
        message.hint = mismatchHint(actions, requirement, isPlatform: isPlatform)
        return message
      }
    }
    if let unreachable = toFire.first(where: { !isFireable($0) }) {
      let problem =
        if case .doesNotRespond? = unreachable.target {
          "the target of \(unreachable.name) does not implement it"
        } else {
          "\(unreachable.name) has no target to send it to"
        }
      var message = FailureMessage(headline: "\(claim), but \(problem)")
      message.details = [("Found", unreachable.summary)]
      message.hint = unreachableHint(unreachable, isPlatform: isPlatform)
      return message
    }
    for action in toFire {
      action.send(action.arguments)
    }
    return nil
  }

  /// The control as the call spells it, with its type and title (`payButton (UIButton "Pay")`); by its type and title
  /// alone when the call's source cannot be read, or builds the control in place (`TestControl()`, which starts with
  /// a type's name), or spells too much to read in a headline.
  static func named(_ control: some ActionSendingControl, at site: SourceSite) -> String {
    let description = control.actionControlDescription
    guard let spelled = SourceExpression.firstArgument(of: "assertSendsAction", at: site),
      spelled.count <= 60, !spelled.contains("\n"), spelled.first?.isUppercase == false
    else { return description }
    return "\(spelled) (\(description))"
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

  /// Why no registered action is the requested one: a typo in the app's own registration, a target that cannot
  /// be matched, or a near name.
  private static func mismatchHint(
    _ actions: [ControlAction],
    _ requirement: Requirement,
    isPlatform: Bool
  ) -> String? {
    if let action = requirement.action,
      let suggestion = DidYouMean.suggestion(for: action, among: actions.map(\.name)),
      let suggested = actions.first(where: { $0.name == suggestion })
    {
      // NB: a near name that its target does not implement is the app's typo; suggesting it would copy the typo.
      guard case .doesNotRespond(let object)? = suggested.target else { return "Did you mean \"\(suggestion)\"?" }
      return "The control registers \(suggestion), which \(TypeName.of(type(of: object))) does not implement: "
        + "correct the selector where the app adds the action, not the test."
    }
    if requirement.target != nil, let unmatched = actions.first(where: { !isFireable($0) && !isTargeted($0) }) {
      return unreachableHint(unmatched, isPlatform: isPlatform)
    }
    return nil
  }

  /// Whether the action names an object as its target, whether or not it implements the selector.
  private static func isTargeted(_ action: ControlAction) -> Bool {
    switch action.target {
    case .object?, .doesNotRespond?: true
    default: false
    }
  }

  private static func unreachableHint(_ action: ControlAction, isPlatform: Bool) -> String {
    if case .doesNotRespond(let object)? = action.target {
      let typeName = TypeName.of(type(of: object))
      guard isPlatform else {
        return "Implement \(action.name) in \(typeName), or register the action it does implement."
      }
      return
        "Implement \(action.name) as an @objc method of \(typeName), or register the selector "
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
