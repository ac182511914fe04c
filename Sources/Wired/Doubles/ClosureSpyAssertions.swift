/// Asserts that the closure was called: at least once, or exactly `times` times, whatever its input.
///
/// A closure spy records its calls under its own name, so the assertion needs none.
///
/// - Parameters:
///   - spy: The closure spy.
///   - times: The exact number of calls, or `nil` for at least one.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// let fetchUsers = ClosureSpy<Void, [User]>("fetchUsers", returning: [ann])
/// assertCalled(fetchUsers, times: 1)
/// ```
///
/// ```text
/// Expected fetchUsers to be called 1 time, but it was called 2 times
/// ```
@discardableResult
public func assertCalled<Input, Output>(
  _ spy: ClosureSpy<Input, Output>,
  times: Int? = nil,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return CallVerdict.checking(spy.name, on: spy) { CalledCheck.calls($0, times: times) }.settle(message, at: site)
}

/// Asserts that the closure was called with an input equal to the arguments given.
///
/// Arguments compare as for ``assertCalled(_:_:with:_:times:message:fileID:filePath:line:column:)``: a closure
/// of two or three arguments (a tuple `Input`) is matched element by element, so list them one by one.
///
/// - Parameters:
///   - spy: The closure spy.
///   - argument: The first argument that some call must have had.
///   - moreArguments: The call's other arguments, in order.
///   - times: The exact number of calls with that input, or `nil` for at least one.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// let completion = ClosureSpy<(UserLocation?, UserLocationError?), Void>("completion")
/// provider.findUserLocation(then: completion.handler())
/// assertCalled(completion, with: nil, UserLocationError.denied)
/// ```
///
/// ```text
/// Expected completion to be called with nil, UserLocationError.denied, but no call had equal arguments
///
///   Calls to completion:
///     1. completion with Optional(UserLocation(latitude: 1.0, longitude: 2.0)), nil
/// ```
@discardableResult
public func assertCalled<Input, Output>(
  _ spy: ClosureSpy<Input, Output>,
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
  return CallVerdict.checking(spy.name, on: spy) { CalledCheck.calls($0, with: arguments, times: times) }
    .settle(message, at: site)
}

/// Asserts that the closure was never called.
///
/// - Parameters:
///   - spy: The closure spy.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertNotCalled(callUser)
/// ```
///
/// ```text
/// Expected callUser not to be called, but it was called 1 time
/// ```
@discardableResult
public func assertNotCalled<Input, Output>(
  _ spy: ClosureSpy<Input, Output>,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return CallVerdict.checking(spy.name, on: spy, CalledCheck.noCalls).settle(message, at: site)
}
