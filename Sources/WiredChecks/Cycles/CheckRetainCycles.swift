import WiredReading

/// Looks for strong reference cycles in the graph reachable from `root`, and returns what it found: the query form of
/// ``assertNoRetainCycles(_:except:scope:message:fileID:filePath:line:column:)-905pt``.
///
/// - Parameters:
///   - root: The object or value whose graph to check.
///   - except: References that the app breaks on purpose, as paths from the root.
///   - scope: Which modules' types the walk enters.
/// - Returns: The cycles, each once, nearest the root first; the `unowned(unsafe)` references; what could not be
///   read; the stale `except:` entries; and the message the assertion would report.
///
/// ```swift
/// #expect(checkRetainCycles(SceneCreator.make()).cycles.isEmpty)
/// ```
public func checkRetainCycles(
  _ root: Any,
  except: [any PropertyName] = [],
  scope: GraphScope = .appModules
) -> RetainCycleReport {
  RetainCycleSearch(root: root, except: except, scope: scope).report
}

#if compiler(>=6.2)
  /// Finds the strong reference cycles in the graph reachable from `root`, reading each actor, the app's and a library's, on its own
  /// executor: the query form of the awaited ``assertNoRetainCycles(_:except:scope:message:fileID:filePath:line:column:)-5rq6c``.
  ///
  /// - Parameters:
  ///   - root: The object or value whose graph to check: an actor, or an object whose graph holds actors.
  ///   - except: References that the app breaks on purpose, as paths from the root.
  ///   - scope: Which modules' types the walk enters.
  /// - Returns: The cycles, each once, nearest the root first; the `unowned(unsafe)` references; what could not be
  ///   read; the stale `except:` entries; and the message the assertion would report.
  ///
  /// ```swift
  /// #expect(await checkRetainCycles(store).cycles.isEmpty)
  /// ```
  nonisolated(nonsending) public func checkRetainCycles(
    _ root: Any,
    except: [any PropertyName] = [],
    scope: GraphScope = .appModules
  ) async -> RetainCycleReport {
    await RetainCycleSearch.entering(root, except: except, scope: scope).report
  }
#endif
