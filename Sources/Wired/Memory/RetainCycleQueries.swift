/// The strong reference cycles in the graph reachable from `root`, for `#expect`.
///
/// - Parameters:
///   - root: The object or value whose graph to check.
///   - except: References that the app breaks on purpose, as paths from the root.
///   - scope: Which modules' types the walk enters.
/// - Returns: Every elementary cycle, each once, nearest the root first.
///
/// ```swift
/// #expect(retainCycles(in: SceneCreator.make()).isEmpty)
/// ```
public func retainCycles(
  in root: Any,
  except: [any PropertyName] = [],
  scope: GraphScope = .appModules
) -> [RetainCycle] {
  checkRetainCycles(in: root, except: except, scope: scope).cycles
}

/// Renamed ``retainCycles(in:except:scope:)``: every query form takes the graph as `in:`.
@available(*, unavailable, renamed: "retainCycles(in:except:scope:)")
public func retainCycles(from root: Any, except: [any PropertyName] = [], scope: GraphScope = .appModules)
  -> [RetainCycle]
{
  retainCycles(in: root, except: except, scope: scope)
}

/// Looks for strong reference cycles in the graph reachable from `root`, and returns what it found.
///
/// - Parameters:
///   - root: The object or value whose graph to check.
///   - except: References that the app breaks on purpose, as paths from the root.
///   - scope: Which modules' types the walk enters.
/// - Returns: The cycles, the `unowned(unsafe)` references, and the stale `except:` entries.
public func checkRetainCycles(
  in root: Any,
  except: [any PropertyName] = [],
  scope: GraphScope = .appModules
) -> RetainCycleReport {
  RetainCycleCheck(root: root, except: except, scope: scope).report
}
