import WiredReading

/// What a check says of the places where the app's objects may be and that it did not read, inside the libraries'
/// objects: a section of its failure, or, when it passed, a warning of its own at the caller's line. Nothing unread
/// in silence: "passed" means every reference that could hold the app's objects was read, or the user was told.
package enum NotReadMessage {
  /// The section a failure lists them in.
  package static func section(_ notRead: [GraphFinding]) -> String? {
    guard !notRead.isEmpty else { return nil }
    return "  Not read (may hold the app's objects):\n" + CannotReadMessage.lines(notRead).joined(separator: "\n")
  }

  /// The warning of a check of `root` that passed without reading `notRead`, or `nil` when it read everything;
  /// `looksFor` is what the check looks for: `missing dependencies`, `retain cycles`.
  package static func warning(_ notRead: [GraphFinding], root: String, looksFor: String) -> FailureMessage? {
    guard let section = section(notRead) else { return nil }
    let places = Plural.count(notRead.count, "place")
    return FailureMessage(
      headline: "Found no \(looksFor) in the graph of \(root), but did not read \(places) where the app's objects "
        + "may be",
      sections: [section], hint: hint(for: notRead))
  }

  /// What to do: await the check to read the actors; check another way what no check can read.
  package static func hint(for notRead: [GraphFinding]) -> String {
    var hints: [String] = []
    if notRead.contains(where: { $0.cause == .actorNotEntered }) {
      hints.append("Await the check from an async test: it reads each actor on its own executor.")
    }
    if notRead.contains(where: { $0.cause == .busyActor }) {
      hints.append("An actor that stayed busy is read when it is idle: check again once its work is done.")
    }
    if notRead.contains(where: { $0.cause == .undescribedStorage }) {
      hints.append("What is kept where the runtime does not describe it cannot be read: check it through its own API.")
    }
    return hints.joined(separator: "\n")
  }
}
