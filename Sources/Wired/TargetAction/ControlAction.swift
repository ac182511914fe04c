/// One handler a control has registered for an event: a closure handler such as a `UIAction`, or (for UIKit and
/// AppKit controls) a target-action pair.
///
/// Conformances of ``ActionSendingControl`` build these with ``handler(named:send:)``;
/// ``assertSendsAction(_:event:to:action:requireInteractive:message:fileID:filePath:line:column:)`` fires them directly,
/// without an application object.
@MainActor
public struct ControlAction {
  /// Who receives a target-action message.
  enum Target {
    /// The object the action is sent to.
    case object(AnyObject)
    /// No target: the action goes up the responder chain, which only a running application has.
    case responderChain
    /// The target was released; controls hold their targets weakly.
    case released
    /// The target does not implement the action's selector; a running app would crash with
    /// "unrecognized selector sent to instance".
    case doesNotRespond(AnyObject)
  }

  /// What a target-action method receives, chosen by the number of colons in its selector.
  enum Arguments: Sendable, Equatable {
    /// `pay()`: no argument.
    case none
    /// `pay(_ sender:)`: the control.
    case sender
    /// `pay(_ sender:forEvent:)`: the control, and a `nil` event since no real touch happened.
    case senderAndEvent
  }

  /// The target, for a target-action pair; `nil` for a closure handler.
  let target: Target?
  /// The selector's name (`"pay:"`) for a target-action pair, or a readable name for a closure handler.
  public let name: String
  let send: @MainActor (Arguments) -> Void

  /// A target-action pair: the target (``Target/responderChain`` for a `nil` one), the selector's name, such as
  /// `"pay:"`, and how to perform it with the given arguments.
  static func targetAction(
    _ target: Target,
    selector: String,
    send: @escaping @MainActor (Arguments) -> Void
  ) -> ControlAction {
    ControlAction(target: target, name: selector, send: send)
  }

  /// A closure handler, such as a `UIAction`.
  ///
  /// - Parameters:
  ///   - name: How messages show it, such as `UIAction "Pay"`.
  ///   - send: Runs the handler.
  /// - Returns: The action.
  public static func handler(named name: String, send: @escaping @MainActor () -> Void) -> ControlAction {
    ControlAction(target: nil, name: name, send: { _ in send() })
  }

  /// The arguments the action's selector takes: one per colon, at most the sender and the event.
  var arguments: Arguments {
    switch name.filter({ $0 == ":" }).count {
    case 0: .none
    case 1: .sender
    default: .senderAndEvent
    }
  }

  /// `pay: → PaymentViewController (0x…)`, or the handler's name.
  var summary: String {
    switch target {
    case nil: name
    case .object(let object)?: "\(name) → \(ValueDescription.instance(object))"
    case .responderChain?: "\(name) → nil target (responder chain)"
    case .released?: "\(name) → a released target"
    case .doesNotRespond(let object)?: "\(name) → \(ValueDescription.instance(object)), which does not implement it"
    }
  }
}
