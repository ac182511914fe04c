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
        listing: query.spy.calls, checked: query.calls)
    }
    if times == nil, count == 0 {
      return .failure("Expected \(subject)\(query.on), but it never was", query, listing: query.spy.calls)
    }
    return .verified(query.calls, on: query.spy)
  }

  /// The calls to the function with arguments equal to `arguments`: at least one, or exactly `times`.
  static func calls(_ query: CallQuery, with arguments: [Any], times: Int?) -> CallVerdict {
    let matching = query.calls.filter { ArgumentList.matches($0.arguments, arguments) }
    let expected = ArgumentList.describe(arguments, of: query.name)
    if let times, matching.count != times {
      let (listed, title) = listing(query)
      return .failure(
        "Expected \(query.name) to be called \(countText(times))\(query.on) with \(expected), "
          + "but \(Plural.count(matching.count, "call")) had equal arguments", query,
        listing: listed, title: title, checked: matching)
    }
    if times == nil, matching.isEmpty {
      let found = query.calls.isEmpty ? "it never was" : "no call had equal arguments"
      let (listed, title) = listing(query)
      return .failure(
        "Expected \(query.name) to be called\(query.on) with \(expected), but \(found)", query, listing: listed,
        title: title,
        ifCalled: "Each call is listed with the arguments the code under test passed: correct the code that makes the "
          + "call, or the expected arguments if the test is the one that is wrong.")
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
    return .failed(message, checked: query.calls.map { (query.spy, $0) })
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
