/// Asserts that every optional dependency of `object`, and of the graph it holds, is set, except the ones you name.
///
/// Walks the whole graph below the object (objects, structs, enum payloads, the elements of arrays, sets and
/// dictionaries, the values inside a `Mutex` or an `Atomic`), each object once, `private` properties and superclasses
/// included, and reports every missing property in one failure, under its shortest path from the root. A property is
/// missing when it is an optional (of any depth, `weak` or implicitly unwrapped) holding `nil`, or a property wrapper
/// whose `wrappedValue` is one; `lazy` storage never is. An optional counts when it holds a reference (an object, a
/// protocol, a closure), at every level, the root included; an optional value (`errorText: String?`, a
/// `Task<Void, Never>?`) is state, unless `counting` is ``CountedOptionals/all``. A library's own optionals are not judged (see ``GraphScope``); the
/// app's objects behind a library's are. A property Wired cannot read fails the check too, saying why.
///
/// - Parameters:
///   - object: The object whose dependencies must be set.
///   - except: Properties that may stay nil, as names of the root's properties or paths from the root
///     (`"router.analytics"`). An entry that names no stored property fails the assertion too, so the list stays
///     honest; one that names a property further down says the path to write.
///   - depth: How many references deep to check, or `nil` for the whole graph: `1` checks the root's own properties.
///   - counting: Which optionals count as dependencies: references (the default) or ``CountedOptionals/all``.
///   - scope: Whose code is judged, and which modules' types the walk enters; see ``GraphScope``.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// let profile = container.resolve(ProfileViewController.self)
/// assertAllInjected(profile, except: ["analytics", MayStayNil.logger])
/// ```
///
/// ```text
/// Expected every optional dependency in the graph of ProfileViewController to be injected, but 2 are nil
///
///   Missing:
///     router: ProfileRouting?
///     presenter.view: ProfileDisplayLogic? (weak)
///
///   Counted: every optional reference (an object, a protocol or a closure) in the graph of ProfileViewController
///
/// Inject each one where ProfileViewController is built, or list the ones that may stay nil in except:.
/// A weak reference is also nil when it was set but nothing else kept its target alive: check that the app holds what it injects there.
/// ```
@discardableResult
public func assertAllInjected(
  _ object: Any,
  except: [any PropertyName] = [],
  depth: Int? = nil,
  counting: CountedOptionals = .references,
  scope: GraphScope = .appModules,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  InjectionSearch(root: object, except: except, depth: depth, counting: counting, scope: scope).verdict.report(
    userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

#if compiler(>=6.2)
  /// Asserts that every optional dependency of `object`, and of the graph it holds, is set, reading each actor in the
  /// graph, the app's and a library's, on its own executor: the awaited form of
  /// ``assertAllInjected(_:except:depth:counting:scope:message:fileID:filePath:line:column:)-2wxvj``, which an `async` test
  /// calls with `await`.
  ///
  /// The synchronous form lists an actor it meets as not entered, since reading one from outside its executor races
  /// the actor's own work. This form waits its turn on each actor, the app's and a library's, and reads it there, with
  /// everything it holds. An actor that stays busy longer than five seconds (the
  /// check's admission timeout) is reported as not read.
  ///
  /// - Parameters:
  ///   - object: The object whose dependencies must be set: an actor, or an object whose graph holds actors.
  ///   - except: Properties that may stay nil, as names of the root's properties or paths from the root.
  ///   - depth: How many references deep to check, or `nil` for the whole graph.
  ///   - counting: Which optionals count as dependencies: references (the default) or ``CountedOptionals/all``.
  ///   - scope: Whose code is judged, and which modules' types the walk enters; see ``GraphScope``.
  ///   - message: Text to put before the failure.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the assertion passed.
  ///
  /// ```swift
  /// let store = SettingsStore(api: api)
  /// await assertAllInjected(store)
  /// ```
  @discardableResult
  nonisolated(nonsending) public func assertAllInjected(
    _ object: Any,
    except: [any PropertyName] = [],
    depth: Int? = nil,
    counting: CountedOptionals = .references,
    scope: GraphScope = .appModules,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await InjectionSearch.entering(object, except: except, depth: depth, counting: counting, scope: scope).verdict
      .report(userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
#endif
