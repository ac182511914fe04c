import WiredReading

/// Which nil optionals of an injection check's graph count as missing dependencies.
///
/// An optional counts when it holds a reference, an object, a protocol or a closure, which something must inject; an
/// optional value (`String?`, `[Order]?`, a `Task?`) is state that stays nil until loaded, and is not counted unless
/// you count ``all``. The rule is the same at every level, the root included: a view controller's `errorText:
/// String?` is state, its `presenter: ScenePresentationLogic?` a dependency.
///
/// ```swift
/// assertAllInjected(scene)                    // every optional reference in the graph
/// assertAllInjected(scene, counting: .all)    // every optional in the graph, values included
/// ```
public enum CountedOptionals: Sendable, Hashable {
  /// Only optionals of class, protocol (`any Error` aside) or function type, at every level. The default.
  case references
  /// Every optional in the graph, values included.
  case all

  /// Whether a nil optional of `optionalType` is a missing dependency.
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
  package func rule(root: String) -> String {
    switch self {
    case .references:
      "every optional reference (an object, a protocol or a closure) in the graph of \(root)"
    case .all:
      "every optional of \(root) and of everything held below it, values included"
    }
  }
}
