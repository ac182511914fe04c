/// What a mock answers to calls of one function: the same answer each time, or answers in turn.
enum Stub {
  case answer(StubbedAnswer)
  case sequence([Any], next: Int)
}

/// What a mock answers to one call: taken while holding the ledger's lock, and used after releasing it.
enum StubbedAnswer {
  case value(Any)
  case error(any Error)
  case handler(([Any]) throws -> Any)
}
