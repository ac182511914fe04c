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
