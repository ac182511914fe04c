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

  /// The argument at `position` cast to `T`, or `nil`, silently, when the call had no such argument or it is of
  /// another type.
  ///
  /// A closure spy whose input is a tuple counts each element as an argument. To have a failure say why the
  /// argument cannot be had, use ``Spy/argument(_:of:as:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - position: The argument's position, from 0.
  ///   - type: The type to cast it to; inferred when the context gives it.
  /// - Returns: The argument, or `nil`.
  ///
  /// ```swift
  /// let completion = mock.calls(to: "findUserLocation(then:)").last?.castArgument(0, to: LocationCompletion.self)
  /// ```
  public func castArgument<T>(_ position: Int = 0, to type: T.Type = T.self) -> T? {
    let spread = ArgumentList.spread(arguments)
    guard spread.indices.contains(position) else { return nil }
    return spread[position] as? T
  }

  /// Renamed ``castArgument(_:to:)``: the name says that it fails silently, where
  /// ``Spy/argument(_:of:as:fileID:filePath:line:column:)`` reports a failure.
  @available(*, unavailable, renamed: "castArgument(_:to:)")
  public func argument<T>(_ position: Int = 0, as type: T.Type = T.self) -> T? { castArgument(position, to: type) }
}
