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
    let function = spy.recordedName(function)
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
  Plural.count(count, "time")
}
