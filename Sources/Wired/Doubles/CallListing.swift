/// How failure messages list the calls a spy recorded, so the reader sees what happened.
enum CallListing {
  /// `  Recorded calls:` followed by one numbered line per call, or `  Recorded calls: none`.
  static func section(_ calls: [RecordedCall], title: String = "Recorded calls") -> String {
    guard !calls.isEmpty else { return "  \(title): none" }
    let lines = calls.enumerated().map { "    \($0.offset + 1). \($0.element)" }
    return "  \(title):\n" + Shortening.list(lines).joined(separator: "\n")
  }
}
