/// Asserts that every optional stored property of `object` is set, except the ones you name.
///
/// Looks at every stored property of the object and its superclasses, `private` ones included. A property
/// is missing when it is an optional (of any depth, `weak` or implicitly unwrapped) holding `nil`, or a
/// property wrapper whose `wrappedValue` is such an optional. `lazy` storage is never a dependency.
/// Every missing property is reported in one failure, in declaration order.
///
/// With `recursive: true` the check walks the whole graph below the object (objects, structs, enum payloads,
/// and the elements of arrays, sets and dictionaries, within `scope`), each object once, and reports each
/// missing property under its shortest path from the root. Below the root, only optionals of class, protocol
/// or function type count as dependencies; value-typed optionals (`String?`, `[Order]?`) are state, passed over
/// unless `counting` is ``CountedOptionals/all``. The failure says what it counted and what it passed over.
///
/// - Parameters:
///   - object: The object whose dependencies must be set.
///   - except: Properties that may stay nil, as names or paths from the root (`"router.analytics"`). An entry
///     that names no stored property fails the assertion too, so the list stays honest.
///   - recursive: Whether to check the whole graph below `object`.
///   - counting: Which optionals below the root count as dependencies; see ``CountedOptionals``.
///   - scope: Which modules' types a recursive walk enters; see ``GraphScope``.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// let profile = container.resolve(ProfileViewController.self)
/// assertAllInjected(profile, except: ["analytics", Optionals.logger])
/// ```
///
/// ```text
/// Expected every optional dependency of ProfileViewController to be injected, but 2 are nil
///
///   Missing:
///     router: ProfileRouting?
///     presenter.view: ProfileDisplayLogic? (weak)
///
/// Inject each one where ProfileViewController is built, or list the ones that may stay nil in except:.
/// ```
@discardableResult
public func assertAllInjected(
  _ object: Any,
  except: [any PropertyName] = [],
  recursive: Bool = false,
  counting: CountedOptionals = .dependencies,
  scope: GraphScope = .appModules,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let check = InjectionCheck(of: object, except: except, recursive: recursive, counting: counting, scope: scope)
  let report = check.report
  if report.passed { return true }
  var failure = InjectionMessage.make(report, recursive: recursive)
  if recursive, !report.missing.isEmpty {
    // NB: drawn from the walk the message came from, so the picture marks exactly the holes the message lists;
    // a diagram draws a few hundred objects at most, so only the first holes, nearest the root, are marked.
    let graph = check.graph
    let drawn = check.listed.prefix(DiagramMarks.maximumNodes)
    var marks = DiagramMarks()
    marks.missing = Set(drawn)
    marks.nodes = graph.withPathsFromRoot(drawn.map { graph.nilOptionals[$0].owner })
    failure.attachments = WiringDiagram(graph, marks: marks).attachments(named: "\(report.rootType)-injection")
  }
  failure.report(userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

/// Checks the optional dependencies of `object` and the `except:` list, and returns what it found: the query form of
/// ``assertAllInjected(_:except:recursive:counting:scope:message:fileID:filePath:line:column:)``.
///
/// - Parameters:
///   - object: The object whose dependencies to check.
///   - except: Properties that may stay nil, as names or paths from the root.
///   - recursive: Whether to check the whole graph below `object`.
///   - counting: Which optionals below the root count as dependencies; see ``CountedOptionals``.
///   - scope: Which modules' types a recursive walk enters.
/// - Returns: The missing dependencies, in declaration order, breadth first, and the stale `except:` entries.
///
/// ```swift
/// #expect(checkInjections(in: profile).missing.map(\.path) == [])
/// ```
public func checkInjections(
  in object: Any,
  except: [any PropertyName] = [],
  recursive: Bool = false,
  counting: CountedOptionals = .dependencies,
  scope: GraphScope = .appModules
) -> InjectionReport {
  InjectionCheck(of: object, except: except, recursive: recursive, counting: counting, scope: scope).report
}
