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
  public let sequenceNumber: Int

  init(function: String, arguments: [Any?], sequenceNumber: Int) {
    self.function = function
    self.passedArguments = arguments
    self.sequenceNumber = sequenceNumber
  }

  /// `function`, followed by its arguments when there are some: `geocode(_:) with Coordinate(lat: 1.0, lon: 2.0)`.
  public var description: String {
    arguments.isEmpty ? function : "\(function) with \(ArgumentList.describe(arguments))"
  }

  /// The argument at `position` as a `T`, or `nil` when the call had no such argument or it is of another type.
  ///
  /// A closure spy whose input is a tuple counts each element as an argument.
  ///
  /// - Parameters:
  ///   - position: The argument's position, from 0.
  ///   - type: The argument's type; inferred when the context gives it.
  /// - Returns: The argument, or `nil`.
  ///
  /// ```swift
  /// let completion = mock.calls(to: "findUserLocation(then:)").last?.argument(0, as: LocationCompletion.self)
  /// ```
  public func argument<T>(_ position: Int = 0, as type: T.Type = T.self) -> T? {
    let spread = ArgumentList.spread(arguments)
    guard spread.indices.contains(position) else { return nil }
    return spread[position] as? T
  }
}
