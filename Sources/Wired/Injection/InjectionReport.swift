/// The result of checking that an object's optional dependencies were injected.
///
/// ``assertAllInjected(_:except:recursive:counting:scope:message:fileID:filePath:line:column:)`` reports it as a failure;
/// use ``checkInjections(in:except:recursive:counting:scope:)`` to inspect it yourself.
public struct InjectionReport: Sendable, Hashable {
  /// The type of the object that was checked.
  let rootType: String
  /// The optional dependencies that are `nil` and not excepted, in declaration order, breadth first: all of them,
  /// or the first 1,000 when there are more (see ``missingCount``).
  public let missing: [MissingInjection]
  /// How many optional dependencies are `nil` and not excepted, listed in ``missing`` or not.
  public let missingCount: Int
  /// Wrappers of optionals whose value Wired cannot find, so cannot check: never passed over in silence.
  public let unreadable: [MissingInjection]
  /// The `except:` entries that name no stored property.
  public let staleExceptions: [StaleException]
  /// Set when a recursive walk stopped at the scope's ``GraphScope/maximumValueCount``.
  public let truncatedAt: Int?
  /// Which optionals below the root counted as dependencies.
  let counting: CountedOptionals
  /// How many nil value-typed optionals below the root were passed over as state; see ``CountedOptionals``.
  public let passedOverAsState: Int
  /// The first few of the optionals passed over as state, for messages.
  let stateExamples: [MissingInjection]
  /// The modules whose objects the walk judged, and those it walked through.
  let modules: JudgedModules

  /// Whether the check passed: everything is injected and every `except:` entry names a real property.
  public var passed: Bool {
    missing.isEmpty && unreadable.isEmpty && staleExceptions.isEmpty && truncatedAt == nil
  }

}
