/// Which nil optionals below the root of an injection check count as missing dependencies.
///
/// Every optional of the root counts. Below it, an optional counts when it holds a reference, an object, a protocol
/// or a closure, which something must inject; an optional value (`String?`, `[Order]?`) is state that stays nil until
/// loaded, and is not counted unless you count ``all``.
///
/// ```swift
/// assertAllInjected(scene)                    // every optional reference below the root
/// assertAllInjected(scene, counting: .all)    // every optional in the graph
/// ```
public enum CountedOptionals: Sendable, Hashable {
  /// Below the root, only optionals of class, protocol (`any Error` aside) or function type. The default.
  case references
  /// Every optional in the graph, values included.
  case all

  /// Whether a nil optional of `optionalType`, below the root, is a missing dependency.
  func counts(_ optionalType: Any.Type) -> Bool {
    guard self == .references else { return true }
    let wrapped = TypeKind.innermostWrapped(optionalType)
    switch TypeKind.of(wrapped) {
    case .class, .function: return true
    case .existential: return wrapped != (any Error).self
    default: return false
    }
  }

  /// The rule as failure messages state it, in plain words.
  func rule(root: String) -> String {
    switch self {
    case .references:
      "every optional of \(root), and every optional reference (an object, a protocol or a closure) held below it"
    case .all:
      "every optional of \(root) and of everything held below it"
    }
  }
}
