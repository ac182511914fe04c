/// An optional dependency that was never injected: a stored optional property whose value is `nil`.
public struct MissingInjection: Sendable, Hashable, CustomStringConvertible {
  /// The shortest path from the root to the property, such as `"interactor.presenter.view"`.
  public let path: String
  /// The property's declared type as written in Swift, such as `"ScenePresentationLogic?"`.
  ///
  /// An implicitly unwrapped `T!` shows as `T?`: Swift records both as `Optional<T>` in the metadata that
  /// reflection reads, so no reflection can tell them apart.
  public let declaredType: String
  /// Whether the property is a `weak` reference, which may also have been released.
  public let isWeak: Bool

  /// Creates a record of a missing dependency.
  ///
  /// - Parameters:
  ///   - path: The path from the root to the property.
  ///   - declaredType: The property's declared type.
  ///   - isWeak: Whether the property is a `weak` reference.
  public init(path: String, declaredType: String, isWeak: Bool = false) {
    self.path = path
    self.declaredType = declaredType
    self.isWeak = isWeak
  }

  init(path: String, _ property: StoredProperty) {
    self.init(path: path, declaredType: property.declaredTypeName, isWeak: property.isWeak)
  }

  /// `path: Type`, with `(weak)` after a weak reference.
  public var description: String {
    "\(path): \(declaredType)\(isWeak ? " (weak)" : "")"
  }
}

/// An `except:` entry that names no stored property: a typo, or a property since removed.
public struct StaleException: Sendable, Hashable, CustomStringConvertible {
  /// The entry as it was given.
  public let name: String
  /// The closest stored property name, when one is close enough to be what was meant.
  public let suggestion: String?

  /// Creates a record of a stale entry.
  ///
  /// - Parameters:
  ///   - name: The entry as it was given.
  ///   - suggestion: The stored property it probably meant.
  public init(name: String, suggestion: String?) {
    self.name = name
    self.suggestion = suggestion
  }

  /// `"name"`, with the suggestion after it when there is one.
  public var description: String {
    "\"\(name)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
  }
}
