// WiredDoubles.swift: one job of Wired, to copy into a test target when you cannot add the package.
// Wired unreleased (main), generated from 26 files of Sources/Wired (fingerprint 414e570c4e9d) by
// Scripts/generate-snippets.py. Do not edit: change Sources/Wired and generate again; CI fails when it is stale.
//
// Contains: `Spy`, `Mock` and `ClosureSpy` (call recording, stubbing, async waiting) and their assertions
// (`assertCalled`, `assertNotCalled`, `assertNoUnverifiedCalls`, `assertCallOrder`).
// Same names, behaviour and messages as the package; works in Swift Testing and XCTest, reports at the
// caller's line, and needs only the toolchain and no other snippet. Everything else is inside `enum WiredDoubles`;
// `WiredDoubles.captureFailures { … }` returns the failures of a block instead of reporting them.
// Leaves out, compared with the package: custom reporters and `withFailureReporter` (a failure goes to the running
// Swift Testing test, else the running XCTest test, else standard error, as the package's default does).
//
// Copyright (c) 2026 The Wired authors. MIT License: the notice is at the end of this file.

import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Wired's types for WiredDoubles.swift: what its entry points take and return, and the machinery
/// behind them, kept out of your names' way.
enum WiredDoubles {}

// The classes to subclass and hold, by the package's names.
typealias Spy = WiredDoubles.Spy
typealias Mock = WiredDoubles.Mock
typealias ClosureSpy = WiredDoubles.ClosureSpy

// From Doubles/ClosureSpy.swift

extension WiredDoubles {
  /// A spy for a dependency that is a closure, or a struct of closures: it records each input and returns a stubbed
  /// output.
  final class ClosureSpy<Input, Output>: Mock, @unchecked Sendable {
    /// The name the calls are recorded under, and that failure messages show.
    let name: String
    private let defaultOutput: Output

    /// Creates a spy that returns `output` until you stub another.
    init(_ name: String = "closure", returning output: Output) {
      self.name = name
      self.defaultOutput = output
    }

    /// The name the spy was created with, such as `"fetchUsers"`.
    override var spyName: String { name }

    override var closureName: String? { name }

    /// The inputs of every call, in order.
    var inputs: [Input] {
      calls.compactMap { call in call.arguments.isEmpty ? () as Any as? Input : call.arguments[0] as? Input }
    }

    /// Records `input` and returns the stubbed output.
    func callAsFunction(_ input: Input) -> Output {
      do {
        return try respond(to: input)
      } catch {
        cannotThrow(name, error).report(userMessage: { "" }, at: Self.site)
        return defaultOutput
      }
    }

    /// Records `input` and returns the stubbed output, or throws the stubbed error.
    func callThrowing(_ input: Input) throws -> Output {
      try respond(to: input)
    }

    // NB: a closure has no call site of its own to report at; a failure points at the spy.
    private static var site: SourceSite {
      SourceSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }

    /// Records the call (with no argument for a `Void` input) and answers it with the stub or the default output.
    private func respond(to input: Input) throws -> Output {
      let arguments: [Any?] = Input.self == Void.self ? [] : [input]
      switch answer(name, arguments, as: Output.self, site: Self.site) {
      case .success(let output): return output ?? defaultOutput
      case .failure(is MismatchedStub): return defaultOutput
      case .failure(let error): throw error
      }
    }

    /// Returns `output` from now on.
    func stub(returning output: Output) {
      stub(name, returning: output)
    }

    /// Throws `error` from the throwing forms from now on.
    func stub(throwing error: any Error) {
      stub(name, throwing: error)
    }

    /// Waits until the closure has been called `count` times; see
    /// ``Spy/waitForCall(to:count:timeout:message:isolation:fileID:filePath:line:column:)``.
    @discardableResult
    func waitForCall(
      count: Int = 1,
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
        count: count,
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
    func handler() -> @Sendable (Input) -> Output { { self($0) } }

    /// The spy as a throwing closure of one argument, which throws the error stubbed with ``stub(throwing:)``.
    func throwingHandler() -> @Sendable (Input) throws -> Output { { try self.callThrowing($0) } }
  }
}
extension WiredDoubles.ClosureSpy where Output == Void {
  /// Creates a spy for a closure that returns nothing.
  convenience init(_ name: String = "closure") {
    self.init(name, returning: ())
  }
}

extension WiredDoubles.ClosureSpy where Input == Void {
  /// Records a call and returns the stubbed output.
  func callAsFunction() -> Output {
    self(())
  }

  /// The spy as a closure without input.
  func handler() -> @Sendable () -> Output { { self() } }

  /// The spy as a throwing closure without input, which throws the error stubbed with ``stub(throwing:)``.
  func throwingHandler() -> @Sendable () throws -> Output { { try self.callThrowing(()) } }
}

extension WiredDoubles.ClosureSpy {
  /// Records a call with two arguments, as the tuple `Input`, and returns the stubbed output.
  func callAsFunction<A, B>(_ first: A, _ second: B) -> Output where Input == (A, B) {
    self((first, second))
  }

  /// The spy as a closure of two arguments, for a completion such as `(Location?, LocationError?) -> Void`.
  func handler<A, B>() -> @Sendable (A, B) -> Output where Input == (A, B) {
    { self(($0, $1)) }
  }

  /// The spy as a throwing closure of two arguments, which throws the error stubbed with ``stub(throwing:)``.
  func throwingHandler<A, B>() -> @Sendable (A, B) throws -> Output where Input == (A, B) {
    { try self.callThrowing(($0, $1)) }
  }
}

extension WiredDoubles.ClosureSpy {
  /// Records a call with three arguments, as the tuple `Input`, and returns the stubbed output.
  func callAsFunction<A, B, C>(_ first: A, _ second: B, _ third: C) -> Output where Input == (A, B, C) {
    self((first, second, third))
  }

  /// The spy as a closure of three arguments.
  func handler<A, B, C>() -> @Sendable (A, B, C) -> Output where Input == (A, B, C) {
    { self(($0, $1, $2)) }
  }

  /// The spy as a throwing closure of three arguments, which throws the error stubbed with ``stub(throwing:)``.
  func throwingHandler<A, B, C>() -> @Sendable (A, B, C) throws -> Output where Input == (A, B, C) {
    { try self.callThrowing(($0, $1, $2)) }
  }
}

// From Doubles/Mock.swift

extension WiredDoubles {
  /// A ``Spy`` that also answers calls with stubbed values, errors or handlers.
  class Mock: Spy, @unchecked Sendable {
    // NB: read and written only while `CallLedger`'s lock is held; the last stub for a function wins.
    private var stubs: [(function: String, stub: Stub)] = []

    /// Creates a mock with no stubs.
    override init() {}

    /// Answers calls to `function` with `value`.
    func stub(_ function: String, returning value: Any) {
      add(function, .answer(.value(value)))
    }

    /// Answers calls to `function` by throwing `error`.
    func stub(_ function: String, throwing error: any Error) {
      add(function, .answer(.error(error)))
    }

    /// Answers calls to `function` with successive values, the last one repeating once they run out.
    func stub(_ function: String, returningInOrder values: [Any]) {
      add(function, .sequence(values, next: 0))
    }

    /// Answers calls to `function` with what `handler` returns or throws for the call's arguments.
    func stub(_ function: String, using handler: @escaping ([Any]) throws -> Any) {
      add(function, .answer(.handler(handler)))
    }

    /// Removes every stub.
    func removeAllStubs() {
      CallLedger.locked { stubs.removeAll() }
    }

    /// Records the call and returns its stubbed value, or `defaultValue` when nothing is stubbed.
    func stubbedValue<T>(
      _ function: String = #function,
      with arguments: Any?...,
      default defaultValue: @autoclosure () -> T,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> T {
      let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      switch answer(function, arguments, as: T.self, site: site) {
      case .success(let value?): return value
      case .success(nil):
        if let misspelled = misspelledStub(for: function) {
          unstubbed(function, arguments, nearStub: misspelled).report(userMessage: { "" }, at: site)
        }
        return defaultValue()
      case .failure(let error):
        if !(error is MismatchedStub) { cannotThrow(function, error).report(userMessage: { "" }, at: site) }
        return defaultValue()
      }
    }

    /// Records the call and returns its stubbed value, or throws its stubbed error.
    func stubbedValue<T>(
      _ function: String = #function,
      with arguments: Any?...,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) throws -> T {
      let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      switch answer(function, arguments, as: T.self, site: site) {
      case .success(let value?):
        return value
      case .success(nil):
        let description = unstubbed(function, arguments, nearStub: misspelledStub(for: function))
          .rendered(userMessage: "")
        dispatchFailure(description, at: site)
        throw UnstubbedCallError(description: description)
      case .failure(let mismatch as MismatchedStub):
        throw UnstubbedCallError(description: mismatch.description)
      case .failure(let error):
        throw error
      }
    }

    /// Records the call and returns its stubbed value, failing the test when nothing is stubbed.
    func strictStubbedValue<T>(
      _ function: String = #function,
      with arguments: Any?...,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> T {
      let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      switch answer(function, arguments, as: T.self, site: site) {
      case .success(let value?):
        return value
      case .success(nil):
        unstubbed(function, arguments, nearStub: misspelledStub(for: function)).report(userMessage: { "" }, at: site)
      case .failure(let error):
        if !(error is MismatchedStub) { cannotThrow(function, error).report(userMessage: { "" }, at: site) }
      }
      guard let fallback = FallbackValue.make(T.self) else {
        fatalError(
          "\(subject(function)) has no stub, and Wired cannot make up a value of type \(TypeName.of(T.self)) to return: "
            + "stub it with stub(\"\(function)\", returning: …), or use stubbedValue(default:)."
        )
      }
      return fallback
    }

    private func add(_ function: String, _ stub: Stub) {
      CallLedger.locked { stubs.append((function, stub)) }
    }

    /// Records the call and works out its answer: a value, `nil` when nothing is stubbed, the stubbed error, or a
    /// ``MismatchedStub`` already reported.
    func answer<T>(_ function: String, _ arguments: [Any?], as type: T.Type, site: SourceSite) -> Result<T?, any Error>
    {
      record(function, arguments)
      let stubbed: Any
      switch takeAnswer(for: function) {
      case nil:
        return .success(nil)
      case .error(let error):
        return .failure(error)
      case .value(let value):
        stubbed = value
      case .handler(let handler):
        do { stubbed = try handler(ArgumentList.flattened(arguments)) } catch { return .failure(error) }
      }
      if let value = stubbed as? T { return .success(value) }
      var message = FailureMessage(
        headline:
          "\(subject(function)) is stubbed with \(ValueDescription.withType(stubbed)), but it returns \(TypeName.of(T.self))"
      )
      message.hint = "Stub it with a value of type \(TypeName.of(T.self))."
      message.report(userMessage: { "" }, at: site)
      return .failure(MismatchedStub(description: message.rendered(userMessage: "")))
    }

    /// The answer to the next call of `function`, or `nil` when nothing is stubbed for it.
    private func takeAnswer(for function: String) -> StubbedAnswer? {
      CallLedger.locked {
        guard let index = stubs.lastIndex(where: { FunctionName.stub($0.function, matches: function) }) else {
          return nil
        }
        switch stubs[index].stub {
        case .answer(let answer): return answer
        case .sequence(let values, let next):
          guard !values.isEmpty else { return nil }
          stubs[index].stub = .sequence(values, next: next + 1)
          return .value(values[min(next, values.count - 1)])
        }
      }
    }

    /// The message for an error stubbed on a function that cannot throw it.
    func cannotThrow(_ function: String, _ error: any Error) -> FailureMessage {
      var message = FailureMessage(
        headline: "\(subject(function)) is stubbed to throw \(String(reflecting: error)), but it cannot throw"
      )
      message.hint = "Stub a value instead, or use `try stubbedValue(…)` in a throwing function."
      return message
    }

    /// The message for a call that no stub answers; `nearStub` is a stub whose name is one typo away.
    private func unstubbed(_ function: String, _ arguments: [Any?], nearStub: String?) -> FailureMessage {
      let with = arguments.isEmpty ? "" : " with \(ArgumentList.describe(ArgumentList.flattened(arguments)))"
      var message = FailureMessage(headline: "\(subject(function)) was called\(with), but nothing is stubbed for it")
      if let nearStub {
        message.details = [("Stubbed", "\"\(nearStub)\", which no call has been made to")]
        message.hint = "Did you mean to stub \"\(function)\"? Correct the name given to stub(_:…)."
      } else {
        message.hint =
          "Stub it with stub(\"\(function)\", returning: …), or answer unstubbed calls with stubbedValue(default:)."
      }
      return message
    }

    /// The name of a stub that looks like a misspelling of `function`: close to it, and never called itself.
    private func misspelledStub(for function: String) -> String? {
      let recorded = Set(calls.map(\.function))
      let unused = stubbedNames.filter { key in !recorded.contains { FunctionName.stub(key, matches: $0) } }
      return DidYouMean.suggestion(for: function, among: unused)
        ?? DidYouMean.suggestion(for: String(FunctionName.base(of: function)), among: unused)
    }

    /// The names that stubs were registered under.
    private var stubbedNames: Set<String> {
      CallLedger.locked { Set(stubs.map(\.function)) }
    }

    override var knownFunctionNames: Set<String> {
      super.knownFunctionNames.union(stubbedNames)
    }
  }

  /// What a mock answers to calls of one function: the same answer each time, or answers in turn.
  enum Stub {
    case answer(StubbedAnswer)
    case sequence([Any], next: Int)
  }

  /// What a mock answers to one call: taken while holding the ledger's lock, and used after releasing it.
  enum StubbedAnswer {
    case value(Any)
    case error(any Error)
    case handler(([Any]) throws -> Any)
  }

  /// Values Wired can make up when a call has no stub: `()` and `nil`.
  enum FallbackValue {
    static func make<T>(_ type: T.Type) -> T? {
      if T.self == Void.self { return () as? T }
      if let optional = T.self as? any ExpressibleByNilLiteral.Type {
        return optional.init(nilLiteral: ()) as? T
      }
      return nil
    }
  }

  /// A stub whose value has another type than the call returns: reported where the call is, once.
  struct MismatchedStub: Error, CustomStringConvertible {
    let description: String
  }

  /// The error a mock's throwing `stubbedValue` throws for a call that nothing was stubbed for.
  struct UnstubbedCallError: Error, CustomStringConvertible {
    /// The mock, the function and the arguments of the call.
    let description: String
  }
}

// From Doubles/Spy.swift

extension WiredDoubles {
  /// A base class for test doubles that records every call made to it, safely from any thread.
  class Spy: @unchecked Sendable {
    // NB: every stored property below is read and written only while `CallLedger`'s lock is held, which already
    // excludes overlapping access; the runtime's own exclusivity check would be a second toll on every recorded call.
    @exclusivity(unchecked) private var records: [RecordedCall] = []
    @exclusivity(unchecked) private var verifiedCalls: Set<Int> = []
    @exclusivity(unchecked) private var waiters: [CallWaiter] = []

    /// Creates a spy with no recorded calls.
    init() {}

    /// The name failure messages use for this spy: its type name, unless a subclass says otherwise.
    var spyName: String {
      TypeName.of(type(of: self))
    }

    /// Records a call to `function` with its arguments.
    func recordCall(_ function: String = #function, with arguments: Any?...) {
      record(function, arguments)
    }

    /// Every call recorded so far, in order.
    var calls: [RecordedCall] {
      CallLedger.locked { records }
    }

    /// The calls to `function`, named in full or by an unambiguous base name.
    func calls(to function: String) -> [RecordedCall] {
      CallLedger.locked { matchingCalls(function) }
    }

    /// Forgets every recorded call and which ones were verified.
    func reset() {
      CallLedger.locked {
        records.removeAll()
        verifiedCalls.removeAll()
      }
    }

    /// The names a test may mean: the functions recorded so far; a mock adds the ones it has stubs for.
    var knownFunctionNames: Set<String> {
      Set(calls.map(\.function))
    }

    /// The one name a closure spy records its calls under; `nil` for a spy of several functions.
    var closureName: String? { nil }

    /// The failure for a name that a closure spy never records under, or `nil` when the name is usable.
    func misnamed(_ function: String) -> FailureMessage? {
      guard let closureName, function != closureName else { return nil }
      var message = FailureMessage(
        headline: "\"\(function)\" is not the name of this closure spy: it records its calls as \"\(closureName)\"")
      message.hint =
        "Use \"\(closureName)\", or name the spy after what it stands for: ClosureSpy<…>(\"\(function)\")."
      return message
    }

    /// `Did you mean "requestLocation()"?` for a name close to one the spy knows, in full or by base name.
    func didYouMean(_ name: String) -> String? {
      let known = knownFunctionNames.subtracting([name])
      let suggestion =
        DidYouMean.suggestion(for: name, among: known)
        ?? DidYouMean.suggestion(
          for: String(FunctionName.base(of: name)), among: known.map { String(FunctionName.base(of: $0)) }
        )
        .flatMap { base in known.sorted().first { FunctionName.base(of: $0) == base[...] } }
      return suggestion.map { "Did you mean \"\($0)\"?" }
    }

    /// ` on LocationProviderMock` for messages, or nothing when the spy is named after the function (a closure spy).
    func on(_ function: String) -> String {
      spyName == function ? "" : " on \(spyName)"
    }

    /// `LocationProviderMock.requestLocation()` for messages, or the function alone for a closure spy.
    func subject(_ function: String) -> String {
      spyName == function ? function : "\(spyName).\(function)"
    }

    func record(_ function: String, _ arguments: [Any?]) {
      let satisfied: [CallWaiter] = CallLedger.locked {
        records.append(
          RecordedCall(function: function, arguments: arguments, sequenceNumber: CallLedger.nextSequenceNumber()))
        guard !waiters.isEmpty else { return [] }
        let ready = waiters.filter { matchingCalls($0.function).count >= $0.count }
        waiters.removeAll { waiter in ready.contains { $0 === waiter } }
        return ready
      }
      for waiter in satisfied { waiter.resume(true) }
    }

    /// The calls to `function`; call only while holding the ledger's lock.
    func matchingCalls(_ function: String) -> [RecordedCall] {
      guard case .resolved(let name) = FunctionName.resolve(function, among: records.map(\.function)) else { return [] }
      return records.filter { $0.function == name }
    }

    /// Marks calls as verified by an assertion, for
    /// ``assertNoUnverifiedCalls(_:message:fileID:filePath:line:column:)``.
    func markVerified(_ calls: [RecordedCall]) {
      CallLedger.locked { verifiedCalls.formUnion(calls.map(\.sequenceNumber)) }
    }

    /// The recorded calls that no assertion has verified yet.
    var unverifiedCalls: [RecordedCall] {
      CallLedger.locked { records.filter { !verifiedCalls.contains($0.sequenceNumber) } }
    }

    /// Adds a waiter, or returns `true` at once when enough calls already arrived.
    func addWaiter(_ waiter: CallWaiter) -> Bool {
      CallLedger.locked {
        if matchingCalls(waiter.function).count >= waiter.count { return true }
        waiters.append(waiter)
        return false
      }
    }

    /// Removes a waiter that timed out or was cancelled; `false` when a call already resumed it.
    func removeWaiter(_ waiter: CallWaiter) -> Bool {
      CallLedger.locked {
        guard let index = waiters.firstIndex(where: { $0 === waiter }) else { return false }
        waiters.remove(at: index)
        return true
      }
    }
  }

  /// One call that a ``Spy`` recorded: the function, its arguments and when it happened.
  struct RecordedCall: @unchecked Sendable, CustomStringConvertible {
    /// The function as `#function` spells it: `"findUserLocation(then:)"`, or `"isUserAuthorized"` for a property.
    let function: String
    /// The arguments as the call passed them, each `nil` kept as `nil`.
    let passedArguments: [Any?]

    /// The arguments, in the order they were recorded.
    var arguments: [Any] {
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

    /// `function`, followed by its arguments when there are some: `geocode(_:) with Coordinate(lat: 1.0, lon: 2.0)`.
    var description: String {
      arguments.isEmpty ? function : "\(function) with \(ArgumentList.describe(arguments))"
    }
  }
}
extension WiredDoubles.Spy {
  /// The argument at `position` of the last call to `function`, as a `T`; a reported failure when there is none.
  func argument<T>(
    _ position: Int = 0,
    of function: String,
    as type: T.Type = T.self,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> T? {
    let site = WiredDoubles.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var found: T?
    let verdict = WiredDoubles.CallVerdict.checking(function, on: self) { query in
      guard let call = query.calls.last else {
        return calledFailure(
          "Expected a call to \(query.name)\(on(query.name)) to read argument \(position) of, but it never was", query)
      }
      let arguments = WiredDoubles.ArgumentList.spread(call.arguments)
      let which = "argument \(position) of the last call to \(query.name)\(on(query.name))"
      guard arguments.indices.contains(position) else {
        let count = arguments.count == 1 ? "1 argument" : "\(arguments.count) arguments"
        return calledFailure("Expected \(which), but it had \(count)", query)
      }
      guard let typed = arguments[position] as? T else {
        return calledFailure(
          "Expected \(which) to be \(WiredDoubles.TypeName.withArticle(T.self)), but it is "
            + WiredDoubles.ValueDescription.withType(arguments[position]), query)
      }
      found = typed
      // NB: reading an argument is not checking the call: it stays unverified.
      return .verified([], on: self)
    }
    _ = verdict.settle({ "" }, at: site)
    return found
  }

  /// A failure of ``argument(_:of:as:fileID:filePath:line:column:)`` that lists the calls to the function.
  private func calledFailure(_ headline: String, _ query: WiredDoubles.CallQuery) -> WiredDoubles.CallVerdict {
    .failure(headline, query, listing: query.calls, title: "Calls to \(query.name)")
  }
}

extension WiredDoubles.Spy {
  /// Waits until `function` has been called `count` times, and fails the test if that takes longer than `timeout`.
  @discardableResult
  func waitForCall(
    to function: String,
    count: Int = 1,
    timeout: TimeInterval = 1,
    message: @autoclosure () -> String = "",
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    let site = WiredDoubles.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let failure = misnamed(function) {
      failure.report(userMessage: message, at: site)
      return false
    }
    let waiter = WiredDoubles.CallWaiter(function: function, count: count)
    let nanoseconds = UInt64(max(0, timeout) * 1_000_000_000)
    let arrived = await withTaskCancellationHandler(
      operation: {
        await withCheckedContinuation(isolation: isolation) { continuation in
          waiter.attach(continuation)
          if addWaiter(waiter) {
            waiter.resume(true)
            return
          }
          waiter.attachTimeout(
            Task { [self] in
              try? await Task.sleep(nanoseconds: nanoseconds)
              if removeWaiter(waiter) { waiter.resume(false) }
            })
        }
      },
      onCancel: {
        if removeWaiter(waiter) { waiter.resume(false) }
      },
      isolation: isolation
    )
    if !arrived {
      let times = count == 1 ? "" : " \(count) times"
      var failure = WiredDoubles.FailureMessage(
        headline: "Timed out after \(timeout) s waiting for \(function) to be called\(times)\(on(function))"
      )
      failure.sections = [WiredDoubles.CallListing.section(calls)]
      let misspelling = calls(to: function).isEmpty ? didYouMean(function) : nil
      failure.hint =
        misspelling
        ?? "Check that the code under test makes the call; if it runs on the main actor, await it rather than block it."
      failure.report(userMessage: message, at: site)
    }
    return arrived
  }
}

// From Doubles/SpyAssertions.swift

/// Asserts that `function` was called on `spy`: at least once, or exactly `times` times.
@discardableResult
func assertCalled(
  _ spy: Spy,
  _ function: String,
  times: Int? = nil,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = WiredDoubles.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return WiredDoubles.CallVerdict.checking(function, on: spy) { WiredDoubles.CalledCheck.calls($0, times: times) }
    .settle(message, at: site)
}

/// Asserts that `function` was called on `spy` with arguments equal to `arguments`.
@discardableResult
func assertCalled(
  _ spy: Spy,
  _ function: String,
  with argument: Any?,
  _ moreArguments: Any?...,
  times: Int? = nil,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = WiredDoubles.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let arguments = WiredDoubles.ArgumentList.flattened([argument] + moreArguments)
  return WiredDoubles.CallVerdict.checking(function, on: spy) {
    WiredDoubles.CalledCheck.calls($0, with: arguments, times: times)
  }
  .settle(message, at: site)
}

/// Asserts that `function` was never called on `spy`.
@discardableResult
func assertNotCalled(
  _ spy: Spy,
  _ function: String,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = WiredDoubles.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return WiredDoubles.CallVerdict.checking(function, on: spy, WiredDoubles.CalledCheck.noCalls).settle(
    message, at: site)
}

/// Asserts that every call recorded on `spy` was checked by an assertion (`assertCalled`, `assertCallOrder`).
@discardableResult
func assertNoUnverifiedCalls(
  _ spy: Spy,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = WiredDoubles.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let unverified = spy.unverifiedCalls
  guard !unverified.isEmpty else { return true }
  let count = unverified.count == 1 ? "1 was not" : "\(unverified.count) were not"
  var failure = WiredDoubles.FailureMessage(
    headline: "Expected every call to \(spy.spyName) to be verified, but \(count)")
  failure.sections = [WiredDoubles.CallListing.section(unverified, title: "Unverified calls")]
  failure.hint = "Check each of them with assertCalled, or reset() the spy after the calls you do not care about."
  failure.report(userMessage: message, at: site)
  return false
}

/// Asserts that the closure was called: at least once, or exactly `times` times, whatever its input.
@discardableResult
func assertCalled<Input, Output>(
  _ spy: ClosureSpy<Input, Output>,
  times: Int? = nil,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = WiredDoubles.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return WiredDoubles.CallVerdict.checking(spy.name, on: spy) { WiredDoubles.CalledCheck.calls($0, times: times) }
    .settle(message, at: site)
}

/// Asserts that the closure was called with an input equal to the arguments given.
@discardableResult
func assertCalled<Input, Output>(
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
  let site = WiredDoubles.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let arguments = WiredDoubles.ArgumentList.flattened([argument] + moreArguments)
  return WiredDoubles.CallVerdict.checking(spy.name, on: spy) {
    WiredDoubles.CalledCheck.calls($0, with: arguments, times: times)
  }
  .settle(message, at: site)
}

/// Asserts that the closure was never called.
@discardableResult
func assertNotCalled<Input, Output>(
  _ spy: ClosureSpy<Input, Output>,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = WiredDoubles.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return WiredDoubles.CallVerdict.checking(spy.name, on: spy, WiredDoubles.CalledCheck.noCalls).settle(
    message, at: site)
}

/// Asserts that the calls named were made on `spy` in this order; other calls may come between them.
@discardableResult
func assertCallOrder(
  _ spy: Spy,
  _ functions: [String],
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = WiredDoubles.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return WiredDoubles.CallOrder.check(functions.map { (spy, $0) }).settle(message, at: site)
}

/// Asserts that calls were made across several spies in this order; other calls may come between them.
@discardableResult
func assertCallOrder(
  _ calls: [(Spy, String)],
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = WiredDoubles.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return WiredDoubles.CallOrder.check(calls).settle(message, at: site)
}

extension WiredDoubles {
  /// Finds the named calls as a subsequence of everything the spies recorded, ordered by sequence number.
  fileprivate enum CallOrder {
    static func check(_ expected: [(Spy, String)]) -> CallVerdict {
      var spies: [Spy] = []
      for (spy, _) in expected where !spies.contains(where: { $0 === spy }) { spies.append(spy) }
      let timeline = spies.flatMap { spy in spy.calls.map { (spy: spy, call: $0) } }
        .sorted { $0.call.sequenceNumber < $1.call.sequenceNumber }
      let label = { (spy: Spy, function: String) in spies.count == 1 ? function : "\(spy.spyName).\(function)" }

      var resolved: [(spy: Spy, name: String)] = []
      for (spy, function) in expected {
        switch CallQuery.resolve(function, on: spy) {
        case .resolved(let query): resolved.append((spy, query.name))
        case .failed(let failure): return .failed(failure)
        }
      }
      var matched: [(spy: Spy, call: RecordedCall)] = []
      var position = 0
      var problem: String?
      for (spy, name) in resolved {
        guard let index = timeline[position...].firstIndex(where: { $0.spy === spy && $0.call.function == name }) else {
          if let previous = matched.last, timeline.contains(where: { $0.spy === spy && $0.call.function == name }) {
            let step = timeline.firstIndex { $0.call.sequenceNumber == previous.call.sequenceNumber }! + 1
            problem =
              "no call to \(label(spy, name)) after \(label(previous.spy, previous.call.function)) (call \(step))"
          } else {
            problem = "\(label(spy, name)) was never called"
          }
          break
        }
        matched.append(timeline[index])
        position = index + 1
      }
      guard let problem else { return .verified(matched) }
      var failure = FailureMessage(
        headline: "Expected calls in this order: " + resolved.map { label($0.spy, $0.name) }.joined(separator: ", ")
      )
      failure.details = [("Found", problem)]
      let lines = timeline.enumerated().map { offset, entry in
        "    \(offset + 1). \(spies.count == 1 ? "" : "\(entry.spy.spyName).")\(entry.call)"
      }
      failure.sections = [
        lines.isEmpty ? "  Recorded calls: none" : "  Recorded calls:\n" + lines.joined(separator: "\n")
      ]
      return .failed(failure)
    }
  }
}

// From Adapters/MainThreadRegistration.swift

extension WiredDoubles {
  /// Runs XCTest's registrations on the main thread, the only one where XCTest accepts them, without waiting for it.
  enum MainThreadRegistration {
    /// Runs `register` now when called on the main thread; otherwise queues it there and returns at once.
    static func run(_ register: @escaping @Sendable () -> Void) {
      if Thread.isMainThread {
        register()
      } else {
        DispatchQueue.main.async(execute: register)
      }
    }
  }
}

// From Doubles/CallLedger.swift

extension WiredDoubles {
  /// The one lock behind every spy: it orders calls across spies and guards their records, stubs and waiters.
  enum CallLedger {
    private static let lock = NSLock()
    // NB: only read or written while `lock` is held.
    @exclusivity(unchecked) private nonisolated(unsafe) static var lastSequenceNumber = 0

    /// Runs `body` while holding the lock.
    static func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
      try lock.wiredDoublesGuarded(body)
    }

    /// The next sequence number; call it only while holding the lock.
    static func nextSequenceNumber() -> Int {
      lastSequenceNumber += 1
      return lastSequenceNumber
    }
  }

  /// How failure messages list the calls a spy recorded, so the reader sees what happened.
  enum CallListing {
    /// `  Recorded calls:` followed by one numbered line per call, or `  Recorded calls: none`.
    static func section(_ calls: [RecordedCall], title: String = "Recorded calls") -> String {
      guard !calls.isEmpty else { return "  \(title): none" }
      let lines = calls.enumerated().map { "    \($0.offset + 1). \($0.element)" }
      return "  \(title):\n" + Shortening.list(lines).joined(separator: "\n")
    }
  }

  /// A function name resolved against what a spy recorded, or the message that says why it cannot be.
  struct CallQuery {
    let spy: Spy
    let name: String
    let calls: [RecordedCall]

    /// A resolved name, or the message that says why the name cannot be resolved.
    enum Resolution {
      case resolved(CallQuery)
      case failed(FailureMessage)
    }

    /// Resolves `function` among the spy's recorded calls; a base name shared by several functions fails.
    static func resolve(_ function: String, on spy: Spy) -> Resolution {
      if let failure = spy.misnamed(function) { return .failed(failure) }
      let all = spy.calls
      switch FunctionName.resolve(function, among: all.map(\.function)) {
      case .resolved(let name):
        return .resolved(CallQuery(spy: spy, name: name, calls: all.filter { $0.function == name }))
      case .ambiguous(let names):
        var message = FailureMessage(
          headline: "\"\(function)\" names more than one function recorded on \(spy.spyName)")
        message.details = [("Matches", names.joined(separator: ", "))]
        message.hint = "Name the function in full, as #function spells it."
        return .failed(message)
      }
    }

    /// ` on LocationProviderMock` for messages, or nothing for a closure spy, which is named after its function.
    var on: String { spy.on(name) }

    /// `Did you mean "requestLocation()"?` when nothing was recorded under the name but a close one was.
    func didYouMean() -> String? {
      guard calls.isEmpty else { return nil }
      return spy.didYouMean(name)
    }
  }

  /// `1 time`, `2 times`.
  static func countText(_ count: Int) -> String {
    count == 1 ? "1 time" : "\(count) times"
  }

  /// How a test names a recorded function: in full (`"findUserLocation(then:)"`) or by its base name
  /// (`"findUserLocation"`) when only one recorded function has it.
  enum FunctionName {
    /// What a name resolves to among the names that were recorded.
    enum Resolution: Equatable {
      /// The recorded name it stands for (or the name itself when nothing matched).
      case resolved(String)
      /// Several recorded functions share the base name.
      case ambiguous([String])
    }

    /// The base name: `findUserLocation` for `findUserLocation(then:)`.
    static func base(of name: String) -> Substring {
      name.prefix { $0 != "(" }
    }

    static func resolve(_ name: String, among recorded: [String]) -> Resolution {
      if name.contains("(") || recorded.contains(name) { return .resolved(name) }
      var candidates: [String] = []
      for function in recorded where base(of: function) == name[...] && !candidates.contains(function) {
        candidates.append(function)
      }
      switch candidates.count {
      case 0: return .resolved(name)
      case 1: return .resolved(candidates[0])
      default: return .ambiguous(candidates.sorted())
      }
    }

    /// Whether a stub registered under `key` applies to a call of `function`.
    static func stub(_ key: String, matches function: String) -> Bool {
      key == function || (!key.contains("(") && base(of: function) == key[...])
    }
  }

  /// How doubles show and compare the arguments of a call: one rule for every `Spy`, `Mock` and `ClosureSpy`.
  enum ArgumentList {
    /// Arguments as a variadic `Any?...` parameter receives them, so that optionals and `nil` pass without a warning,
    /// back to plain values: each present value as it is, each `nil` as a `nil`.
    static func flattened(_ arguments: [Any?]) -> [Any] {
      arguments.map { $0 ?? (Any?.none as Any) }
    }

    /// The arguments as Swift would debug-print them, separated by commas.
    static func describe(_ arguments: [Any]) -> String {
      arguments.map { ValueDescription.of($0) }.joined(separator: ", ")
    }

    /// Whether recorded arguments match expected ones, element by element, each side's lone tuple spread.
    static func matches(_ recorded: [Any], _ expected: [Any]) -> Bool {
      let recorded = spread(recorded)
      let expected = spread(expected)
      return recorded.count == expected.count && zip(recorded, expected).allSatisfy(ArgumentEquality.equal)
    }

    /// The elements of a lone tuple argument, or the arguments as they are.
    static func spread(_ arguments: [Any]) -> [Any] {
      guard arguments.count == 1, let elements = TupleElements.of(arguments[0]) else { return arguments }
      return elements
    }
  }

  /// Equality of two arguments of unknown type.
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
      if let leftElements = TupleElements.of(left), let rightElements = TupleElements.of(right) {
        return leftElements.count == rightElements.count && zip(leftElements, rightElements).allSatisfy(equal)
      }
      return String(reflecting: left) == String(reflecting: right)
    }

    private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
      (rhs as? Value) == lhs
    }
  }

  /// The elements of a tuple.
  enum TupleElements {
    /// The elements, or `nil` when the value is not a tuple.
    static func of(_ value: Any) -> [Any]? {
      guard TypeKind.of(type(of: value)) == .tuple else { return nil }
      return Mirror(reflecting: value).children.map(\.value)
    }
  }

  /// The checks behind `assertCalled` and `assertNotCalled`, shared by the spy forms, which name the function, and the
  /// closure spy forms, which do not.
  enum CalledCheck {
    /// The calls to the function whatever their arguments: at least one, or exactly `times`.
    static func calls(_ query: CallQuery, times: Int?) -> CallVerdict {
      let count = query.calls.count
      let subject = "\(query.name) to be called"
      if let times, count != times {
        return .failure(
          "Expected \(subject) \(countText(times))\(query.on), but it was called \(countText(count))", query,
          listing: query.spy.calls)
      }
      if times == nil, count == 0 {
        return .failure("Expected \(subject)\(query.on), but it never was", query, listing: query.spy.calls)
      }
      return .verified(query.calls, on: query.spy)
    }

    /// The calls to the function with arguments equal to `arguments`: at least one, or exactly `times`.
    static func calls(_ query: CallQuery, with arguments: [Any], times: Int?) -> CallVerdict {
      let matching = query.calls.filter { ArgumentList.matches($0.arguments, arguments) }
      let expected = ArgumentList.describe(arguments)
      if let times, matching.count != times {
        return .failure(
          "Expected \(query.name) to be called \(countText(times))\(query.on) with \(expected), "
            + "but \(matching.count == 1 ? "1 call" : "\(matching.count) calls") had equal arguments", query,
          listing: query.calls, title: "Calls to \(query.name)")
      }
      if times == nil, matching.isEmpty {
        let found = query.calls.isEmpty ? "it never was" : "no call had equal arguments"
        return .failure(
          "Expected \(query.name) to be called\(query.on) with \(expected), but \(found)", query,
          listing: query.calls, title: "Calls to \(query.name)")
      }
      return .verified(matching, on: query.spy)
    }

    /// No call to the function at all.
    static func noCalls(_ query: CallQuery) -> CallVerdict {
      guard !query.calls.isEmpty else { return .verified([], on: query.spy) }
      var message = FailureMessage(
        headline:
          "Expected \(query.name) not to be called\(query.on), but it was called \(countText(query.calls.count))")
      message.sections = [CallListing.section(query.spy.calls)]
      return .failed(message)
    }

  }

  /// What a check of a double's calls found: the calls it verifies, or the failure to report.
  enum CallVerdict {
    case verified([(spy: Spy, call: RecordedCall)])
    case failed(FailureMessage)

    /// The check passed on `calls` of `spy`.
    static func verified(_ calls: [RecordedCall], on spy: Spy) -> CallVerdict {
      .verified(calls.map { (spy, $0) })
    }

    /// Runs `check` on the calls to `function`, or fails when the name cannot be resolved on `spy`.
    static func checking(_ function: String, on spy: Spy, _ check: (CallQuery) -> CallVerdict) -> CallVerdict {
      switch CallQuery.resolve(function, on: spy) {
      case .resolved(let query): check(query)
      case .failed(let failure): .failed(failure)
      }
    }

    /// Marks the verified calls on their spies, or reports the failure at `site`; returns whether the check passed.
    func settle(_ message: () -> String, at site: SourceSite) -> Bool {
      switch self {
      case .verified(let calls):
        for (spy, call) in calls { spy.markVerified([call]) }
        return true
      case .failed(let failure):
        failure.report(userMessage: message, at: site)
        return false
      }
    }

    /// A failure that lists `calls` and suggests a close name when nothing was recorded under this one.
    static func failure(
      _ headline: String, _ query: CallQuery, listing calls: [RecordedCall], title: String = "Recorded calls"
    ) -> CallVerdict {
      var message = FailureMessage(headline: headline)
      message.sections = [CallListing.section(calls, title: title)]
      message.hint = query.didYouMean()
      return .failed(message)
    }
  }

  /// A task waiting until a spy has recorded enough calls to one function.
  final class CallWaiter: @unchecked Sendable {
    let function: String
    let count: Int
    private let lock = NSLock()
    // NB: read and written only while `lock` is held: the recording thread may resume the waiter while the waiting
    // task is still attaching its timeout.
    private var continuation: CheckedContinuation<Bool, Never>?
    private var timeout: Task<Void, Never>?
    private var isFinished = false

    init(function: String, count: Int) {
      self.function = function
      self.count = count
    }

    func attach(_ continuation: CheckedContinuation<Bool, Never>) {
      lock.wiredDoublesGuarded { self.continuation = continuation }
    }

    /// Keeps the task that ends the wait when it times out, or cancels it at once when the wait is already over.
    func attachTimeout(_ task: Task<Void, Never>) {
      let finished = lock.wiredDoublesGuarded {
        if !isFinished { timeout = task }
        return isFinished
      }
      if finished { task.cancel() }
    }

    /// Resumes the waiting task once; later calls do nothing.
    func resume(_ satisfied: Bool) {
      let (waiting, timer) = lock.wiredDoublesGuarded {
        defer {
          isFinished = true
          continuation = nil
          timeout = nil
        }
        return (continuation, timeout)
      }
      timer?.cancel()
      waiting?.resume(returning: satisfied)
    }
  }
}

// From Internal/Formatting/DidYouMean.swift

extension WiredDoubles {
  /// Suggests the candidate closest to a name that was not found, when one is close enough to be a typo.
  enum DidYouMean {
    /// The closest candidate within a third of the name's length in edits (at least one), ignoring case.
    static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
      let budget = max(1, name.count / 3)
      var best: (candidate: String, distance: Int)?
      for candidate in candidates where candidate != name {
        let distance = editDistance(name.lowercased(), candidate.lowercased())
        if distance <= budget, distance < (best?.distance ?? .max) {
          best = (candidate, distance)
        }
      }
      return best?.candidate
    }

    /// The optimal string alignment distance between two strings, in characters: insertions, deletions, substitutions,
    /// and transpositions of two neighbouring characters (`veiw` for `view`, the commonest typo), each one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
      let a = Array(a)
      let b = Array(b)
      if a.isEmpty { return b.count }
      if b.isEmpty { return a.count }
      var beforePrevious = [Int](repeating: 0, count: b.count + 1)
      var previous = Array(0...b.count)
      var current = [Int](repeating: 0, count: b.count + 1)
      for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
          let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
          current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            current[j] = min(current[j], beforePrevious[j - 2] + 1)
          }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
      }
      return previous[b.count]
    }
  }
}

// From Internal/Formatting/FailureMessage.swift

extension WiredDoubles {
  /// The one shape of every Wired failure: a headline, an indented detail block, then a hint.
  struct FailureMessage {
    /// The failed claim, on one line.
    var headline: String
    /// Labelled lines (`Found:`, `Path:`…), aligned on their values.
    var details: [(label: String, value: String)] = []
    /// Free lines after the labelled ones, already indented by the caller where needed.
    var sections: [String] = []
    /// What to do next.
    var hint: String?
    /// Text to attach to the failure, such as a diagram of the objects involved.
    var attachments: [TestAttachment] = []

    /// The message, with the user's own message first when there is one.
    func rendered(userMessage: String) -> String {
      var text = userMessage.isEmpty ? headline : "\(userMessage) - \(headline)"
      if !details.isEmpty {
        let width = details.map(\.label.count).max() ?? 0
        let lines = details.map { detail in
          let label = "\(detail.label):".wiredDoublesPadding(toLength: width + 1)
          return "  \(label) \(detail.value.wiredDoublesIndentingContinuationLines(by: width + 4))"
        }
        text += "\n\n" + lines.joined(separator: "\n")
      }
      for section in sections {
        text += "\n\n" + section
      }
      if let hint {
        text += "\n\n" + hint
      }
      return text
    }

    /// Reports this message through the current reporter at `site`, evaluating the user's message only now.
    func report(userMessage: () -> String, at site: SourceSite) {
      dispatchFailure(rendered(userMessage: userMessage()), at: site, attachments: attachments)
    }
  }
}
extension String {
  /// The string padded with spaces on the right to `length` characters.
  func wiredDoublesPadding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }

  /// Indents every line after the first, so a multi-line value stays in its column.
  func wiredDoublesIndentingContinuationLines(by width: Int) -> String {
    guard contains("\n") else { return self }
    let indent = String(repeating: " ", count: width)
    return split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
  }
}

// From Internal/Formatting/Shortening.swift

extension WiredDoubles {
  /// Keeps every message readable and bounded: long paths, lists, lines and whole messages are shortened in the middle,
  /// with a count of what was left out.
  enum Shortening {
    /// The most characters a reported message has.
    static let maximumMessageLength = 20_000
    /// The most characters one line of a message has.
    static let maximumLineLength = 2_000

    /// A path of more than 12 segments as its first 6 and last 4, with the number left out between them.
    static func path(_ path: String) -> String {
      let segments = path.split(separator: ".", omittingEmptySubsequences: false)
      guard segments.count > 12 else { return path }
      let head = segments.prefix(6).joined(separator: ".")
      let tail = segments.suffix(4).joined(separator: ".")
      return "\(head) … \(grouped(segments.count - 10)) more segments … \(tail)"
    }

    /// More than 25 lines as the first 20 and the last 5, with the number left out between them.
    static func list(_ lines: [String], indent: String = "    ") -> [String] {
      guard lines.count > 25 else { return lines }
      return lines.prefix(20) + ["\(indent)… \(grouped(lines.count - 25)) more …"] + lines.suffix(5)
    }

    /// The message with each overlong line, then the whole, cut in the middle.
    static func message(_ text: String) -> String {
      guard text.utf8.count > maximumLineLength else { return text }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.count > maximumLineLength ? middleCut(String(line), keeping: maximumLineLength) : String(line)
      }
      return middleCut(lines.joined(separator: "\n"), keeping: maximumMessageLength)
    }

    /// `text` cut to about `keeping` characters, three quarters from its start and the rest from its end.
    private static func middleCut(_ text: String, keeping limit: Int) -> String {
      let count = text.count
      guard count > limit else { return text }
      let head = limit * 3 / 4
      let tail = limit - head
      return "\(text.prefix(head)) … \(grouped(count - limit)) characters left out … \(text.suffix(tail))"
    }

    /// `99,990`: a count with its thousands grouped, whatever the locale.
    static func grouped(_ number: Int) -> String {
      let digits = String(number)
      var result = ""
      for (offset, digit) in digits.enumerated() {
        if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
        result.append(digit)
      }
      return result
    }
  }
}

// From Internal/NSLock+Guarded.swift

extension NSLock {
  /// Runs `body` while holding the lock.
  // NB: Foundation's own `withLock` is not available on every OS version Wired supports.
  func wiredDoublesGuarded<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

// From Internal/Reflection/TypeKind.swift

extension WiredDoubles {
  /// What kind of type the runtime says a metatype is, read from its metadata kind without building a `Mirror`.
  enum TypeKind: Equatable {
    case `class`
    case `struct`
    case `enum`
    case optional
    case tuple
    case function
    case existential
    case metatype
    case other

    /// The kind of `type`.
    static func of(_ type: Any.Type) -> TypeKind {
      if type is AnyClass { return .class }
      // NB: the metadata kinds of the Swift ABI (MetadataKind.def); a class on Apple platforms stores an isa
      // pointer there instead, which `is AnyClass` already caught.
      switch unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee {
      case 0x200: return .struct
      case 0x201: return .enum
      case 0x202: return .optional
      case 0x203, 0x204, 0x305: return .class
      case 0x301: return .tuple
      case 0x302: return .function
      case 0x303, 0x307: return .existential
      case 0x304, 0x306: return .metatype
      default: return .other
      }
    }

    /// Whether values of `type` can be copied, from the flags of its value witness table (`IsNonCopyable`), which sits
    /// just before the metadata: eight witnesses, then size, stride and the flags.
    static func isCopyable(_ type: Any.Type) -> Bool {
      let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
      let witnesses = metadata.load(fromByteOffset: -MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
      let flags = witnesses.load(fromByteOffset: 10 * MemoryLayout<Int>.stride, as: UInt32.self)
      return flags & 0x0080_0000 == 0
    }

    /// The type inside every layer of `Optional`: `Coordinator` for `Coordinator??`.
    static func innermostWrapped(_ type: Any.Type) -> Any.Type {
      var current = type
      while let optional = current as? any AnyOptional.Type {
        current = optional.wiredDoublesWrappedType
      }
      return current
    }
  }
}

// From Internal/Reflection/TypeName.swift

extension WiredDoubles {
  /// Names of types as a Swift developer writes them: `ScenePresenter?`, `[User]`, `[String: Int]`.
  enum TypeName {
    /// The readable name of a type.
    static func of(_ type: Any.Type) -> String {
      readable(String(describing: type))
    }

    /// `a SceneAInteractor`, `an Int`: the readable name after its indefinite article.
    static func withArticle(_ type: Any.Type) -> String {
      let name = of(type)
      return ("AEIOae".contains(name.first ?? "x") ? "an " : "a ") + name
    }

    /// The readable name of the dynamic type of a value, looking through `Optional`.
    static func ofValue(_ value: Any) -> String {
      of(Swift.type(of: Unwrapped.value(value) ?? value))
    }

    /// Rewrites `Optional<T>`, `Array<T>` and `Dictionary<K, V>` into their sugared forms, at any depth.
    static func readable(_ name: String) -> String {
      if let inner = generic(name, "Optional") {
        let readableInner = readable(inner)
        return readableInner.contains(" ") && !readableInner.hasPrefix("[")
          ? "(\(readableInner))?" : "\(readableInner)?"
      }
      if let inner = generic(name, "Array") {
        return "[\(readable(inner))]"
      }
      if let inner = generic(name, "Dictionary"), let comma = topLevelComma(in: inner[...]) {
        let key = inner[..<comma]
        let value = inner[inner.index(after: comma)...].drop { $0 == " " }
        return "[\(readable(String(key))): \(readable(String(value)))]"
      }
      guard name.hasSuffix(">"), let open = name.firstIndex(of: "<") else { return name }
      // NB: another generic type keeps its name; only its arguments are sugared.
      var arguments: [String] = []
      var rest = name[name.index(after: open)..<name.index(before: name.endIndex)]
      while let comma = topLevelComma(in: rest) {
        arguments.append(readable(String(rest[..<comma])))
        rest = rest[rest.index(after: comma)...].drop { $0 == " " }
      }
      arguments.append(readable(String(rest)))
      return "\(name[..<open])<\(arguments.joined(separator: ", "))>"
    }

    private static func generic(_ name: String, _ base: String) -> String? {
      guard name.hasPrefix(base + "<"), name.hasSuffix(">") else { return nil }
      return String(name.dropFirst(base.count + 1).dropLast())
    }

    private static func topLevelComma(in text: Substring) -> String.Index? {
      var depth = 0
      for index in text.indices {
        switch text[index] {
        case "<", "(", "[": depth += 1
        case ">", ")", "]": depth -= 1
        case "," where depth == 0: return index
        default: break
        }
      }
      return nil
    }
  }
}

// From Internal/Reflection/Unwrapped.swift

extension WiredDoubles {
  /// Looks through `Optional`, its values and its metatypes, at any depth without building a `Mirror`.
  protocol AnyOptional {
    /// The value inside every layer, or `nil` when some layer is `nil`.
    var wiredDoublesWrappedAny: Any? { get }
    /// The `Wrapped` type of one layer.
    static var wiredDoublesWrappedType: Any.Type { get }
  }
}
extension Optional: WiredDoubles.AnyOptional {
  static var wiredDoublesWrappedType: Any.Type { Wrapped.self }

  var wiredDoublesWrappedAny: Any? {
    switch self {
    case .some(let wrapped):
      if let inner = wrapped as? any WiredDoubles.AnyOptional { inner.wiredDoublesWrappedAny } else { wrapped }
    case .none:
      nil
    }
  }
}

extension WiredDoubles {
  /// What an `Any` holds once every layer of `Optional` is removed.
  enum Unwrapped {
    /// The innermost value, or `nil` when some layer is `nil`; a non-optional value is returned as it is.
    static func value(_ value: Any) -> Any? {
      // NB: the metadata kind first: a cast to a protocol costs a conformance lookup, on every value of a walk.
      guard TypeKind.of(Swift.type(of: value)) == .optional, let optional = value as? any AnyOptional else {
        return value
      }
      return optional.wiredDoublesWrappedAny
    }

    /// Whether the value is an `Optional` of any depth, `nil` or not.
    static func isOptional(_ value: Any) -> Bool {
      TypeKind.of(Swift.type(of: value)) == .optional
    }
  }
}

// From Internal/Reflection/ValueDescription.swift

extension WiredDoubles {
  /// How failure messages show a value: an object by type and identity, anything else as Swift would debug-print it.
  enum ValueDescription {
    /// `SceneViewController (0x000060000…)` for an object; `"text"`, `42` or `https://x` for a value.
    static func of(_ value: Any) -> String {
      guard let unwrapped = Unwrapped.value(value) else { return "nil" }
      if let object = asObject(unwrapped) {
        return instance(object)
      }
      if TypeKind.of(type(of: unwrapped)) == .tuple {
        return tuple(unwrapped)
      }
      let text = String(reflecting: unwrapped)
      // NB: a message stays readable, and small, even when the value is a huge collection.
      guard text.utf8.count > maximumLength else { return text }
      return String(text.prefix(maximumLength)) + "… (\(text.count - maximumLength) more characters)"
    }

    /// `(nil, LocationError.denied)`: each element as `of(_:)` shows it, so `Optional` never shows.
    private static func tuple(_ value: Any) -> String {
      let elements = Mirror(reflecting: value).children.map { child in
        let label = child.label.flatMap { $0.hasPrefix(".") ? nil : "\($0): " } ?? ""
        return label + of(child.value)
      }
      return "(\(elements.joined(separator: ", ")))"
    }

    /// How many characters of a value's description a message shows.
    static let maximumLength = 1_000

    /// An object as `of(_:)` shows it; any other value followed by its type: `3 (Int)`.
    static func withType(_ value: Any) -> String {
      guard let unwrapped = Unwrapped.value(value) else { return "nil" }
      if asObject(unwrapped) != nil { return of(unwrapped) }
      return "\(of(unwrapped)) (\(TypeName.ofValue(unwrapped)))"
    }

    /// `SceneViewController (0x000060000…)`.
    static func instance(_ object: AnyObject) -> String {
      "\(TypeName.of(type(of: object))) (\(address(of: object)))"
    }

    /// The address that identifies an object, as the debugger shows it.
    static func address(of object: AnyObject) -> String {
      "\(Unmanaged.passUnretained(object).toOpaque())"
    }

    /// The value as an object, when it is an instance of a class.
    static func asObject(_ value: Any) -> AnyObject? {
      // NB: `value as AnyObject` would box a struct on Apple platforms; only a class instance has an identity.
      let dynamicType = type(of: value)
      guard dynamicType is AnyClass else { return nil }
      // NB: an `Any` is three words of buffer and the metadata of what it holds. When that is the class itself, the
      // buffer's first word is the reference, read without the dynamic cast that `as AnyObject` makes on every value of
      // a walk; when it is an existential (a generic value whose type was `any P`, erased again), the reference sits in
      // a box, and the cast finds it.
      return withUnsafePointer(to: value) { container in
        let words = UnsafeRawPointer(container)
        guard
          words.load(fromByteOffset: 3 * MemoryLayout<Int>.stride, as: UnsafeRawPointer.self)
            == unsafeBitCast(dynamicType, to: UnsafeRawPointer.self)
        else { return value as AnyObject }
        return words.load(as: AnyObject.self)
      }
    }
  }
}

// From Reporters/AutomaticReporter.swift

extension WiredDoubles {
  /// Reports to whichever test framework is running the current test, and never drops a failure.
  struct AutomaticReporter: FailureReporter {
    /// Reports the failure to the running test, or to standard error when no test can take it.
    func report(_ failure: TestFailure) {
      if SwiftTestingReporter.isTestRunning {
        SwiftTestingReporter().report(failure)
      } else if XCTestReporter().recordIfTestIsRunning(failure) {
        return
      } else {
        StandardErrorReporter().report(failure)
        SwiftTestingReporter().report(failure)
      }
    }
  }
}

// From Reporters/FailureReporter.swift

extension WiredDoubles {
  /// Something that turns a ``TestFailure`` into a failed test, a log line or anything else.
  protocol FailureReporter: Sendable {
    /// Reports one failure.
    func report(_ failure: TestFailure)
  }
}

// From Reporters/StandardErrorReporter.swift

extension WiredDoubles {
  /// Writes each failure to standard error as `file:line:column: error: message`, the shape editors link.
  struct StandardErrorReporter: FailureReporter {
    /// Writes the failure to standard error.
    func report(_ failure: TestFailure) {
      var text = "\(failure.filePath):\(failure.line):\(failure.column): error: \(failure.message)\n"
      for attachment in failure.attachments {
        text += "--- \(attachment.name) ---\n\(attachment.content)\n"
      }
      FileHandle.standardError.write(Data(text.utf8))
    }
  }
}
extension WiredDoubles.FailureReporter where Self == WiredDoubles.StandardErrorReporter {
  /// Writes the failure to standard error, one `file:line:column: error: message` block per failure; never traps.
  static var standardError: WiredDoubles.StandardErrorReporter { WiredDoubles.StandardErrorReporter() }
}

// From Reporters/SwiftTestingReporter.swift

extension WiredDoubles {
  /// Records each failure as a Swift Testing issue at the caller's source location.
  struct SwiftTestingReporter: FailureReporter {
    /// Records the failure as an issue of severity error.
    func report(_ failure: TestFailure) {
      #if canImport(Testing)
        let comment = Comment(
          rawValue: failure.message.isEmpty ? "Wired reported a failure without a message" : failure.message
        )
        let location = Self.sourceLocation(of: failure)
        #if compiler(>=6.2)
          for attachment in failure.attachments {
            Attachment.record(attachment.content, named: attachment.name, sourceLocation: location)
          }
          SavedAttachments.save(failure.attachments)
        #endif
        #if compiler(>=6.3)
          Issue.record(comment, severity: .error, sourceLocation: location)
        #else
          Issue.record(comment, sourceLocation: location)
        #endif
      #endif
    }

    #if canImport(Testing)
      /// Where Swift Testing shows the failure: the caller's location.
      static func sourceLocation(of failure: TestFailure) -> SourceLocation {
        SourceLocation(
          // NB: Swift Testing traps on a file ID without a module part, or on a line or column below 1.
          fileID: failure.fileID.contains("/") ? failure.fileID : "_/\(failure.fileID)",
          filePath: failure.filePath,
          line: max(1, Int(clamping: failure.line)),
          column: max(1, Int(clamping: failure.column))
        )
      }
    #endif

    /// Whether a Swift Testing test is running in the current task.
    static var isTestRunning: Bool {
      #if canImport(Testing)
        Test.current != nil
      #else
        false
      #endif
    }
  }
}

// From Reporters/XCTestReporter.swift

extension WiredDoubles {
  /// Records each failure as an XCTest failure at the caller's file and line.
  struct XCTestReporter: FailureReporter {
    /// Creates the reporter, and from now on follows XCTest's tests, so that it knows when one is running.
    init() {
      Self.observeTests()
    }

    /// Records the failure on the running XCTest test, or writes it to standard error when none runs.
    func report(_ failure: TestFailure) {
      if !recordIfTestIsRunning(failure) {
        StandardErrorReporter().report(failure)
      }
    }

    /// Starts following XCTest's tests now rather than at the first failure, so that the test that is about to start is
    /// known to be running.
    static func observeTests() {
      #if canImport(XCTest)
        _ = FailureObserver.registered
      #endif
    }

    /// Records the failure with `XCTFail` and tells whether a running XCTest test received it.
    func recordIfTestIsRunning(_ failure: TestFailure) -> Bool {
      #if canImport(XCTest)
        let observer = FailureObserver.registered
        let before = observer.state
        #if canImport(Darwin)
          if !failure.attachments.isEmpty, let testCase = observer.runningTestCase {
            testCase.record(Self.issue(failure))
            return true
          }
        #endif
        if let file = failure.staticFilePath {
          XCTFail(failure.message, file: file, line: failure.line)
        } else {
          // NB: XCTest takes the file as a `StaticString`, which a failure built at run time does not have;
          // the location then leads the message instead.
          XCTFail("\(failure.filePath):\(failure.line): \(failure.message)")
        }
        // NB: a test seen starting took the failure, even if it overrides how it records failures; before
        // the first start is seen (the observer registers on first use), a changed failure count proves it.
        let isTaken = before.isTestRunning || observer.state.failureCount != before.failureCount
        // NB: the test took the failure, but not its attachments, which XCTest has on Apple platforms only.
        if isTaken { SavedAttachments.save(failure.attachments) }
        return isTaken
      #else
        return false
      #endif
    }

    #if canImport(Darwin)
      /// The failure as an issue that carries its attachments, such as the diagram of a cycle.
      private static func issue(_ failure: TestFailure) -> XCTIssue {
        let location = XCTSourceCodeLocation(filePath: failure.filePath, lineNumber: Int(clamping: failure.line))
        let attachments = failure.attachments.map { attachment in
          let xcAttachment = XCTAttachment(string: attachment.content)
          xcAttachment.name = attachment.name
          xcAttachment.lifetime = .keepAlways
          return xcAttachment
        }
        return XCTIssue(
          type: .assertionFailure,
          compactDescription: failure.message,
          detailedDescription: nil,
          sourceCodeContext: XCTSourceCodeContext(location: location),
          associatedError: nil,
          attachments: attachments
        )
      }
    #endif
  }

  #if canImport(XCTest)
    /// Follows the XCTest tests that run and the failures they receive, so the reporter can tell when XCTest dropped
    /// one.
    fileprivate final class FailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
      struct State {
        var isTestRunning = false
        var failureCount = 0
      }

      /// The observer, registered with XCTest on the main thread (at once when this is first read there).
      static let registered: FailureObserver = {
        let observer = FailureObserver()
        MainThreadRegistration.run { XCTestObservationCenter.shared.addTestObserver(observer) }
        return observer
      }()

      private let lock = NSLock()
      private var current = State()
      private weak var testCase: XCTestCase?

      /// The test case that is running, for attachments.
      var runningTestCase: XCTestCase? {
        lock.wiredDoublesGuarded { testCase }
      }

      var state: State {
        lock.wiredDoublesGuarded { current }
      }

      private func update(_ change: (inout State) -> Void) {
        lock.wiredDoublesGuarded { change(&current) }
      }

      func testCaseWillStart(_ testCase: XCTestCase) {
        lock.wiredDoublesGuarded { self.testCase = testCase }
        update { $0.isTestRunning = true }
      }

      func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.wiredDoublesGuarded { self.testCase = nil }
        update { $0.isTestRunning = false }
      }

      #if canImport(Darwin)
        func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) { update { $0.failureCount += 1 } }
      #else
        func testCase(
          _ testCase: XCTestCase,
          didFailWithDescription description: String,
          inFile filePath: String?,
          atLine lineNumber: Int
        ) { update { $0.failureCount += 1 } }
      #endif
    }
  #endif
}

// From Reporting/CaptureFailures.swift

extension WiredDoubles {
  /// Runs `operation` and returns the failures it reported, in order, instead of failing the test.
  static func captureFailures(_ operation: () throws -> Void) rethrows -> [TestFailure] {
    let collector = FailureCollector()
    try withFailureReporter(collector, operation: operation)
    return collector.failures
  }

  /// Runs the async `operation` and returns the failures it reported, in order, instead of failing the test.
  static func captureFailures(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Void
  ) async rethrows -> [TestFailure] {
    let collector = FailureCollector()
    try await withFailureReporter(collector, isolation: isolation, operation: operation)
    return collector.failures
  }

  /// A reporter that keeps the failures it is given, safely from any thread.
  final class FailureCollector: FailureReporter, @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [TestFailure] = []

    var failures: [TestFailure] {
      lock.wiredDoublesGuarded { collected }
    }

    func report(_ failure: TestFailure) {
      lock.wiredDoublesGuarded { collected.append(failure) }
    }
  }
}

// From Reporting/ReportFailure.swift

extension WiredDoubles {
  /// The one place where the library hands a failure to a reporter.
  static func dispatchFailure(_ message: String, at site: SourceSite, attachments: [TestAttachment] = []) {
    let failure = TestFailure(Shortening.message(message), at: site, attachments: attachments)
    if let reporter = CurrentReporter.value {
      reporter.report(failure)
    } else {
      AutomaticReporter().report(failure)
    }
  }
}

// From Reporting/SavedAttachments.swift

extension WiredDoubles {
  /// Where the attachments of a failure go when the test run keeps none: `swift test` records Swift Testing attachments
  /// only with `--attachments-path`, and XCTest on Linux has no attachments at all.
  enum SavedAttachments {
    /// The folder of this process's attachments: `<temporary folder>/Wired/<process id>`.
    static let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("Wired", isDirectory: true)
      .appendingPathComponent("\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)

    private static let lock = NSLock()

    /// Whether Xcode runs the tests, and so keeps their attachments.
    static var isKeptByTheRunner: Bool {
      let environment = ProcessInfo.processInfo.environment
      return environment["XCTestSessionIdentifier"] != nil || environment["XCTestConfigurationFilePath"] != nil
    }

    /// Writes each attachment into ``folder`` (a name used before gets `-2`, `-3`…) and says on standard error where,
    /// unless the runner keeps attachments itself; returns the files written.
    @discardableResult
    static func save(_ attachments: [TestAttachment]) -> [URL] {
      guard !attachments.isEmpty, !isKeptByTheRunner else { return [] }
      return lock.wiredDoublesGuarded {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return attachments.compactMap { attachment in
          let url = freeURL(for: attachment.name)
          guard (try? Data(attachment.content.utf8).write(to: url)) != nil else { return nil }
          FileHandle.standardError.write(Data("⎙ Wired saved '\(attachment.name)' at \(url.path)\n".utf8))
          return url
        }
      }
    }

    /// `name` in ``folder``, or `name` with a number before its extension when that file exists.
    private static func freeURL(for name: String) -> URL {
      let url = folder.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: url.path) else { return url }
      let base = url.deletingPathExtension().lastPathComponent
      let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
      var number = 2
      while FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(base)-\(number)\(suffix)").path) {
        number += 1
      }
      return folder.appendingPathComponent("\(base)-\(number)\(suffix)")
    }
  }
}

// From Reporting/SourceSite.swift

extension WiredDoubles {
  /// The caller's source location, passed untouched from a assertion to the reporter.
  struct SourceSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
  }
}

// From Reporting/TestAttachment.swift

extension WiredDoubles {
  /// Text that goes with a failure, such as a wiring diagram: a Swift Testing attachment where the compiler has them
  /// (Swift 6.2 and later), an `XCTAttachment` on Apple platforms, and the end of the text on standard error.
  struct TestAttachment: Sendable, Hashable {
    /// The file name the attachment is saved under, such as `"SceneViewController.dot"`.
    let name: String
    /// The attachment's text.
    let content: String

    /// Creates an attachment.
    init(name: String, content: String) {
      self.name = name
      self.content = content
    }
  }
}

// From Reporting/TestFailure.swift

extension WiredDoubles {
  /// A failure that a Wired helper reports: the message and the caller's source location.
  struct TestFailure: Sendable, Hashable, CustomStringConvertible {
    /// The full text of the failure, the user's own message first when one was given.
    var message: String
    /// The caller's `#fileID`, such as `"MyAppTests/SceneTests.swift"`.
    var fileID: String
    /// The caller's `#filePath`.
    var filePath: String
    /// The caller's `#line`.
    var line: UInt
    /// The caller's `#column`.
    var column: UInt
    /// Text that goes with the failure, such as a diagram of the objects involved; not part of equality.
    var attachments: [TestAttachment] = []
    /// The caller's `#filePath` as the compiler gave it, which XCTest needs; `nil` for a failure built at run time.
    let staticFilePath: StaticString?

    /// Creates a failure with a message and a source location.
    init(message: String, fileID: String, filePath: String, line: UInt, column: UInt) {
      self.message = message
      self.fileID = fileID
      self.filePath = filePath
      self.line = line
      self.column = column
      self.staticFilePath = nil
    }

    /// Two failures are equal when their messages and locations are.
    static func == (lhs: TestFailure, rhs: TestFailure) -> Bool {
      lhs.message == rhs.message && lhs.fileID == rhs.fileID && lhs.filePath == rhs.filePath && lhs.line == rhs.line
        && lhs.column == rhs.column
    }

    /// Hashes the message and the location.
    func hash(into hasher: inout Hasher) {
      hasher.combine(message)
      hasher.combine(fileID)
      hasher.combine(filePath)
      hasher.combine(line)
      hasher.combine(column)
    }

    /// The failure as `file:line:column: message`, the way compilers print diagnostics.
    var description: String {
      "\(fileID):\(line):\(column): \(message)"
    }
  }
}
extension WiredDoubles.TestFailure {
  init(_ message: String, at site: WiredDoubles.SourceSite, attachments: [WiredDoubles.TestAttachment] = []) {
    self.message = message
    self.attachments = attachments
    self.fileID = "\(site.fileID)"
    self.filePath = "\(site.filePath)"
    self.line = site.line
    self.column = site.column
    self.staticFilePath = site.filePath
  }
}

// From Reporting/WithFailureReporter.swift

extension WiredDoubles {
  /// The reporter of the current task, when one was set with `withFailureReporter`.
  enum CurrentReporter {
    @TaskLocal static var value: (any FailureReporter)?
  }

  /// Runs `operation` with every Wired failure it reports sent to `reporter`.
  @discardableResult
  static func withFailureReporter<Result>(
    _ reporter: some FailureReporter,
    operation: () throws -> Result
  ) rethrows -> Result {
    try CurrentReporter.$value.withValue(reporter, operation: operation)
  }

  /// Runs the async `operation` with every Wired failure it reports sent to `reporter`.
  @discardableResult
  static func withFailureReporter<Result>(
    _ reporter: some FailureReporter,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await CurrentReporter.$value.withValue(reporter, operation: operation, isolation: isolation)
  }
}

// MARK: - Licence

// MIT License
//
// Copyright (c) 2026 The Wired authors
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.
