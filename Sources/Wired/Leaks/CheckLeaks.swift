import Foundation

/// Builds the object twice, lets go of it, and returns what it owned that was not released and what it shared.
///
/// The query form of ``assertNoLeaks(message:fileID:filePath:line:column:_:)``: the same check, with the same short
/// grace for work in flight, reported by no one.
///
/// - Parameter make: Builds the object; the caller must keep no reference to it. It runs twice.
/// - Returns: The objects not released, the cycles among them, the shared ones left unchecked, and the message the
///   assertion would report.
///
/// ```swift
/// let report = checkLeaks { SceneCreator.make() }
/// #expect(report.passed)
/// #expect(report.shared.map(\.path) == ["analytics"])
/// ```
@_disfavoredOverload
public func checkLeaks<Object: AnyObject>(_ make: () throws -> Object) rethrows -> LeakReport {
  // NB: disfavored, as the synchronous assertNoLeaks is, so that `await checkLeaks { … }` waits.
  let (search, survivors, _) = try LeakSearch.checked(make)
  return search.report(for: survivors, built: "built by the closure")
}

/// Builds the object twice, lets go of it, waits up to `timeout` for work in flight to let go of it, and returns what
/// it owned that was not released and what it shared.
///
/// The query form of ``assertNoLeaks(timeout:message:isolation:fileID:filePath:line:column:_:)``: the same check and
/// the same wait, by suspending, reported by no one.
///
/// - Parameters:
///   - timeout: How long work in flight may hold the graph, in seconds.
///   - isolation: The actor the caller runs on; inferred.
///   - make: Builds the object; the caller must keep no reference to it. It runs twice.
/// - Returns: The objects not released, the cycles among them, the shared ones left unchecked, and the message the
///   assertion would report.
///
/// ```swift
/// let report = await checkLeaks { let model = Model(); await model.load(); return model }
/// #expect(report.notReleased == [])
/// ```
public func checkLeaks<Object: AnyObject>(
  timeout: TimeInterval = 1,
  isolation: isolated (any Actor)? = #isolation,
  _ make: () async throws -> Object
) async rethrows -> LeakReport {
  let (search, survivors, waited) = try await LeakSearch.checked(timeout: timeout, isolation: isolation, make)
  return search.report(for: survivors, built: "built by the closure", waited: waited)
}
