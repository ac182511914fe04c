import Foundation
import WiredReading

// NB: every form that takes a method's name as a string is `@_disfavoredOverload`, and the typed global forms take
// `any DeclaresMethods<Method>`, not a generic spy: so that a typo in a case (`.trak`) is the compiler's "type
// 'AnalyticsSpy.Method' has no member 'trak'". A generic spy parameter lets the compiler also try the superclass `Spy`,
// whose missing conformance it ranks as the smaller fix (Scripts/CompileFailFixtures pins each form).

/// A spy or mock that declares the names of its methods once, in a `Method` enum whose raw values are the names as
/// `#function` spells them: a test then names them by case (`assertNotCalled(api, .updateDisplayName)`), a name no
/// case has fails wherever a test writes it, whether or not anything was called, and a call recorded under a name the
/// enum lacks fails at its `recordCall`, so that the list stays honest.
///
/// ```swift
/// final class ProfileAPISpy: Spy, ProfileAPI, DeclaresMethods, @unchecked Sendable {
///   enum Method: String, CaseIterable {
///     case updateDisplayName = "updateDisplayName(_:for:)"
///     case fetchProfile = "fetchProfile()"
///   }
///
///   func updateDisplayName(_ name: String, for id: Int) { recordCall(with: name, id) }
///   func fetchProfile() { recordCall() }
/// }
///
/// assertCalled(api, .updateDisplayName, with: "Ann", 7)
/// assertNotCalled(api, "updateDisplayname(_:for:)")  // fails: ProfileAPISpy declares no such method
/// ```
public protocol DeclaresMethods<Method>: Spy {
  /// The spy's methods, each with the name `#function` gives it: `case track = "track(_:)"`.
  associatedtype Method: RawRepresentable, CaseIterable where Method.RawValue == String
}

/// The names a spy declares (``DeclaresMethods``), read once from its type; a class, so that a recorded call looks at
/// it without copying its lists.
final class Declaration {
  /// The names in the order of the enum's cases, or `nil` when the spy declares none.
  let names: [String]?
  /// The cases' own names (`track`), in the same order.
  private let caseNames: [String]
  private let set: Set<String>

  init(of spy: Spy) {
    func cases<Declaring: DeclaresMethods>(_: Declaring) -> [(String, String)] {
      Declaring.Method.allCases.map { ("\($0)", $0.rawValue) }
    }
    let cases = (spy as? any DeclaresMethods).map { cases($0) }
    names = cases?.map(\.1)
    caseNames = cases?.map(\.0) ?? []
    set = Set(names ?? [])
  }

  /// Whether the spy declares `function`, named in full.
  func contains(_ function: String) -> Bool {
    set.contains(function)
  }

  /// The one case whose raw value misspells `function`: it has `function`'s base name with other labels (`case track
  /// = "track(event:)"` for a call to `track(_:)`), or the case is named as the function and its raw value is not
  /// (`case fetchAll = "fetchAl()"` for `fetchAll()`). Its raw value is wrong, not missing. `nil` when no case or
  /// several match.
  func misspelledCase(for function: String) -> (name: String, rawValue: String)? {
    guard let names else { return nil }
    let base = FunctionName.base(of: function)
    var matching = names.indices.filter { FunctionName.base(of: names[$0]) == base }
    if matching.isEmpty { matching = caseNames.indices.filter { caseNames[$0] == base } }
    guard matching.count == 1, let index = matching.first else { return nil }
    return (caseNames[index], names[index])
  }
}

/// A call a spy recorded under a name its `Method` enum does not declare.
enum UndeclaredCall {
  /// No case has the method's base name: the enum lacks it.
  case missing(declared: [String])
  /// One case has the method's base name with other labels: its raw value is wrong.
  case misspelled(caseName: String, rawValue: String, declared: [String])

  /// The failure, reported at the spy's `recordCall`.
  func message(for function: String, on spy: Spy) -> FailureMessage {
    let enumName = "\(spy.spyName).Method"
    var message = FailureMessage(
      headline: "\(spy.spyName) recorded a call to \(function), which \(enumName) does not declare")
    switch self {
    case .missing(let declared):
      message.details = [("Declared", declared.isEmpty ? "none" : declared.joined(separator: ", "))]
      message.hint =
        "Add `case \(FunctionName.base(of: function)) = \"\(function)\"` to \(enumName), so that tests name "
        + "it by its case; a name the list lacks is one a typo in a test could never be told from."
    case .misspelled(let caseName, let rawValue, let declared):
      message.details = [("Declared", declared.joined(separator: ", "))]
      message.hint =
        "Correct the raw value of `case \(caseName) = \"\(rawValue)\"` to `\"\(function)\"`, as `#function` spells "
        + "the method. Until then the call counts as .\(caseName), so that this is the one failure it causes."
    }
    return message
  }
}

extension Spy {
  /// The names the spy declares, when it declares them (``DeclaresMethods``).
  var declaredNames: [String]? {
    CallLedger.locked { declarationWhileLocked().names }
  }

  /// Why `function` names none of the methods the spy declares, or `nil` when it names one (in full, or by a base
  /// name one of them has) or the spy declares none.
  func undeclared(_ function: String) -> FailureMessage? {
    guard let declared = declaredNames, !declared.contains(function),
      !declared.contains(where: { FunctionName.base(of: $0) == function[...] })
    else { return nil }
    var message = FailureMessage(headline: "\"\(function)\" is not a method \(spyName) declares")
    message.details = [("Declared", declared.isEmpty ? "none" : declared.joined(separator: ", "))]
    let suggestion =
      declared.first { FunctionName.base(of: $0) == FunctionName.base(of: function) }
      ?? DidYouMean.suggestion(for: function, among: declared)
    message.hint =
      suggestion.map { "Did you mean \"\($0)\"? Name it by its case, \(spyName).Method, and a typo cannot compile." }
      ?? "Name it by its case in \(spyName).Method, or add the method there."
    return message
  }
}

// MARK: - The same checks, named by case

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
  ///   - value: The value to return; it must have the method's return type.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  public func stub(
    _ method: Method, returning value: Any,
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
