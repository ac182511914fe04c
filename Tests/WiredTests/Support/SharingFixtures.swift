import Foundation

// Graphs that hold objects they do not own: system singletons, an app's own singleton, and a registry that keeps a
// child it was handed. What the graph owns must be released; what it shares must not be reported.

/// A worker that holds system singletons, as apps do.
final class WorkerScene {
  let queue = DispatchQueue.main
  let center = NotificationCenter.default
  let defaults = UserDefaults.standard
  let presenter = WorkerPresenter()
}

final class WorkerPresenter {}

/// An app's own singleton.
final class AppAnalytics: @unchecked Sendable {
  static let shared = AppAnalytics()
}

/// A singleton that keeps what it is handed, as a registry of observers does.
///
/// Task-local, so that each test that leaks into it has its own: a test clearing it while another test waits for its
/// leak to show would make that one pass.
final class ChildRegistry: @unchecked Sendable {
  @TaskLocal static var shared = ChildRegistry()
  private let lock = NSLock()
  private var children: [AnyObject] = []

  func keep(_ child: AnyObject) {
    lock.lock()
    defer { lock.unlock() }
    children.append(child)
  }
}

/// A model that shares the app's analytics and owns its child.
final class TrackedModel {
  let analytics = AppAnalytics.shared
  let child = ModelChild()
}

final class ModelChild {}

/// A model whose child the registry keeps: the child leaks, the analytics it shares does not.
final class RegisteringModel {
  let analytics = AppAnalytics.shared
  let child = ModelChild()

  init() {
    ChildRegistry.shared.keep(child)
  }
}
