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

  /// The arguments of a call to `function`, each after its label when `function` names one per argument, as a call
  /// writes them: `amount: 1550, token: "tok_visa"` for `charge(amount:token:)`, `"login"` for `track(_:)`.
  static func describe(_ arguments: [Any], of function: String) -> String {
    let labels = labels(of: function)
    guard labels.count == arguments.count else { return describe(arguments) }
    return zip(labels, arguments).map { label, argument in
      (label == "_" ? "" : "\(label): ") + ValueDescription.of(argument)
    }.joined(separator: ", ")
  }

  /// The argument labels of a function as `#function` spells it: `["amount", "token"]` for `charge(amount:token:)`,
  /// none for a name without them.
  private static func labels(of function: String) -> [Substring] {
    guard let open = function.firstIndex(of: "("), function.last == ")" else { return [] }
    let inside = function[function.index(after: open)..<function.index(before: function.endIndex)]
    guard inside.last == ":" else { return [] }
    return inside.dropLast().split(separator: ":", omittingEmptySubsequences: false)
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
