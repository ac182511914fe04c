import Foundation

/// A spy for a dependency that is a closure, or a struct of closures: it records each input and returns a
/// stubbed output.
///
/// Hand one of its two closure forms to the code under test, for a closure of no, one, two or three arguments alike
/// (for two or three, make `Input` a tuple): `handler()`, a `@Sendable` closure that Swift converts to a plain, an
/// `async` or a `throws` one wherever one is expected, and `throwingHandler()`, which throws the error stubbed with
/// ``ClosureSpy/stub(throwing:fileID:filePath:line:column:)``. Verify it without repeating its name:
/// `assertCalled(callUser, with: ann)`.
///
/// ```swift
/// let fetchUsers = ClosureSpy<Void, [User]>("fetchUsers", returning: [ann])
/// let callUser = ClosureSpy<User, Void>("callUser")
/// let model = UsersViewModel(
///   interactor: .init(fetchUsers: fetchUsers.handler(), callUser: callUser.handler()))
///
/// model.send(.viewAppeared)
/// await fetchUsers.waitForCall()
/// model.send(.userTapped(ann))
/// assertCalled(callUser, with: ann)
/// ```
public final class ClosureSpy<Input, Output>: Mock, @unchecked Sendable {
  /// The name the calls are recorded under, and that failure messages show.
  let name: String
  private let defaultOutput: Output

  /// Creates a spy that returns `output` until you stub another.
  ///
  /// - Parameters:
  ///   - name: The name calls are recorded under, such as `"fetchUsers"`.
  ///   - output: What each call returns unless stubbed otherwise.
  public init(_ name: String = "closure", returning output: Output) {
    self.name = name
    self.defaultOutput = output
  }

  override var closureName: String? { name }

  /// The inputs of every call, in order.
  public var inputs: [Input] {
    calls.compactMap { call in call.arguments.isEmpty ? () as Any as? Input : call.arguments[0] as? Input }
  }

  /// Records `input` and returns the stubbed output: what ``handler()`` calls.
  func call(_ input: Input) -> Output {
    var stubSite: SourceSite?
    // NB: the waits for this call resume once it reported what it fails with.
    var observers = CallObservers()
    defer { observers.fire() }
    do {
      return try respond(to: input, stubSite: &stubSite, observers: &observers)
    } catch {
      reportOnce(cannotThrow(name, error), at: stubSite ?? Self.site)
      return defaultOutput
    }
  }

  /// Records `input` and returns the stubbed output, or throws the stubbed error: what ``throwingHandler()`` calls.
  func callThrowing(_ input: Input) throws -> Output {
    var stubSite: SourceSite?
    var observers = CallObservers()
    defer { observers.fire() }
    return try respond(to: input, stubSite: &stubSite, observers: &observers)
  }

  // NB: a closure has no call site of its own to report at; a failure points at the stub, or else the spy.
  private static var site: SourceSite { SourceSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column) }

  /// Records the call (with no argument for a `Void` input) and answers it with the stub or the default output.
  private func respond(
    to input: Input, stubSite: inout SourceSite?, observers: inout CallObservers
  ) throws -> Output {
    let arguments: [Any?] = Input.self == Void.self ? [] : [input]
    switch answer(name, arguments, as: Output.self, calledAt: Self.site, stubSite: &stubSite, observers: &observers) {
    case .success(let output): return output ?? defaultOutput
    case .failure(is MismatchedStub): return defaultOutput
    case .failure(let error): throw error
    }
  }

  /// Returns `output` from now on.
  ///
  /// - Parameters:
  ///   - output: What each call returns.
  ///   - fileID: The file ID of the caller, where a misuse of the stub is reported.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  public func stub(
    returning output: Output,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(name, returning: output, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Throws `error` from the throwing forms from now on; a call through `handler()`, which cannot throw, fails at
  /// this line.
  ///
  /// - Parameters:
  ///   - error: The error to throw.
  ///   - fileID: The file ID of the caller, where a call that cannot throw it is reported.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  public func stub(
    throwing error: any Error,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(name, throwing: error, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits until the closure has been called `times` times; see
  /// ``Spy/waitForCall(to:times:timeout:message:isolation:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - times: How many calls to wait for, in all.
  ///   - timeout: How long to wait at the most, in seconds.
  ///   - message: Text to put before the failure.
  ///   - isolation: The actor the caller runs on; inferred, so that a message compiles in a `@MainActor` test.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the calls arrived in time.
  @discardableResult
  public func waitForCall(
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
      to: name,
      times: times,
      timeout: timeout,
      message: message(),
      isolation: isolation,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// The spy as a closure of one argument.
  ///
  /// - Returns: A closure that records each call.
  public func handler() -> @Sendable (Input) -> Output { { self.call($0) } }

  /// The spy as a throwing closure of one argument, which throws the error stubbed with
  /// ``ClosureSpy/stub(throwing:fileID:filePath:line:column:)``.
  ///
  /// - Returns: A closure that records each call.
  public func throwingHandler() -> @Sendable (Input) throws -> Output { { try self.callThrowing($0) } }
}

extension ClosureSpy {
  /// Unavailable for a closure that returns a value: its spy needs the value to return until a stub says otherwise,
  /// ``init(_:returning:)``. For one that throws, give any value and stub the error: `stub(throwing:)`.
  ///
  /// - Parameter name: The name calls are recorded under.
  @available(*, unavailable, message: "give it what it returns: ClosureSpy<Input, Output>(\"name\", returning: …)")
  public convenience init(_ name: String = "closure") {
    fatalError("unavailable")
  }
}

extension ClosureSpy where Output == Void {
  /// Creates a spy for a closure that returns nothing.
  ///
  /// - Parameter name: The name calls are recorded under, such as `"callUser"`.
  public convenience init(_ name: String = "closure") {
    self.init(name, returning: ())
  }
}

extension ClosureSpy where Input == Void {
  /// The spy as a closure without input.
  ///
  /// - Returns: A closure that records each call.
  public func handler() -> @Sendable () -> Output { { self.call(()) } }

  /// The spy as a throwing closure without input, which throws the error stubbed with
  /// ``ClosureSpy/stub(throwing:fileID:filePath:line:column:)``.
  ///
  /// - Returns: A closure that records each call.
  public func throwingHandler() -> @Sendable () throws -> Output { { try self.callThrowing(()) } }
}

// MARK: - Two arguments

extension ClosureSpy {
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
    { self.call(($0, $1)) }
  }

  /// The spy as a throwing closure of two arguments, which throws the error stubbed with
  /// ``ClosureSpy/stub(throwing:fileID:filePath:line:column:)``.
  ///
  /// - Returns: A closure that records each call.
  public func throwingHandler<A, B>() -> @Sendable (A, B) throws -> Output where Input == (A, B) {
    { try self.callThrowing(($0, $1)) }
  }
}

// MARK: - Three arguments

extension ClosureSpy {
  /// The spy as a closure of three arguments.
  ///
  /// - Returns: A closure that records each call.
  public func handler<A, B, C>() -> @Sendable (A, B, C) -> Output where Input == (A, B, C) {
    { self.call(($0, $1, $2)) }
  }

  /// The spy as a throwing closure of three arguments, which throws the error stubbed with
  /// ``ClosureSpy/stub(throwing:fileID:filePath:line:column:)``.
  ///
  /// - Returns: A closure that records each call.
  public func throwingHandler<A, B, C>() -> @Sendable (A, B, C) throws -> Output where Input == (A, B, C) {
    { try self.callThrowing(($0, $1, $2)) }
  }
}
