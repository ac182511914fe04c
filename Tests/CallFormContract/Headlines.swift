import Wired

/// The first line of each failure: the headline a reader sees first.
func headlines(_ failures: [TestFailure]) -> [String] {
  failures.map { String($0.message.prefix { $0 != "\n" }) }
}
