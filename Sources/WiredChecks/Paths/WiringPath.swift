import WiredReading

/// A dotted path of stored properties from a root object, such as `"interactor.presenter.view"`.
///
/// Write a path as a string literal, or as an array of ``PropertyName``s so that the names live in one enum:
///
/// ```swift
/// assertWired(scene, path: "interactor.presenter.view", to: scene)
/// assertWired(scene, path: "worker.items[0].title", to: "Inbox")
/// assertWired(scene, path: "cache[\"user\"]", to: User.self)
/// assertWired(scene, path: [SceneKeys.interactor, SceneKeys.presenter], to: ScenePresenter.self)
/// ```
///
/// A segment is a stored property, private or inherited; the name of a property wrapper or of a `lazy`
/// property; a tuple element by label or position (`point.0`); or the case of an enum with a payload
/// (`state.loaded.users`). `[N]` indexes an ordered collection and `["key"]` a dictionary with `String` keys.
/// A malformed path is reported by the assertion that uses it, with the position of the mistake.
public struct WiringPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral
{
  /// One step of a path.
  enum Segment: Sendable, Hashable {
    case property(String)
    case index(Int)
    case key(String)
  }

  /// The path as written.
  public let description: String
  let segments: Result<[Segment], PathSyntaxError>

  /// Creates a path from its text, such as `"interactor.presenter.view"`.
  ///
  /// - Parameter text: Property names separated by dots, with `[N]` and `["key"]` subscripts.
  public init(_ text: String) {
    description = text
    segments = PathParser.parse(text)
  }

  /// Creates a path from a string literal.
  ///
  /// - Parameter value: The path's text.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a path from names, each a property name or a dotted path of its own.
  init(_ names: [any PropertyName]) {
    var text = ""
    for name in names.map(\.propertyName) {
      text += text.isEmpty || name.hasPrefix("[") ? name : ".\(name)"
    }
    self.init(text)
  }

  /// Creates a path from an array literal of names.
  ///
  /// - Parameter elements: The names, in order from the root.
  public init(arrayLiteral elements: any PropertyName...) {
    self.init(elements)
  }

  /// Two paths are equal when they are written the same way.
  public static func == (lhs: WiringPath, rhs: WiringPath) -> Bool {
    lhs.description == rhs.description
  }

  /// Hashes the path's text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(description)
  }
}
