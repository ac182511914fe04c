import Foundation

/// Runs `body` with a leak tracker of its own, then checks that every object it tracked with
/// ``trackForMemoryLeaks(_:message:fileID:filePath:line:column:)`` was released, and reports each that was not at the
/// line that tracked it. What `body` returns, and what it holds, goes on to the caller, and is not expected to be
/// released.
///
/// What the ``LeakCheckingTrait`` runs around each test: use it where the trait cannot go, with a compiler older than
/// Swift 6.1, or around part of a test.
///
/// - Parameters:
///   - timeout: How long to wait for work in flight to let go of the tracked objects.
///   - isolation: The actor to run on; the caller's, by default.
///   - body: The code that tracks objects.
/// - Returns: What `body` returns.
///
/// ```swift
/// await withLeakTracking {
///   let scene = SceneCreator.make()
///   trackForMemoryLeaks(scene)
///   await scene.load()
/// }
/// ```
@discardableResult
public func withLeakTracking<Result>(
  timeout: TimeInterval = 1,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  let tracker = LeakTracker()
  let result: Result
  do {
    result = try await LeakTracker.$current.withValue(tracker, operation: body, isolation: isolation)
  } catch {
    await tracker.checkReleased(timeout: timeout, isolation: isolation)
    throw error
  }
  await tracker.checkReleased(timeout: timeout, heldByCaller: result, isolation: isolation)
  return result
}
