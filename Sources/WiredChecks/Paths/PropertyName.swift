import WiredReading

/// A name of a stored property: a `String`, or a case of a `String`-backed enum that declares conformance.
///
/// Keep the names your tests use in one place instead of spreading strings over them:
///
/// ```swift
/// enum SceneKeys: String, PropertyName { case interactor, presenter, view }
///
/// assertWired(scene, path: [SceneKeys.interactor, SceneKeys.presenter, SceneKeys.view], to: scene)
/// assertAllInjected(scene, except: [SceneKeys.router])
/// ```
public protocol PropertyName: Sendable {
  /// The name as Wired matches it: a property name, or a dotted path such as `"router.analytics"`.
  var propertyName: String { get }
}

extension String: PropertyName {
  /// The string itself.
  public var propertyName: String { self }
}

extension PropertyName where Self: RawRepresentable, RawValue == String {
  /// The enum case's raw value.
  public var propertyName: String { rawValue }
}
