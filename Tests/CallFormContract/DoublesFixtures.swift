import Wired

// The doubles the call-form suites of Spy and ClosureSpy use.

/// A spy with functions of no, one, two and three arguments, and one that takes an optional.
final class Hitter: Spy, @unchecked Sendable {
  func reset(_ flag: Bool) { recordCall(with: flag) }
  func ping() { recordCall() }
  func hit(_ n: Int) { recordCall(with: n) }
  func add(_ a: Int, _ b: Int) { recordCall(with: a, b) }
  func move(_ x: Int, _ y: Int, _ z: Int) { recordCall(with: x, y, z) }
  func greet(_ name: String?) { recordCall(with: name) }
}

/// What a shelf's load throws.
enum ShelfError: Error { case empty }

/// A mock with a stubbed property and a throwing function of one argument.
final class ShelfMock: Mock, @unchecked Sendable {
  var count: Int { stubbedValue(default: 0) }
  var lastTitle: String? { stubbedValue(default: "none") }
  func load(_ id: Int) throws -> String { try stubbedAnswer(with: id) }
}

/// A mock that declares its methods, named by case in tests.
final class DeclaredShelfMock: Mock, DeclaresMethods, @unchecked Sendable {
  enum Method: String, CaseIterable {
    case count
    case load = "load(_:)"
    case save = "save(_:)"
    case lastTitle
  }

  var count: Int { stubbedValue(default: 0) }
  var lastTitle: String? { stubbedValue(default: "none") }
  func load(_ id: Int) throws -> String { try stubbedAnswer(with: id) }
  func save(_ title: String) throws { try stubbedAnswer(with: title) }
}
