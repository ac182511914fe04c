import Foundation
import WiredReading

/// The one lock behind every spy: it orders calls across spies and guards their records, stubs and waiters.
///
/// One lock for all keeps `recordCall` to a single lock acquisition, and makes the sequence numbers that
/// order calls across spies agree with the order of the records.
enum CallLedger {
  private static let lock = NSLock()
  // NB: only read or written while `lock` is held.
  @exclusivity(unchecked) private nonisolated(unsafe) static var lastSequenceNumber = 0

  /// Runs `body` while holding the lock.
  static func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
    try lock.guarded(body)
  }

  /// The next sequence number; call it only while holding the lock.
  static func nextSequenceNumber() -> Int {
    lastSequenceNumber += 1
    return lastSequenceNumber
  }
}

// MARK: -

/// How failure messages list the calls a spy recorded, so the reader sees what happened.
enum CallListing {
  /// `  Recorded calls:` followed by one numbered line per call, or `  Recorded calls: none`.
  static func section(_ calls: [RecordedCall], title: String = "Recorded calls") -> String {
    guard !calls.isEmpty else { return "  \(title): none" }
    let lines = calls.enumerated().map { "    \($0.offset + 1). \($0.element)" }
    return "  \(title):\n" + Shortening.list(lines).joined(separator: "\n")
  }
}

// MARK: -

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
    if let failure = spy.misnamed(function) ?? spy.undeclared(function) { return .failed(failure) }
    let all = spy.calls
    switch FunctionName.resolve(function, among: Set(all.map(\.function))) {
    case .resolved(let name):
      return .resolved(CallQuery(spy: spy, name: name, calls: all.filter { $0.function == name }))
    case .ambiguous(let names):
      var message = FailureMessage(headline: "\"\(function)\" names more than one function recorded on \(spy.spyName)")
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
func countText(_ count: Int) -> String {
  count == 1 ? "1 time" : "\(count) times"
}

// MARK: -

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

  static func resolve(_ name: String, among recorded: Set<String>) -> Resolution {
    if name.contains("(") || recorded.contains(name) { return .resolved(name) }
    let candidates = recorded.filter { base(of: $0) == name[...] }
    switch candidates.count {
    case 0: return .resolved(name)
    case 1: return .resolved(candidates.first!)
    default: return .ambiguous(candidates.sorted())
    }
  }

  /// Whether a stub registered under `key` applies to a call of `function`.
  static func stub(_ key: String, matches function: String) -> Bool {
    key == function || (!key.contains("(") && base(of: function) == key[...])
  }
}

// MARK: -

/// How doubles show and compare the arguments of a call: one rule for every `Spy`, `Mock` and `ClosureSpy`.
///
/// A lone tuple stands for its elements, so a closure spy that records `(nil, .denied)` as one input matches
/// the same expectation as a spy that recorded two arguments; and `Optional` is looked through at any depth.
enum ArgumentList {
  /// Arguments as a variadic `Any?...` parameter receives them, so that optionals and `nil` pass without a
  /// warning, back to plain values: each present value as it is, each `nil` as a `nil`.
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
///
/// `Optional` layers are removed first. `Equatable` values compare with `==`, objects by identity, tuples
/// element by element, and anything else by its debug description, which is what a reader of the failure
/// message would compare too.
enum ArgumentEquality {
  static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    let left = Unwrapped.value(lhs)
    let right = Unwrapped.value(rhs)
    guard let left, let right else { return left == nil && right == nil }
    if let equatable = left as? any Equatable {
      return isEqual(equatable, right)
    }
    if let object = AnyContainer.object(in: left) {
      return AnyContainer.object(in: right) === object
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

// MARK: -

/// The checks behind `assertCalled` and `assertNotCalled`, shared by the spy forms, which name the function, and the
/// closure spy forms, which do not.
enum CalledCheck {
  /// The calls to the function whatever their arguments: at least one, or exactly `times`.
  static func calls(_ query: CallQuery, times: Int?) -> CallVerdict {
    if times == 0, let nearMiss = nearMiss(query) { return .failed(nearMiss) }
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
      let (listed, title) = listing(query)
      return .failure(
        "Expected \(query.name) to be called \(countText(times))\(query.on) with \(expected), "
          + "but \(matching.count == 1 ? "1 call" : "\(matching.count) calls") had equal arguments", query,
        listing: listed, title: title)
    }
    if times == nil, matching.isEmpty {
      let found = query.calls.isEmpty ? "it never was" : "no call had equal arguments"
      let (listed, title) = listing(query)
      return .failure(
        "Expected \(query.name) to be called\(query.on) with \(expected), but \(found)", query, listing: listed,
        title: title)
    }
    return .verified(matching, on: query.spy)
  }

  /// The calls a failure lists: those to the function, or, when there are none, those to the function of the same base
  /// name that was called, whose argument labels the test may have mistyped (`track(event:)` for `track(_:)`).
  private static func listing(_ query: CallQuery) -> (calls: [RecordedCall], title: String) {
    guard query.calls.isEmpty,
      let relabelled = query.spy.calls.first(where: {
        FunctionName.base(of: $0.function) == FunctionName.base(of: query.name)
      })?.function
    else { return (query.calls, "Calls to \(query.name)") }
    return (query.spy.calls.filter { $0.function == relabelled }, "Calls to \(relabelled)")
  }

  /// No call to the function at all.
  static func noCalls(_ query: CallQuery) -> CallVerdict {
    if let nearMiss = nearMiss(query) { return .failed(nearMiss) }
    guard !query.calls.isEmpty else { return .verified([], on: query.spy) }
    var message = FailureMessage(
      headline:
        "Expected \(query.name) not to be called\(query.on), but it was called \(countText(query.calls.count))")
    message.sections = [CallListing.section(query.spy.calls)]
    return .failed(message)
  }

  /// The failure of a check that no call was made, when the name was never recorded but one a typo away was: the
  /// check would otherwise pass in silence on a misspelling (`logot()` while `logout()` was called).
  private static func nearMiss(_ query: CallQuery) -> FailureMessage? {
    guard query.calls.isEmpty, let called = query.spy.nearMiss(of: query.name) else { return nil }
    let count = query.spy.calls(to: called).count
    let relabelled = FunctionName.base(of: called) == FunctionName.base(of: query.name)
    var message = FailureMessage(
      headline:
        "Expected \(query.name) not to be called\(query.on), but nothing was recorded under that name, and "
        + "\(called), \(relabelled ? "the same name with other labels" : "a typo away"), was called \(countText(count))"
    )
    message.sections = [CallListing.section(query.spy.calls)]
    message.hint =
      "Did you mean \"\(called)\"? If \(query.name) is a function of its own, check it with "
      + "#expect(spy.calls(to: \"\(query.name)\").isEmpty), which takes the name as written."
    return message
  }
}

// MARK: -

/// What a check of a double's calls found: the calls it verifies, or the failure to report.
///
/// Every assertion on a spy ends the same way: a pure check returns a verdict, and ``settle(_:at:)`` marks the calls
/// verified or reports the failure.
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
