/// Asserts that no strong reference cycle keeps the objects reachable from `root` alive.
///
/// Walks every object reachable from `root` through stored references (optionals, collections, dictionaries, sets,
/// enum payloads, existentials, property wrappers and superclasses included), each once and without recursion,
/// following only strong references: `weak` and `unowned` ones cannot form a cycle. Reports every elementary cycle
/// once, with its path from the root, each reference with its declared type, and the reference to make weak.
/// Reflection cannot see what closures capture, Objective-C instance variables or the insides of a
/// `CustomReflectable` type; ``assertNoLeaks(message:fileID:filePath:line:column:_:)`` still catches leaks through them.
///
/// - Parameters:
///   - root: The object or value whose graph to check.
///   - except: References that the app breaks on purpose, as paths from the root (`"coordinator.children"`); an entry
///     that names no stored property fails the assertion.
///   - scope: Which modules' types the walk enters; see ``GraphScope``.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertNoRetainCycles(SceneCreator.make())
/// ```
///
/// ```text
/// Expected no strong reference cycle in the graph of SceneViewController, but found 1
///
///   Cycle 1, at the root:
///     SceneViewController.interactor: SceneBusinessLogic? → SceneAInteractor
///     SceneAInteractor.presenter: ScenePresentationLogic? → RetainingPresenter
///     RetainingPresenter.view: SceneDisplayLogic? → SceneViewController
///     Break it: make RetainingPresenter.view weak
///
/// Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
/// ```
@discardableResult
public func assertNoRetainCycles(
  _ root: Any,
  except: [any PropertyName] = [],
  scope: GraphScope = .appModules,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  RetainCycleSearch(root: root, except: except, scope: scope).verdict.report(
    userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

#if compiler(>=6.2)
  /// Asserts that no strong reference cycle runs through the graph reachable from `root`, reading each actor in the
  /// graph, the app's and a library's, on its own executor: the awaited form of
  /// ``assertNoRetainCycles(_:except:scope:message:fileID:filePath:line:column:)-905pt``, which an `async` test calls with
  /// `await`.
  ///
  /// The synchronous form lists an actor it meets as not entered; this form waits its turn on each actor, the app's
  /// and a library's, and reads it there, so that a cycle through an actor's state is found.
  ///
  /// - Parameters:
  ///   - root: The object or value to start from: an actor, or an object whose graph holds actors.
  ///   - except: References that the app breaks on purpose, as paths from the root (`"coordinator.children"`); an
  ///     entry that names no stored property fails the assertion.
  ///   - scope: Which modules' types the walk enters; see ``GraphScope``.
  ///   - message: Text to put before the failure.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the assertion passed.
  ///
  /// ```swift
  /// await assertNoRetainCycles(store)
  /// ```
  @discardableResult
  nonisolated(nonsending) public func assertNoRetainCycles(
    _ root: Any,
    except: [any PropertyName] = [],
    scope: GraphScope = .appModules,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await RetainCycleSearch.entering(root, except: except, scope: scope).verdict.report(
      userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
#endif
