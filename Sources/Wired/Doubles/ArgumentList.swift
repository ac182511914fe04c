import WiredReading

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
    return recorded.count == expected.count && zip(recorded, expected).allSatisfy(AnyEquality.equal(_:_:))
  }

  /// The elements of a lone tuple argument, or the arguments as they are.
  static func spread(_ arguments: [Any]) -> [Any] {
    guard arguments.count == 1, let elements = TupleElements.values(of: arguments[0]) else { return arguments }
    return elements
  }
}
