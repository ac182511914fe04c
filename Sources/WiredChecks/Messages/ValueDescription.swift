import WiredReading

/// How failure messages show a value: an object by type and identity, anything else as Swift would debug-print it.
package enum ValueDescription {
  /// `SceneViewController (0x000060000…)` for an object; `"text"`, `42` or `https://x` for a value.
  package static func of(_ value: Any) -> String {
    guard let unwrapped = Unwrapped.value(value) else { return "nil" }
    if let object = AnyContainer.object(in: unwrapped) {
      return instance(object)
    }
    if TypeKind.of(type(of: unwrapped)) == .tuple {
      return tuple(unwrapped)
    }
    let text = String(reflecting: unwrapped)
    // NB: a message stays readable, and small, even when the value is a huge collection.
    guard text.utf8.count > maximumLength else { return text }
    return String(text.prefix(maximumLength)) + "… (\(text.count - maximumLength) more characters)"
  }

  /// `(nil, LocationError.denied)`: each element as `of(_:)` shows it, so `Optional` never shows.
  private static func tuple(_ value: Any) -> String {
    let elements = Mirror(reflecting: value).children.map { child in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : "\($0): " } ?? ""
      return label + of(child.value)
    }
    return "(\(elements.joined(separator: ", ")))"
  }

  /// How many characters of a value's description a message shows.
  static let maximumLength = 1_000

  /// An object as `of(_:)` shows it; any other value followed by its type: `3 (Int)`.
  package static func withType(_ value: Any) -> String {
    guard let unwrapped = Unwrapped.value(value) else { return "nil" }
    if AnyContainer.object(in: unwrapped) != nil { return of(unwrapped) }
    return "\(of(unwrapped)) (\(TypeName.ofValue(unwrapped)))"
  }

  /// `SceneViewController (0x000060000…)`.
  package static func instance(_ object: AnyObject) -> String {
    "\(TypeName.of(type(of: object))) (\(address(of: object)))"
  }

  /// The address that identifies an object, as the debugger shows it.
  static func address(of object: AnyObject) -> String {
    let digits = String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    return "0x" + String(repeating: "0", count: max(0, 2 * MemoryLayout<UInt>.size - digits.count)) + digits
  }
}
