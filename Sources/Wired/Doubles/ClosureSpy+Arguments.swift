// MARK: - Two arguments

extension ClosureSpy {
  /// Records a call with two arguments, as the tuple `Input`, and returns the stubbed output.
  ///
  /// - Parameters:
  ///   - first: The first argument.
  ///   - second: The second argument.
  /// - Returns: The stubbed output, or the one given at creation.
  public func callAsFunction<A, B>(_ first: A, _ second: B) -> Output where Input == (A, B) {
    self((first, second))
  }

  /// The spy as a closure of two arguments, for a completion such as `(Location?, LocationError?) -> Void`.
  ///
  /// ```swift
  /// let completion = ClosureSpy<(UserLocation?, UserLocationError?), Void>("completion")
  /// provider.findUserLocation(then: completion.handler())
  /// assertCalled(completion, with: nil, UserLocationError.denied)
  /// ```
  ///
  /// - Returns: A closure that records each call.
  public func handler<A, B>() -> @Sendable (A, B) -> Output where Input == (A, B) {
    { self(($0, $1)) }
  }

  /// The spy as a throwing closure of two arguments, which throws the error stubbed with ``stub(throwing:)``.
  ///
  /// - Returns: A closure that records each call.
  public func throwingHandler<A, B>() -> @Sendable (A, B) throws -> Output where Input == (A, B) {
    { try self.callThrowing(($0, $1)) }
  }
}

// MARK: - Three arguments

extension ClosureSpy {
  /// Records a call with three arguments, as the tuple `Input`, and returns the stubbed output.
  ///
  /// - Parameters:
  ///   - first: The first argument.
  ///   - second: The second argument.
  ///   - third: The third argument.
  /// - Returns: The stubbed output, or the one given at creation.
  public func callAsFunction<A, B, C>(_ first: A, _ second: B, _ third: C) -> Output where Input == (A, B, C) {
    self((first, second, third))
  }

  /// The spy as a closure of three arguments.
  ///
  /// - Returns: A closure that records each call.
  public func handler<A, B, C>() -> @Sendable (A, B, C) -> Output where Input == (A, B, C) {
    { self(($0, $1, $2)) }
  }

  /// The spy as a throwing closure of three arguments, which throws the error stubbed with ``stub(throwing:)``.
  ///
  /// - Returns: A closure that records each call.
  public func throwingHandler<A, B, C>() -> @Sendable (A, B, C) throws -> Output where Input == (A, B, C) {
    { try self.callThrowing(($0, $1, $2)) }
  }
}
