import SampleApp
import Wired

/// Stores its value the way `@Published` does in Combine and OpenCombine: an enum case holding the value until a
/// publisher is first read, then a subject holding the current value. No `wrappedValue` is stored.
@propertyWrapper struct PublishedLike<Value> {
  final class Subject {
    var currentValue: Value
    init(_ value: Value) { currentValue = value }
  }

  private enum Storage {
    case value(Value)
    case publisher(Subject)
  }

  private final class Box {
    var storage: Storage
    init(_ storage: Storage) { self.storage = storage }
  }

  private let box: Box

  init(wrappedValue: Value) { box = Box(.value(wrappedValue)) }

  var wrappedValue: Value {
    get {
      switch box.storage {
      case .value(let value): value
      case .publisher(let subject): subject.currentValue
      }
    }
    nonmutating set {
      switch box.storage {
      case .value: box.storage = .value(newValue)
      case .publisher(let subject): subject.currentValue = newValue
      }
    }
  }

  /// Reading the publisher moves the value into a subject, as `$state` does.
  var projectedValue: Subject {
    if case .value(let value) = box.storage { box.storage = .publisher(Subject(value)) }
    guard case .publisher(let subject) = box.storage else { fatalError("unreachable") }
    return subject
  }
}

/// A wrapper that keeps its value behind a closure, where no reflection can read it.
@propertyWrapper struct Deferred<Value> {
  private let read: () -> Value
  init(wrappedValue: @autoclosure @escaping () -> Value) { read = wrappedValue }
  var wrappedValue: Value { read() }
}

protocol Coordinating: AnyObject {}
final class AppCoordinator: Coordinating {}

struct ProfileUser: Equatable {
  let name: String
}

/// A view model whose state and dependency live in wrappers.
final class WrappedViewModel {
  enum State: Equatable {
    case loading
    case loaded(users: [ProfileUser])
  }

  @PublishedLike private(set) var state = State.loading
  @PublishedLike var coordinator: Coordinating?
  @Deferred var analytics: Analytics? = nil

  func finishLoading(_ users: [ProfileUser]) { state = .loaded(users: users) }
  func observe() { _ = $state }
}
