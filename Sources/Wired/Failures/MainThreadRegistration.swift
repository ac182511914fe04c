import Foundation

/// Runs XCTest's registrations on the main thread, the only one where XCTest accepts them, without waiting for it.
///
/// XCTest raises "Test observers can only be registered and unregistered on the main thread" otherwise, and the first
/// failure may come from a background thread, a detached task or a test that is not on the main actor. Waiting for the
/// main thread (`DispatchQueue.main.sync`) would deadlock when the main thread is the one waiting for that work.
enum MainThreadRegistration {
  /// Runs `register` now when called on the main thread; otherwise queues it there and returns at once.
  ///
  /// - Parameter register: The registration, such as adding a test observer.
  static func run(_ register: @escaping @Sendable () -> Void) {
    if Thread.isMainThread {
      register()
    } else {
      DispatchQueue.main.async(execute: register)
    }
  }
}
