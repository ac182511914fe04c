/// Asserts that `function` was called on `spy`: at least once, or exactly `times` times.
///
/// - Parameters:
///   - spy: The spy or mock.
///   - function: The function as `#function` spells it (`"requestLocation()"`), or its base name when unambiguous.
///   - times: The exact number of calls, or `nil` for at least one.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertCalled(locationProvider, "requestLocation()")
/// ```
///
/// ```text
/// Expected requestLocation() to be called on LocationProviderMock, but it never was
///
///   Recorded calls:
///     1. isUserAuthorized
///     2. requestWhenInUseAuthorization()
/// ```
@discardableResult
@_disfavoredOverload
public func assertCalled(
  _ spy: Spy,
  _ function: String,
  times: Int? = nil,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return CallVerdict.checking(function, on: spy) { CalledCheck.calls($0, times: times) }.report(message, at: site)
}

/// Asserts that `function` was called on `spy` with arguments equal to `arguments`.
///
/// List every argument after `with:`, in order; a tuple may stand for several (`with: (from, to)`). To count the
/// calls whatever their arguments, leave `with:` out: `assertCalled(spy, "hit(_:)", times: 2)`.
/// Arguments compare the same way for every double: `Optional` is looked through at any depth, `Equatable`
/// values compare with `==`, objects by identity, tuples element by element, anything else by its debug
/// description. Every unlabelled value after `with:` is an argument, so a message goes after `message:`.
///
/// - Parameters:
///   - spy: The spy or mock.
///   - function: The function as `#function` spells it, or its base name when unambiguous.
///   - argument: The first argument that some call must have had.
///   - moreArguments: The call's other arguments, in order.
///   - times: The exact number of calls with those arguments, or `nil` for at least one.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertCalled(logHandler, "log(event:)", with: Logger.Level.info, "user signed in")
/// assertCalled(geocoder, "geocode(_:)", with: Coordinate(lat: 1, lon: 2), times: 1, message: "one lookup")
/// ```
///
/// ```text
/// Expected geocode(_:) to be called on GeocoderMock with Coordinate(lat: 1.0, lon: 2.0), but no call had equal arguments
///
///   Calls to geocode(_:):
///     1. geocode(_:) with Coordinate(lat: 3.0, lon: 4.0)
///
/// Each call is listed with the arguments the code under test passed: correct the code that makes the call, or the
/// expected arguments if the test is the one that is wrong.
/// ```
@discardableResult
@_disfavoredOverload
public func assertCalled(
  _ spy: Spy,
  _ function: String,
  with argument: Any?,
  _ moreArguments: Any?...,
  times: Int? = nil,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let arguments = ArgumentList.flattened([argument] + moreArguments)
  return CallVerdict.checking(function, on: spy) { CalledCheck.calls($0, with: arguments, times: times) }
    .report(message, at: site)
}

/// Asserts that `function` was never called on `spy`.
///
/// - Parameters:
///   - spy: The spy or mock.
///   - function: The function as `#function` spells it, or its base name when unambiguous.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertNotCalled(locationProvider, "requestWhenInUseAuthorization()")
/// ```
@discardableResult
@_disfavoredOverload
public func assertNotCalled(
  _ spy: Spy,
  _ function: String,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return CallVerdict.checking(function, on: spy, CalledCheck.noCalls).report(message, at: site)
}

/// Asserts that every call recorded on `spy` was checked by an assertion (`assertCalled`, `assertCallOrder`).
///
/// An assertion verifies every call it matches: `assertCalled` without `times:` passes for a function called twice,
/// and verifies both calls. Write `times: 1` where a second call would be a bug. A failing `assertCalled(…, times:)`
/// or `assertNotCalled` verifies the calls its failure lists, so that they are not reported twice.
///
/// - Parameters:
///   - spy: The spy or mock.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertCalled(analytics, "track(_:)", with: "login")
/// assertNoUnverifiedCalls(analytics)        // fails if anything else was tracked
/// ```
@discardableResult
public func assertNoUnverifiedCalls(
  _ spy: Spy,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let unverified = spy.unverifiedCalls
  guard !unverified.isEmpty else { return true }
  let count = Plural.count(unverified.count, "was not", plural: "were not")
  var failure = FailureMessage(headline: "Expected every call to \(spy.spyName) to be verified, but \(count)")
  failure.sections = [CallListing.section(unverified, title: "Unverified calls")]
  failure.hint = "Check each of them with assertCalled, or reset() the spy after the calls you do not care about."
  failure.report(userMessage: message, at: site)
  return false
}

// MARK: -

/// Asserts that the closure was called: at least once, or exactly `times` times, whatever its input.
///
/// A closure spy records its calls under its own name, so the assertion needs none.
///
/// - Parameters:
///   - spy: The closure spy.
///   - times: The exact number of calls, or `nil` for at least one.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// let fetchUsers = ClosureSpy<Void, [User]>("fetchUsers", returning: [ann])
/// assertCalled(fetchUsers, times: 1)
/// ```
///
/// ```text
/// Expected fetchUsers to be called 1 time, but it was called 2 times
/// ```
@discardableResult
public func assertCalled<Input, Output>(
  _ spy: ClosureSpy<Input, Output>,
  times: Int? = nil,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return CallVerdict.checking(spy.name, on: spy) { CalledCheck.calls($0, times: times) }.report(message, at: site)
}

/// Asserts that the closure was called with an input equal to the arguments given.
///
/// Arguments compare as for `assertCalled(_:_:with:)`: a closure
/// of two or three arguments (a tuple `Input`) is matched element by element, so list them one by one.
///
/// - Parameters:
///   - spy: The closure spy.
///   - argument: The first argument that some call must have had.
///   - moreArguments: The call's other arguments, in order.
///   - times: The exact number of calls with that input, or `nil` for at least one.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// let completion = ClosureSpy<(UserLocation?, UserLocationError?), Void>("completion")
/// provider.findUserLocation(then: completion.handler())
/// assertCalled(completion, with: nil, UserLocationError.denied)
/// ```
///
/// ```text
/// Expected completion to be called with nil, UserLocationError.denied, but no call had equal arguments
///
///   Calls to completion:
///     1. completion with Optional(UserLocation(latitude: 1.0, longitude: 2.0)), nil
///
/// Each call is listed with the arguments the code under test passed: correct the code that makes the call, or the
/// expected arguments if the test is the one that is wrong.
/// ```
@discardableResult
public func assertCalled<Input, Output>(
  _ spy: ClosureSpy<Input, Output>,
  with argument: Any?,
  _ moreArguments: Any?...,
  times: Int? = nil,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let arguments = ArgumentList.flattened([argument] + moreArguments)
  return CallVerdict.checking(spy.name, on: spy) { CalledCheck.calls($0, with: arguments, times: times) }
    .report(message, at: site)
}

/// Asserts that the closure was never called.
///
/// - Parameters:
///   - spy: The closure spy.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertNotCalled(callUser)
/// ```
///
/// ```text
/// Expected callUser not to be called, but it was called 1 time
/// ```
@discardableResult
public func assertNotCalled<Input, Output>(
  _ spy: ClosureSpy<Input, Output>,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return CallVerdict.checking(spy.name, on: spy, CalledCheck.noCalls).report(message, at: site)
}

// MARK: -

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
@_disfavoredOverload
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
  return CallOrder.check(functions.map { (spy, $0) }).report(message, at: site)
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
  return CallOrder.check(calls).report(message, at: site)
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
