/// How doubles show and compare the arguments of a call: one rule for every `Spy`, `Mock` and `ClosureSpy`.
///
/// A lone tuple stands for its elements, so a closure spy that records `(nil, .denied)` as one input matches
/// the same expectation as a spy that recorded two arguments; and `Optional` is looked through at any depth.
enum ArgumentList {
  /// Arguments as a variadic `Any?...` parameter receives them, so that optionals and `nil` pass without a
  /// warning, back to plain values: each present value as it is, each `nil` as a `nil`.
  static func flattened(_ arguments: [Any?]) -> [Any] {
    arguments.map { $0 ?? (Any?.none as Any) }
  }

  /// The arguments as Swift would debug-print them, separated by commas.
  static func describe(_ arguments: [Any]) -> String {
    arguments.map { ValueDescription.of($0) }.joined(separator: ", ")
  }

  /// Whether recorded arguments match expected ones, element by element, each side's lone tuple spread.
  static func matches(_ recorded: [Any], _ expected: [Any]) -> Bool {
    let recorded = spread(recorded)
    let expected = spread(expected)
    return recorded.count == expected.count && zip(recorded, expected).allSatisfy(ArgumentEquality.equal)
  }

  /// The elements of a lone tuple argument, or the arguments as they are.
  static func spread(_ arguments: [Any]) -> [Any] {
    guard arguments.count == 1, let elements = TupleElements.of(arguments[0]) else { return arguments }
    return elements
  }
}

/// Equality of two arguments of unknown type.
///
/// `Optional` layers are removed first. `Equatable` values compare with `==`, objects by identity, tuples
/// element by element, and anything else by its debug description, which is what a reader of the failure
/// message would compare too.
enum ArgumentEquality {
  static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    let left = Unwrapped.value(lhs)
    let right = Unwrapped.value(rhs)
    guard let left, let right else { return left == nil && right == nil }
    if let equatable = left as? any Equatable {
      return isEqual(equatable, right)
    }
    if let object = ValueDescription.asObject(left) {
      return ValueDescription.asObject(right) === object
    }
    if let leftElements = TupleElements.of(left), let rightElements = TupleElements.of(right) {
      return leftElements.count == rightElements.count && zip(leftElements, rightElements).allSatisfy(equal)
    }
    return String(reflecting: left) == String(reflecting: right)
  }

  private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    (rhs as? Value) == lhs
  }
}

/// The elements of a tuple.
enum TupleElements {
  /// The elements, or `nil` when the value is not a tuple.
  static func of(_ value: Any) -> [Any]? {
    guard TypeKind.of(type(of: value)) == .tuple else { return nil }
    return Mirror(reflecting: value).children.map(\.value)
  }
}
