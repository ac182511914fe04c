import Foundation

/// Waits until `value` equals `expected`, and fails the test with the values it saw if that takes longer than `timeout`.
///
/// Checks at once; then again on every change that `@Observable` state read by `value` announces, and, for state
/// that announces nothing (`@Published` on Linux, plain properties, actors), as the caller's executor turns,
/// backing off to a few milliseconds between checks while nothing happens. It never sleeps a fixed time. `value` is
/// evaluated on the caller's isolation, so a `@MainActor` test reads main-actor state directly.
///
/// - Parameters:
///   - value: The value to watch, such as `viewModel.state`.
///   - expected: The value it must become.
///   - timeout: How long to wait at the most, in seconds.
///   - message: Text to put before the failure.
///   - isolation: The actor the caller runs on; inferred.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the value became `expected` in time.
///
/// ```swift
/// viewModel.send(.viewAppeared)
/// await assertEventually(viewModel.state, equals: .loaded([ann]))
/// ```
///
/// ```text
/// Expected viewModel.state to become UsersViewModel.State.loaded([User(id: 1, name: "Ann")]) within 1.0 s
///
///   Seen:     UsersViewModel.State.loading (the whole time)
///   Expected: UsersViewModel.State.loaded([User(id: 1, name: "Ann")])
///
/// Check that the code under test makes the change, and that it can run: on the main actor, await rather than block.
/// ```
@discardableResult
public func assertEventually<T: Equatable>(
  _ value: @autoclosure () throws -> T,
  equals expected: T,
  timeout: TimeInterval = 1,
  message: @autoclosure () -> String = "",
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> Bool {
  let (outcome, seen, _) = await watch(value, timeout: timeout, isolation: isolation) { $0 == expected }
  guard outcome.ending != .held else { return true }
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let subject = SourceExpression.firstArgument(of: "assertEventually", at: site) ?? "the value"
  EventualMessage.neverBecame(subject, expected: expected, seen: seen, outcome, timeout: timeout)
    .report(userMessage: message, at: site)
  return false
}

/// Waits until `value` satisfies `condition`, and fails the test with the values it saw if that takes longer than
/// `timeout`: the form of the condition wait that can say what it read.
///
/// Checks the way ``assertEventually(_:equals:timeout:message:isolation:fileID:filePath:line:column:)`` does: at once,
/// on every announced change, and as the caller's executor turns; never after a fixed sleep.
///
/// - Parameters:
///   - value: The value to watch, such as `viewModel.state`.
///   - timeout: How long to wait at the most, in seconds.
///   - message: Text to put before the failure.
///   - isolation: The actor the caller runs on; inferred.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
///   - condition: What the value must come to satisfy.
/// - Returns: Whether the value satisfied the condition in time.
///
/// ```swift
/// await assertEventually(viewModel.state, timeout: 2) { $0 != .loading }
/// ```
///
/// ```text
/// Expected viewModel.state to satisfy { $0 != .loading } within 2.0 s
///
///   Seen: UsersViewModel.State.loading (the whole time)
///
/// Check that the code under test makes the change, and that it can run: on the main actor, await rather than block.
/// ```
@discardableResult
public func assertEventually<T>(
  _ value: @autoclosure () throws -> T,
  timeout: TimeInterval = 1,
  message: @autoclosure () -> String = "",
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  satisfies condition: (T) throws -> Bool
) async -> Bool {
  let (outcome, seen, lastError) = await watch(value, timeout: timeout, isolation: isolation, until: condition)
  guard outcome.ending != .held else { return true }
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let subject = SourceExpression.firstArgument(of: "assertEventually", at: site) ?? "the value"
  let predicate = SourceExpression.trailingClosure(of: "assertEventually", at: site).map { "{ \($0) }" }
  EventualMessage.neverSatisfied(
    subject, condition: predicate ?? "its condition", seen: seen, lastError: lastError, outcome, timeout: timeout
  )
  .report(userMessage: message, at: site)
  return false
}

/// Waits until `condition` holds, and fails the test if that takes longer than `timeout`.
///
/// Checks the way ``assertEventually(_:equals:timeout:message:isolation:fileID:filePath:line:column:)`` does: at once,
/// on every announced change, and as the caller's executor turns; never after a fixed sleep.
///
/// - Parameters:
///   - timeout: How long to wait at the most, in seconds.
///   - message: Text to put before the failure.
///   - isolation: The actor the caller runs on; inferred.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
///   - condition: What must become true, evaluated on the caller's isolation.
/// - Returns: Whether the condition held in time.
///
/// A condition's closure does not say what it read, so the failure cannot show it; to see the values, wait on the
/// value: ``assertEventually(_:timeout:message:isolation:fileID:filePath:line:column:satisfies:)``.
///
/// ```swift
/// await assertEventually(timeout: 2) { viewModel.state != .loading }
/// ```
///
/// ```text
/// Expected viewModel.state != .loading to become true within 2.0 s
///
///   Checked: 412 times, false every time
///
/// Check that the code under test makes the change, and that it can run: on the main actor, await rather than block.
/// To see the values it read, wait on the value: assertEventually(value) { condition on $0 }.
/// ```
@discardableResult
public func assertEventually(
  timeout: TimeInterval = 1,
  message: @autoclosure () -> String = "",
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ condition: () throws -> Bool
) async -> Bool {
  var lastError: (any Error)?
  let outcome = await EventualCheck.run(timeout: timeout, isolation: isolation) {
    do {
      return try condition() ? .held : .unchanged
    } catch {
      lastError = error
      return .unchanged
    }
  }
  guard outcome.ending != .held else { return true }
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let subject = SourceExpression.trailingClosure(of: "assertEventually", at: site) ?? "the condition"
  EventualMessage.neverHeld(subject, lastError: lastError, outcome, timeout: timeout)
    .report(userMessage: message, at: site)
  return false
}

/// Reads `value` until `condition` holds of it or the wait ends, noting each value seen and the last error the
/// condition threw: the one body of the waits on a value.
private func watch<T>(
  _ value: () throws -> T, timeout: TimeInterval, isolation: isolated (any Actor)?,
  until condition: (T) throws -> Bool
) async -> (EventualCheck.Outcome, SeenValues, (any Error)?) {
  var seen = SeenValues()
  var lastError: (any Error)?
  let outcome = await EventualCheck.run(timeout: timeout, isolation: isolation) {
    let current = Result { try value() }
    if case .success(let read) = current {
      do {
        if try condition(read) { return .held }
      } catch {
        lastError = error
      }
    }
    return seen.note(current) ? .changed : .unchanged
  }
  return (outcome, seen, lastError)
}
