import Foundation
import Wired

// The graphs the call-form suites of paths, injection, cycles and leaks use.

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

/// A child that something outside the graph keeps, as a singleton's registry does: a leak that work in flight might
/// still let go, which the awaited leak checks wait for.
func keptOutside() -> Child {
  let child = Child()
  Outside.keep(child)
  return child
}

/// What keeps objects from outside any graph, for the rest of the run.
enum Outside {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var kept: [AnyObject] = []

  static func keep(_ object: AnyObject) {
    lock.lock()
    defer { lock.unlock() }
    kept.append(object)
  }
}
