import WiredReading

#if canImport(ObjectiveC)
  import Foundation
  import ObjectiveC

  /// Target-action pairs of UIKit and AppKit, performed through the Objective-C runtime.
  @MainActor
  enum ObjectiveCAction {
    /// A pair whose message `send` performs with as many arguments as the selector takes.
    static func make(target: Any?, selector: Selector, sender: AnyObject) -> ControlAction {
      let name = NSStringFromSelector(selector)
      guard let receiver = target.flatMap({ $0 as AnyObject }), !(receiver is NSNull) else {
        return .targetAction(.responderChain, selector: name) { _ in }
      }
      guard let object = receiver as? NSObject, object.responds(to: selector) else {
        return .targetAction(.doesNotRespond(receiver), selector: name) { _ in }
      }
      return .targetAction(.object(object), selector: name) { [weak sender] arguments in
        switch arguments {
        case .none: _ = object.perform(selector)
        case .sender: _ = object.perform(selector, with: sender)
        case .senderAndEvent: _ = object.perform(selector, with: sender, with: nil)
        }
      }
    }
  }
#endif
