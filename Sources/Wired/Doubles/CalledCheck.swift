/// The headlines of `assertCalled` and `assertNotCalled`: `nil` when the calls are as expected.
///
/// Shared by the spy forms, which name the function, and the closure spy forms, which do not.
enum CalledCheck {
  /// The calls to the function whatever their arguments: at least one, or exactly `times`.
  static func headline(_ query: CallQuery, times: Int?) -> String? {
    let count = query.calls.count
    let subject = "\(query.name) to be called"
    if let times, count != times {
      return "Expected \(subject) \(countText(times))\(query.on), but it was called \(countText(count))"
    }
    if times == nil, count == 0 {
      return "Expected \(subject)\(query.on), but it never was"
    }
    query.spy.markVerified(query.calls)
    return nil
  }

  /// The calls to the function with arguments equal to `arguments`: at least one, or exactly `times`.
  static func headline(_ query: CallQuery, with arguments: [Any], times: Int?) -> String? {
    let matching = query.calls.filter { ArgumentList.matches($0.arguments, arguments) }
    let expected = ArgumentList.describe(arguments)
    if let times, matching.count != times {
      return "Expected \(query.name) to be called \(countText(times))\(query.on) with \(expected), "
        + "but \(matching.count == 1 ? "1 call" : "\(matching.count) calls") had equal arguments"
    }
    if times == nil, matching.isEmpty {
      let found = query.calls.isEmpty ? "it never was" : "no call had equal arguments"
      return "Expected \(query.name) to be called\(query.on) with \(expected), but \(found)"
    }
    query.spy.markVerified(matching)
    return nil
  }

  /// No call to the function at all.
  static func notCalledHeadline(_ query: CallQuery) -> String? {
    query.calls.isEmpty
      ? nil
      : "Expected \(query.name) not to be called\(query.on), but it was called \(countText(query.calls.count))"
  }
}
