/// Which nil optionals below the root of a recursive injection check count as missing dependencies.
///
/// The rule, in one sentence: every optional of the root counts; below the root, an optional counts when its
/// declared type is a class, a protocol or a function, and a value-typed optional (`String?`, `[Order]?`) is
/// state that stays nil until loaded, passed over unless you count ``all``.
///
/// ```swift
/// assertAllInjected(scene, recursive: true)                    // dependencies below the root
/// assertAllInjected(scene, recursive: true, counting: .all)    // every optional in the graph
/// ```
public enum CountedOptionals: Sendable, Hashable {
  /// Below the root, only optionals of class, protocol (`any Error` aside) or function type. The default.
  case dependencies
  /// Every optional in the graph, value types included.
  case all

  /// Whether a nil optional of `optionalType`, below the root, is a missing dependency.
  func counts(_ optionalType: Any.Type) -> Bool {
    guard self == .dependencies else { return true }
    let wrapped = TypeKind.innermostWrapped(optionalType)
    switch TypeKind.of(wrapped) {
    case .class, .function: return true
    case .existential: return wrapped != (any Error).self
    default: return false
    }
  }

  /// The rule as failure messages state it.
  func rule(root: String) -> String {
    switch self {
    case .dependencies:
      "every optional of \(root); below it, optionals of class, protocol or function type"
    case .all:
      "every optional in the graph"
    }
  }
}
