import WiredReading

/// Follows a path and checks a claim about its end: the pure half of every wiring assertion.
package enum PathSearch {
  /// The value the path leads to, or the message that explains why the claim fails.
  package enum Outcome {
    case passed(Any)
    case failed(FailureMessage)

    /// What the assertion reports.
    package var verdict: CheckVerdict {
      switch self {
      case .passed: .passed()
      case .failed(let failure): .failed(failure)
      }
    }
  }

  package static func run(_ root: Any, path: WiringPath, claim: WiringClaim) -> Outcome {
    switch PathWalker.follow(path, from: root, nilAtTheEnd: claim.acceptsNil) {
    case .reached(let value):
      guard let mismatch = claim.mismatch(value) else { return .passed(value) }
      var message = FailureMessage(headline: "Expected \"\(path)\" \(claim.expectation())")
      message.details = mismatch + [("Path", Trail(root: root, path: path).rendered())]
      message.hint = claim.hint(value, "\(path)")
      return .failed(message)
    case .broke(let reason):
      return .failed(PathMessage.make(reason, root: root, path: path, claim: claim))
    }
  }
}
