/// The distinct values a wait saw, in order, each once per run of equal values.
struct SeenValues {
  private var values: [String] = []
  private static let kept = 50

  /// Notes the value; `true` when it differs from the one noted before.
  mutating func note<T>(_ current: Result<T, any Error>) -> Bool {
    let text =
      switch current {
      case .success(let value): ValueDescription.of(value)
      case .failure(let error): "threw \(ValueDescription.error(error))"
      }
    guard values.last != text else { return false }
    // NB: a value that keeps changing must not grow the message, or the memory, without bound.
    if values.count == Self.kept { values.remove(at: Self.kept / 2) }
    values.append(text)
    return true
  }

  /// Whether the wait saw the value change.
  var changed: Bool { values.count > 1 }

  /// The description of the last value seen, if any.
  var last: String? { values.last }

  /// `loading (the whole time)`, or the values numbered in order with the last one marked.
  var rendered: String {
    guard values.count > 1 else { return "\(values.first ?? "nothing") (the whole time)" }
    return values.enumerated().map { offset, value in
      "\(offset + 1). \(value)" + (offset == values.count - 1 ? " (last)" : "")
    }.joined(separator: "\n")
  }
}
