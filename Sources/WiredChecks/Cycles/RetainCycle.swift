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

    init(
      ownerType: String, path: String, declaredType: String, targetType: String, isAppCode: Bool = true,
      ownerModule: String = "", libraryValueModule: String? = nil
    ) {
      self.ownerType = ownerType
      self.path = path
      self.declaredType = declaredType
      self.targetType = targetType
      self.isAppCode = isAppCode
      self.ownerModule = ownerModule
      self.libraryValueModule = libraryValueModule
    }

    /// Whether the app can make this reference weak: the app's object holds it, not through a library's value.
    var isChangeable: Bool { isAppCode && libraryValueModule == nil }

    /// `ScenePresenter.view: SceneDisplayLogic? → SceneViewController`.
    public var description: String {
      "\(ownerType).\(path): \(declaredType) → \(targetType)"
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

/// What looking for strong reference cycles in an object graph found.
///
/// ``assertNoRetainCycles(_:except:scope:message:fileID:filePath:line:column:)-905pt`` reports it as a failure;
/// ``checkRetainCycles(_:except:scope:)-7b3v3`` returns it, for `#expect` and your own assertions.
public struct RetainCycleReport: Sendable, Hashable {
  /// The type of the root.
  package let rootType: String
  /// Every elementary cycle of strong references, each once, nearest the root first; at most 20.
  public let cycles: [RetainCycle]
  /// `unowned(unsafe)` references, not cycles but never checked, so that reading one after its target is gone is
  /// undefined: each with the type it refers to as its note.
  public let unsafeReferences: [GraphFinding]
  /// The app's stored properties Wired cannot read, each with why as its note: a cycle through one would go unseen.
  public let unreadable: [GraphFinding]
  /// The `except:` entries that name no stored property, as given.
  public var staleEntries: [String] { stale.map(\.entry) }
  /// Whether the check looked at the whole graph: `false` when the walk stopped at the scope's
  /// ``GraphScope/visitLimit``, or the search at 20 cycles.
  public var isComplete: Bool { truncatedAt == nil && !isSearchCut }
  /// The failure ``assertNoRetainCycles(_:except:scope:message:fileID:filePath:line:column:)-905pt`` reports, or `nil` when
  /// the check passed.
  public var message: String? {
    passed ? nil : RetainCycleMessage.make(self).rendered(userMessage: "")
  }

  /// The stale entries, with what each probably meant.
  let stale: [StaleEntry]
  /// Where the walk stopped, when it did.
  let truncatedAt: Int?
  /// Whether the search for cycles stopped at its limit before it had looked everywhere.
  let isSearchCut: Bool
  /// The modules whose objects the walk judged, and those it walked through.
  let modules: JudgedModules

  /// Whether the check passed: no cycle, nothing unreadable, every `except:` entry names a real property, and the walk
  /// was complete.
  public var passed: Bool {
    cycles.isEmpty && stale.isEmpty && truncatedAt == nil && unreadable.isEmpty
  }
}
