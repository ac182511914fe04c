import WiredReading

/// A strong reference cycle: objects that keep each other alive, so that none is released once nothing else refers
/// to them.
public struct RetainCycle: Sendable, Hashable, CustomStringConvertible {
  /// One strong stored reference of the cycle.
  public struct Reference: Sendable, Hashable, CustomStringConvertible {
    /// The type of the object that holds the reference: `ScenePresenter`.
    public let ownerType: String
    /// The path from that object to the next one: `view`, or `children[0]` through a collection.
    public let path: String
    /// The declared type of the stored property the path starts with: `SceneDisplayLogic?`.
    public let declaredType: String
    /// The type of the object it refers to: `SceneViewController`.
    public let targetType: String
    /// Whether the app's code holds the reference, which the app can change: not a library's object.
    public let isAppCode: Bool
    /// The module of the owner's type: `GRDB`.
    let ownerModule: String
    /// The library whose value the path goes through, when it does (`Fluent` for `database.context.configuration`):
    /// the app cannot make what lies inside it weak.
    let libraryValueModule: String?
    /// Whether it is a closure's capture of the target (`onTick = { self.tick() }`), not a stored reference to it.
    let isCapture: Bool

    init(
      ownerType: String, path: String, declaredType: String, targetType: String, isAppCode: Bool = true,
      ownerModule: String = "", libraryValueModule: String? = nil, isCapture: Bool = false
    ) {
      self.ownerType = ownerType
      self.path = path
      self.declaredType = declaredType
      self.targetType = targetType
      self.isAppCode = isAppCode
      self.ownerModule = ownerModule
      self.libraryValueModule = libraryValueModule
      self.isCapture = isCapture
    }

    /// Whether the app can make this reference weak: the app's object holds it, not through a library's value.
    var isChangeable: Bool { isAppCode && libraryValueModule == nil }

    /// `ScenePresenter.view: SceneDisplayLogic? → SceneViewController`; for a closure's capture,
    /// `Ticker.onTick: (() -> Void)? captures Ticker`.
    public var description: String {
      "\(ownerType).\(path): \(declaredType) \(isCapture ? "captures" : "→") \(targetType)"
    }
  }

  /// The path from the root to the cycle's first object, the one nearest the root; empty when it is the root.
  public let pathFromRoot: String
  /// The references, from the first object around and back to it.
  public let references: [Reference]

  /// The reference that points back to the object nearest the root, closing the cycle: the one to make `weak` or
  /// `unowned` when the app's code holds it (``Reference/isAppCode``). When a library's object holds it, the library
  /// keeps an object the app handed it (a registration, an observation), and the fix is on the app's side of that
  /// call.
  public var closingReference: Reference {
    references[references.count - 1]
  }

  /// Whether a library's object holds the reference that closes the cycle.
  var closesInLibrary: Bool {
    !closingReference.isAppCode
  }

  /// The cycle on one line: `SceneViewController.interactor → … → ScenePresenter.view → SceneViewController`.
  public var description: String {
    references.map { "\($0.ownerType).\($0.path)" }.joined(separator: " → ") + " → \(references[0].ownerType)"
  }
}
