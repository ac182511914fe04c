import WiredReading

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
  /// undefined: each with its declared type, and `unowned(unsafe)` as its note.
  public let unsafeReferences: [GraphFinding]
  /// The app's stored properties Wired cannot read, each with why as its note: a cycle through one would go unseen.
  public let unreadable: [GraphFinding]
  /// The places inside the libraries' objects where the app's objects may be, which the check did not read, each with
  /// why as its note: a library's actor that a synchronous check does not enter (await the check to read it), one
  /// that stayed busy, a reference kept where the runtime does not describe it. Not a failure, since the app's code
  /// cannot change them; the assertion says them at the caller's line as a warning.
  public let notRead: [GraphFinding]
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

extension RetainCycleReport: CustomStringConvertible {
  /// The failure's message, or `passed`: what `#expect(report.passed)` shows of the report when it fails.
  public var description: String {
    message ?? "passed"
  }
}
