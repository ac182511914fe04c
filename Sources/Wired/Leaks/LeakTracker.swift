import Foundation
import WiredReading

/// The objects a Swift Testing test tracks with ``trackForMemoryLeaks(_:message:fileID:filePath:line:column:)``,
/// checked when the test ends by the ``LeakCheckingTrait``.
///
/// Task-local, because a trait cannot see the suite instance: a test and the tasks it creates share the tracker of
/// the test, and tests running in parallel each have their own.
final class LeakTracker: @unchecked Sendable {
  @TaskLocal static var current: LeakTracker?

  private let lock = NSLock()
  // NB: read and written only while `lock` is held.
  private var entries: [(search: LeakSearch, message: @Sendable () -> String, site: SourceSite)] = []

  /// Keeps `search`, made of a graph read now, to check when the test ends that what the graph owns was released.
  func track(_ search: LeakSearch, message: @escaping @Sendable () -> String, at site: SourceSite) {
    lock.guarded { entries.append((search, message, site)) }
  }

  /// Waits up to `timeout` for work in flight to let go of the tracked objects, then reports each graph that kept
  /// some, at the line that tracked it.
  /// What `heldByCaller` (the value the tracked code returns) holds strongly is not expected to be released.
  func checkReleased(
    timeout: TimeInterval = LeakSearch.defaultTimeout, heldByCaller: Any = (),
    isolation: isolated (any Actor)? = #isolation
  ) async {
    let entries = lock.guarded { self.entries }
    let held = ObjectGraph(from: heldByCaller, scope: .appModules).nodes.compactMap(\.identifier)
    for entry in entries { entry.search.heldByCaller = Set(held) }
    let outcome = await LeakSearch.awaitSurvivors(
      of: entries.map(\.search), timeout: timeout, readingFirst: true, isolation: isolation)
    // NB: a walk cut short at the scope's limit tracked only part of its graph: it fails, released or not.
    guard outcome.ending != .held || entries.contains(where: { $0.search.truncatedAt != nil }) else { return }
    for entry in entries { entry.search.reportSurvivors(entry.message, at: entry.site) }
  }
}
