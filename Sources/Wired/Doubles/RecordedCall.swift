/// One call that a ``Spy`` recorded: the function, its arguments and when it happened.
///
/// Arguments are kept as they were passed, so a recorded call is only as `Sendable` as its arguments;
/// read them in the test that made the call.
public struct RecordedCall: @unchecked Sendable, CustomStringConvertible {
  /// The function as `#function` spells it: `"findUserLocation(then:)"`, or `"isUserAuthorized"` for a property.
  public let function: String
  /// The arguments, in the order they were recorded.
  public let arguments: [Any]
  /// A number that orders this call among the calls of every spy in the process.
  public let sequenceNumber: Int

  /// `function`, followed by its arguments when there are some: `geocode(_:) with Coordinate(lat: 1.0, lon: 2.0)`.
  public var description: String {
    arguments.isEmpty ? function : "\(function) with \(ArgumentList.describe(arguments))"
  }
}

/// How messages show and compare recorded arguments.
enum ArgumentList {
  /// The arguments as Swift would debug-print them, separated by commas.
  static func describe(_ arguments: [Any]) -> String {
    arguments.map { ValueDescription.of($0) }.joined(separator: ", ")
  }

  /// Whether two argument lists are equal, element by element; see ``ArgumentEquality``.
  static func equal(_ lhs: [Any], _ rhs: [Any]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy(ArgumentEquality.equal)
  }
}

/// Equality of two arguments of unknown type.
///
/// `Equatable` values compare with `==` and objects by identity; anything else compares by its debug
/// description, which is what a reader of the failure message would compare too.
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
    return String(reflecting: left) == String(reflecting: right)
  }

  private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    (rhs as? Value) == lhs
  }
}
