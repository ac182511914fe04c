import Foundation

// Objects and values that exercise every way Swift stores a property.

final class Person: CustomStringConvertible {
  let name: String
  init(_ name: String) { self.name = name }
  var description: String { "Person(\(name))" }
}

@propertyWrapper struct Box<Value> {
  var wrappedValue: Value
}

enum LoadState {
  case loading
  case loaded(Loaded)
  case failed(code: Int, reason: String)
}

struct Loaded {
  var users: [String]
}

/// One of each kind of stored property.
final class Holder {
  private var secret = Person("secret")
  weak var weakFriend: Person?
  unowned let unownedOwner: Person
  var implicitlyUnwrapped: Person!
  var nestedNil: Person?? = .some(nil)
  var nestedSet: Person?? = Person("nested")
  @Box var boxed: Person? = Person("boxed")
  @Box var boxedNil: Person? = nil
  @Box var count: Int = 7
  lazy var formatter = Person("lazy")
  lazy var untouched = Person("never")
  var state = LoadState.loaded(Loaded(users: ["ann", "bob"]))
  var failure = LoadState.failed(code: 404, reason: "missing")
  var point = (x: 1, y: 2)
  var pair = (3, 4)
  var people = [Person("p0"), Person("p1")]
  var optionals: [Person?] = [nil]
  var byName = ["ann": Person("ann")]
  var numbers: Set = [1]

  init(owner: Person) {
    unownedOwner = owner
  }
}

class Level1 {
  private var secret = "one"
  var base = "base"
}

class Level2: Level1 {
  var middle = "two"
}

final class Level3: Level2 {
  private var secret = "three"
}

final class ObjectiveView: NSObject {
  var delegate: Person?
}

struct Masked: CustomReflectable {
  var hidden = 1
  var customMirror: Mirror { Mirror(self, children: ["visible": 42]) }
}

protocol Greeter {}

struct EnglishGreeter: Greeter, Hashable {
  var word = "hello"
}

struct Settings {
  var theme = Theme(name: "dark")
  var greeter: Greeter = EnglishGreeter()
  var nothing: Person? = nil
}

struct Theme: Equatable {
  var name: String
}
