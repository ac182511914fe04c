/// The value inside a property wrapper's storage, wherever the wrapper keeps it.
///
/// Most wrappers store `wrappedValue`. Others keep it deeper: `@Published` holds an enum whose case is the
/// value until a publisher is first read, and a subject holding the current value after that. For those,
/// Wired searches the wrapper's own storage, a few levels deep and never inside a collection, for a value
/// whose type is the wrapper's one generic argument (`State` inside `Published<State>`), or an optional of it (a
/// `weak var value: Object?` inside `Weak<Object>`): at the top level
/// only in a field named like a value (`value`, `storage`, `currentValue`), deeper (inside an enum case, a
/// box or a subject) in any field, so that a plain generic struct is not taken for a wrapper.
package enum WrapperStorage {
  /// The wrapper's value, or `nil` when `wrapper` keeps none that Wired can find.
  static func wrappedValue(of wrapper: Any) -> Any? {
    storedValue(of: wrapper)?.value
  }

  /// How the wrapper holds its value: as the field that finally stores it does, so that `weak var wrappedValue`
  /// inside a `@Weak` wrapper is weak, whatever the wrapper's own storage property is.
  package static func ownership(of wrapper: Any) -> ReferenceOwnership {
    guard let stored = storedValue(of: wrapper) else { return .strong }
    return ReferenceOwnership.table(for: stored.declaringType)[stored.label] ?? .strong
  }

  /// The value, with the field that stores it and the type that declares that field.
  private static func storedValue(of wrapper: Any) -> (value: Any, label: String, declaringType: Any.Type)? {
    let mirror = Mirror(reflecting: wrapper)
    if let direct = mirror.children.first(where: { $0.label == "wrappedValue" }) {
      return (direct.value, "wrappedValue", mirror.subjectType)
    }
    guard mirror.displayStyle == .struct || mirror.displayStyle == .class,
      let valueType = genericArgument(of: type(of: wrapper))
    else { return nil }
    return search(mirror, for: valueType)
  }

  /// Whether `wrapper` is a generic wrapper of an optional, such as `Published<Coordinator?>`, whatever it stores.
  static func wrapsOptional(_ wrapper: Any) -> Bool {
    // NB: decided once per type: most underscored fields of a large graph are a few types' storage.
    optionalWrappers.value(for: type(of: wrapper)) {
      genericArgument(of: type(of: wrapper))?.hasPrefix("Swift.Optional<") ?? false
    }
  }

  private static let optionalWrappers = TypeCache<Bool>()

  private static let maximumDepth = 5
  private static let maximumValues = 64
  private static let valueLabels: Set<String> = ["value", "_value", "storage", "_storage", "currentValue"]

  /// Breadth first through the wrapper's stored values, skipping collections, for one of type `valueType`.
  private static func search(_ mirror: Mirror, for valueType: String) -> (
    value: Any, label: String, declaringType: Any.Type
  )? {
    var queue: [(mirror: Mirror, depth: Int)] = [(mirror, 0)]
    var visited = 0
    while !queue.isEmpty, visited < maximumValues {
      let (current, depth) = queue.removeFirst()
      for child in current.children {
        visited += 1
        if depth > 0 || valueLabels.contains(child.label ?? ""),
          [valueType, "Swift.Optional<\(valueType)>"].contains(String(reflecting: type(of: child.value)))
        {
          return (child.value, child.label ?? "", current.subjectType)
        }
        let inner = Mirror(reflecting: child.value)
        guard depth < maximumDepth, [.struct, .class, .enum].contains(inner.displayStyle) else { continue }
        queue.append((inner, depth + 1))
      }
    }
    return nil
  }

  /// The one generic argument of a type as the runtime spells it: `App.State` for `Combine.Published<App.State>`.
  private static func genericArgument(of type: Any.Type) -> String? {
    let name = String(reflecting: type)
    guard name.hasSuffix(">"), let open = name.firstIndex(of: "<"), !name.hasPrefix("Swift.") else { return nil }
    let argument = name[name.index(after: open)..<name.index(before: name.endIndex)]
    var depth = 0
    for character in argument {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0: return nil
      default: break
      }
    }
    return String(argument)
  }
}
