import WiredReading

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The `primaryAction` of a `UIBarButtonItem`, which has no target or action of its own.
  @MainActor
  enum PrimaryAction {
    // NB: UIKit fires a `UIAction` through this method of `UIMenuElement`; it is not public API, so Wired checks that
    // it exists before using it, and the item then counts as having no action rather than one that cannot fire.
    private static let perform = NSSelectorFromString("performWithSender:target:")

    /// The action as a handler that fires it with `sender`, or `nil` when UIKit offers no way to fire it.
    static func make(_ action: UIAction, sender: AnyObject) -> ControlAction? {
      guard action.responds(to: perform) else { return nil }
      return .handler(named: "primaryAction UIAction \"\(action.title)\"") { [weak sender] in
        _ = action.perform(perform, with: sender, with: nil)
      }
    }
  }
#endif
