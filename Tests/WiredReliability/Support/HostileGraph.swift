import Foundation
import Testing

// Graphs of every shape the reliability suite throws at Wired.

protocol Service: AnyObject {}
protocol Wrapper {}

final class Leaf: Service {
  let name: String
  init(_ name: String) { self.name = name }
}

struct Box: Wrapper {
  var inner: any Wrapper & Sendable = Inner()
}

struct Inner: Wrapper, Sendable {
  var number = 7
}

/// A node whose `lazy` property counts how often it was triggered: reflection must never trigger it.
final class Varied {
  nonisolated(unsafe) static var lazyTriggers = 0

  var name = "varied"
  var next: Varied?
  weak var parent: Varied?
  var services: [Service] = [Leaf("a"), Leaf("b")]
  var byName: [String: Service] = ["main": Leaf("main")]
  var numbers = [1, 2, 3]
  var point = (x: 1, y: 2)
  var state = State.loaded(users: ["ann", "bob"])
  var optionalOfOptional: Int?? = .some(nil)
  var metatype: Any.Type = Int.self
  var closure: () -> Int = { 42 }
  var anyInAny: Any = Optional<Any>.some(Optional<Any>.some(5) as Any) as Any
  var existential: any Wrapper = Box()
  var service: Service? = Leaf("service")
  var counterActor = CounterActor()
  lazy var expensive: String = {
    Varied.lazyTriggers += 1
    return "computed"
  }()

  enum State {
    case loading
    case loaded(users: [String])
  }
}

actor CounterActor {
  var count = 0
}

/// A value whose mirror lies: its children are not its stored properties, and include itself.
final class Liar: CustomReflectable {
  let hidden = "hidden"
  var customMirror: Mirror {
    Mirror(self, children: ["claimed": 1, "me": self, "others": [self, self]])
  }
}

/// A value whose mirror never ends: each reflection makes a deeper one.
struct Bottomless: CustomReflectable {
  var depth = 0
  var customMirror: Mirror {
    Mirror(
      self, children: ["deeper": Bottomless(depth: depth + 1), "object": Leaf("leaf \(depth)")], displayStyle: .struct)
  }
}

/// An object that lets go of its child while it is being reflected.
final class Releasing: CustomReflectable {
  var child: Leaf? = Leaf("short-lived")
  var customMirror: Mirror {
    defer { child = nil }
    return Mirror(self, children: ["child": child as Any])
  }
}

/// A singly linked chain, released one link at a time: Swift's own release of a long chain recurses.
final class Chain {
  var next: Chain?
  var dependency: Leaf?

  static func make(length: Int, dependency: (Int) -> Leaf?) -> Chain {
    let head = Chain()
    head.dependency = dependency(0)
    var tail = head
    for index in 1..<length {
      let link = Chain()
      link.dependency = dependency(index)
      tail.next = link
      tail = link
    }
    return head
  }

  /// Links the last link back to this one: a ring, which ``release()`` still breaks.
  func closeIntoRing() {
    var tail = self
    while let next = tail.next { tail = next }
    tail.next = self
  }

  func release() {
    var current = next
    next = nil
    while let link = current {
      current = link.next
      link.next = nil
    }
  }
}

/// The suites whose inputs are large on purpose run one test at a time: together they would take every thread of
/// the cooperative pool on a 2-core machine for seconds (more under a sanitizer), and stall the tests that await.
@Suite(.serialized) enum LargeInputs {}
