import WiredReading

/// A ``Spy`` that also answers calls with stubbed values, errors or handlers.
///
/// In each requirement, return one of three reads, each named for what it does with a call nothing is stubbed for:
/// - ``stubbedValue(_:with:default:fileID:filePath:line:column:)`` answers it with the default you give, quietly (a
///   nice mock);
/// - ``strictStubbedValue(_:with:fallback:fileID:filePath:line:column:)`` fails the test, then answers the fallback so
///   that the code under test can go on (a strict mock);
/// - `try` ``stubbedAnswer(_:with:fileID:filePath:line:column:)->_``, in a requirement that throws, fails the test and
///   throws; it also throws the errors that stubs give.
///
/// Each records the call first, so a body does not call ``Spy/recordCall(_:with:fileID:filePath:line:column:)``
/// as well. A failure of the mock itself (a stub of the wrong type, an error stubbed for a requirement that cannot
/// throw, a call a strict read finds unstubbed) is reported at the line of that read in the mock; a misspelled stub, at the test's `stub(…)` line.
///
/// ```swift
/// final class LocationProviderMock: Mock, LocationProvider, @unchecked Sendable {
///   var isUserAuthorized: Bool { stubbedValue(default: false) }
///   var lastCity: String { strictStubbedValue(fallback: "") }
///   func requestWhenInUseAuthorization() { recordCall() }
///   func requestLocation() { recordCall() }
///   func geocode(_ c: Coordinate) async throws -> String { try stubbedAnswer(with: c) }
/// }
///
/// mock.stub("isUserAuthorized", returning: true)
/// mock.stub("geocode(_:)", throwing: GeocodeError.offline)
/// ```
open class Mock: Spy, @unchecked Sendable {
  // NB: every stored property below is read and written only while `CallLedger`'s lock is held, which already
  // excludes overlapping access, as `Spy`'s are: the runtime's exclusivity check would tax every recorded call.
  // The last stub for a function wins.
  @exclusivity(unchecked) private var stubs: [(function: String, stub: Stub, site: SourceSite)] = []
  @exclusivity(unchecked) private var reportedUnstubbed: Set<String> = []
  @exclusivity(unchecked) private var reportedUnread: Set<String> = []
  /// The last name a call that reads no stub was recorded under whose stubs were looked up and found none, until a
  /// stub is registered: a method called in a loop looks them up once.
  @exclusivity(unchecked) private var lastNameWithoutStub: String?
  @exclusivity(unchecked) private var reportedStubProblems: Set<String> = []

  /// Answers calls to `function` with `value`.
  ///
  /// - Parameters:
  ///   - function: The function as `#function` spells it, or its base name.
  ///   - value: The value to return; it must have the function's return type, or be `nil` for a function that
  ///     returns an optional.
  ///   - fileID: The file ID of the caller, where a misspelled name is reported.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  @_disfavoredOverload
  public func stub(
    _ function: String, returning value: Any?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    // NB: an optional is stubbed as what it holds (`returning: profile`, `returning: nil`), which a call that returns
    // an optional answers as it is, and one that does not refuses.
    let stored: Any = Unwrapped.value(value as Any) ?? (nil as Any?) as Any
    add(
      function, .answer(.value(stored)), at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers calls to `function` by throwing `error`.
  ///
  /// - Parameters:
  ///   - function: The function as `#function` spells it, or its base name.
  ///   - error: The error to throw.
  ///   - fileID: The file ID of the caller, where a misspelled name is reported.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  @_disfavoredOverload
  public func stub(
    _ function: String, throwing error: any Error,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    add(
      function, .answer(.error(error)), at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers calls to `function` with successive values, the last one repeating once they run out.
  ///
  /// - Parameters:
  ///   - function: The function as `#function` spells it, or its base name.
  ///   - values: The values to return, in order.
  ///   - fileID: The file ID of the caller, where a misspelled name is reported.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  @_disfavoredOverload
  public func stub(
    _ function: String, returningInOrder values: [Any],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !values.isEmpty else {
      var message = FailureMessage(
        headline: "Expected values to return in order for \(subject(function)), but the list is empty")
      message.hint =
        "List at least one value: the last one repeats once they run out. To answer with the default, stub nothing."
      message.report(userMessage: { "" }, at: site)
      return
    }
    add(function, .sequence(values, next: 0), at: site)
  }

  /// Answers calls to `function` with what `handler` returns or throws for the call's arguments.
  ///
  /// - Parameters:
  ///   - function: The function as `#function` spells it, or its base name.
  ///   - handler: Receives the recorded arguments and returns the value.
  ///   - fileID: The file ID of the caller, where a misspelled name is reported.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  @_disfavoredOverload
  public func stub(
    _ function: String, using handler: @escaping ([Any]) throws -> Any,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    add(
      function, .answer(.handler(handler)),
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Removes every stub.
  public func removeAllStubs() {
    CallLedger.locked { stubs.removeAll() }
  }

  /// Records the call and returns its stubbed value, or `defaultValue` when nothing is stubbed for it.
  ///
  /// A stub of the wrong type, or an error stubbed for a requirement that cannot throw it, fails the test and answers
  /// the default; so does a call whose name is a typo away from a stub that no call used.
  ///
  /// - Parameters:
  ///   - function: The function's name; leave it out to use the calling function's.
  ///   - arguments: The call's arguments, recorded with it.
  ///   - defaultValue: The answer to a call nothing is stubbed for.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: The stubbed value, or the default.
  public func stubbedValue<T>(
    _ function: String = #function,
    with arguments: Any?...,
    default defaultValue: @autoclosure () -> T,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> T {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var stubSite: SourceSite?
    // NB: the waits for this call resume once it reported what it fails with.
    var observers = CallObservers()
    defer { observers.fire() }
    switch answer(function, arguments, as: T.self, calledAt: site, stubSite: &stubSite, observers: &observers) {
    case .success(let value?): return value
    case .success(nil):
      // NB: a nice mock answers an unstubbed call quietly, unless the test stubbed a name a typo away.
      if let misspelled = misspelledStub(for: function) {
        reportUnstubbed(function, arguments, calledAt: site, near: misspelled)
      }
      return defaultValue()
    case .failure(let error):
      if !(error is MismatchedStub) {
        reportOnce(cannotThrow(function, error), at: stubSite ?? site)
      }
      return defaultValue()
    }
  }

  /// Records the call and returns its stubbed value; a call nothing is stubbed for fails the test, and gets `fallback`.
  ///
  /// For a requirement that cannot throw and whose every call a test must stub. A stub of the wrong type, or an error
  /// stubbed for it, fails the test too.
  ///
  /// - Parameters:
  ///   - function: The function's name; leave it out to use the calling function's.
  ///   - arguments: The call's arguments, recorded with it.
  ///   - fallback: What the call returns after a failure, so that the code under test can go on.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: The stubbed value, or the fallback after a failure.
  public func strictStubbedValue<T>(
    _ function: String = #function,
    with arguments: Any?...,
    fallback: @autoclosure () -> T,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> T {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var stubSite: SourceSite?
    // NB: the waits for this call resume once it reported what it fails with.
    var observers = CallObservers()
    defer { observers.fire() }
    switch answer(function, arguments, as: T.self, calledAt: site, stubSite: &stubSite, observers: &observers) {
    case .success(let value?):
      return value
    case .success(nil):
      reportUnstubbed(function, arguments, calledAt: site, near: misspelledStub(for: function))
    case .failure(let error):
      if !(error is MismatchedStub) {
        reportOnce(cannotThrow(function, error), at: stubSite ?? site)
      }
    }
    return fallback()
  }

  /// Records the call and returns its stubbed value, or throws its stubbed error; a call nothing is stubbed for fails
  /// the test and throws ``UnstubbedCallError``.
  ///
  /// - Parameters:
  ///   - function: The function's name; leave it out to use the calling function's.
  ///   - arguments: The call's arguments, recorded with it.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: The stubbed value.
  /// - Throws: The stubbed error, or ``UnstubbedCallError``.
  public func stubbedAnswer<T>(
    _ function: String = #function,
    with arguments: Any?...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) throws -> T {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var stubSite: SourceSite?
    // NB: the waits for this call resume once it reported what it fails with.
    var observers = CallObservers()
    defer { observers.fire() }
    switch answer(function, arguments, as: T.self, calledAt: site, stubSite: &stubSite, observers: &observers) {
    case .success(let value?):
      return value
    case .success(nil):
      let description = reportUnstubbed(function, arguments, calledAt: site, near: misspelledStub(for: function))
      throw UnstubbedCallError(reported: description)
    case .failure(let mismatch as MismatchedStub):
      // NB: reported at the stub's line; a call that returns nothing needs no value, so the app goes on unharmed.
      if let nothing = () as? T { return nothing }
      throw UnstubbedCallError(reported: mismatch.description)
    case .failure(let error):
      throw error
    }
  }

  /// Records the call and throws its stubbed error, if any: for a requirement that throws and returns nothing, whose
  /// call needs no stub to be answered.
  ///
  /// ```swift
  /// func updateDisplayName(_ name: String, for id: Int) async throws { try stubbedAnswer(with: name, id) }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The function's name; leave it out to use the calling function's.
  ///   - arguments: The call's arguments, recorded with it.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Throws: The stubbed error.
  public func stubbedAnswer(
    _ function: String = #function,
    with arguments: Any?...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) throws {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var stubSite: SourceSite?
    // NB: the waits for this call resume once it reported what it fails with.
    var observers = CallObservers()
    defer { observers.fire() }
    switch answer(function, arguments, as: Void.self, calledAt: site, stubSite: &stubSite, observers: &observers) {
    case .success(_?):
      return
    case .success(nil):
      // NB: nothing to answer with is needed, unless the test stubbed a name a typo away.
      if let misspelled = misspelledStub(for: function) {
        reportUnstubbed(function, arguments, calledAt: site, near: misspelled)
      }
    case .failure(is MismatchedStub):
      // NB: reported at the stub's line; a call that returns nothing needs no value, so the app goes on unharmed.
      return
    case .failure(let error):
      throw error
    }
  }

  // MARK: - Internals

  private func add(_ function: String, _ stub: Stub, at site: SourceSite) {
    if let undeclared = undeclared(function) {
      undeclared.report(userMessage: { "" }, at: site)
      return
    }
    CallLedger.locked {
      stubs.append((function, stub, site))
      lastNameWithoutStub = nil
    }
  }

  /// Records the call (a name the spy does not declare fails at `callSite`) and works out its answer: a value, `nil`
  /// when nothing is stubbed, the stubbed error, or a ``MismatchedStub`` already reported, at the test's `stub(…)`
  /// line, where the fix is. `stubSite` is set to that line when a stub answered.
  func answer<T>(
    _ function: String, _ arguments: [Any?], as type: T.Type, calledAt callSite: SourceSite,
    stubSite: inout SourceSite?, observers: inout CallObservers
  ) -> Result<T?, any Error> {
    let recorded = recordDeclared(function, arguments, at: callSite, observers: &observers)
    let stubbed: Any
    guard let (answer, site) = takeAnswer(for: recorded) else { return .success(nil) }
    stubSite = site
    switch answer {
    case .error(let error):
      return .failure(error)
    case .value(let value):
      stubbed = value
    case .handler(let handler):
      do { stubbed = try handler(ArgumentList.flattened(arguments)) } catch { return .failure(error) }
    }
    if let value = stubbed as? T { return .success(value) }
    let returnsNothing = T.self == Void.self
    let returns = returnsNothing ? "returns nothing" : "returns \(TypeName.of(T.self))"
    var message = FailureMessage(
      headline: "\(subject(function)) is stubbed with \(ValueDescription.withType(stubbed)), but it \(returns)")
    message.hint =
      returnsNothing
      ? "Leave it unstubbed, or make it throw: stub(\(spelledForTests(function)), throwing: …)."
      : "Stub it with a value of type \(TypeName.of(T.self))."
    reportOnce(message, at: site)
    return .failure(MismatchedStub(description: message.rendered(userMessage: "")))
  }

  /// The answer to the next call of `function`, with where the test stubbed it, or `nil` when nothing is stubbed for
  /// it.
  private func takeAnswer(for function: String) -> (StubbedAnswer, SourceSite)? {
    CallLedger.locked {
      guard let index = stubs.lastIndex(where: { FunctionName.stub($0.function, matches: function) }) else {
        return nil
      }
      switch stubs[index].stub {
      case .answer(let answer): return (answer, stubs[index].site)
      case .sequence(let values, let next):
        stubs[index].stub = .sequence(values, next: next + 1)
        return (.value(values[min(next, values.count - 1)]), stubs[index].site)
      }
    }
  }

  /// Reports a problem of a stub at its line once, however often it is read: work that keeps calling (a refresh every
  /// 10 ms) adds no failure per call.
  func reportOnce(_ message: FailureMessage, at site: SourceSite) {
    let key = "\(site.fileID):\(site.line):\(site.column) \(message.headline)"
    guard CallLedger.locked({ reportedStubProblems.insert(key).inserted }) else { return }
    message.report(userMessage: { "" }, at: site)
  }

  /// The message for an error stubbed on a function that cannot throw it.
  func cannotThrow(_ function: String, _ error: any Error) -> FailureMessage {
    var message = FailureMessage(
      headline: "\(subject(function)) is stubbed to throw \(ValueDescription.error(error)), but it cannot throw"
    )
    message.hint =
      closureName == nil
      ? "Stub a value instead, or answer with try stubbedAnswer() in a requirement that throws."
      : "Stub a value instead, or hand out throwingHandler(), whose closure throws it."
    return message
  }

  /// The message for a call that no stub answers; `nearStub` is a stub whose name is one typo away.
  private func unstubbed(_ function: String, _ arguments: [Any?], nearStub: String?) -> FailureMessage {
    let with =
      arguments.isEmpty ? "" : " with \(ArgumentList.describe(ArgumentList.flattened(arguments), of: function))"
    var message = FailureMessage(headline: "\(subject(function)) was called\(with), but nothing is stubbed for it")
    if let nearStub {
      message.details = [("Stubbed", "\"\(nearStub)\", which no call has been made to")]
      message.hint = "Did you mean to stub \"\(function)\"? Correct the name given to stub(_:…)."
    } else {
      message.hint = "Stub it with stub(\(spelledForTests(function)), returning: …)."
    }
    return message
  }

  /// The stub that looks like a misspelling of `function`, close to it and never called itself, with where the test
  /// stubbed it.
  private func misspelledStub(for function: String) -> (name: String, site: SourceSite)? {
    let recorded = recordedNames
    // NB: a stub of a declared method (by case) is no typo, however close its name is to the call's.
    let declared = Set(declaredNames ?? [])
    let unused = stubbedNames.filter { key in
      !declared.contains(key) && !recorded.contains { FunctionName.stub(key, matches: $0) }
    }
    guard let name = FunctionName.nearMiss(of: function, among: unused) else { return nil }
    let site = CallLedger.locked { stubs.last { $0.function == name }?.site }
    return site.map { (name, $0) }
  }

  /// Reports a call that no stub answers, and returns what it reported: at the test's line that stubbed a name a
  /// typo away, since that call is the mistake; else at the mock's line that made the call.
  @discardableResult
  private func reportUnstubbed(
    _ function: String, _ arguments: [Any?], calledAt site: SourceSite,
    near misspelled: (name: String, site: SourceSite)?
  ) -> String {
    let description = unstubbed(function, arguments, nearStub: misspelled?.name).rendered(userMessage: "")
    // NB: a call the spy does not declare failed already, at its declaration check; and one function's unstubbed calls
    // fail once, so that work that keeps calling (a polling task) adds no failure per call.
    guard undeclared(function) == nil, CallLedger.locked({ reportedUnstubbed.insert(function).inserted }) else {
      return description
    }
    dispatchFailure(description, at: misspelled?.site ?? site)
    return description
  }

  /// A stub for a call that its method records with ``Spy/recordCall(_:with:fileID:filePath:line:column:)`` alone is
  /// never read: it fails once, at the test's `stub(…)` line, where it would otherwise change nothing in silence.
  override func unreadStubReportWhileLocked(_ name: String) -> (() -> Void)? {
    guard !stubs.isEmpty, lastNameWithoutStub != name else { return nil }
    guard let stub = stubs.last(where: { FunctionName.stub($0.function, matches: name) }) else {
      lastNameWithoutStub = name
      return nil
    }
    guard reportedUnread.insert(name).inserted else { return nil }
    return { [self] in reportUnread(stub.stub, stubbedAt: stub.site, name) }
  }

  private func reportUnread(_ stub: Stub, stubbedAt site: SourceSite, _ name: String) {
    let what =
      switch stub {
      case .answer(.value(let value)): "with \(ValueDescription.withType(value))"
      case .answer(.error(let error)): "to throw \(ValueDescription.error(error))"
      case .answer(.handler): "with a closure"
      case .sequence: "with values in turn"
      }
    var message = FailureMessage(
      headline: "\(subject(name)) is stubbed \(what), but the mock only records its calls, and reads no stub")
    if case .answer(.error) = stub {
      message.hint =
        "If it cannot throw, leave it unstubbed. Else answer in the mock with try stubbedAnswer(), which records the "
        + "call and throws its stub, in place of recordCall()."
    } else {
      message.hint =
        "If it returns nothing, leave it unstubbed. Else answer in the mock with return stubbedValue(default: …), or "
        + "try stubbedAnswer() where it throws: each records the call and answers with its stub, in place of "
        + "recordCall()."
    }
    message.report(userMessage: { "" }, at: site)
  }

  /// The names that stubs were registered under.
  private var stubbedNames: Set<String> {
    CallLedger.locked { Set(stubs.map(\.function)) }
  }

  override var knownFunctionNames: Set<String> {
    super.knownFunctionNames.union(stubbedNames)
  }
}

// MARK: -

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

// MARK: -

/// A stub whose value has another type than the call returns: reported where the call is, once.
struct MismatchedStub: Error, CustomStringConvertible {
  let description: String
}
