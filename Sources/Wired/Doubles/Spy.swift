import Foundation
import WiredReading

/// A base class for test doubles that records every call made to it, safely from any thread.
///
/// Subclass it, conform to the protocol you replace, and call
/// ``recordCall(_:with:fileID:filePath:line:column:)`` in each requirement:
///
/// ```swift
/// final class AnalyticsSpy: Spy, Analytics, @unchecked Sendable {
///   func track(_ event: String) { recordCall(with: event) }
/// }
///
/// let analytics = AnalyticsSpy()
/// ProfileViewModel(analytics: analytics).send(.appeared)
/// assertCalled(analytics, "track(_:)", with: "profile.appeared")
/// ```
///
/// Calls are named as `#function` spells the requirement that recorded them: a method with its argument labels
/// (`"track(_:)"`, `"requestLocation()"`), a property bare (`"isUserAuthorized"`). Wherever a function is named
/// (`assertCalled`, `stub`, `calls(to:)`, `waitForCall`), its base name alone (`"track"`) will do while only one
/// recorded function has it; when several do, the check fails and lists them, and a name nothing was recorded under
/// fails with the calls that were, and a did-you-mean.
///
/// A string typo in `assertNotCalled` passes when nothing was called. Conform the spy to ``DeclaresMethods`` and
/// list its methods once, in a `Method` enum: tests then name them by case (`assertNotCalled(api, .track)`), a string
/// no case names fails whether or not anything was called, and a `recordCall` under a name the enum lacks fails.
///
/// Swift 6 asks a subclass of an `@unchecked Sendable` class to restate the conformance; do so with
/// `@unchecked Sendable`: the spy's state is guarded by a lock.
open class Spy: @unchecked Sendable {
  // NB: every stored property below is read and written only while `CallLedger`'s lock is held, which already
  // excludes overlapping access; the runtime's own exclusivity check would be a second toll on every recorded call.
  @exclusivity(unchecked) private(set) var records: [RecordedCall] = []
  /// How many recorded calls have not yet reported what they fail with: a wait for a call sees it only once none has.
  @exclusivity(unchecked) private var callsBeingAnswered = 0
  /// The distinct names recorded, kept as calls are, so that a lookup by name costs the same after a million calls.
  @exclusivity(unchecked) private var names: Set<String> = []
  /// The name of the last call recorded, which is among `names`: a call under the same name is not hashed again.
  @exclusivity(unchecked) private var lastName: String?
  @exclusivity(unchecked) private var verifiedCalls: Set<Int> = []
  @exclusivity(unchecked) private var observers: [(id: Int, signal: ChangeSignal)] = []
  @exclusivity(unchecked) private var lastObserver = 0
  /// The undeclared names this spy reported a call to: each once, not on every call.
  @exclusivity(unchecked) private var reportedUndeclared: Set<String> = []
  /// The names the spy declares, read from its type at first use (a cast and a list per call cost more than the
  /// record).
  @exclusivity(unchecked) private var declaration: Declaration?
  /// The names calls were made under whose case has a wrong raw value, each with the raw value it counts as: a
  /// test that names the call as it was made (`"track(_:)"`) finds it, failing no second time for one mistake.
  @exclusivity(unchecked) private var misspelledNames: [String: String] = [:]
  /// Whether `declaration` names methods, once read: a call to a spy that declares none skips it, and its retain.
  @exclusivity(unchecked) private var declaresMethods: Bool?

  /// Creates a spy with no recorded calls.
  public init() {}

  /// The name failure messages use for this spy: its type name, unless a subclass says otherwise.
  open var spyName: String {
    closureName ?? TypeName.of(type(of: self))
  }

  /// Records a call to `function` with its arguments.
  ///
  /// - Parameters:
  ///   - function: The function's name; leave it out to record the calling function as `#function` spells it.
  ///   - arguments: The arguments, to check later with `assertCalled(_:_:with:)`.
  ///   - fileID: The file ID of the caller, where a call a ``DeclaresMethods`` spy does not declare is reported.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  public func recordCall(
    _ function: String = #function, with arguments: Any?..., fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    var observers = CallObservers()
    recordDeclared(
      function, arguments, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column),
      readsNoStub: true, observers: &observers)
    observers.fire()
  }

  /// For a call that reads no stub, recorded under `name`: how to report the stub for it that waits unread, the first
  /// time one does, or `nil`. A spy has no stubs; a mock fails. Call only while holding the ledger's lock.
  func unreadStubReportWhileLocked(_ name: String) -> (() -> Void)? { nil }

  /// Every call recorded so far, in order.
  public var calls: [RecordedCall] {
    CallLedger.locked { records }
  }

  /// The calls to `function`, named in full or by an unambiguous base name.
  ///
  /// - Parameter function: The function, such as `"geocode(_:)"` or `"geocode"`.
  /// - Returns: The calls, in order.
  @_disfavoredOverload
  public func calls(to function: String) -> [RecordedCall] {
    CallLedger.locked { matchingCalls(function) }
  }

  /// Forgets every recorded call and which ones were verified.
  public func reset() {
    CallLedger.locked {
      records.removeAll()
      names.removeAll()
      lastName = nil
      verifiedCalls.removeAll()
    }
  }

  // MARK: - Internals shared with the assertions

  /// The names a test may mean: the functions recorded so far; a mock adds the ones it has stubs for.
  var knownFunctionNames: Set<String> {
    recordedNames
  }

  /// The distinct names of the calls recorded so far.
  var recordedNames: Set<String> {
    CallLedger.locked { names }
  }

  /// The one name a closure spy records its calls under; `nil` for a spy of several functions.
  var closureName: String? { nil }

  /// The failure for a name that a closure spy never records under, or `nil` when the name is usable.
  func misnamed(_ function: String) -> FailureMessage? {
    guard let closureName, function != closureName else { return nil }
    var message = FailureMessage(
      headline: "\"\(function)\" is not the name of this closure spy: it records its calls as \"\(closureName)\"")
    // NB: a name a typo away from the spy's is the typo, never a name to give the spy.
    let isTypo = DidYouMean.editDistance(function.lowercased(), closureName.lowercased()) <= 2
    message.hint =
      isTypo
      ? "Did you mean \"\(closureName)\"? A closure spy records its calls under the name it was given."
      : "Use \"\(closureName)\", or name the spy after what it stands for: ClosureSpy<…>(\"\(function)\")."
    return message
  }

  /// `Did you mean "requestLocation()"?` for a name close to one the spy knows, in full or by base name.
  func didYouMean(_ name: String) -> String? {
    // NB: a name the spy declares (a case) is a method of its own, never a typo of another.
    guard !(declaredNames?.contains(name) ?? false) else { return nil }
    return FunctionName.suggestion(for: name, among: knownFunctionNames).map { "Did you mean \"\($0)\"?" }
  }

  /// The function recorded under a name a typo away from `name`, when nothing was recorded under `name` itself: one
  /// letter added, dropped, changed or swapped with its neighbour, or another case, in a name of any length (`lod()`
  /// for `load()`, `trak(_:properties:)` for `track(_:properties:)`). A name two edits away (`didDeselect(row:)` beside
  /// `didSelect(row:)`) may well be another function, and is not taken for a typo.
  func nearMiss(of name: String) -> String? {
    let recorded = recordedNames
    // NB: a name the spy declares is a method of its own, however close to another.
    guard !recorded.contains(name), !(declaredNames?.contains(name) ?? false) else { return nil }
    return FunctionName.nearMiss(of: name, among: recorded)
  }

  /// ` on LocationProviderMock` for messages, or nothing when the spy is named after the function (a closure spy).
  func on(_ function: String) -> String {
    spyName == function ? "" : " on \(spyName)"
  }

  /// `LocationProviderMock.requestLocation()` for messages, or the function alone for a closure spy.
  func subject(_ function: String) -> String {
    spyName == function ? function : "\(spyName).\(function)"
  }

  /// The names the spy declares; call only while holding the ledger's lock.
  func declarationWhileLocked() -> Declaration {
    if let declaration { return declaration }
    let read = Declaration(of: self)
    declaration = read
    return read
  }

  /// Whether the spy declares its methods, read once; call only while holding the ledger's lock.
  private func declaresMethodsWhileLocked() -> Bool {
    let declares = declarationWhileLocked().names != nil
    declaresMethods = declares
    return declares
  }

  /// Records a call, and when the spy declares its methods and not `function`, fails at `site` the first time it is
  /// called so. A call whose name one case misspells is recorded under that case, so that the wrong raw value fails
  /// once, here, and not again in every assertion or stub about the call. Returns the name the call is recorded under.
  /// `readsNoStub`: the call is answered by no stub, so that a stub for it that waits unread fails. The waits for the
  /// call are handed back in `observers`, for the caller to resume once the call reported all it fails with.
  @discardableResult
  func recordDeclared(
    _ function: String, _ arguments: [Any?], at site: SourceSite, readsNoStub: Bool = false,
    observers: inout CallObservers
  ) -> String {
    let (name, undeclared, unreadStub, waiting) = record(function, arguments, readsNoStub: readsNoStub)
    undeclared?.message(for: function, on: self).report(userMessage: { "" }, at: site)
    unreadStub?()
    observers = waiting
    return name
  }

  /// Records a call: under `function`, or under the case that misspells it when the spy declares its methods, with how
  /// it is undeclared the first time it is called so.
  private func record(
    _ function: String, _ arguments: [Any?], readsNoStub: Bool
  ) -> (String, UndeclaredCall?, unreadStub: (() -> Void)?, observers: CallObservers) {
    var function = function
    let (observing, undeclared, unreadStub, mayReport): ([ChangeSignal], UndeclaredCall?, (() -> Void)?, Bool) =
      CallLedger.locked {
        var undeclared: UndeclaredCall?
        // NB: a call under the last name recorded was checked against the declaration when that name was first seen.
        if lastName != function {
          if declaresMethods ?? declaresMethodsWhileLocked(), let declaration, let declared = declaration.names,
            !declaration.contains(function)
          {
            let misspelled = declaration.misspelledCase(for: function)
            if reportedUndeclared.insert(function).inserted {
              undeclared =
                misspelled.map { .misspelled(caseName: $0.name, rawValue: $0.rawValue, declared: declared) }
                ?? .missing(declared: declared)
            }
            if let misspelled {
              misspelledNames[function] = misspelled.rawValue
              function = misspelled.rawValue
            }
          }
          if lastName != function {
            names.insert(function)
            lastName = function
          }
        }
        records.append(
          RecordedCall(function: function, arguments: arguments, sequenceNumber: CallLedger.nextSequenceNumber()))
        // NB: looked up under the same lock as the record, which a call that reads no stub takes only once.
        let unreadStub = readsNoStub ? unreadStubReportWhileLocked(function) : nil
        // NB: only a call that may report something holds the waits back, so that a plain call takes the lock once.
        let mayReport = !readsNoStub || undeclared != nil || unreadStub != nil
        if mayReport { callsBeingAnswered += 1 }
        return (observers.isEmpty ? [] : observers.map(\.signal), undeclared, unreadStub, mayReport)
      }
    return (function, undeclared, unreadStub, CallObservers(spy: mayReport ? self : nil, signals: observing))
  }

  /// Called once a recorded call reported what it fails with.
  fileprivate func finishedAnswering() {
    CallLedger.locked { callsBeingAnswered -= 1 }
  }

  /// How many calls to `function` were recorded, once every recorded call reported what it fails with; `nil` while one
  /// has not.
  func answeredCallCount(to function: String) -> Int? {
    CallLedger.locked { callsBeingAnswered > 0 ? nil : matchingCalls(function).count }
  }

  /// The name calls to `function` are recorded under: the raw value of the case that misspells it, once such a call
  /// was made (and failed at its `recordCall`), or `function` itself.
  func recordedName(_ function: String) -> String {
    CallLedger.locked { misspelledNames[function] ?? function }
  }

  /// Fires `signal` on every call recorded from now on, until the returned closure is called.
  func observe(_ signal: ChangeSignal) -> () -> Void {
    let id: Int = CallLedger.locked {
      lastObserver += 1
      observers.append((lastObserver, signal))
      return lastObserver
    }
    return { [self] in CallLedger.locked { observers.removeAll { $0.id == id } } }
  }

  /// The calls to `function`; call only while holding the ledger's lock.
  func matchingCalls(_ function: String) -> [RecordedCall] {
    guard case .resolved(let name) = FunctionName.resolve(function, among: names) else { return [] }
    return records.filter { $0.function == name }
  }

  /// Marks calls as verified by an assertion, for ``assertNoUnverifiedCalls(_:message:fileID:filePath:line:column:)``.
  func markVerified(_ calls: [RecordedCall]) {
    CallLedger.locked { verifiedCalls.formUnion(calls.map(\.sequenceNumber)) }
  }

  /// The recorded calls that no assertion has verified yet.
  var unverifiedCalls: [RecordedCall] {
    CallLedger.locked { records.filter { !verifiedCalls.contains($0.sequenceNumber) } }
  }

}

// MARK: -

extension Spy {
  /// The argument at `position` of the last call to `function`, as a `T`; a reported failure when there is none.
  ///
  /// Use it to get hold of what the code under test passed, such as a completion handler to call back,
  /// without casting from `[Any]`. A closure spy whose input is a tuple counts each element as an argument. When
  /// it cannot be had, the failure says why (no call, too few arguments, another type); to get `nil` in silence
  /// instead, use `call.arguments[0] as? T` on a ``RecordedCall``.
  ///
  /// - Parameters:
  ///   - position: The argument's position, from 0.
  ///   - function: The function as `#function` spells it, or its base name when unambiguous.
  ///   - type: The argument's type; inferred when the context gives it.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: The argument, or `nil` after reporting why it cannot be had.
  ///
  /// ```swift
  /// service.findUserLocation { result = $0 }
  /// let completion = try #require(provider.argument(of: "requestLocation(then:)", as: LocationCompletion.self))
  /// completion(.success(paris))
  /// ```
  ///
  /// ```text
  /// Expected argument 0 of the last call to requestLocation(then:) on LocationProviderMock to be a String, but it is 3 (Int)
  /// ```
  @_disfavoredOverload
  public func argument<T>(
    _ position: Int = 0,
    of function: String,
    as type: T.Type = T.self,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> T? {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var found: T?
    let verdict = CallVerdict.checking(function, on: self) { query in
      let which = "argument \(position) of the last call to \(query.name)\(on(query.name))"
      guard let call = query.calls.last else {
        return calledFailure("Expected \(which), but \(query.name) was never called", query)
      }
      let arguments = ArgumentList.spread(call.arguments)
      guard arguments.indices.contains(position) else {
        let count = Plural.count(arguments.count, "argument")
        return calledFailure("Expected \(which), but it had \(count)", query)
      }
      guard let typed = arguments[position] as? T else {
        return calledFailure(
          "Expected \(which) to be \(TypeName.withArticle(T.self)), but it is "
            + ValueDescription.withType(arguments[position]), query)
      }
      found = typed
      // NB: reading an argument is not checking the call: it stays unverified.
      return .verified([], on: self)
    }
    _ = verdict.report({ "" }, at: site)
    return found
  }

  /// A failure of ``argument(_:of:as:fileID:filePath:line:column:)`` that lists the calls to the function.
  private func calledFailure(_ headline: String, _ query: CallQuery) -> CallVerdict {
    .failure(headline, query, listing: query.calls, title: "Calls to \(query.name)")
  }
}

// MARK: -

extension Spy {
  /// Waits until `function` has been called `times` times, and fails the test if that takes longer than `timeout`.
  ///
  /// Resumes the moment the call is recorded, from whatever thread or actor records it: no polling and
  /// no fixed sleep. Returns at once when the calls already happened.
  ///
  /// - Parameters:
  ///   - function: The function, such as `"requestLocation()"` or `"requestLocation"`.
  ///   - times: How many calls to wait for, in all.
  ///   - timeout: How long to wait at the most, in seconds.
  ///   - message: Text to put before the failure.
  ///   - isolation: The actor the caller runs on; inferred, so that a message compiles in a `@MainActor` test.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the calls arrived in time.
  ///
  /// ```swift
  /// viewModel.send(.viewAppeared)               // starts a Task that calls fetchUsers
  /// await interactor.waitForCall(to: "fetchUsers()")
  /// ```
  ///
  /// ```text
  /// Timed out after 1.0 s waiting for fetchUsers() to be called on UsersInteractorMock
  ///
  ///   Recorded calls: none
  ///
  /// Check that the code under test makes the call; if it runs on the main actor, await it rather than block it.
  /// ```
  @_disfavoredOverload
  @discardableResult
  public func waitForCall(
    to function: String,
    times: Int = 1,
    timeout: TimeInterval = 1,
    message: @autoclosure () -> String = "",
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let failure = misnamed(function) {
      failure.report(userMessage: message, at: site)
      return false
    }
    let outcome = await EventualCheck.run(timeout: timeout, isolation: isolation, subscribe: observe) {
      // NB: a call is seen once it reported its failures, so that the test the wait resumes records them.
      (answeredCallCount(to: function) ?? 0) >= times ? .held : .unchanged
    }
    guard outcome.ending != .held else { return true }
    let count = times == 1 ? "" : " \(times) times"
    let waited =
      outcome.ending == .cancelled
      ? "The task was cancelled after \(EventualMessage.seconds(outcome.elapsed)) s waiting"
      : "Timed out after \(timeout) s waiting"
    var failure = FailureMessage(headline: "\(waited) for \(function) to be called\(count)\(on(function))")
    failure.sections = [CallListing.section(calls)]
    let misspelling = calls(to: function).isEmpty ? didYouMean(function) : nil
    failure.hint =
      misspelling
      ?? "Check that the code under test makes the call; if it runs on the main actor, await it rather than block it."
    failure.report(userMessage: message, at: site)
    return false
  }
}

/// The waits for a spy's calls (`waitForCall`, `assertEventually`) to resume once a call is recorded: resumed only
/// after the call reported what it fails with, so that a test a wait resumes never ends before the failure of the call
/// it waited for is recorded.
struct CallObservers {
  /// The spy whose call it is, which counts the call answered once they fire.
  var spy: Spy?
  var signals: [ChangeSignal] = []

  func fire() {
    spy?.finishedAnswering()
    for signal in signals { signal.fire() }
  }
}
