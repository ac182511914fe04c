/// Asserts that the wiring of the graph `root` builds is the wiring recorded beside the test, as text that
/// ``wiringSnapshot(_:depth:scope:)-1wdv4`` describes: every reference, declared and dynamic types, weak and unowned ones, nil dependencies.
///
/// The first run writes `__Snapshots__/<TestFile>/<test name>.wiring.txt` beside the test file and fails, saying
/// so: check the file in. Later runs compare and fail with what changed, said as wiring
/// (`interactor.presenter.view: weak → strong`, `+ router.analytics: Analytics? → Analytics`). To record again, pass
/// `record: true` or set `WIRED_RECORD_SNAPSHOTS=1`: the file is rewritten and the test fails, so that record mode
/// is not left on. Under `CI=true` a missing snapshot fails without being written.
///
/// `root` is evaluated twice: objects that both builds hold (a singleton, a cache, a container's shared instances)
/// are marked `(shared)` and not entered, so the snapshot pins what the graph owns. An expression that returns the
/// same object both times (a variable) marks nothing shared.
///
/// - Parameters:
///   - root: An expression that builds the graph: `SceneCreator.make()`, `container.resolve(Scene.self)`.
///   - name: A name for the snapshot, for a test that takes several or runs with arguments. A test has one unnamed
///     snapshot: a second unnamed one at another line fails, asking for a name.
///   - depth: How many references deep to pin, or `nil` for the whole graph: `1` pins the root's own references.
///   - scope: Which modules' types the walk enters; see ``GraphScope``.
///   - record: Whether to write the snapshot whatever is recorded.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller, beside which the snapshot lives.
///   - function: The test, which names the snapshot.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// @Test func sceneWiring() {
///   assertWiringSnapshot(SceneCreator.make())
/// }
/// ```
///
/// ```text
/// The wiring of SceneViewController changed since __Snapshots__/SceneTests/sceneWiring.wiring.txt
///
///   Changed:
///     interactor.presenter.view: weak → strong, now closes a cycle
///
/// If the change is intended, record it again: record: true, or WIRED_RECORD_SNAPSHOTS=1.
/// ```
@discardableResult
public func assertWiringSnapshot(
  _ root: @autoclosure () throws -> Any,
  named name: String? = nil,
  depth: Int? = nil,
  scope: GraphScope = .appModules,
  record: Bool = false,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  if let refusal = SnapshotFile.refusal(filePath: filePath, function: function, name: name, line: line) {
    return CheckVerdict.failed(refusal).report(userMessage: message, at: site)
  }
  let snapshot = WiringSnapshot.of(try RepeatedFailures.twoBuilds(root), depth: depth, scope: scope)
  return SnapshotFile(filePath: filePath, function: function, name: name).verdict(snapshot, record: record)
    .report(userMessage: message, at: site)
}

#if compiler(>=6.2)
  /// Asserts that the wiring of the graph `root` builds is the wiring recorded beside the test, each actor, the app's and
  /// a library's, read on its own executor: the awaited form of
  /// ``assertWiringSnapshot(_:named:depth:scope:record:message:fileID:filePath:function:line:column:)-4gds8``, which an
  /// `async` test calls with `await`.
  ///
  /// - Parameters:
  ///   - root: An expression that builds the graph; it is evaluated twice, as the synchronous form does.
  ///   - name: A name for the snapshot, for a test that takes several or runs with arguments.
  ///   - depth: How many references deep to pin, or `nil` for the whole graph.
  ///   - scope: Which modules' types the walk enters; see ``GraphScope``.
  ///   - record: Whether to write the snapshot whatever is recorded.
  ///   - message: Text to put before the failure.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller, beside which the snapshot lives.
  ///   - function: The test, which names the snapshot.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the assertion passed.
  ///
  /// ```swift
  /// @Test func storeWiring() async {
  ///   await assertWiringSnapshot(SettingsStore(api: LiveAPI()))
  /// }
  /// ```
  @discardableResult
  nonisolated(nonsending) public func assertWiringSnapshot(
    _ root: @autoclosure () throws -> Any,
    named name: String? = nil,
    depth: Int? = nil,
    scope: GraphScope = .appModules,
    record: Bool = false,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
  ) async rethrows -> Bool {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let refusal = SnapshotFile.refusal(filePath: filePath, function: function, name: name, line: line) {
      return CheckVerdict.failed(refusal).report(userMessage: message, at: site)
    }
    let snapshot = await WiringSnapshot.entering(try RepeatedFailures.twoBuilds(root), depth: depth, scope: scope)
    return SnapshotFile(filePath: filePath, function: function, name: name).verdict(snapshot, record: record)
      .report(userMessage: message, at: site)
  }
#endif
