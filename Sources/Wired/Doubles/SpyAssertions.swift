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
  return CallVerdict.checking(function, on: spy) { CalledCheck.calls($0, times: times) }.settle(message, at: site)
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
/// ```
@discardableResult
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
    .settle(message, at: site)
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
  return CallVerdict.checking(function, on: spy, CalledCheck.noCalls).settle(message, at: site)
}

/// Asserts that every call recorded on `spy` was checked by an assertion (`assertCalled`, `assertCallOrder`).
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
  let count = unverified.count == 1 ? "1 was not" : "\(unverified.count) were not"
  var failure = FailureMessage(headline: "Expected every call to \(spy.spyName) to be verified, but \(count)")
  failure.sections = [CallListing.section(unverified, title: "Unverified calls")]
  failure.hint = "Check each of them with assertCalled, or reset() the spy after the calls you do not care about."
  failure.report(userMessage: message, at: site)
  return false
}
