/// Asserts that the calls named were made on `spy` in this order; other calls may come between them.
///
/// - Parameters:
///   - spy: The spy or mock.
///   - functions: The functions, in the order they must have been called.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertCallOrder(locationProvider, ["isUserAuthorized", "requestLocation()"])
/// ```
///
/// ```text
/// Expected calls in this order: LocationProviderMock.isUserAuthorized, LocationProviderMock.requestLocation()
///
///   Found: no call to LocationProviderMock.requestLocation() after LocationProviderMock.isUserAuthorized (call 2)
///
///   Recorded calls:
///     1. LocationProviderMock.requestLocation()
///     2. LocationProviderMock.isUserAuthorized
/// ```
@discardableResult
public func assertCallOrder(
  _ spy: Spy,
  _ functions: [String],
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return CallOrder.check(functions.map { (spy, $0) }).settle(message, at: site)
}

/// Asserts that calls were made across several spies in this order; other calls may come between them.
///
/// - Parameters:
///   - calls: Each spy with the function called on it, in the order the calls must have been made.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertCallOrder([(interactor, "fetchUsers()"), (presenter, "present(_:)")])
/// ```
@discardableResult
public func assertCallOrder(
  _ calls: [(Spy, String)],
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return CallOrder.check(calls).settle(message, at: site)
}

/// Finds the named calls as a subsequence of everything the spies recorded, ordered by sequence number.
private enum CallOrder {
  static func check(_ expected: [(Spy, String)]) -> CallVerdict {
    var spies: [Spy] = []
    for (spy, _) in expected where !spies.contains(where: { $0 === spy }) { spies.append(spy) }
    let timeline = spies.flatMap { spy in spy.calls.map { (spy: spy, call: $0) } }
      .sorted { $0.call.sequenceNumber < $1.call.sequenceNumber }
    let label = { (spy: Spy, function: String) in spies.count == 1 ? function : "\(spy.spyName).\(function)" }

    var resolved: [(spy: Spy, name: String)] = []
    for (spy, function) in expected {
      switch CallQuery.resolve(function, on: spy) {
      case .resolved(let query): resolved.append((spy, query.name))
      case .failed(let failure): return .failed(failure)
      }
    }
    var matched: [(spy: Spy, call: RecordedCall)] = []
    var position = 0
    var problem: String?
    for (spy, name) in resolved {
      guard let index = timeline[position...].firstIndex(where: { $0.spy === spy && $0.call.function == name }) else {
        if let previous = matched.last, timeline.contains(where: { $0.spy === spy && $0.call.function == name }) {
          let step = timeline.firstIndex { $0.call.sequenceNumber == previous.call.sequenceNumber }! + 1
          problem = "no call to \(label(spy, name)) after \(label(previous.spy, previous.call.function)) (call \(step))"
        } else {
          problem = "\(label(spy, name)) was never called"
        }
        break
      }
      matched.append(timeline[index])
      position = index + 1
    }
    guard let problem else { return .verified(matched) }
    var failure = FailureMessage(
      headline: "Expected calls in this order: " + resolved.map { label($0.spy, $0.name) }.joined(separator: ", ")
    )
    failure.details = [("Found", problem)]
    let lines = timeline.enumerated().map { offset, entry in
      "    \(offset + 1). \(spies.count == 1 ? "" : "\(entry.spy.spyName).")\(entry.call)"
    }
    failure.sections = [
      lines.isEmpty ? "  Recorded calls: none" : "  Recorded calls:\n" + lines.joined(separator: "\n")
    ]
    return .failed(failure)
  }
}
