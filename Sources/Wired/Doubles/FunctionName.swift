import WiredReading

/// How a test names a recorded function: in full (`"findUserLocation(then:)"`) or by its base name
/// (`"findUserLocation"`) when only one recorded function has it.
enum FunctionName {
  /// What a name resolves to among the names that were recorded.
  enum Resolution: Equatable {
    /// The recorded name it stands for (or the name itself when nothing matched).
    case resolved(String)
    /// Several recorded functions share the base name.
    case ambiguous([String])
  }

  /// The base name: `findUserLocation` for `findUserLocation(then:)`.
  static func base(of name: String) -> Substring {
    name.prefix { $0 != "(" }
  }

  static func resolve(_ name: String, among recorded: Set<String>) -> Resolution {
    if name.contains("(") || recorded.contains(name) { return .resolved(name) }
    let candidates = recorded.filter { base(of: $0) == name[...] }
    switch candidates.count {
    case 0: return .resolved(name)
    case 1: return .resolved(candidates.first!)
    default: return .ambiguous(candidates.sorted())
    }
  }

  /// Whether a stub registered under `key` applies to a call of `function`.
  static func stub(_ key: String, matches function: String) -> Bool {
    key == function || (!key.contains("(") && base(of: function) == key[...])
  }
}
