import Foundation
import Testing
import Wired

// MARK: - Doubles

/// A spy with functions of no, one, two and three arguments, and one that takes an optional.
final class Hitter: Spy, @unchecked Sendable {
  func reset(_ flag: Bool) { recordCall(with: flag) }
  func ping() { recordCall() }
  func hit(_ n: Int) { recordCall(with: n) }
  func add(_ a: Int, _ b: Int) { recordCall(with: a, b) }
  func move(_ x: Int, _ y: Int, _ z: Int) { recordCall(with: x, y, z) }
  func greet(_ name: String?) { recordCall(with: name) }
}

// MARK: - Graphs

protocol Display: AnyObject {}

final class Screen: Display {
  var presenter: Presenter?
  let title = "Profile"
  let retries = 3
  var note: String?
}

final class Presenter {
  weak var view: Display?
  let id = Identifier(raw: 7)
}

struct Identifier: Equatable {
  let raw: Int
}

/// An `NSObject`, which is `Equatable` through `isEqual(_:)`: identity must still be what `to:` checks.
final class Controller: NSObject {
  var child: Controller?
}

func wiredScreen() -> Screen {
  let screen = Screen()
  let presenter = Presenter()
  presenter.view = screen
  screen.presenter = presenter
  return screen
}

/// A parent and child that hold each other strongly.
final class Parent {
  var child: Child?
}

final class Child {
  var parent: Parent?
}

func cycle() -> Parent {
  let parent = Parent()
  let child = Child()
  parent.child = child
  child.parent = parent
  return parent
}

/// A value that a task publishes a moment later.
@MainActor final class Loader {
  var state = "loading"
  func load() { Task { @MainActor in self.state = "loaded" } }
}

// MARK: - Target-action

/// A control with one event, `tap`, and handlers registered by name.
@MainActor final class Tapper: ActionSendingControl {
  enum Event: String { case tap, hold }
  private var handlers: [(event: Event, run: @MainActor () -> Void)] = []

  func on(_ event: Event, _ run: @escaping @MainActor () -> Void) { handlers.append((event, run)) }

  func registeredActions(for event: Event) -> [ControlAction] {
    handlers.filter { $0.event == event }.map { ControlAction.handler(named: "handler", send: $0.run) }
  }

  func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] {
    [Event.tap, .hold].map { ($0.rawValue, registeredActions(for: $0)) }
  }
}

// MARK: - Expectations

/// The first line of each failure: the headline a reader sees first.
func headlines(_ failures: [TestFailure]) -> [String] {
  failures.map { String($0.message.prefix { $0 != "\n" }) }
}
