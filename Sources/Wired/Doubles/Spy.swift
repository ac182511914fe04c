/// A base class for test doubles that records every call made to it, safely from any thread.
///
/// Subclass it, conform to the protocol you replace, and call ``recordCall(_:with:)`` in each requirement:
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
/// Swift 6 asks a subclass of an `@unchecked Sendable` class to restate the conformance; do so with
/// `@unchecked Sendable`: the spy's state is guarded by a lock.
open class Spy: @unchecked Sendable {
  // NB: every stored property below is read and written only while `CallLedger`'s lock is held, which already
  // excludes overlapping access; the runtime's own exclusivity check would be a second toll on every recorded call.
  @exclusivity(unchecked) private var records: [RecordedCall] = []
  @exclusivity(unchecked) private var verifiedCalls: Set<Int> = []
  @exclusivity(unchecked) private var waiters: [CallWaiter] = []

  /// Creates a spy with no recorded calls.
  public init() {}

  /// The name failure messages use for this spy: its type name, unless a subclass says otherwise.
  open var spyName: String {
    TypeName.of(type(of: self))
  }

  /// Records a call to `function` with its arguments.
  ///
  /// - Parameters:
  ///   - function: The function's name; leave it out to record the calling function as `#function` spells it.
  ///   - arguments: The arguments, to check later with ``assertCalled(_:_:with:_:times:message:fileID:filePath:line:column:)``.
  public func recordCall(_ function: String = #function, with arguments: Any?...) {
    record(function, arguments)
  }

  /// Every call recorded so far, in order.
  public var calls: [RecordedCall] {
    CallLedger.locked { records }
  }

  /// The calls to `function`, named in full or by an unambiguous base name.
  ///
  /// - Parameter function: The function, such as `"geocode(_:)"` or `"geocode"`.
  /// - Returns: The calls, in order.
  public func calls(to function: String) -> [RecordedCall] {
    CallLedger.locked { matchingCalls(function) }
  }

  /// Forgets every recorded call and which ones were verified.
  public func reset() {
    CallLedger.locked {
      records.removeAll()
      verifiedCalls.removeAll()
    }
  }

  // MARK: - Internals shared with the assertions

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

  /// Marks calls as verified by an assertion, for ``assertNoUnverifiedCalls(_:message:fileID:filePath:line:column:)``.
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
