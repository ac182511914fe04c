import Foundation
import WiredReading

// MARK: - How a leak check builds the graph it checks: twice, as every leak form does, or once, for a given object

extension LeakSearch {
  /// Builds the graph twice, each build in an autorelease pool (so that what it autoreleased does not look alive),
  /// and checks the second; see ``comparing(first:second:scope:)``. A failure both builds report is reported once.
  private static func twiceBuilt<Object: AnyObject>(_ make: () throws -> Object) rethrows -> LeakSearch {
    let builds = try RepeatedFailures.twoBuilds(make)
    return comparing(first: builds.first, second: builds.second)
  }

  /// Builds the graph twice, awaiting each build, and checks the second; see ``comparing(first:second:scope:)``. A failure
  /// both builds report is reported once.
  private static func twiceBuilt<Object: AnyObject>(
    isolation: isolated (any Actor)? = #isolation, _ make: () async throws -> Object
  ) async rethrows -> LeakSearch {
    let builds = try await RepeatedFailures.twoBuilds(isolation: isolation, make)
    return await entering(first: builds.first, second: builds.second)
  }

  /// What a synchronous leak check of `make` finds: built twice, let go, and what survives the synchronous grace.
  static func checked<Object: AnyObject>(
    _ make: () throws -> Object
  ) rethrows -> (search: LeakSearch, survivors: [Int], waited: String?) {
    let search = try twiceBuilt(make)
    return (search, search.survivorsAfterGrace(), nil)
  }

  /// What an awaited leak check of `make` finds: built twice, let go, and what survives the wait every awaited leak
  /// check makes, with how long it waited.
  static func checked<Object: AnyObject>(
    timeout: TimeInterval, isolation: isolated (any Actor)? = #isolation, _ make: () async throws -> Object
  ) async rethrows -> (search: LeakSearch, survivors: [Int], waited: String?) {
    let search = try await twiceBuilt(isolation: isolation, make)
    let outcome = await awaitSurvivors(of: [search], timeout: timeout, isolation: isolation)
    return (search, search.survivors, waited(outcome, timeout: timeout))
  }

  /// The check of the object the test goes on with, and that object: built twice, the second checked against the
  /// first, when `object` builds one (`trackForMemoryLeaks(SceneCreator.make())`); read once, with system objects
  /// taken as shared, when it returns the same instance twice (`trackForMemoryLeaks(scene)`).
  static func tracking<Object: AnyObject>(_ object: () throws -> Object) rethrows -> (
    search: LeakSearch, object: Object
  ) {
    let builds = try RepeatedFailures.twoBuilds(object)
    guard !builds.areOneObject else { return (LeakSearch(builds.first, scope: .appModules), builds.first) }
    return (comparing(first: builds.first, second: builds.second), builds.second)
  }
}
