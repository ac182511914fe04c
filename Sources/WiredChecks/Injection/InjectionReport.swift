import WiredReading

/// What checking that an object's optional dependencies were injected found.
///
/// ``assertAllInjected(_:except:depth:counting:scope:message:fileID:filePath:line:column:)-2wxvj`` reports it as a failure;
/// ``checkInjections(_:except:depth:counting:scope:)-3h2cv`` returns it, for `#expect` and your own assertions.
public struct InjectionReport: Sendable, Hashable {
  /// The type of the object that was checked.
  package let rootType: String
  /// The optional dependencies that are `nil` and not excepted, in declaration order, breadth first, each with
  /// `weak` as its note when it is a weak reference: all of them, or the first 1,000 when there are more (see
  /// ``missingCount``).
  public package(set) var missing: [GraphFinding]
  /// How many optional dependencies are `nil` and not excepted, listed in ``missing`` or not.
  public let missingCount: Int
  /// The properties Wired cannot read, so cannot check, each with why as its note: never passed over in silence.
  public let unreadable: [GraphFinding]
  /// The places inside the libraries' objects where the app's objects may be, which the check did not read, each with
  /// why as its note: a library's actor that a synchronous check does not enter (await the check to read it), one
  /// that stayed busy, a reference kept where the runtime does not describe it. Not a failure, since the app's code
  /// cannot change them; the assertion says them at the caller's line as a warning.
  public let notRead: [GraphFinding]
  /// The `except:` entries that name no stored property, as given.
  public var staleEntries: [String] { stale.map(\.entry) }
  /// Whether the walk saw the whole graph: `false` when it stopped at the scope's ``GraphScope/visitLimit``.
  public var isComplete: Bool { truncatedAt == nil }
  /// The failure ``assertAllInjected(_:except:depth:counting:scope:message:fileID:filePath:line:column:)-2wxvj`` reports,
  /// or `nil` when the check passed.
  public var message: String? {
    passed ? nil : InjectionMessage.make(self).rendered(userMessage: "")
  }

  /// The stale entries, with what each probably meant.
  package let stale: [StaleEntry]
  /// Where the walk stopped, when it did.
  package let truncatedAt: Int?
  /// Whether the walk went below the root.
  package let isRecursive: Bool
  /// Which optionals counted as dependencies.
  package let counting: CountedOptionals
  /// The modules whose objects the walk judged, and those it walked through.
  package let modules: JudgedModules

  /// Whether the check passed: everything is injected and readable, every `except:` entry names a real property, and
  /// the walk saw the whole graph.
  public var passed: Bool {
    missing.isEmpty && unreadable.isEmpty && stale.isEmpty && truncatedAt == nil
  }
}

extension InjectionReport: CustomStringConvertible {
  /// The failure's message, or `passed`: what `#expect(report.passed)` shows of the report when it fails.
  public var description: String {
    message ?? "passed"
  }
}
