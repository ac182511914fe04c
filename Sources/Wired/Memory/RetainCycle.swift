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
    /// Whether the owner is the app's code, whose reference the app can change: not a library's.
    var isAppCode = true

    /// `ScenePresenter.view: SceneDisplayLogic? → SceneViewController`.
    public var description: String {
      "\(ownerType).\(path): \(declaredType) → \(targetType)"
    }
  }

  /// The path from the root to the cycle's first object, the one nearest the root; empty when it is the root.
  public let pathFromRoot: String
  /// The references, from the first object around and back to it.
  public let references: [Reference]

  /// The reference to make `weak` or `unowned`: the one that points back to the object nearest the root, or, when a
  /// library's object holds that one, the app's last reference before it.
  public var referenceToWeaken: Reference {
    references.last(where: \.isAppCode) ?? references[references.count - 1]
  }

  /// The cycle on one line: `SceneViewController.interactor → … → ScenePresenter.view → SceneViewController`.
  public var description: String {
    references.map { "\($0.ownerType).\($0.path)" }.joined(separator: " → ") + " → \(references[0].ownerType)"
  }
}

/// The result of looking for strong reference cycles in an object graph.
///
/// ``assertNoRetainCycles(_:except:scope:message:fileID:filePath:line:column:)`` reports it as a failure; use
/// ``checkRetainCycles(in:except:scope:)`` to inspect it yourself.
public struct RetainCycleReport: Sendable, Hashable {
  /// The type of the root.
  let rootType: String
  /// Every elementary cycle of strong references, each once, nearest the root first.
  public let cycles: [RetainCycle]
  /// `unowned(unsafe)` references: not cycles, but never checked, so reading one after its target is gone is
  /// undefined. As `Owner.path → Target`.
  public let unsafeReferences: [String]
  /// The `except:` entries that name no stored property.
  public let staleExceptions: [StaleException]
  /// Set when the walk stopped at the scope's ``GraphScope/maximumValueCount``.
  public let truncatedAt: Int?
  /// Whether the search for cycles stopped at its limit (20 cycles) before it had looked everywhere.
  public let isSearchCut: Bool
  /// The modules whose objects the walk judged, and those it walked through.
  let modules: JudgedModules

  /// Whether the check passed: the graph has no cycle, every `except:` entry names a real property, and the walk
  /// was complete.
  public var passed: Bool {
    cycles.isEmpty && staleExceptions.isEmpty && truncatedAt == nil
  }

}
