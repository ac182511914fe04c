/// Asserts that a path of stored properties from `root` leads to this very instance (`===`).
///
/// The path may cross `private`, inherited, `weak`, `unowned` and optional properties, property wrappers
/// and accessed `lazy` properties; see ``WiringPath``. A protocol existential of a class-bound protocol
/// works too: `to: viewController as SceneDisplayLogic`.
///
/// - Parameters:
///   - root: The object or value the path starts from.
///   - path: Stored properties separated by dots, such as `"interactor.presenter.view"`.
///   - expected: The instance the path must lead to.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// let scene = SceneCreator.make()
/// assertWired(scene, path: "interactor.presenter.view", to: scene)
/// ```
///
/// When the creator forgot to set the presenter's view:
///
/// ```text
/// Expected "interactor.presenter.view" to be the given SceneViewController (0x0000600000c04000)
///
///   Found: nil — ScenePresenter.view is a weak reference that was never set or was already released
///   Path:  SceneViewController › interactor: SceneAInteractor › presenter: ScenePresenter › view: SceneDisplayLogic?
///
/// Set interactor.presenter.view where the graph is built, and check that something else keeps its target alive: a weak reference does not.
/// ```
@discardableResult
public func assertWired(
  _ root: Any,
  path: WiringPath,
  to expected: AnyObject,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return check(root, path, .identical(to: expected), message, site) != nil
}

/// Asserts that a path of stored properties from `root` leads to a value equal to `expected`.
///
/// An instance of a class that is also `Equatable` is compared by identity, as wiring is about instances. An enum's
/// case needs its type, which a path cannot give the compiler: `to: ArticlesViewModel.State.idle`, not `to: .idle`.
///
/// - Parameters:
///   - root: The object or value the path starts from.
///   - path: Stored properties separated by dots, such as `"worker.config.baseURL"`.
///   - expected: The value the path must lead to.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertWired(scene, path: "worker.config.baseURL", to: URL(string: "https://api.example.com")!)
/// ```
///
/// ```text
/// Expected "worker.config.retries" to equal 3
///
///   Found:    1
///   Expected: 3
///   Path:     SceneViewController › worker: SceneWorker › config: Config › retries: Int
/// ```
@discardableResult
public func assertWired<T: Equatable>(
  _ root: Any,
  path: WiringPath,
  to expected: T,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return check(root, path, .equal(to: expected), message, site) != nil
}

/// Asserts that a path of stored properties from `root` leads to an instance of `type`, and returns it.
///
/// `type` may be a class (the value is an instance of it or of a subclass), a struct or enum, or a
/// protocol the value conforms to.
///
/// - Parameters:
///   - root: The object or value the path starts from.
///   - path: Stored properties separated by dots, such as `"interactor"`.
///   - type: The type the value must have.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: The value as a `T`, or `nil` when the assertion failed.
///
/// ```swift
/// let interactor = assertWired(scene, path: "interactor", to: SceneAInteractor.self)
/// ```
///
/// ```text
/// Expected "interactor" to be a SceneAInteractor
///
///   Found: SceneBInteractor (0x0000600000c04000)
///   Path:  SceneViewController › interactor: SceneBInteractor
/// ```
@discardableResult
public func assertWired<T>(
  _ root: Any,
  path: WiringPath,
  to type: T.Type,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T? {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return check(root, path, .instance(of: type), message, site) as? T
}

/// Asserts that a path of stored properties from `root` ends at the instance an optional holds, or at `nil` when it
/// holds none: `to: scene.interactor` for an optional reference, `to: nil` for an optional of any type that is not
/// set.
///
/// ```swift
/// assertWired(scene, path: "interactor", to: scene.interactor)
/// assertWired(scene, path: "interactor.pendingRequest", to: nil)
/// ```
///
/// - Parameters:
///   - root: The object or value the path starts from.
///   - path: Stored properties separated by dots.
///   - expected: The instance the path must lead to, or `nil`.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
@discardableResult
public func assertWired(
  _ root: Any,
  path: WiringPath,
  to expected: AnyObject?,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return check(root, path, expected.map { .identical(to: $0) } ?? .isNil, message, site) != nil
}

/// Asserts that a path leads to `expected`, given as `Any`: the same instance for an object, a value equal by `==`
/// when it is `Equatable` (a value of a `[String: Any]` fixture keeps its own type), else one that prints the same.
///
/// Used for existentials of protocols that are not class-bound, such as `to: service as LocationProviding`.
///
/// - Parameters:
///   - root: The object or value the path starts from.
///   - path: Stored properties separated by dots.
///   - expected: The instance or value the path must lead to.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
@_disfavoredOverload
@discardableResult
public func assertWired(
  _ root: Any,
  path: WiringPath,
  to expected: Any,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return check(root, path, .matching(expected), message, site) != nil
}

/// Runs the check and reports its failure; returns the value at the end of the path when it passed.
private func check(
  _ root: Any,
  _ path: WiringPath,
  _ claim: WiringClaim,
  _ message: () -> String,
  _ site: SourceSite
) -> Any? {
  let outcome = PathSearch.run(root, path: path, claim: claim)
  guard outcome.verdict.report(userMessage: message, at: site), case .passed(let value) = outcome else { return nil }
  return value
}
