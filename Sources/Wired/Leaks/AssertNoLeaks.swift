import Foundation

/// Asserts that the object `make` builds, and every object it holds strongly, is released once the test lets it go.
///
/// Builds the graph, walks it as ``assertNoRetainCycles(_:except:scope:message:fileID:filePath:line:column:)-905pt`` does and keeps
/// a weak reference to every object held strongly, lets go of the root, and reports each object that survived, with
/// its path from the root and why: a strong cycle (shown, with the reference to make weak), one that a cycle holds,
/// or "kept from outside the stored graph" (a closure capturing it, a timer or observer, a singleton, a task still
/// running). It catches leaks that reflection cannot explain, such as closure captures; only the explanation is
/// poorer. Work still in flight that lets go a moment later (an object closed on a library's own queue, a block on the
/// main queue) is not waited for: this form looks once, but on the main thread of an XCTest test, where it turns the
/// run loop for 50 ms at most so that blocks queued there run. In an `async` test, `await assertNoLeaks { … }` calls
/// the `async` form, which waits up to a second by suspending, and returns at once when stored cycles alone explain
/// what survives.
///
/// Only what the graph owns must go. `make` runs twice, and the second graph is read while the first is still alive:
/// an object that both builds hold (a singleton, a cache, a system object) is shared, not a leak, and neither is
/// anything reachable only through it. The failure says how many shared objects it left unchecked. Mind that `make`'s
/// side effects happen twice.
///
/// - Parameters:
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
///   - make: Builds the object; the test must keep no reference to it.
/// - Returns: Whether everything was released.
///
/// ```swift
/// assertNoLeaks { SceneCreator.make() }
/// ```
///
/// ```text
/// Expected every object built by the closure to be released, but 4 were not
///
///   Not released:
///     (the root) SceneViewController, in cycle 1
///     interactor: SceneAInteractor, in cycle 1
///     router: SceneRouter, held by cycle 1
///     interactor.presenter: ScenePresenter, in cycle 1
///
///   Cycle 1, at the root:
///     SceneViewController.interactor: SceneBusinessLogic? → SceneAInteractor
///     SceneAInteractor.presenter: ScenePresentationLogic? → ScenePresenter
///     ScenePresenter.view: SceneDisplayLogic? → SceneViewController
///     Break it: make ScenePresenter.view weak
///
/// Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing
/// else refers to them.
/// ```
@_disfavoredOverload
@discardableResult
public func assertNoLeaks<Object: AnyObject>(
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ make: () throws -> Object
) rethrows -> Bool {
  // NB: disfavored, so that `await assertNoLeaks { Scene() }` in an async test waits, although its closure awaits
  // nothing.
  let (search, survivors, _) = try LeakSearch.checked(make)
  return search.verdict(for: survivors, built: "built by the closure")
    .report(userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that the object `make` builds, and every object it holds strongly, is released once the test lets it go,
/// waiting up to `timeout` for work still in flight to let go of it.
///
/// As the synchronous form (`make` runs twice, and what both builds hold is shared), but `make` may `await`, and after
/// the root is let go the survivors are checked again
/// as the caller's executor turns, until none is left or `timeout` passes.
///
/// - Parameters:
///   - timeout: How long work in flight may hold the graph, in seconds.
///   - message: Text to put before the failure.
///   - isolation: The actor the caller runs on; inferred.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
///   - make: Builds the object; the test must keep no reference to it.
/// - Returns: Whether everything was released in time.
///
/// ```swift
/// await assertNoLeaks { let vc = SceneCreator.make(); await vc.load(); return vc }
/// ```
@discardableResult
public func assertNoLeaks<Object: AnyObject>(
  timeout: TimeInterval = 1,
  message: @autoclosure () -> String = "",
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ make: () async throws -> Object
) async rethrows -> Bool {
  let (search, survivors, waited) = try await LeakSearch.checked(timeout: timeout, isolation: isolation, make)
  return search.verdict(for: survivors, built: "built by the closure", waited: waited).report(
    userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
