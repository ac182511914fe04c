/// Checks the injections of an object on its way out of a container or factory, and returns it.
///
/// Put it at the exit of a DI container, an assembly or a creator, so that a missing dependency is caught
/// where the object is built, not where the app later misbehaves. Without `reporter:` it reports like every
/// other assertion, through the current reporter (so `captureFailures` sees it); choose one per build:
///
/// ```swift
/// func makeProfile() -> ProfileViewController {
///   let profile = ProfileViewController(presenter: presenter)
///   profile.router = router
///   #if DEBUG
///     return checkingInjections(profile, except: ["analytics"], reporter: .trapping)
///   #else
///     return profile
///   #endif
/// }
/// ```
///
/// Wired links XCTest and Swift Testing, so an app target should not depend on it; for app code, copy
/// `Snippets/InjectionCheck.swift`, which has no dependency, instead.
///
/// - Parameters:
///   - object: The object to check and return.
///   - except: Properties that may stay nil, as names or paths from the root.
///   - recursive: Whether to check the whole graph below `object`.
///   - counting: Which optionals below the root count as dependencies; see ``CountedOptionals``.
///   - scope: Which modules' types a recursive walk enters.
///   - reporter: Where the failure goes: ``FailureReporter/trapping`` to stop, ``FailureReporter/standardError`` to log.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: `object`, unchanged.
public func checkingInjections<Object>(
  _ object: Object,
  except: [any PropertyName] = [],
  recursive: Bool = false,
  counting: CountedOptionals = .dependencies,
  scope: GraphScope = .appModules,
  reporter: some FailureReporter,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Object {
  withFailureReporter(reporter) {
    checkingInjections(
      object, except: except, recursive: recursive, counting: counting, scope: scope,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// Checks the injections of an object on its way out of a container or factory, through the current reporter,
/// and returns it.
///
/// - Parameters:
///   - object: The object to check and return.
///   - except: Properties that may stay nil, as names or paths from the root.
///   - recursive: Whether to check the whole graph below `object`.
///   - counting: Which optionals below the root count as dependencies; see ``CountedOptionals``.
///   - scope: Which modules' types a recursive walk enters.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: `object`, unchanged.
public func checkingInjections<Object>(
  _ object: Object,
  except: [any PropertyName] = [],
  recursive: Bool = false,
  counting: CountedOptionals = .dependencies,
  scope: GraphScope = .appModules,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Object {
  assertAllInjected(
    object, except: except, recursive: recursive, counting: counting, scope: scope,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
  return object
}
