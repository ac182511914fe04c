import Foundation

// The assertions, stubs, waits and queries of a spy that declares its methods, each naming the method by its case.

/// Asserts that the spy's `method` was called at least once, or exactly `times` times; see
/// ``assertCalled(_:_:times:message:fileID:filePath:line:column:)``.
///
/// - Parameters:
///   - spy: The spy that recorded the calls.
///   - method: The method, by its case: `.fetchProfile`.
///   - times: The exact number of calls expected, or `nil` for at least one.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
@discardableResult
public func assertCalled<Method: RawRepresentable<String>>(
  _ spy: any DeclaresMethods<Method>,
  _ method: Method,
  times: Int? = nil,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  assertCalled(
    spy, method.rawValue, times: times, message: message(), fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// Asserts that the spy's `method` was called with arguments equal to those given; see
/// ``assertCalled(_:_:with:_:times:message:fileID:filePath:line:column:)``.
///
/// - Parameters:
///   - spy: The spy that recorded the calls.
///   - method: The method, by its case: `.updateDisplayName`.
///   - argument: The first expected argument.
///   - moreArguments: The other expected arguments, in order.
///   - times: The exact number of matching calls expected, or `nil` for at least one.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
@discardableResult
public func assertCalled<Method: RawRepresentable<String>>(
  _ spy: any DeclaresMethods<Method>,
  _ method: Method,
  with argument: Any?,
  _ moreArguments: Any?...,
  times: Int? = nil,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let arguments = ArgumentList.flattened([argument] + moreArguments)
  return CallVerdict.checking(method.rawValue, on: spy) { CalledCheck.calls($0, with: arguments, times: times) }
    .report(message, at: site)
}

/// Asserts that the spy's `method` was never called; see ``assertNotCalled(_:_:message:fileID:filePath:line:column:)``.
///
/// - Parameters:
///   - spy: The spy that recorded the calls.
///   - method: The method, by its case: `.updateDisplayName`.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
@discardableResult
public func assertNotCalled<Method: RawRepresentable<String>>(
  _ spy: any DeclaresMethods<Method>,
  _ method: Method,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  assertNotCalled(
    spy, method.rawValue, message: message(), fileID: fileID, filePath: filePath, line: line, column: column)
}

extension DeclaresMethods {
  /// The calls to `method`, in order; see ``Spy/calls(to:)``.
  ///
  /// - Parameter method: The method, by its case.
  /// - Returns: The calls, in order.
  public func calls(to method: Method) -> [RecordedCall] {
    calls(to: method.rawValue)
  }

  /// Waits until `method` has been called `times` times; see
  /// ``Spy/waitForCall(to:times:timeout:message:isolation:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - method: The method, by its case.
  ///   - times: How many calls to wait for, in all.
  ///   - timeout: How long to wait at the most, in seconds.
  ///   - message: Text to put before the failure.
  ///   - isolation: The actor the caller runs on; inferred.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the calls arrived in time.
  @discardableResult
  public func waitForCall(
    to method: Method,
    times: Int = 1,
    timeout: TimeInterval = 1,
    message: @autoclosure () -> String = "",
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await waitForCall(
      to: method.rawValue, times: times, timeout: timeout, message: message(), isolation: isolation, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

extension DeclaresMethods {
  /// An argument of the last call to `method`, as `T`; see ``Spy/argument(_:of:as:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - position: The argument's position, from 0.
  ///   - method: The method, by its case.
  ///   - type: The argument's type; inferred when the context gives it.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: The argument, or `nil` after reporting why it cannot be had.
  public func argument<T>(
    _ position: Int = 0, of method: Method, as type: T.Type = T.self,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> T? {
    argument(
      position, of: method.rawValue, as: type, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Spy {
  /// How a test names `function` on this spy: `.geocode` when the spy declares its methods, else `"geocode(_:)"`.
  func spelledForTests(_ function: String) -> String {
    func declaredCase<Declaring: DeclaresMethods>(_: Declaring) -> String? {
      Declaring.Method(rawValue: function).map { ".\($0)" }
    }
    return (self as? any DeclaresMethods).flatMap { declaredCase($0) } ?? "\"\(function)\""
  }
}

extension DeclaresMethods where Self: Mock {
  /// Answers calls to `method` with what `handler` returns or throws for the call's arguments; see
  /// ``Mock/stub(_:using:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - method: The method, by its case.
  ///   - handler: Receives the recorded arguments and returns the value.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  public func stub(
    _ method: Method, using handler: @escaping ([Any]) throws -> Any,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(method.rawValue, using: handler, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Answers calls to `method` with `value`; see ``Mock/stub(_:returning:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - method: The method, by its case.
  ///   - value: The value to return; it must have the method's return type, or be `nil` for a method that
  ///     returns an optional.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  public func stub(
    _ method: Method, returning value: Any?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(method.rawValue, returning: value, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Answers calls to `method` by throwing `error`; see ``Mock/stub(_:throwing:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - method: The method, by its case.
  ///   - error: The error to throw.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  public func stub(
    _ method: Method, throwing error: any Error,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(method.rawValue, throwing: error, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Answers calls to `method` with successive values; see
  /// ``Mock/stub(_:returningInOrder:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - method: The method, by its case.
  ///   - values: The values to return, in order.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  public func stub(
    _ method: Method, returningInOrder values: [Any],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(method.rawValue, returningInOrder: values, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Asserts that the spy's `methods` were called in this order; other calls may come between them: the form of
/// `assertCallOrder(spy, ["isUserAuthorized", "requestLocation()"])` that names them by case.
///
/// - Parameters:
///   - spy: The spy that recorded the calls.
///   - methods: The methods, by their cases, in the order the calls must have been made: `[.isUserAuthorized,
///     .requestLocation]`.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
@discardableResult
public func assertCallOrder<Method: RawRepresentable<String>>(
  _ spy: any DeclaresMethods<Method>,
  _ methods: [Method],
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  assertCallOrder(
    spy, methods.map(\.rawValue), message: message(), fileID: fileID, filePath: filePath, line: line, column: column)
}
