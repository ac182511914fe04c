/// One call that a ``Spy`` recorded: the function, its arguments and when it happened.
///
/// Arguments are kept as they were passed, so a recorded call is only as `Sendable` as its arguments;
/// read them in the test that made the call.
public struct RecordedCall: @unchecked Sendable, CustomStringConvertible {
  /// The function as `#function` spells it: `"findUserLocation(then:)"`, or `"isUserAuthorized"` for a property.
  public let function: String
  /// The arguments as the call passed them, each `nil` kept as `nil`.
  let passedArguments: [Any?]

  /// The arguments, in the order they were recorded.
  public var arguments: [Any] {
    // NB: kept as passed and made plain only when read: recording stays a single copy of what the call gave.
    ArgumentList.flattened(passedArguments)
  }
  /// A number that orders this call among the calls of every spy in the process.
  let sequenceNumber: Int

  init(function: String, arguments: [Any?], sequenceNumber: Int) {
    self.function = function
    self.passedArguments = arguments
    self.sequenceNumber = sequenceNumber
  }

  /// `function`, followed by its arguments when there are some, each after its label:
  /// `geocode(_:) with Coordinate(lat: 1.0, lon: 2.0)`, `charge(amount:token:) with amount: 1550, token: "tok_visa"`.
  public var description: String {
    arguments.isEmpty ? function : "\(function) with \(ArgumentList.describe(arguments, of: function))"
  }
}
