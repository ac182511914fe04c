import WiredReading

/// Checks the optional dependencies of `object`'s graph and the `except:` list, and returns what it found: the query
/// form of ``assertAllInjected(_:except:depth:counting:scope:message:fileID:filePath:line:column:)-2wxvj``.
///
/// - Parameters:
///   - object: The object whose dependencies to check.
///   - except: Properties that may stay nil, as names of the root's properties or paths from the root.
///   - depth: How many references deep to check, or `nil` for the whole graph.
///   - counting: Which optionals count as dependencies: references (the default) or ``CountedOptionals/all``.
///   - scope: Whose code is judged, and which modules' types the walk enters.
/// - Returns: The missing dependencies, in declaration order, breadth first; what could not be read; the stale
///   `except:` entries; and the message the assertion would report.
///
/// ```swift
/// #expect(checkInjections(profile).missing.map(\.path) == [])
/// ```
public func checkInjections(
  _ object: Any,
  except: [any PropertyName] = [],
  depth: Int? = nil,
  counting: CountedOptionals = .references,
  scope: GraphScope = .appModules
) -> InjectionReport {
  InjectionSearch(root: object, except: except, depth: depth, counting: counting, scope: scope).report
}

#if compiler(>=6.2)
  /// Checks the optional dependencies of `object`'s graph, reading each actor, the app's and a library's, on its own executor, and
  /// returns what it found: the query form of the awaited
  /// ``assertAllInjected(_:except:depth:counting:scope:message:fileID:filePath:line:column:)-1mwqf``.
  ///
  /// - Parameters:
  ///   - object: The object whose dependencies to check: an actor, or an object whose graph holds actors.
  ///   - except: Properties that may stay nil, as names of the root's properties or paths from the root.
  ///   - depth: How many references deep to check, or `nil` for the whole graph.
  ///   - counting: Which optionals count as dependencies: references (the default) or ``CountedOptionals/all``.
  ///   - scope: Whose code is judged, and which modules' types the walk enters.
  /// - Returns: The missing dependencies, what could not be read, the stale `except:` entries, and the message the
  ///   assertion would report.
  ///
  /// ```swift
  /// #expect(await checkInjections(store).passed)
  /// ```
  nonisolated(nonsending) public func checkInjections(
    _ object: Any,
    except: [any PropertyName] = [],
    depth: Int? = nil,
    counting: CountedOptionals = .references,
    scope: GraphScope = .appModules
  ) async -> InjectionReport {
    await InjectionSearch.entering(object, except: except, depth: depth, counting: counting, scope: scope).report
  }
#endif
