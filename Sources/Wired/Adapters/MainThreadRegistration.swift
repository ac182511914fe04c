import Foundation

/// Runs XCTest's registrations on the main thread, the only one where XCTest accepts them, waiting a moment for it.
///
/// XCTest raises "Test observers can only be registered and unregistered on the main thread" otherwise, and the first
/// failure may come from a background thread, a detached task or a test that is not on the main actor. An `async`
/// XCTest test runs off the main thread while the main thread turns its run loop, which runs the registration at
/// once; waiting for it lets the failure that asked for it find XCTest's observer in place, so that it is recorded
/// once, on the test. Waiting without a limit (`DispatchQueue.main.sync`) would deadlock when the main thread is the
/// one waiting for that work: past ``patience`` the registration stays queued, and the caller goes on.
///
/// NB: the one place Wired holds a thread while it waits, and only where no other test shares it: once per process,
/// never from a Swift Testing test (`XCTestReporter.followsXCTest`), and in an XCTest run, whose tests run one at a
/// time; there an `async` test's main thread turns its run loop, which runs the registration at once.
enum MainThreadRegistration {
  /// How long a caller off the main thread waits for the registration, at most, once per process.
  static let patience: TimeInterval = 0.25

  /// Runs `register` now when called on the main thread; otherwise queues it there and waits for it up to
  /// ``patience``.
  ///
  /// - Parameter register: The registration, such as adding a test observer.
  static func run(_ register: @escaping @Sendable () -> Void) {
    if Thread.isMainThread {
      register()
    } else {
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.main.async {
        register()
        done.signal()
      }
      _ = done.wait(timeout: .now() + patience)
    }
  }
}
