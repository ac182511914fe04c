// WiredInOneFile.swift: all of Wired in one file, generated from Sources/Wired by Scripts/generate-single-file.py.
// Do not edit: change Sources/Wired and generate again (CI fails when this file is stale).
//
// Copy this file alone into a test target: it needs no package dependency, only the toolchain (Foundation, XCTest,
// Testing, Observation). Its API is internal to that target, with the same names, behaviour and messages as the
// Wired package; its machinery is fileprivate. Failures say `WiredInOneFile.swift` where the package says the file.

// MARK: - Adapters/FailureReporterTrait.swift

#if canImport(Testing) && compiler(>=6.1)
  import Testing

  /// A Swift Testing trait that sends Wired's failures in each test to a reporter of your choice: with
  /// ``FailureReporter/warnings``, an adoption mode that reports what the checks find without failing the tests.
  ///
  /// ```swift
  /// @Suite(.reportingFailures(to: .warnings)) struct LegacySceneTests {
  ///   @Test func sceneIsInjected() { assertAllInjected(LegacyScene(), recursive: true) }
  /// }
  /// ```
  ///
  /// Swift 6.1 and later (test scoping traits); with an older compiler, or in XCTest, wrap the test's body in
  /// ``withFailureReporter(_:operation:)-(_,()->Result)``.
  struct FailureReporterTrait: TestTrait, SuiteTrait, TestScoping {
    let reporter: any FailureReporter

    /// Applied to a suite, the trait covers each test of the suite and of its nested suites.
    var isRecursive: Bool { true }

    /// The trait itself for a test function, all its cases together; `nil` for a suite, whose tests get their own.
    ///
    /// - Parameters:
    ///   - test: The test or suite.
    ///   - testCase: The test case, `nil` for a whole test function or a suite.
    /// - Returns: The scope provider, or `nil`.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
      test.isWholeTestFunction(testCase) ? self : nil
    }

    /// Runs the test with the reporter as the current one.
    ///
    /// - Parameters:
    ///   - test: The test.
    ///   - testCase: The test case, `nil` for the whole test function.
    ///   - function: The test.
    func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await CurrentReporter.$value.withValue(reporter, operation: function)
    }
  }

  extension Trait where Self == FailureReporterTrait {
    /// Sends Wired's failures in each test to `reporter`: `.warnings` to adopt the checks without failing the tests.
    ///
    /// - Parameter reporter: The reporter for the test's failures.
    /// - Returns: The trait.
    static func reportingFailures(to reporter: some FailureReporter) -> Self {
      FailureReporterTrait(reporter: reporter)
    }
  }
#endif

// MARK: - Adapters/LeakCheckingTrait.swift

#if canImport(Testing) && compiler(>=6.1)
  import Testing

  /// A Swift Testing trait that checks, when each test ends, that the objects it tracked were released.
  ///
  /// Add it to a test or a suite, and track the object under test with
  /// ``trackForMemoryLeaks(_:message:fileID:filePath:line:column:)``. When the test returns, the trait waits up to a
  /// second for work in flight to let go, then reports each tracked object, and each object it owned, that is still
  /// alive, with the explanation ``assertNoLeaks(message:fileID:filePath:line:column:_:)`` gives, on that test, at the
  /// line that tracked it. As with XCTest's `trackForMemoryLeaks`, the graph is handed over built: objects of system
  /// types are taken as shared, and every object of the app's own modules is checked.
  ///
  /// ```swift
  /// @Suite(.checksLeaks) struct ProfileSceneTests {
  ///   @Test func loadsTheProfile() async {
  ///     let scene = SceneCreator.make()
  ///     trackForMemoryLeaks(scene)
  ///     await scene.load()
  ///   }
  /// }
  /// ```
  ///
  /// Swift 6.1 and later (test scoping traits); with an older compiler, wrap the test's body in
  /// ``withLeakTracking(timeout:isolation:_:)``, or use `assertNoLeaks { … }`.
  struct LeakCheckingTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applied to a suite, the trait checks each test of the suite and of its nested suites.
    var isRecursive: Bool { true }

    /// The trait itself for a test function, all its cases together; `nil` for a suite, whose tests get their own.
    ///
    /// - Parameters:
    ///   - test: The test or suite.
    ///   - testCase: The test case, `nil` for a whole test function or a suite.
    /// - Returns: The scope provider, or `nil`.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
      test.isWholeTestFunction(testCase) ? self : nil
    }

    /// Runs the test with a tracker of its own, then checks what it tracked.
    ///
    /// - Parameters:
    ///   - test: The test.
    ///   - testCase: The test case, `nil` for the whole test function.
    ///   - function: The test.
    func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await withLeakTracking(function)
    }
  }

  extension Trait where Self == LeakCheckingTrait {
    /// Checks, when each test ends, that the objects it tracked with `trackForMemoryLeaks(_:)` were released.
    static var checksLeaks: Self { LeakCheckingTrait() }
  }
#endif

// MARK: - Adapters/MainThreadRegistration.swift

import Foundation

/// Runs XCTest's registrations on the main thread, the only one where XCTest accepts them, without waiting for it.
///
/// XCTest raises "Test observers can only be registered and unregistered on the main thread" otherwise, and the first
/// failure may come from a background thread, a detached task or a test that is not on the main actor. Waiting for the
/// main thread (`DispatchQueue.main.sync`) would deadlock when the main thread is the one waiting for that work.
fileprivate enum MainThreadRegistration {
  /// Runs `register` now when called on the main thread; otherwise queues it there and returns at once.
  ///
  /// - Parameter register: The registration, such as adding a test observer.
  static func run(_ register: @escaping @Sendable () -> Void) {
    if Thread.isMainThread {
      register()
    } else {
      DispatchQueue.main.async(execute: register)
    }
  }
}

// MARK: - Adapters/OncePerTestFunction.swift

#if canImport(Testing) && compiler(>=6.1)
  import Testing

  fileprivate extension Test {
    /// Whether a scoping trait asked about this test and `testCase` should provide its scope: once per test function,
    /// all its cases together, and never for a suite, whose tests get their own.
    func isWholeTestFunction(_ testCase: Test.Case?) -> Bool {
      // NB: a suite trait is also asked for the suite, and for each case of a test; answering each would run the
      // scope twice (swift-testing issue 1427).
      !isSuite && testCase == nil
    }
  }
#endif

// MARK: - Adapters/XCTestCase+TrackForMemoryLeaks.swift

#if canImport(XCTest)
  import XCTest

  extension XCTestCase {
    /// Checks, when the test method returns, that `instance` and every object it holds strongly now were released.
    ///
    /// The check runs in a teardown block, which XCTest runs right after the test method and *before* `tearDown()`:
    /// by then only the test's locals are gone. For an object the test keeps in a property, use
    /// ``trackForMemoryLeaks(clearing:message:fileID:filePath:line:column:)``, which clears the property first. The failure is the one ``assertNoLeaks(message:fileID:filePath:line:column:_:)``
    /// reports, at the line that started tracking.
    ///
    /// Handed the expression that builds the object (`let scene = trackForMemoryLeaks(SceneCreator.make())`), it builds
    /// it twice, returns the second build, and takes what both builds hold (a singleton, a cache) as shared, as
    /// `assertNoLeaks { … }` does. Handed an object already built, it can only take the system's objects as shared: an
    /// app singleton the object holds is then checked too. A library's objects are not judged, unless they keep one of
    /// the app's objects alive.
    ///
    /// - Parameters:
    ///   - instance: The object to track, with its graph as it is now; an expression that builds it is evaluated
    ///     twice.
    ///   - message: Text to put before the failure.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: The object tracked: the second build, or the object handed over.
    ///
    /// ```swift
    /// func testLoading() {
    ///   let scene = trackForMemoryLeaks(SceneCreator.make())
    ///   scene.load()
    /// }
    /// ```
    @discardableResult
    func trackForMemoryLeaks<Object: AnyObject>(
      _ instance: @autoclosure () throws -> Object,
      message: @autoclosure @escaping @Sendable () -> String = "",
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) rethrows -> Object {
      let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      let (check, tracked) = try LeakCheck.tracking(instance)
      guard !(tracked is AnyKeyPath) else {
        var failure = FailureMessage(headline: "Expected an object to track, but got the key path \(tracked)")
        failure.hint =
          "To track the object a property holds, and clear the property first, pass trackForMemoryLeaks(clearing:)."
        failure.report(userMessage: message, at: site)
        return tracked
      }
      addTeardownBlock { check.reportSurvivors(message, at: site) }
      return tracked
    }

    /// Checks, when the test method returns, that the object in `property` and every object it holds strongly now
    /// are released once the property is set to `nil`.
    ///
    /// For a test that keeps the object under test in a property: call it where the object is made (in `setUp()`
    /// too); the teardown block sets the property to `nil`, then checks.
    ///
    /// - Parameters:
    ///   - property: The test case's property that holds the object.
    ///   - message: Text to put before the failure.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    ///
    /// ```swift
    /// override func setUp() {
    ///   sut = SceneCreator.make()
    ///   trackForMemoryLeaks(clearing: \SceneTests.sut)
    /// }
    /// ```
    func trackForMemoryLeaks<Case: XCTestCase, Object: AnyObject>(
      clearing property: ReferenceWritableKeyPath<Case, Object?>,
      message: @autoclosure @escaping @Sendable () -> String = "",
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      guard let testCase = self as? Case, let instance = testCase[keyPath: property] else {
        var failure = FailureMessage(headline: "Expected \(property) to hold an object to track, but it is nil")
        failure.hint = "Call trackForMemoryLeaks after the property is set, on the test case that declares it."
        failure.report(userMessage: message, at: site)
        return
      }
      let check = LeakCheck(instance, scope: .appModules)
      nonisolated(unsafe) let clear = { testCase[keyPath: property] = nil }
      addTeardownBlock {
        clear()
        check.reportSurvivors(message, at: site)
      }
    }
  }
#endif

// MARK: - Container/AssertContainerWired.swift

/// Asserts that every service of a dependency container resolves to a fully wired graph: resolves each one, checks
/// it, and reports every service that failed, and why, in one failure.
///
/// The check is made against the real graph, built, not a static guess. Each service is checked as `checks`
/// says: every optional dependency of the whole resolved graph set (except the service's own `except:`), no strong
/// reference cycle, and, with ``ContainerChecks/noLeaks``, what the service owns released once let go. A service is
/// one node of the container's graph, so its own value-typed optionals (`token: String?`) are state, as they are
/// below any root; its optionals of class, protocol or function type are dependencies.
///
/// - Parameters:
///   - services: The services to check, each with how to resolve it.
///   - checks: What to check of each resolved graph; injection and cycles by default.
///   - scope: Which modules' types the walks enter; see ``GraphScope``.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertContainerWired([
///   ContainerService(SettingsViewController.self, except: ["debugMenu"]) { container.resolve(SettingsViewController.self) },
///   ContainerService(ProfileViewController.self) { container.resolve(ProfileViewController.self) },
/// ])
/// ```
///
/// ```text
/// Expected every service of the container to resolve wired, but 1 of 2 did not
///
///   SettingsViewController:
///     nil: analytics: Analytics?
///
/// Fix each registration, or list what may stay nil in the service's except:.
/// ```
@discardableResult
func assertContainerWired(
  _ services: [ContainerService],
  checking checks: ContainerChecks = .wiring,
  scope: GraphScope = .appModules,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let report = checkContainer(services, checking: checks, scope: scope)
  guard !report.passed else { return true }
  let failed = report.failed
  var failure = FailureMessage(
    headline: "Expected every service of the container to resolve wired, but \(failed.count) of "
      + "\(report.services.count) did not")
  failure.sections = [
    failed.map { service in
      "  \(service.name):\n" + service.problems.map { "    \($0)" }.joined(separator: "\n")
    }.joined(separator: "\n")
  ]
  if let modules = report.modules.section { failure.sections.append(modules) }
  failure.hint = "Fix each registration, or list what may stay nil in the service's except:."
  failure.report(userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

/// Resolves and checks every service; the query form of
/// ``assertContainerWired(_:checking:scope:message:fileID:filePath:line:column:)``.
///
/// - Parameters:
///   - services: The services to check, each with how to resolve it.
///   - checks: What to check of each resolved graph.
///   - scope: Which modules' types the walks enter.
/// - Returns: Each service with what is wrong with it.
func checkContainer(
  _ services: [ContainerService], checking checks: ContainerChecks = .wiring, scope: GraphScope = .appModules
) -> ContainerReport {
  var modules = JudgedModules()
  let checked = services.map { service in
    ContainerReport.Service(name: service.name, problems: problems(of: service, checks, scope, &modules))
  }
  return ContainerReport(services: checked, modules: modules)
}

/// What is wrong with one service, a line each; adds the modules its injection walk met to `modules`.
private func problems(
  of service: ContainerService, _ checks: ContainerChecks, _ scope: GraphScope, _ modules: inout JudgedModules
) -> [String] {
  let resolved: Any
  do {
    guard let value = try service.resolve() else { return ["did not resolve: the container returned nil"] }
    resolved = value
  } catch {
    return ["did not resolve: it threw \(error)"]
  }
  var problems: [String] = []
  if checks.contains(.injected) {
    let check = InjectionCheck(
      of: resolved, except: service.except, recursive: true, counting: .dependencies, scope: scope, rootIsANode: true)
    let report = check.report
    if !report.passed { modules.formUnion(report.modules) }
    problems += report.missing.map { "nil: \($0)" }
    if report.missingCount > report.missing.count {
      problems.append("nil: \(report.missingCount - report.missing.count) more")
    }
    problems += report.unreadable.map { "cannot be read: \($0)" }
    problems += report.staleExceptions.map { "except: names no property: \($0)" }
    if let limit = report.truncatedAt { problems.append("the walk stopped at \(limit) values: narrow the scope") }
  }
  if checks.contains(.noRetainCycles) {
    problems += checkRetainCycles(in: resolved, scope: scope).cycles.map { "retain cycle: \($0)" }
  }
  if checks.contains(.noLeaks) {
    problems += leaks(of: service, scope: scope)
  }
  return problems
}

/// The objects a service owns that outlive it, from two resolutions; none when the container shares the service.
private func leaks(of service: ContainerService, scope: GraphScope) -> [String] {
  guard let check = leakCheck(of: service, scope: scope) else { return [] }
  return check.report(for: check.survivorsAfterWaiting()).notReleased.map { "not released: \($0)" }
}

/// The leak check of two resolutions, made once both are out of this function's hands; `nil` when the container
/// returns the same object twice (a singleton), which is not expected to go away.
private func leakCheck(of service: ContainerService, scope: GraphScope) -> LeakCheck? {
  func resolveObject() -> AnyObject? {
    ObjectiveCRuntime.drainingAutoreleased {
      (try? service.resolve()).flatMap { $0 }.flatMap(ValueDescription.asObject)
    }
  }
  guard let first = resolveObject(), let second = resolveObject(), first !== second else { return nil }
  return LeakCheck.comparing(first: first, second: second, scope: scope)
}

// MARK: - Container/ContainerChecks.swift

/// The checks ``assertContainerWired(_:checking:scope:message:fileID:filePath:line:column:)`` makes of each
/// resolved service.
struct ContainerChecks: OptionSet, Sendable, Hashable {
  /// The checks as bits: injection 1, cycles 2, leaks 4.
  let rawValue: Int

  /// Creates a set of checks from its raw value.
  init(rawValue: Int) { self.rawValue = rawValue }

  /// Every optional dependency of the resolved graph is set, as `assertAllInjected(_:recursive: true)` checks.
  static let injected = ContainerChecks(rawValue: 1)
  /// The resolved graph has no strong reference cycle.
  static let noRetainCycles = ContainerChecks(rawValue: 2)
  /// What the service owns is released once let go; the service is resolved twice, and what both resolutions share
  /// (the container's singletons) is not checked.
  static let noLeaks = ContainerChecks(rawValue: 4)
  /// Injection and cycles: the default.
  static let wiring: ContainerChecks = [.injected, .noRetainCycles]
}

// MARK: - Container/ContainerReport.swift

/// What checking a container's services found: for each service, what is wrong with it.
///
/// Returned by ``checkContainer(_:checking:scope:)``; ``assertContainerWired(_:checking:scope:message:fileID:filePath:line:column:)``
/// reports the failed services in one failure.
struct ContainerReport: Sendable, Hashable {
  /// One service and what is wrong with it.
  struct Service: Sendable, Hashable {
    /// The service's name.
    let name: String
    /// Each problem on a line: `nil: analytics: Analytics?`, `retain cycle: A.b → B.a → A`,
    /// `did not resolve: the container returned nil`.
    let problems: [String]
    /// Whether the service resolved and passed every check.
    var passed: Bool { problems.isEmpty }
  }

  /// Every service, in the order given.
  let services: [Service]
  /// The modules whose objects the injection walks of the failed services judged, and those they walked through.
  fileprivate var modules = JudgedModules()

  fileprivate init(services: [Service], modules: JudgedModules = JudgedModules()) {
    self.services = services
    self.modules = modules
  }

  /// The services that failed.
  var failed: [Service] { services.filter { !$0.passed } }
  /// Whether every service resolved and passed every check.
  var passed: Bool { services.allSatisfy(\.passed) }
}

// MARK: - Container/ContainerService.swift

/// One service of a dependency container to check: its name and how to resolve it.
///
/// Any container fits, with no adapter: the closure resolves the service as the app would.
///
/// ```swift
/// let services: [ContainerService] = [
///   ContainerService(SettingsViewController.self, except: ["debugMenu"]) { container.resolve(SettingsViewController.self) },
///   ContainerService("profile") { container.resolve(ProfileViewController.self) },
/// ]
/// assertContainerWired(services)
/// ```
struct ContainerService {
  /// The name failures give the service.
  let name: String
  /// The properties of the resolved graph that may stay nil, as names or paths from the service.
  let except: [any PropertyName]
  /// Resolves the service; `nil` means the container could not.
  let resolve: () throws -> Any?

  /// A service named `name`.
  ///
  /// - Parameters:
  ///   - name: The name failures give the service.
  ///   - except: Properties of the resolved graph that may stay nil.
  ///   - resolve: Resolves the service; return `nil` when the container cannot. Leak checks call it twice.
  init(_ name: String, except: [any PropertyName] = [], resolve: @escaping () throws -> Any?) {
    self.name = name
    self.except = except
    self.resolve = resolve
  }

  /// A service named for its type.
  ///
  /// - Parameters:
  ///   - type: The type the container provides.
  ///   - except: Properties of the resolved graph that may stay nil.
  ///   - resolve: Resolves the service; return `nil` when the container cannot. Leak checks call it twice.
  init<Service>(
    _ type: Service.Type, except: [any PropertyName] = [], resolve: @escaping () throws -> Service?
  ) {
    self.init(TypeName.of(type), except: except) { try resolve() }
  }
}

// MARK: - Doubles/CallLedger.swift

import Foundation

/// The one lock behind every spy: it orders calls across spies and guards their records, stubs and waiters.
///
/// One lock for all keeps `recordCall` to a single lock acquisition, and makes the sequence numbers that
/// order calls across spies agree with the order of the records.
fileprivate enum CallLedger {
  private static let lock = NSLock()
  // NB: only read or written while `lock` is held.
  @exclusivity(unchecked) private nonisolated(unsafe) static var lastSequenceNumber = 0

  /// Runs `body` while holding the lock.
  static func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
    try lock.guarded(body)
  }

  /// The next sequence number; call it only while holding the lock.
  static func nextSequenceNumber() -> Int {
    lastSequenceNumber += 1
    return lastSequenceNumber
  }
}

// MARK: -

/// How failure messages list the calls a spy recorded, so the reader sees what happened.
fileprivate enum CallListing {
  /// `  Recorded calls:` followed by one numbered line per call, or `  Recorded calls: none`.
  static func section(_ calls: [RecordedCall], title: String = "Recorded calls") -> String {
    guard !calls.isEmpty else { return "  \(title): none" }
    let lines = calls.enumerated().map { "    \($0.offset + 1). \($0.element)" }
    return "  \(title):\n" + Shortening.list(lines).joined(separator: "\n")
  }
}

// MARK: -

/// A function name resolved against what a spy recorded, or the message that says why it cannot be.
fileprivate struct CallQuery {
  let spy: Spy
  let name: String
  let calls: [RecordedCall]

  /// A resolved name, or the message that says why the name cannot be resolved.
  enum Resolution {
    case resolved(CallQuery)
    case failed(FailureMessage)
  }

  /// Resolves `function` among the spy's recorded calls; a base name shared by several functions fails.
  static func resolve(_ function: String, on spy: Spy) -> Resolution {
    if let failure = spy.misnamed(function) { return .failed(failure) }
    let all = spy.calls
    switch FunctionName.resolve(function, among: all.map(\.function)) {
    case .resolved(let name):
      return .resolved(CallQuery(spy: spy, name: name, calls: all.filter { $0.function == name }))
    case .ambiguous(let names):
      var message = FailureMessage(headline: "\"\(function)\" names more than one function recorded on \(spy.spyName)")
      message.details = [("Matches", names.joined(separator: ", "))]
      message.hint = "Name the function in full, as #function spells it."
      return .failed(message)
    }
  }

  /// ` on LocationProviderMock` for messages, or nothing for a closure spy, which is named after its function.
  var on: String { spy.on(name) }

  /// `Did you mean "requestLocation()"?` when nothing was recorded under the name but a close one was.
  func didYouMean() -> String? {
    guard calls.isEmpty else { return nil }
    return spy.didYouMean(name)
  }
}

/// `1 time`, `2 times`.
fileprivate func countText(_ count: Int) -> String {
  count == 1 ? "1 time" : "\(count) times"
}

// MARK: -

/// How a test names a recorded function: in full (`"findUserLocation(then:)"`) or by its base name
/// (`"findUserLocation"`) when only one recorded function has it.
fileprivate enum FunctionName {
  /// What a name resolves to among the names that were recorded.
  enum Resolution: Equatable {
    /// The recorded name it stands for (or the name itself when nothing matched).
    case resolved(String)
    /// Several recorded functions share the base name.
    case ambiguous([String])
  }

  /// The base name: `findUserLocation` for `findUserLocation(then:)`.
  static func base(of name: String) -> Substring {
    name.prefix { $0 != "(" }
  }

  static func resolve(_ name: String, among recorded: [String]) -> Resolution {
    if name.contains("(") || recorded.contains(name) { return .resolved(name) }
    var candidates: [String] = []
    for function in recorded where base(of: function) == name[...] && !candidates.contains(function) {
      candidates.append(function)
    }
    switch candidates.count {
    case 0: return .resolved(name)
    case 1: return .resolved(candidates[0])
    default: return .ambiguous(candidates.sorted())
    }
  }

  /// Whether a stub registered under `key` applies to a call of `function`.
  static func stub(_ key: String, matches function: String) -> Bool {
    key == function || (!key.contains("(") && base(of: function) == key[...])
  }
}

// MARK: -

/// How doubles show and compare the arguments of a call: one rule for every `Spy`, `Mock` and `ClosureSpy`.
///
/// A lone tuple stands for its elements, so a closure spy that records `(nil, .denied)` as one input matches
/// the same expectation as a spy that recorded two arguments; and `Optional` is looked through at any depth.
fileprivate enum ArgumentList {
  /// Arguments as a variadic `Any?...` parameter receives them, so that optionals and `nil` pass without a
  /// warning, back to plain values: each present value as it is, each `nil` as a `nil`.
  static func flattened(_ arguments: [Any?]) -> [Any] {
    arguments.map { $0 ?? (Any?.none as Any) }
  }

  /// The arguments as Swift would debug-print them, separated by commas.
  static func describe(_ arguments: [Any]) -> String {
    arguments.map { ValueDescription.of($0) }.joined(separator: ", ")
  }

  /// Whether recorded arguments match expected ones, element by element, each side's lone tuple spread.
  static func matches(_ recorded: [Any], _ expected: [Any]) -> Bool {
    let recorded = spread(recorded)
    let expected = spread(expected)
    return recorded.count == expected.count && zip(recorded, expected).allSatisfy(ArgumentEquality.equal)
  }

  /// The elements of a lone tuple argument, or the arguments as they are.
  static func spread(_ arguments: [Any]) -> [Any] {
    guard arguments.count == 1, let elements = TupleElements.of(arguments[0]) else { return arguments }
    return elements
  }
}

/// Equality of two arguments of unknown type.
///
/// `Optional` layers are removed first. `Equatable` values compare with `==`, objects by identity, tuples
/// element by element, and anything else by its debug description, which is what a reader of the failure
/// message would compare too.
fileprivate enum ArgumentEquality {
  static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    let left = Unwrapped.value(lhs)
    let right = Unwrapped.value(rhs)
    guard let left, let right else { return left == nil && right == nil }
    if let equatable = left as? any Equatable {
      return isEqual(equatable, right)
    }
    if let object = ValueDescription.asObject(left) {
      return ValueDescription.asObject(right) === object
    }
    if let leftElements = TupleElements.of(left), let rightElements = TupleElements.of(right) {
      return leftElements.count == rightElements.count && zip(leftElements, rightElements).allSatisfy(equal)
    }
    return String(reflecting: left) == String(reflecting: right)
  }

  private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    (rhs as? Value) == lhs
  }
}

/// The elements of a tuple.
fileprivate enum TupleElements {
  /// The elements, or `nil` when the value is not a tuple.
  static func of(_ value: Any) -> [Any]? {
    guard TypeKind.of(type(of: value)) == .tuple else { return nil }
    return Mirror(reflecting: value).children.map(\.value)
  }
}

// MARK: -

/// The checks behind `assertCalled` and `assertNotCalled`, shared by the spy forms, which name the function, and the
/// closure spy forms, which do not.
fileprivate enum CalledCheck {
  /// The calls to the function whatever their arguments: at least one, or exactly `times`.
  static func calls(_ query: CallQuery, times: Int?) -> CallVerdict {
    let count = query.calls.count
    let subject = "\(query.name) to be called"
    if let times, count != times {
      return .failure(
        "Expected \(subject) \(countText(times))\(query.on), but it was called \(countText(count))", query,
        listing: query.spy.calls)
    }
    if times == nil, count == 0 {
      return .failure("Expected \(subject)\(query.on), but it never was", query, listing: query.spy.calls)
    }
    return .verified(query.calls, on: query.spy)
  }

  /// The calls to the function with arguments equal to `arguments`: at least one, or exactly `times`.
  static func calls(_ query: CallQuery, with arguments: [Any], times: Int?) -> CallVerdict {
    let matching = query.calls.filter { ArgumentList.matches($0.arguments, arguments) }
    let expected = ArgumentList.describe(arguments)
    if let times, matching.count != times {
      return .failure(
        "Expected \(query.name) to be called \(countText(times))\(query.on) with \(expected), "
          + "but \(matching.count == 1 ? "1 call" : "\(matching.count) calls") had equal arguments", query,
        listing: query.calls, title: "Calls to \(query.name)")
    }
    if times == nil, matching.isEmpty {
      let found = query.calls.isEmpty ? "it never was" : "no call had equal arguments"
      return .failure(
        "Expected \(query.name) to be called\(query.on) with \(expected), but \(found)", query,
        listing: query.calls, title: "Calls to \(query.name)")
    }
    return .verified(matching, on: query.spy)
  }

  /// No call to the function at all.
  static func noCalls(_ query: CallQuery) -> CallVerdict {
    guard !query.calls.isEmpty else { return .verified([], on: query.spy) }
    var message = FailureMessage(
      headline:
        "Expected \(query.name) not to be called\(query.on), but it was called \(countText(query.calls.count))")
    message.sections = [CallListing.section(query.spy.calls)]
    return .failed(message)
  }

}

// MARK: -

/// What a check of a double's calls found: the calls it verifies, or the failure to report.
///
/// Every assertion on a spy ends the same way: a pure check returns a verdict, and ``settle(_:at:)`` marks the calls
/// verified or reports the failure.
fileprivate enum CallVerdict {
  case verified([(spy: Spy, call: RecordedCall)])
  case failed(FailureMessage)

  /// The check passed on `calls` of `spy`.
  static func verified(_ calls: [RecordedCall], on spy: Spy) -> CallVerdict {
    .verified(calls.map { (spy, $0) })
  }

  /// Runs `check` on the calls to `function`, or fails when the name cannot be resolved on `spy`.
  static func checking(_ function: String, on spy: Spy, _ check: (CallQuery) -> CallVerdict) -> CallVerdict {
    switch CallQuery.resolve(function, on: spy) {
    case .resolved(let query): check(query)
    case .failed(let failure): .failed(failure)
    }
  }

  /// Marks the verified calls on their spies, or reports the failure at `site`; returns whether the check passed.
  func settle(_ message: () -> String, at site: SourceSite) -> Bool {
    switch self {
    case .verified(let calls):
      for (spy, call) in calls { spy.markVerified([call]) }
      return true
    case .failed(let failure):
      failure.report(userMessage: message, at: site)
      return false
    }
  }

  /// A failure that lists `calls` and suggests a close name when nothing was recorded under this one.
  static func failure(
    _ headline: String, _ query: CallQuery, listing calls: [RecordedCall], title: String = "Recorded calls"
  ) -> CallVerdict {
    var message = FailureMessage(headline: headline)
    message.sections = [CallListing.section(calls, title: title)]
    message.hint = query.didYouMean()
    return .failed(message)
  }
}

// MARK: -

/// A task waiting until a spy has recorded enough calls to one function.
fileprivate final class CallWaiter: @unchecked Sendable {
  let function: String
  let count: Int
  private let lock = NSLock()
  // NB: read and written only while `lock` is held: the recording thread may resume the waiter while the waiting
  // task is still attaching its timeout.
  private var continuation: CheckedContinuation<Bool, Never>?
  private var timeout: Task<Void, Never>?
  private var isFinished = false

  init(function: String, count: Int) {
    self.function = function
    self.count = count
  }

  func attach(_ continuation: CheckedContinuation<Bool, Never>) {
    lock.guarded { self.continuation = continuation }
  }

  /// Keeps the task that ends the wait when it times out, or cancels it at once when the wait is already over.
  func attachTimeout(_ task: Task<Void, Never>) {
    let finished = lock.guarded {
      if !isFinished { timeout = task }
      return isFinished
    }
    if finished { task.cancel() }
  }

  /// Resumes the waiting task once; later calls do nothing.
  func resume(_ satisfied: Bool) {
    let (waiting, timer) = lock.guarded {
      defer {
        isFinished = true
        continuation = nil
        timeout = nil
      }
      return (continuation, timeout)
    }
    timer?.cancel()
    waiting?.resume(returning: satisfied)
  }
}

// MARK: - Doubles/ClosureSpy.swift

import Foundation

/// A spy for a dependency that is a closure, or a struct of closures: it records each input and returns a
/// stubbed output.
///
/// Hand one of its two closure forms to the code under test, for a closure of no, one, two or three arguments alike
/// (for two or three, make `Input` a tuple): `handler()`, a `@Sendable` closure that Swift converts to a plain, an
/// `async` or a `throws` one wherever one is expected, and `throwingHandler()`, which throws the error stubbed with
/// ``stub(throwing:)``. Verify it without repeating its name: `assertCalled(callUser, with: ann)`.
///
/// ```swift
/// let fetchUsers = ClosureSpy<Void, [User]>("fetchUsers", returning: [ann])
/// let callUser = ClosureSpy<User, Void>("callUser")
/// let model = UsersViewModel(
///   interactor: .init(fetchUsers: fetchUsers.handler(), callUser: callUser.handler()))
///
/// model.send(.viewAppeared)
/// await fetchUsers.waitForCall()
/// model.send(.userTapped(ann))
/// assertCalled(callUser, with: ann)
/// ```
final class ClosureSpy<Input, Output>: Mock, @unchecked Sendable {
  /// The name the calls are recorded under, and that failure messages show.
  let name: String
  private let defaultOutput: Output

  /// Creates a spy that returns `output` until you stub another.
  ///
  /// - Parameters:
  ///   - name: The name calls are recorded under, such as `"fetchUsers"`.
  ///   - output: What each call returns unless stubbed otherwise.
  init(_ name: String = "closure", returning output: Output) {
    self.name = name
    self.defaultOutput = output
  }

  /// The name the spy was created with, such as `"fetchUsers"`.
  override var spyName: String { name }

  override var closureName: String? { name }

  /// The inputs of every call, in order.
  var inputs: [Input] {
    calls.compactMap { call in call.arguments.isEmpty ? () as Any as? Input : call.arguments[0] as? Input }
  }

  /// Records `input` and returns the stubbed output.
  ///
  /// - Parameter input: The closure's input.
  /// - Returns: The stubbed output, or the one given at creation.
  func callAsFunction(_ input: Input) -> Output {
    do {
      return try respond(to: input)
    } catch {
      cannotThrow(name, error).report(userMessage: { "" }, at: Self.site)
      return defaultOutput
    }
  }

  /// Records `input` and returns the stubbed output, or throws the stubbed error.
  ///
  /// - Parameter input: The closure's input.
  /// - Returns: The stubbed output, or the one given at creation.
  /// - Throws: The error stubbed with ``stub(throwing:)``.
  func callThrowing(_ input: Input) throws -> Output {
    try respond(to: input)
  }

  // NB: a closure has no call site of its own to report at; a failure points at the spy.
  private static var site: SourceSite { SourceSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column) }

  /// Records the call (with no argument for a `Void` input) and answers it with the stub or the default output.
  private func respond(to input: Input) throws -> Output {
    let arguments: [Any?] = Input.self == Void.self ? [] : [input]
    switch answer(name, arguments, as: Output.self, site: Self.site) {
    case .success(let output): return output ?? defaultOutput
    case .failure(is MismatchedStub): return defaultOutput
    case .failure(let error): throw error
    }
  }

  /// Returns `output` from now on.
  ///
  /// - Parameter output: What each call returns.
  func stub(returning output: Output) {
    stub(name, returning: output)
  }

  /// Throws `error` from the throwing forms from now on.
  ///
  /// - Parameter error: The error to throw.
  func stub(throwing error: any Error) {
    stub(name, throwing: error)
  }

  /// Waits until the closure has been called `count` times; see ``Spy/waitForCall(to:count:timeout:message:isolation:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - count: How many calls to wait for, in all.
  ///   - timeout: How long to wait at the most, in seconds.
  ///   - message: Text to put before the failure.
  ///   - isolation: The actor the caller runs on; inferred, so that a message compiles in a `@MainActor` test.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the calls arrived in time.
  @discardableResult
  func waitForCall(
    count: Int = 1,
    timeout: TimeInterval = 1,
    message: @autoclosure () -> String = "",
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await waitForCall(
      to: name,
      count: count,
      timeout: timeout,
      message: message(),
      isolation: isolation,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// The spy as a closure of one argument.
  ///
  /// - Returns: A closure that records each call.
  func handler() -> @Sendable (Input) -> Output { { self($0) } }

  /// The spy as a throwing closure of one argument, which throws the error stubbed with ``stub(throwing:)``.
  ///
  /// - Returns: A closure that records each call.
  func throwingHandler() -> @Sendable (Input) throws -> Output { { try self.callThrowing($0) } }
}

extension ClosureSpy where Output == Void {
  /// Creates a spy for a closure that returns nothing.
  ///
  /// - Parameter name: The name calls are recorded under, such as `"callUser"`.
  convenience init(_ name: String = "closure") {
    self.init(name, returning: ())
  }
}

extension ClosureSpy where Input == Void {
  /// Records a call and returns the stubbed output.
  ///
  /// - Returns: The stubbed output, or the one given at creation.
  func callAsFunction() -> Output {
    self(())
  }

  /// The spy as a closure without input.
  ///
  /// - Returns: A closure that records each call.
  func handler() -> @Sendable () -> Output { { self() } }

  /// The spy as a throwing closure without input, which throws the error stubbed with ``stub(throwing:)``.
  ///
  /// - Returns: A closure that records each call.
  func throwingHandler() -> @Sendable () throws -> Output { { try self.callThrowing(()) } }
}

// MARK: -

// MARK: - Two arguments

extension ClosureSpy {
  /// Records a call with two arguments, as the tuple `Input`, and returns the stubbed output.
  ///
  /// - Parameters:
  ///   - first: The first argument.
  ///   - second: The second argument.
  /// - Returns: The stubbed output, or the one given at creation.
  func callAsFunction<A, B>(_ first: A, _ second: B) -> Output where Input == (A, B) {
    self((first, second))
  }

  /// The spy as a closure of two arguments, for a completion such as `(Location?, LocationError?) -> Void`.
  ///
  /// ```swift
  /// let completion = ClosureSpy<(UserLocation?, UserLocationError?), Void>("completion")
  /// provider.findUserLocation(then: completion.handler())
  /// assertCalled(completion, with: nil, UserLocationError.denied)
  /// ```
  ///
  /// - Returns: A closure that records each call.
  func handler<A, B>() -> @Sendable (A, B) -> Output where Input == (A, B) {
    { self(($0, $1)) }
  }

  /// The spy as a throwing closure of two arguments, which throws the error stubbed with ``stub(throwing:)``.
  ///
  /// - Returns: A closure that records each call.
  func throwingHandler<A, B>() -> @Sendable (A, B) throws -> Output where Input == (A, B) {
    { try self.callThrowing(($0, $1)) }
  }
}

// MARK: - Three arguments

extension ClosureSpy {
  /// Records a call with three arguments, as the tuple `Input`, and returns the stubbed output.
  ///
  /// - Parameters:
  ///   - first: The first argument.
  ///   - second: The second argument.
  ///   - third: The third argument.
  /// - Returns: The stubbed output, or the one given at creation.
  func callAsFunction<A, B, C>(_ first: A, _ second: B, _ third: C) -> Output where Input == (A, B, C) {
    self((first, second, third))
  }

  /// The spy as a closure of three arguments.
  ///
  /// - Returns: A closure that records each call.
  func handler<A, B, C>() -> @Sendable (A, B, C) -> Output where Input == (A, B, C) {
    { self(($0, $1, $2)) }
  }

  /// The spy as a throwing closure of three arguments, which throws the error stubbed with ``stub(throwing:)``.
  ///
  /// - Returns: A closure that records each call.
  func throwingHandler<A, B, C>() -> @Sendable (A, B, C) throws -> Output where Input == (A, B, C) {
    { try self.callThrowing(($0, $1, $2)) }
  }
}

// MARK: - Doubles/Mock.swift

/// A ``Spy`` that also answers calls with stubbed values, errors or handlers.
///
/// In each requirement, return ``stubbedValue(_:with:default:fileID:filePath:line:column:)`` (a nice mock: unstubbed calls get the
/// default), `try` ``stubbedValue(_:with:fileID:filePath:line:column:)`` in a throwing requirement, or
/// ``strictStubbedValue(_:with:fileID:filePath:line:column:)`` in a non-throwing one without a sensible default.
/// Each records the call first, so a body does not call ``Spy/recordCall(_:with:)`` as well. A failure of the mock
/// itself (an unstubbed call, a stub of the wrong type) is reported at the line of that call in the mock.
///
/// Swift cannot overload a function on `throws` alone, so the non-throwing strict form has its own name.
///
/// ```swift
/// final class LocationProviderMock: Mock, LocationProvider, @unchecked Sendable {
///   var isUserAuthorized: Bool { stubbedValue(default: false) }
///   func requestWhenInUseAuthorization() { recordCall() }
///   func requestLocation() { recordCall() }
///   func geocode(_ c: Coordinate) async throws -> String { try stubbedValue(with: c) }
/// }
///
/// mock.stub("isUserAuthorized", returning: true)
/// mock.stub("geocode(_:)", throwing: GeocodeError.offline)
/// ```
class Mock: Spy, @unchecked Sendable {
  // NB: read and written only while `CallLedger`'s lock is held; the last stub for a function wins.
  private var stubs: [(function: String, stub: Stub)] = []

  /// Creates a mock with no stubs.
  override init() {}

  /// Answers calls to `function` with `value`.
  ///
  /// - Parameters:
  ///   - function: The function as `#function` spells it, or its base name.
  ///   - value: The value to return; it must have the function's return type.
  func stub(_ function: String, returning value: Any) {
    add(function, .answer(.value(value)))
  }

  /// Answers calls to `function` by throwing `error`.
  ///
  /// - Parameters:
  ///   - function: The function as `#function` spells it, or its base name.
  ///   - error: The error to throw.
  func stub(_ function: String, throwing error: any Error) {
    add(function, .answer(.error(error)))
  }

  /// Answers calls to `function` with successive values, the last one repeating once they run out.
  ///
  /// - Parameters:
  ///   - function: The function as `#function` spells it, or its base name.
  ///   - values: The values to return, in order.
  func stub(_ function: String, returningInOrder values: [Any]) {
    add(function, .sequence(values, next: 0))
  }

  /// Answers calls to `function` with what `handler` returns or throws for the call's arguments.
  ///
  /// - Parameters:
  ///   - function: The function as `#function` spells it, or its base name.
  ///   - handler: Receives the recorded arguments and returns the value.
  func stub(_ function: String, using handler: @escaping ([Any]) throws -> Any) {
    add(function, .answer(.handler(handler)))
  }

  /// Removes every stub.
  func removeAllStubs() {
    CallLedger.locked { stubs.removeAll() }
  }

  /// Records the call and returns its stubbed value, or `defaultValue` when nothing is stubbed.
  ///
  /// For a non-throwing requirement without a sensible default, return ``strictStubbedValue(_:with:fileID:filePath:line:column:)``
  /// instead, which fails the test on an unstubbed call: `try stubbedValue(with:)`, the strict form, compiles only in
  /// a throwing requirement.
  ///
  /// - Parameters:
  ///   - function: The function's name; leave it out to use the calling function's.
  ///   - arguments: The call's arguments, recorded with it.
  ///   - defaultValue: The answer to an unstubbed call.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: The stubbed value, or the default.
  func stubbedValue<T>(
    _ function: String = #function,
    with arguments: Any?...,
    default defaultValue: @autoclosure () -> T,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> T {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    switch answer(function, arguments, as: T.self, site: site) {
    case .success(let value?): return value
    case .success(nil):
      if let misspelled = misspelledStub(for: function) {
        unstubbed(function, arguments, nearStub: misspelled).report(userMessage: { "" }, at: site)
      }
      return defaultValue()
    case .failure(let error):
      if !(error is MismatchedStub) { cannotThrow(function, error).report(userMessage: { "" }, at: site) }
      return defaultValue()
    }
  }

  /// Records the call and returns its stubbed value, or throws its stubbed error.
  ///
  /// An unstubbed call fails the test and throws ``UnstubbedCallError``.
  ///
  /// - Parameters:
  ///   - function: The function's name; leave it out to use the calling function's.
  ///   - arguments: The call's arguments, recorded with it.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: The stubbed value.
  /// - Throws: The stubbed error, or ``UnstubbedCallError``.
  func stubbedValue<T>(
    _ function: String = #function,
    with arguments: Any?...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) throws -> T {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    switch answer(function, arguments, as: T.self, site: site) {
    case .success(let value?):
      return value
    case .success(nil):
      let description = unstubbed(function, arguments, nearStub: misspelledStub(for: function))
        .rendered(userMessage: "")
      dispatchFailure(description, at: site)
      throw UnstubbedCallError(description: description)
    case .failure(let mismatch as MismatchedStub):
      throw UnstubbedCallError(description: mismatch.description)
    case .failure(let error):
      throw error
    }
  }

  /// Records the call and returns its stubbed value, failing the test when nothing is stubbed.
  ///
  /// After the failure it returns `nil` or `()` when the return type allows, and stops the process with a
  /// message saying why only when no value of the type can be made.
  ///
  /// - Parameters:
  ///   - function: The function's name; leave it out to use the calling function's.
  ///   - arguments: The call's arguments, recorded with it.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: The stubbed value, or `nil` or `()` after a failure.
  func strictStubbedValue<T>(
    _ function: String = #function,
    with arguments: Any?...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> T {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    switch answer(function, arguments, as: T.self, site: site) {
    case .success(let value?):
      return value
    case .success(nil):
      unstubbed(function, arguments, nearStub: misspelledStub(for: function)).report(userMessage: { "" }, at: site)
    case .failure(let error):
      if !(error is MismatchedStub) { cannotThrow(function, error).report(userMessage: { "" }, at: site) }
    }
    guard let fallback = FallbackValue.make(T.self) else {
      fatalError(
        "\(subject(function)) has no stub, and Wired cannot make up a value of type \(TypeName.of(T.self)) to return: "
          + "stub it with stub(\"\(function)\", returning: …), or use stubbedValue(default:)."
      )
    }
    return fallback
  }

  // MARK: - Internals

  private func add(_ function: String, _ stub: Stub) {
    CallLedger.locked { stubs.append((function, stub)) }
  }

  /// Records the call and works out its answer: a value, `nil` when nothing is stubbed, the stubbed error, or a
  /// ``MismatchedStub`` already reported.
  fileprivate func answer<T>(_ function: String, _ arguments: [Any?], as type: T.Type, site: SourceSite) -> Result<T?, any Error> {
    record(function, arguments)
    let stubbed: Any
    switch takeAnswer(for: function) {
    case nil:
      return .success(nil)
    case .error(let error):
      return .failure(error)
    case .value(let value):
      stubbed = value
    case .handler(let handler):
      do { stubbed = try handler(ArgumentList.flattened(arguments)) } catch { return .failure(error) }
    }
    if let value = stubbed as? T { return .success(value) }
    var message = FailureMessage(
      headline:
        "\(subject(function)) is stubbed with \(ValueDescription.withType(stubbed)), but it returns \(TypeName.of(T.self))"
    )
    message.hint = "Stub it with a value of type \(TypeName.of(T.self))."
    message.report(userMessage: { "" }, at: site)
    return .failure(MismatchedStub(description: message.rendered(userMessage: "")))
  }

  /// The answer to the next call of `function`, or `nil` when nothing is stubbed for it.
  private func takeAnswer(for function: String) -> StubbedAnswer? {
    CallLedger.locked {
      guard let index = stubs.lastIndex(where: { FunctionName.stub($0.function, matches: function) }) else {
        return nil
      }
      switch stubs[index].stub {
      case .answer(let answer): return answer
      case .sequence(let values, let next):
        guard !values.isEmpty else { return nil }
        stubs[index].stub = .sequence(values, next: next + 1)
        return .value(values[min(next, values.count - 1)])
      }
    }
  }

  /// The message for an error stubbed on a function that cannot throw it.
  fileprivate func cannotThrow(_ function: String, _ error: any Error) -> FailureMessage {
    var message = FailureMessage(
      headline: "\(subject(function)) is stubbed to throw \(String(reflecting: error)), but it cannot throw"
    )
    message.hint = "Stub a value instead, or use `try stubbedValue(…)` in a throwing function."
    return message
  }

  /// The message for a call that no stub answers; `nearStub` is a stub whose name is one typo away.
  private func unstubbed(_ function: String, _ arguments: [Any?], nearStub: String?) -> FailureMessage {
    let with = arguments.isEmpty ? "" : " with \(ArgumentList.describe(ArgumentList.flattened(arguments)))"
    var message = FailureMessage(headline: "\(subject(function)) was called\(with), but nothing is stubbed for it")
    if let nearStub {
      message.details = [("Stubbed", "\"\(nearStub)\", which no call has been made to")]
      message.hint = "Did you mean to stub \"\(function)\"? Correct the name given to stub(_:…)."
    } else {
      message.hint =
        "Stub it with stub(\"\(function)\", returning: …), or answer unstubbed calls with stubbedValue(default:)."
    }
    return message
  }

  /// The name of a stub that looks like a misspelling of `function`: close to it, and never called itself.
  private func misspelledStub(for function: String) -> String? {
    let recorded = Set(calls.map(\.function))
    let unused = stubbedNames.filter { key in !recorded.contains { FunctionName.stub(key, matches: $0) } }
    return DidYouMean.suggestion(for: function, among: unused)
      ?? DidYouMean.suggestion(for: String(FunctionName.base(of: function)), among: unused)
  }

  /// The names that stubs were registered under.
  private var stubbedNames: Set<String> {
    CallLedger.locked { Set(stubs.map(\.function)) }
  }

  override var knownFunctionNames: Set<String> {
    super.knownFunctionNames.union(stubbedNames)
  }
}

// MARK: -

/// What a mock answers to calls of one function: the same answer each time, or answers in turn.
fileprivate enum Stub {
  case answer(StubbedAnswer)
  case sequence([Any], next: Int)
}

/// What a mock answers to one call: taken while holding the ledger's lock, and used after releasing it.
fileprivate enum StubbedAnswer {
  case value(Any)
  case error(any Error)
  case handler(([Any]) throws -> Any)
}

// MARK: -

/// Values Wired can make up when a call has no stub: `()` and `nil`.
fileprivate enum FallbackValue {
  static func make<T>(_ type: T.Type) -> T? {
    if T.self == Void.self { return () as? T }
    if let optional = T.self as? any ExpressibleByNilLiteral.Type {
      return optional.init(nilLiteral: ()) as? T
    }
    return nil
  }
}

// MARK: -

/// A stub whose value has another type than the call returns: reported where the call is, once.
fileprivate struct MismatchedStub: Error, CustomStringConvertible {
  let description: String
}

// MARK: -

/// The error a mock's throwing `stubbedValue` throws for a call that nothing was stubbed for.
struct UnstubbedCallError: Error, CustomStringConvertible {
  /// The mock, the function and the arguments of the call.
  let description: String
}

// MARK: - Doubles/Spy.swift

import Foundation

/// A base class for test doubles that records every call made to it, safely from any thread.
///
/// Subclass it, conform to the protocol you replace, and call ``recordCall(_:with:)`` in each requirement:
///
/// ```swift
/// final class AnalyticsSpy: Spy, Analytics, @unchecked Sendable {
///   func track(_ event: String) { recordCall(with: event) }
/// }
///
/// let analytics = AnalyticsSpy()
/// ProfileViewModel(analytics: analytics).send(.appeared)
/// assertCalled(analytics, "track(_:)", with: "profile.appeared")
/// ```
///
/// Calls are named as `#function` spells the requirement that recorded them: a method with its argument labels
/// (`"track(_:)"`, `"requestLocation()"`), a property bare (`"isUserAuthorized"`). Wherever a function is named
/// (`assertCalled`, `stub`, `calls(to:)`, `waitForCall`), its base name alone (`"track"`) will do while only one
/// recorded function has it; when several do, the check fails and lists them, and a name nothing was recorded under
/// fails with the calls that were, and a did-you-mean.
///
/// Swift 6 asks a subclass of an `@unchecked Sendable` class to restate the conformance; do so with
/// `@unchecked Sendable`: the spy's state is guarded by a lock.
class Spy: @unchecked Sendable {
  // NB: every stored property below is read and written only while `CallLedger`'s lock is held, which already
  // excludes overlapping access; the runtime's own exclusivity check would be a second toll on every recorded call.
  @exclusivity(unchecked) private var records: [RecordedCall] = []
  @exclusivity(unchecked) private var verifiedCalls: Set<Int> = []
  @exclusivity(unchecked) private var waiters: [CallWaiter] = []

  /// Creates a spy with no recorded calls.
  init() {}

  /// The name failure messages use for this spy: its type name, unless a subclass says otherwise.
  var spyName: String {
    TypeName.of(type(of: self))
  }

  /// Records a call to `function` with its arguments.
  ///
  /// - Parameters:
  ///   - function: The function's name; leave it out to record the calling function as `#function` spells it.
  ///   - arguments: The arguments, to check later with ``assertCalled(_:_:with:_:times:message:fileID:filePath:line:column:)``.
  func recordCall(_ function: String = #function, with arguments: Any?...) {
    record(function, arguments)
  }

  /// Every call recorded so far, in order.
  var calls: [RecordedCall] {
    CallLedger.locked { records }
  }

  /// The calls to `function`, named in full or by an unambiguous base name.
  ///
  /// - Parameter function: The function, such as `"geocode(_:)"` or `"geocode"`.
  /// - Returns: The calls, in order.
  func calls(to function: String) -> [RecordedCall] {
    CallLedger.locked { matchingCalls(function) }
  }

  /// Forgets every recorded call and which ones were verified.
  func reset() {
    CallLedger.locked {
      records.removeAll()
      verifiedCalls.removeAll()
    }
  }

  // MARK: - Internals shared with the assertions

  /// The names a test may mean: the functions recorded so far; a mock adds the ones it has stubs for.
  var knownFunctionNames: Set<String> {
    Set(calls.map(\.function))
  }

  /// The one name a closure spy records its calls under; `nil` for a spy of several functions.
  var closureName: String? { nil }

  /// The failure for a name that a closure spy never records under, or `nil` when the name is usable.
  fileprivate func misnamed(_ function: String) -> FailureMessage? {
    guard let closureName, function != closureName else { return nil }
    var message = FailureMessage(
      headline: "\"\(function)\" is not the name of this closure spy: it records its calls as \"\(closureName)\"")
    message.hint =
      "Use \"\(closureName)\", or name the spy after what it stands for: ClosureSpy<…>(\"\(function)\")."
    return message
  }

  /// `Did you mean "requestLocation()"?` for a name close to one the spy knows, in full or by base name.
  func didYouMean(_ name: String) -> String? {
    let known = knownFunctionNames.subtracting([name])
    let suggestion =
      DidYouMean.suggestion(for: name, among: known)
      ?? DidYouMean.suggestion(
        for: String(FunctionName.base(of: name)), among: known.map { String(FunctionName.base(of: $0)) }
      )
      .flatMap { base in known.sorted().first { FunctionName.base(of: $0) == base[...] } }
    return suggestion.map { "Did you mean \"\($0)\"?" }
  }

  /// ` on LocationProviderMock` for messages, or nothing when the spy is named after the function (a closure spy).
  func on(_ function: String) -> String {
    spyName == function ? "" : " on \(spyName)"
  }

  /// `LocationProviderMock.requestLocation()` for messages, or the function alone for a closure spy.
  func subject(_ function: String) -> String {
    spyName == function ? function : "\(spyName).\(function)"
  }

  func record(_ function: String, _ arguments: [Any?]) {
    let satisfied: [CallWaiter] = CallLedger.locked {
      records.append(
        RecordedCall(function: function, arguments: arguments, sequenceNumber: CallLedger.nextSequenceNumber()))
      guard !waiters.isEmpty else { return [] }
      let ready = waiters.filter { matchingCalls($0.function).count >= $0.count }
      waiters.removeAll { waiter in ready.contains { $0 === waiter } }
      return ready
    }
    for waiter in satisfied { waiter.resume(true) }
  }

  /// The calls to `function`; call only while holding the ledger's lock.
  func matchingCalls(_ function: String) -> [RecordedCall] {
    guard case .resolved(let name) = FunctionName.resolve(function, among: records.map(\.function)) else { return [] }
    return records.filter { $0.function == name }
  }

  /// Marks calls as verified by an assertion, for ``assertNoUnverifiedCalls(_:message:fileID:filePath:line:column:)``.
  func markVerified(_ calls: [RecordedCall]) {
    CallLedger.locked { verifiedCalls.formUnion(calls.map(\.sequenceNumber)) }
  }

  /// The recorded calls that no assertion has verified yet.
  var unverifiedCalls: [RecordedCall] {
    CallLedger.locked { records.filter { !verifiedCalls.contains($0.sequenceNumber) } }
  }

  /// Adds a waiter, or returns `true` at once when enough calls already arrived.
  fileprivate func addWaiter(_ waiter: CallWaiter) -> Bool {
    CallLedger.locked {
      if matchingCalls(waiter.function).count >= waiter.count { return true }
      waiters.append(waiter)
      return false
    }
  }

  /// Removes a waiter that timed out or was cancelled; `false` when a call already resumed it.
  fileprivate func removeWaiter(_ waiter: CallWaiter) -> Bool {
    CallLedger.locked {
      guard let index = waiters.firstIndex(where: { $0 === waiter }) else { return false }
      waiters.remove(at: index)
      return true
    }
  }
}

// MARK: -

/// One call that a ``Spy`` recorded: the function, its arguments and when it happened.
///
/// Arguments are kept as they were passed, so a recorded call is only as `Sendable` as its arguments;
/// read them in the test that made the call.
struct RecordedCall: @unchecked Sendable, CustomStringConvertible {
  /// The function as `#function` spells it: `"findUserLocation(then:)"`, or `"isUserAuthorized"` for a property.
  let function: String
  /// The arguments as the call passed them, each `nil` kept as `nil`.
  let passedArguments: [Any?]

  /// The arguments, in the order they were recorded.
  var arguments: [Any] {
    // NB: kept as passed and made plain only when read: recording stays a single copy of what the call gave.
    ArgumentList.flattened(passedArguments)
  }
  /// A number that orders this call among the calls of every spy in the process.
  let sequenceNumber: Int

  init(function: String, arguments: [Any?], sequenceNumber: Int) {
    self.function = function
    self.passedArguments = arguments
    self.sequenceNumber = sequenceNumber
  }

  /// `function`, followed by its arguments when there are some: `geocode(_:) with Coordinate(lat: 1.0, lon: 2.0)`.
  var description: String {
    arguments.isEmpty ? function : "\(function) with \(ArgumentList.describe(arguments))"
  }
}

// MARK: -

extension Spy {
  /// The argument at `position` of the last call to `function`, as a `T`; a reported failure when there is none.
  ///
  /// Use it to get hold of what the code under test passed, such as a completion handler to call back,
  /// without casting from `[Any]`. A closure spy whose input is a tuple counts each element as an argument. When
  /// it cannot be had, the failure says why (no call, too few arguments, another type); to get `nil` in silence
  /// instead, use `call.arguments[0] as? T` on a ``RecordedCall``.
  ///
  /// - Parameters:
  ///   - position: The argument's position, from 0.
  ///   - function: The function as `#function` spells it, or its base name when unambiguous.
  ///   - type: The argument's type; inferred when the context gives it.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: The argument, or `nil` after reporting why it cannot be had.
  ///
  /// ```swift
  /// service.findUserLocation { result = $0 }
  /// let completion = try #require(provider.argument(of: "requestLocation(then:)", as: LocationCompletion.self))
  /// completion(.success(paris))
  /// ```
  ///
  /// ```text
  /// Expected argument 0 of the last call to requestLocation(then:) on LocationProviderMock to be a String, but it is 3 (Int)
  /// ```
  func argument<T>(
    _ position: Int = 0,
    of function: String,
    as type: T.Type = T.self,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> T? {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var found: T?
    let verdict = CallVerdict.checking(function, on: self) { query in
      guard let call = query.calls.last else {
        return calledFailure(
          "Expected a call to \(query.name)\(on(query.name)) to read argument \(position) of, but it never was", query)
      }
      let arguments = ArgumentList.spread(call.arguments)
      let which = "argument \(position) of the last call to \(query.name)\(on(query.name))"
      guard arguments.indices.contains(position) else {
        let count = arguments.count == 1 ? "1 argument" : "\(arguments.count) arguments"
        return calledFailure("Expected \(which), but it had \(count)", query)
      }
      guard let typed = arguments[position] as? T else {
        return calledFailure(
          "Expected \(which) to be \(TypeName.withArticle(T.self)), but it is "
            + ValueDescription.withType(arguments[position]), query)
      }
      found = typed
      // NB: reading an argument is not checking the call: it stays unverified.
      return .verified([], on: self)
    }
    _ = verdict.settle({ "" }, at: site)
    return found
  }

  /// A failure of ``argument(_:of:as:fileID:filePath:line:column:)`` that lists the calls to the function.
  private func calledFailure(_ headline: String, _ query: CallQuery) -> CallVerdict {
    .failure(headline, query, listing: query.calls, title: "Calls to \(query.name)")
  }
}

// MARK: -

extension Spy {
  /// Waits until `function` has been called `count` times, and fails the test if that takes longer than `timeout`.
  ///
  /// Resumes the moment the call is recorded, from whatever thread or actor records it: no polling and
  /// no fixed sleep. Returns at once when the calls already happened.
  ///
  /// - Parameters:
  ///   - function: The function, such as `"requestLocation()"` or `"requestLocation"`.
  ///   - count: How many calls to wait for, in all.
  ///   - timeout: How long to wait at the most, in seconds.
  ///   - message: Text to put before the failure.
  ///   - isolation: The actor the caller runs on; inferred, so that a message compiles in a `@MainActor` test.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the calls arrived in time.
  ///
  /// ```swift
  /// viewModel.send(.viewAppeared)               // starts a Task that calls fetchUsers
  /// await interactor.waitForCall(to: "fetchUsers()")
  /// ```
  ///
  /// ```text
  /// Timed out after 1.0 s waiting for fetchUsers() to be called on UsersInteractorMock
  ///
  ///   Recorded calls: none
  ///
  /// Check that the code under test makes the call; if it runs on the main actor, await it rather than block it.
  /// ```
  @discardableResult
  func waitForCall(
    to function: String,
    count: Int = 1,
    timeout: TimeInterval = 1,
    message: @autoclosure () -> String = "",
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let failure = misnamed(function) {
      failure.report(userMessage: message, at: site)
      return false
    }
    let waiter = CallWaiter(function: function, count: count)
    let nanoseconds = UInt64(max(0, timeout) * 1_000_000_000)
    let arrived = await withTaskCancellationHandler(
      operation: {
        await withCheckedContinuation(isolation: isolation) { continuation in
          waiter.attach(continuation)
          if addWaiter(waiter) {
            waiter.resume(true)
            return
          }
          waiter.attachTimeout(
            Task { [self] in
              try? await Task.sleep(nanoseconds: nanoseconds)
              if removeWaiter(waiter) { waiter.resume(false) }
            })
        }
      },
      onCancel: {
        if removeWaiter(waiter) { waiter.resume(false) }
      },
      isolation: isolation
    )
    if !arrived {
      let times = count == 1 ? "" : " \(count) times"
      var failure = FailureMessage(
        headline: "Timed out after \(timeout) s waiting for \(function) to be called\(times)\(on(function))"
      )
      failure.sections = [CallListing.section(calls)]
      let misspelling = calls(to: function).isEmpty ? didYouMean(function) : nil
      failure.hint =
        misspelling
        ?? "Check that the code under test makes the call; if it runs on the main actor, await it rather than block it."
      failure.report(userMessage: message, at: site)
    }
    return arrived
  }
}

// MARK: - Doubles/SpyAssertions.swift

/// Asserts that `function` was called on `spy`: at least once, or exactly `times` times.
///
/// - Parameters:
///   - spy: The spy or mock.
///   - function: The function as `#function` spells it (`"requestLocation()"`), or its base name when unambiguous.
///   - times: The exact number of calls, or `nil` for at least one.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertCalled(locationProvider, "requestLocation()")
/// ```
///
/// ```text
/// Expected requestLocation() to be called on LocationProviderMock, but it never was
///
///   Recorded calls:
///     1. isUserAuthorized
///     2. requestWhenInUseAuthorization()
/// ```
@discardableResult
func assertCalled(
  _ spy: Spy,
  _ function: String,
  times: Int? = nil,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return CallVerdict.checking(function, on: spy) { CalledCheck.calls($0, times: times) }.settle(message, at: site)
}

/// Asserts that `function` was called on `spy` with arguments equal to `arguments`.
///
/// List every argument after `with:`, in order; a tuple may stand for several (`with: (from, to)`). To count the
/// calls whatever their arguments, leave `with:` out: `assertCalled(spy, "hit(_:)", times: 2)`.
/// Arguments compare the same way for every double: `Optional` is looked through at any depth, `Equatable`
/// values compare with `==`, objects by identity, tuples element by element, anything else by its debug
/// description. Every unlabelled value after `with:` is an argument, so a message goes after `message:`.
///
/// - Parameters:
///   - spy: The spy or mock.
///   - function: The function as `#function` spells it, or its base name when unambiguous.
///   - argument: The first argument that some call must have had.
///   - moreArguments: The call's other arguments, in order.
///   - times: The exact number of calls with those arguments, or `nil` for at least one.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertCalled(logHandler, "log(event:)", with: Logger.Level.info, "user signed in")
/// assertCalled(geocoder, "geocode(_:)", with: Coordinate(lat: 1, lon: 2), times: 1, message: "one lookup")
/// ```
///
/// ```text
/// Expected geocode(_:) to be called on GeocoderMock with Coordinate(lat: 1.0, lon: 2.0), but no call had equal arguments
///
///   Calls to geocode(_:):
///     1. geocode(_:) with Coordinate(lat: 3.0, lon: 4.0)
/// ```
@discardableResult
func assertCalled(
  _ spy: Spy,
  _ function: String,
  with argument: Any?,
  _ moreArguments: Any?...,
  times: Int? = nil,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let arguments = ArgumentList.flattened([argument] + moreArguments)
  return CallVerdict.checking(function, on: spy) { CalledCheck.calls($0, with: arguments, times: times) }
    .settle(message, at: site)
}

/// Asserts that `function` was never called on `spy`.
///
/// - Parameters:
///   - spy: The spy or mock.
///   - function: The function as `#function` spells it, or its base name when unambiguous.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertNotCalled(locationProvider, "requestWhenInUseAuthorization()")
/// ```
@discardableResult
func assertNotCalled(
  _ spy: Spy,
  _ function: String,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return CallVerdict.checking(function, on: spy, CalledCheck.noCalls).settle(message, at: site)
}

/// Asserts that every call recorded on `spy` was checked by an assertion (`assertCalled`, `assertCallOrder`).
///
/// - Parameters:
///   - spy: The spy or mock.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertCalled(analytics, "track(_:)", with: "login")
/// assertNoUnverifiedCalls(analytics)        // fails if anything else was tracked
/// ```
@discardableResult
func assertNoUnverifiedCalls(
  _ spy: Spy,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let unverified = spy.unverifiedCalls
  guard !unverified.isEmpty else { return true }
  let count = unverified.count == 1 ? "1 was not" : "\(unverified.count) were not"
  var failure = FailureMessage(headline: "Expected every call to \(spy.spyName) to be verified, but \(count)")
  failure.sections = [CallListing.section(unverified, title: "Unverified calls")]
  failure.hint = "Check each of them with assertCalled, or reset() the spy after the calls you do not care about."
  failure.report(userMessage: message, at: site)
  return false
}

// MARK: -

/// Asserts that the closure was called: at least once, or exactly `times` times, whatever its input.
///
/// A closure spy records its calls under its own name, so the assertion needs none.
///
/// - Parameters:
///   - spy: The closure spy.
///   - times: The exact number of calls, or `nil` for at least one.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// let fetchUsers = ClosureSpy<Void, [User]>("fetchUsers", returning: [ann])
/// assertCalled(fetchUsers, times: 1)
/// ```
///
/// ```text
/// Expected fetchUsers to be called 1 time, but it was called 2 times
/// ```
@discardableResult
func assertCalled<Input, Output>(
  _ spy: ClosureSpy<Input, Output>,
  times: Int? = nil,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return CallVerdict.checking(spy.name, on: spy) { CalledCheck.calls($0, times: times) }.settle(message, at: site)
}

/// Asserts that the closure was called with an input equal to the arguments given.
///
/// Arguments compare as for ``assertCalled(_:_:with:_:times:message:fileID:filePath:line:column:)``: a closure
/// of two or three arguments (a tuple `Input`) is matched element by element, so list them one by one.
///
/// - Parameters:
///   - spy: The closure spy.
///   - argument: The first argument that some call must have had.
///   - moreArguments: The call's other arguments, in order.
///   - times: The exact number of calls with that input, or `nil` for at least one.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// let completion = ClosureSpy<(UserLocation?, UserLocationError?), Void>("completion")
/// provider.findUserLocation(then: completion.handler())
/// assertCalled(completion, with: nil, UserLocationError.denied)
/// ```
///
/// ```text
/// Expected completion to be called with nil, UserLocationError.denied, but no call had equal arguments
///
///   Calls to completion:
///     1. completion with Optional(UserLocation(latitude: 1.0, longitude: 2.0)), nil
/// ```
@discardableResult
func assertCalled<Input, Output>(
  _ spy: ClosureSpy<Input, Output>,
  with argument: Any?,
  _ moreArguments: Any?...,
  times: Int? = nil,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let arguments = ArgumentList.flattened([argument] + moreArguments)
  return CallVerdict.checking(spy.name, on: spy) { CalledCheck.calls($0, with: arguments, times: times) }
    .settle(message, at: site)
}

/// Asserts that the closure was never called.
///
/// - Parameters:
///   - spy: The closure spy.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertNotCalled(callUser)
/// ```
///
/// ```text
/// Expected callUser not to be called, but it was called 1 time
/// ```
@discardableResult
func assertNotCalled<Input, Output>(
  _ spy: ClosureSpy<Input, Output>,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return CallVerdict.checking(spy.name, on: spy, CalledCheck.noCalls).settle(message, at: site)
}

// MARK: -

/// Asserts that the calls named were made on `spy` in this order; other calls may come between them.
///
/// - Parameters:
///   - spy: The spy or mock.
///   - functions: The functions, in the order they must have been called.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertCallOrder(locationProvider, ["isUserAuthorized", "requestLocation()"])
/// ```
///
/// ```text
/// Expected calls in this order: LocationProviderMock.isUserAuthorized, LocationProviderMock.requestLocation()
///
///   Found: no call to LocationProviderMock.requestLocation() after LocationProviderMock.isUserAuthorized (call 2)
///
///   Recorded calls:
///     1. LocationProviderMock.requestLocation()
///     2. LocationProviderMock.isUserAuthorized
/// ```
@discardableResult
func assertCallOrder(
  _ spy: Spy,
  _ functions: [String],
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return CallOrder.check(functions.map { (spy, $0) }).settle(message, at: site)
}

/// Asserts that calls were made across several spies in this order; other calls may come between them.
///
/// - Parameters:
///   - calls: Each spy with the function called on it, in the order the calls must have been made.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertCallOrder([(interactor, "fetchUsers()"), (presenter, "present(_:)")])
/// ```
@discardableResult
func assertCallOrder(
  _ calls: [(Spy, String)],
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return CallOrder.check(calls).settle(message, at: site)
}

/// Finds the named calls as a subsequence of everything the spies recorded, ordered by sequence number.
private enum CallOrder {
  static func check(_ expected: [(Spy, String)]) -> CallVerdict {
    var spies: [Spy] = []
    for (spy, _) in expected where !spies.contains(where: { $0 === spy }) { spies.append(spy) }
    let timeline = spies.flatMap { spy in spy.calls.map { (spy: spy, call: $0) } }
      .sorted { $0.call.sequenceNumber < $1.call.sequenceNumber }
    let label = { (spy: Spy, function: String) in spies.count == 1 ? function : "\(spy.spyName).\(function)" }

    var resolved: [(spy: Spy, name: String)] = []
    for (spy, function) in expected {
      switch CallQuery.resolve(function, on: spy) {
      case .resolved(let query): resolved.append((spy, query.name))
      case .failed(let failure): return .failed(failure)
      }
    }
    var matched: [(spy: Spy, call: RecordedCall)] = []
    var position = 0
    var problem: String?
    for (spy, name) in resolved {
      guard let index = timeline[position...].firstIndex(where: { $0.spy === spy && $0.call.function == name }) else {
        if let previous = matched.last, timeline.contains(where: { $0.spy === spy && $0.call.function == name }) {
          let step = timeline.firstIndex { $0.call.sequenceNumber == previous.call.sequenceNumber }! + 1
          problem = "no call to \(label(spy, name)) after \(label(previous.spy, previous.call.function)) (call \(step))"
        } else {
          problem = "\(label(spy, name)) was never called"
        }
        break
      }
      matched.append(timeline[index])
      position = index + 1
    }
    guard let problem else { return .verified(matched) }
    var failure = FailureMessage(
      headline: "Expected calls in this order: " + resolved.map { label($0.spy, $0.name) }.joined(separator: ", ")
    )
    failure.details = [("Found", problem)]
    let lines = timeline.enumerated().map { offset, entry in
      "    \(offset + 1). \(spies.count == 1 ? "" : "\(entry.spy.spyName).")\(entry.call)"
    }
    failure.sections = [
      lines.isEmpty ? "  Recorded calls: none" : "  Recorded calls:\n" + lines.joined(separator: "\n")
    ]
    return .failed(failure)
  }
}

// MARK: - Eventually/AssertEventually.swift

import Foundation

/// Waits until `value` equals `expected`, and fails the test with the values it saw if that takes longer than `timeout`.
///
/// Checks at once; then again on every change that `@Observable` state read by `value` announces, and, for state
/// that announces nothing (`@Published` on Linux, plain properties, actors), as the caller's executor turns,
/// backing off to a few milliseconds between checks while nothing happens. It never sleeps a fixed time. `value` is
/// evaluated on the caller's isolation, so a `@MainActor` test reads main-actor state directly.
///
/// - Parameters:
///   - value: The value to watch, such as `viewModel.state`.
///   - expected: The value it must become.
///   - timeout: How long to wait at the most, in seconds.
///   - message: Text to put before the failure.
///   - isolation: The actor the caller runs on; inferred.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the value became `expected` in time.
///
/// ```swift
/// viewModel.send(.viewAppeared)
/// await assertEventually(viewModel.state, equals: .loaded([ann]))
/// ```
///
/// ```text
/// Expected viewModel.state to become UsersViewModel.State.loaded([User(id: 1, name: "Ann")]) within 1.0 s
///
///   Seen:     UsersViewModel.State.loading (the whole time)
///   Expected: UsersViewModel.State.loaded([User(id: 1, name: "Ann")])
///
/// Check that the code under test makes the change, and that it can run: on the main actor, await rather than block.
/// ```
@discardableResult
func assertEventually<T: Equatable>(
  _ value: @autoclosure () throws -> T,
  equals expected: T,
  timeout: TimeInterval = 1,
  message: @autoclosure () -> String = "",
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> Bool {
  var seen = SeenValues()
  let outcome = await EventualCheck.run(timeout: timeout, isolation: isolation) {
    let current = Result { try value() }
    if (try? current.get()) == expected { return .held }
    return seen.note(current) ? .changed : .unchanged
  }
  guard outcome.ending != .held else { return true }
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let subject = SourceExpression.firstArgument(of: "assertEventually", at: site) ?? "the value"
  EventualMessage.neverBecame(subject, expected: expected, seen: seen, outcome, timeout: timeout)
    .report(userMessage: message, at: site)
  return false
}

/// Waits until `condition` holds, and fails the test if that takes longer than `timeout`.
///
/// Checks the way ``assertEventually(_:equals:timeout:message:isolation:fileID:filePath:line:column:)`` does: at once,
/// on every announced change, and as the caller's executor turns; never after a fixed sleep.
///
/// - Parameters:
///   - timeout: How long to wait at the most, in seconds.
///   - message: Text to put before the failure.
///   - isolation: The actor the caller runs on; inferred.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
///   - condition: What must become true, evaluated on the caller's isolation.
/// - Returns: Whether the condition held in time.
///
/// ```swift
/// await assertEventually(timeout: 2) { viewModel.state != .loading }
/// ```
///
/// ```text
/// Expected viewModel.state != .loading to become true within 2.0 s
///
///   Checked: 412 times, false every time
///
/// Check that the code under test makes the change, and that it can run: on the main actor, await rather than block.
/// ```
@discardableResult
func assertEventually(
  timeout: TimeInterval = 1,
  message: @autoclosure () -> String = "",
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ condition: () throws -> Bool
) async -> Bool {
  var lastError: (any Error)?
  let outcome = await EventualCheck.run(timeout: timeout, isolation: isolation) {
    do {
      return try condition() ? .held : .unchanged
    } catch {
      lastError = error
      return .unchanged
    }
  }
  guard outcome.ending != .held else { return true }
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let subject = SourceExpression.trailingClosure(of: "assertEventually", at: site) ?? "the condition"
  EventualMessage.neverHeld(subject, lastError: lastError, outcome, timeout: timeout)
    .report(userMessage: message, at: site)
  return false
}

// MARK: - Eventually/ChangeSignal.swift

import Foundation

/// Wakes a waiting check when observed state announces a change, or when a backoff interval runs out for
/// state that announces nothing: whichever comes first.
fileprivate final class ChangeSignal: @unchecked Sendable {
  private let lock = NSLock()
  // NB: read and written only while `lock` is held.
  private var fired = false
  private var generation = 0
  private var continuation: CheckedContinuation<Void, Never>?
  private var timer: DispatchWorkItem?
  private static let timers = DispatchQueue(label: "Wired.ChangeSignal.timers")

  /// Marks a change, and resumes the wait in progress, if any.
  func fire() {
    let (waiting, pendingTimer) = lock.guarded {
      fired = true
      defer {
        continuation = nil
        timer = nil
      }
      return (continuation, timer)
    }
    pendingTimer?.cancel()
    waiting?.resume()
  }

  /// Whether a change was marked since the last call, which clears the mark.
  func takeChange() -> Bool {
    lock.guarded {
      defer { fired = false }
      return fired
    }
  }

  /// Suspends until a change is marked, the interval runs out or the task is cancelled; at once when a change
  /// is already marked.
  func wait(upTo nanoseconds: UInt64, isolation: isolated (any Actor)? = #isolation) async {
    await withTaskCancellationHandler(
      operation: {
        await withCheckedContinuation(isolation: isolation) { (waiting: CheckedContinuation<Void, Never>) in
          let current: Int? = lock.guarded {
            guard !fired else { return nil }
            generation += 1
            continuation = waiting
            return generation
          }
          guard let current else { return waiting.resume() }
          // NB: a timer on a serial queue of its own, not a sleeping task nor a global queue: a serial queue may
          // take a thread of its own, so the timer fires while other tests keep every thread of the pool busy,
          // and a wait on the main actor keeps checking.
          let expiry = DispatchWorkItem { [self] in expire(current) }
          lock.guarded { if generation == current, continuation != nil { timer = expiry } }
          Self.timers.asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds)), execute: expiry)
        }
      },
      onCancel: { fire() },
      isolation: isolation
    )
  }

  /// Ends the wait of `generation` when its interval ran out, without marking a change.
  private func expire(_ expired: Int) {
    let waiting: CheckedContinuation<Void, Never>? = lock.guarded {
      guard generation == expired else { return nil }
      defer {
        continuation = nil
        timer = nil
      }
      return continuation
    }
    waiting?.resume()
  }
}

// MARK: - Eventually/EventualCheck.swift

import Foundation

#if canImport(Observation)
  import Observation
#endif

/// Re-checks a condition until it holds or time runs out, without a fixed sleep: at once; again on every change
/// that `@Observable` state read by the condition announces; and, for state that announces nothing, as the
/// caller's executor turns, backing off to at most a few milliseconds between checks while nothing happens.
fileprivate enum EventualCheck {
  /// How a wait ended.
  enum Ending: Equatable {
    case held
    case timedOut
    case cancelled
  }

  /// What one check found.
  enum Check {
    /// The claim holds: the wait is over.
    case held
    /// The claim does not hold, and the value differs from the one the previous check saw.
    case changed
    /// The claim does not hold, and nothing shows that anything changed.
    case unchanged
  }

  /// The ending, how many checks it took and how long it waited, in seconds.
  struct Outcome {
    let ending: Ending
    let checks: Int
    let elapsed: TimeInterval
  }

  /// Checks made one turn of the caller's executor apart before backing off, so that work queued on the same
  /// executor (the task that sets the state) runs first.
  private static let turnsBeforeBackoff = 3
  /// The first and the longest pause between checks while nothing announces a change.
  private static let firstPause: UInt64 = 50_000
  private static let longestPause: UInt64 = 4_000_000

  /// Evaluates `check` on the caller's isolation until it holds, the timeout passes or the task is cancelled.
  static func run(
    timeout: TimeInterval,
    isolation: isolated (any Actor)? = #isolation,
    _ check: () -> Check
  ) async -> Outcome {
    let signal = ChangeSignal()
    // NB: the monotonic clock of Dispatch, not `ContinuousClock`, which needs macOS 13 and iOS 16.
    let start = DispatchTime.now().uptimeNanoseconds
    let deadline = start + UInt64(min(max(0, timeout), 1e9) * 1_000_000_000)
    func elapsed(at now: UInt64) -> TimeInterval { Double(now - start) / 1e9 }
    var checks = 0
    var idleTurns = 0
    var isTracking = false
    while true {
      let changed = signal.takeChange()
      checks += 1
      // NB: an observation registration is spent once it fires; register again only then, so that state which
      // never changes does not collect one registration per check.
      let found = changed || !isTracking ? tracking(check, signal) : check()
      isTracking = true
      let now = DispatchTime.now().uptimeNanoseconds
      if case .held = found { return Outcome(ending: .held, checks: checks, elapsed: elapsed(at: now)) }
      if Task.isCancelled { return Outcome(ending: .cancelled, checks: checks, elapsed: elapsed(at: now)) }
      guard now < deadline else { return Outcome(ending: .timedOut, checks: checks, elapsed: elapsed(at: now)) }
      if changed || found == .changed { idleTurns = 0 } else { idleTurns += 1 }
      // NB: not `Task.yield()`, which hops to the cooperative pool even from the main actor, and so stalls while
      // other tests keep every thread of the pool busy; a zero-length wait is one turn of the caller's executor.
      let backoff = firstPause << UInt64(min(max(0, idleTurns - turnsBeforeBackoff), 16))
      let pause = idleTurns <= turnsBeforeBackoff ? 0 : min(longestPause, backoff)
      await signal.wait(upTo: min(pause, deadline - now), isolation: isolation)
    }
  }

  /// Runs `check`, asking `@Observable` state that it reads to announce its next change to `signal`.
  private static func tracking(_ check: () -> Check, _ signal: ChangeSignal) -> Check {
    #if canImport(Observation)
      if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
        return withObservationTracking(check, onChange: { signal.fire() })
      }
    #endif
    return check()
  }
}

// MARK: - Eventually/EventualMessage.swift

import Foundation

/// The failures of `assertEventually`, built from what the wait found.
fileprivate enum EventualMessage {
  /// The value never became `expected`: what the wait saw, and for how long.
  static func neverBecame<T>(
    _ subject: String, expected: T, seen: SeenValues, _ outcome: EventualCheck.Outcome, timeout: TimeInterval
  ) -> FailureMessage {
    var failure = FailureMessage(
      headline: "Expected \(subject) to become \(ValueDescription.of(expected)) \(ending(outcome, timeout))")
    failure.details = [("Seen", seen.rendered), ("Expected", ValueDescription.of(expected))]
    failure.hint = hint
    return failure
  }

  /// The condition never held: how often it was checked, and the last error it threw.
  static func neverHeld(
    _ subject: String, lastError: (any Error)?, _ outcome: EventualCheck.Outcome, timeout: TimeInterval
  ) -> FailureMessage {
    var failure = FailureMessage(headline: "Expected \(subject) to become true \(ending(outcome, timeout))")
    let times = outcome.checks == 1 ? "once" : "\(outcome.checks) times"
    failure.details = [("Checked", "\(times), false every time")]
    if let lastError { failure.details.append(("Last error", String(reflecting: lastError))) }
    failure.hint = hint
    return failure
  }

  /// `within 1.0 s`, or why the wait stopped early.
  private static func ending(_ outcome: EventualCheck.Outcome, _ timeout: TimeInterval) -> String {
    switch outcome.ending {
    case .cancelled:
      return "within \(timeout) s, but the task was cancelled after \(String(format: "%.2f", outcome.elapsed)) s"
    case .held, .timedOut:
      return "within \(timeout) s"
    }
  }

  private static let hint =
    "Check that the code under test makes the change, and that it can run: on the main actor, await rather than block."
}

// MARK: - Eventually/SeenValues.swift

/// The distinct values a wait saw, in order, each once per run of equal values.
fileprivate struct SeenValues {
  private var values: [String] = []
  private static let kept = 50

  /// Notes the value; `true` when it differs from the one noted before.
  mutating func note<T>(_ current: Result<T, any Error>) -> Bool {
    let text =
      switch current {
      case .success(let value): ValueDescription.of(value)
      case .failure(let error): "threw \(String(reflecting: error))"
      }
    guard values.last != text else { return false }
    // NB: a value that keeps changing must not grow the message, or the memory, without bound.
    if values.count == Self.kept { values.remove(at: Self.kept / 2) }
    values.append(text)
    return true
  }

  /// `loading (the whole time)`, or the values numbered in order with the last one marked.
  var rendered: String {
    guard values.count > 1 else { return "\(values.first ?? "nothing") (the whole time)" }
    return values.enumerated().map { offset, value in
      "\(offset + 1). \(value)" + (offset == values.count - 1 ? " (last)" : "")
    }.joined(separator: "\n")
  }
}

// MARK: - Graph/GraphScope.swift

/// Whose code a graph check judges, and which types its walk enters.
///
/// A check reports what you can fix: a nil dependency, a cycle or an object not released in your own code. By default
/// (``appModules``) that is every module but two kinds. The system's (the standard library, Foundation, Dispatch, the
/// test frameworks, Apple's frameworks) are not entered at all. The libraries your app depends on, the packages that
/// SwiftPM or Xcode checked out for the build the tests run from, are walked through, to reach your objects that they
/// hold, but their own optionals, cycles and objects are not judged: a cycle or a leak that passes through a library
/// object but holds one of yours is still reported, by your properties. A local package (`.package(path:)`) is your
/// code. A failure names the modules it left unjudged; widen the scope to judge one.
/// Collections, dictionaries, sets, tuples, optionals and enum payloads are always looked through.
///
/// ```swift
/// assertAllInjected(scene, recursive: true, scope: .appModules.including(["GRDB"]))
/// assertAllInjected(scene, recursive: true, scope: .only(["MyFeature"]))
/// ```
struct GraphScope: Sendable, Hashable {
  /// Modules whose types are neither entered nor judged, unless ``including(_:)`` brings them back.
  private(set) var excludedModules: Set<String>
  /// When not `nil`, the only modules whose types are entered and judged.
  private(set) var onlyModules: Set<String>?
  /// How many values a walk visits before it stops and fails, so that a huge graph cannot hang a test.
  var maximumValueCount = 1_000_000
  /// The modules of the packages the app depends on: entered, not judged.
  private(set) var libraryModules: Set<String>
  /// Modules judged although they belong to a library.
  private var includedModules: Set<String> = []

  init(excludedModules: Set<String>, onlyModules: Set<String>?, libraryModules: Set<String>) {
    self.excludedModules = excludedModules
    self.onlyModules = onlyModules
    self.libraryModules = libraryModules
  }

  /// Your app's code: every module but the system's and those of the packages the app depends on.
  static var appModules: GraphScope {
    GraphScope(excludedModules: systemModules, onlyModules: nil, libraryModules: LibraryModules.ofThisBuild.modules)
  }

  /// Only types declared in these modules, entered and judged, libraries or not.
  ///
  /// - Parameter modules: Module names, such as `["MyFeature"]`.
  /// - Returns: A scope that enters only these modules.
  static func only(_ modules: Set<String>) -> GraphScope {
    GraphScope(excludedModules: [], onlyModules: modules, libraryModules: [])
  }

  /// This scope without the types of these modules.
  ///
  /// - Parameter modules: Module names to leave out.
  /// - Returns: The narrowed scope.
  func excluding(_ modules: Set<String>) -> GraphScope {
    var scope = self
    scope.excludedModules.formUnion(modules)
    scope.onlyModules?.subtract(modules)
    scope.includedModules.subtract(modules)
    return scope
  }

  /// This scope with the types of these modules entered and judged, even a library's or the system's.
  ///
  /// - Parameter modules: Module names to walk into and judge.
  /// - Returns: The widened scope.
  func including(_ modules: Set<String>) -> GraphScope {
    var scope = self
    scope.excludedModules.subtract(modules)
    scope.onlyModules?.formUnion(modules)
    scope.includedModules.formUnion(modules)
    return scope
  }

  /// Whether the walk enters types declared in `module`.
  func enters(module: String) -> Bool {
    !excludedModules.contains(module) && (onlyModules?.contains(module) ?? true)
  }

  /// Whether the walk enters values of `type`, by the module that declares it.
  func enters(_ type: Any.Type) -> Bool {
    enters(module: Self.module(of: type))
  }

  /// Whether the check reports what lies in `module`'s types: their nil optionals, their cycles, their objects not
  /// released.
  func judges(module: String) -> Bool {
    enters(module: module) && (!libraryModules.contains(module) || includedModules.contains(module))
  }

  /// Whether the check reports what lies in values of `type`.
  func judges(_ type: Any.Type) -> Bool {
    judges(module: Self.module(of: type))
  }

  /// The module that declares a type: `App` for `App.Scene<Swift.Int>`.
  static func module(of type: Any.Type) -> String {
    let name = String(reflecting: type)
    // NB: an Objective-C class has no module in its name; the image it is loaded from tells system from app.
    if !name.contains("."), let module = ObjectiveCRuntime.module(of: type) { return module }
    return String(name.prefix { $0 != "." && $0 != "<" })
  }

  /// The modules that ``appModules`` leaves out.
  static let systemModules: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation", "Distributed",
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
    "CoreFoundation", "Dispatch", "ObjectiveC", "os", "XCTest", "Testing", "Wired",
    "UIKit", "AppKit", "SwiftUI", "Combine", "CoreData", "CoreGraphics", "CoreImage", "CoreLocation", "CoreAnimation",
    "QuartzCore", "MapKit", "AVFoundation", "AVKit", "WebKit", "Network", "SwiftData", "CloudKit", "StoreKit",
    "UserNotifications", "Photos", "Contacts", "EventKit", "HealthKit", "SafariServices", "__C",
    ObjectiveCRuntime.systemModule,
  ]
}

// MARK: - Graph/WiringDiagram.swift

/// A picture of an object graph as Wired's walk sees it: types as nodes and stored references as edges, `weak` dashed,
/// `unowned` dotted, a retain cycle in red, objects that were not released filled, and nil dependencies marked.
///
/// ```swift
/// print(wiringDiagram(of: SceneCreator.make()).mermaid)     // paste into GitHub Markdown
/// ```
///
/// Failing memory checks and recursive injection checks attach the part of it that is involved to the test.
struct WiringDiagram: Sendable, Hashable {
  /// The graph as Graphviz DOT: `dot -Tpng scene.dot -o scene.png`.
  let dot: String
  /// The graph as a Mermaid flowchart, which GitHub renders inside a code block marked `mermaid`.
  let mermaid: String
}

/// Draws the object graph reachable from `root`, as ``WiringDiagram`` describes.
///
/// - Parameters:
///   - root: The object or value to start from.
///   - scope: Which modules' types the walk enters; see ``GraphScope``.
/// - Returns: The diagram, as DOT and Mermaid.
func wiringDiagram(of root: Any, scope: GraphScope = .appModules) -> WiringDiagram {
  WiringDiagram(ObjectGraph(from: root, scope: scope, librariesAreLeaves: true), marks: DiagramMarks())
}

// MARK: -

/// What a diagram highlights, and which part of the graph it shows.
fileprivate struct DiagramMarks {
  var cycleEdges: Set<Int> = []
  var survivors: Set<Int> = []
  /// The nil references to draw, as indices into the graph's `nilOptionals`, or `nil` for the objects' own nil
  /// dependencies.
  var missing: Set<Int>?
  /// Objects the graph shares (singletons, system objects), which a leak check does not expect to go away.
  var shared: Set<Int> = []
  /// The nodes to draw, or `nil` for all of them.
  var nodes: Set<Int>?
  /// The most nodes a diagram draws, so that a huge graph gives a readable picture.
  static let maximumNodes = 200
}

extension WiringDiagram {
  fileprivate init(_ graph: ObjectGraph, marks: DiagramMarks) {
    let shown = (0..<graph.nodes.count).filter { marks.nodes?.contains($0) ?? true }.prefix(DiagramMarks.maximumNodes)
    let drawn = Set(shown)
    let edges = graph.edges.indices.filter {
      drawn.contains(graph.edges[$0].from) && drawn.contains(graph.edges[$0].to)
    }
    let missing = graph.nilOptionals.indices.filter { index in
      let hole = graph.nilOptionals[index]
      return marks.missing?.contains(index) ?? (hole.isOwn && CountedOptionals.dependencies.counts(hole.optionalType))
    }.map { graph.nilOptionals[$0] }.filter { drawn.contains($0.owner) }
    let omitted = (marks.nodes?.count ?? graph.nodes.count) - shown.count

    var dot = ["digraph Wired {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];"]
    var mermaid = ["flowchart LR"]
    for node in shown {
      let survived = marks.survivors.contains(node)
      let isShared = marks.shared.contains(node)
      let note = survived ? "not released" : isShared ? "shared" : nil
      let label = Self.dotEscaped(graph.nodes[node].typeName) + (note.map { "\\n(\($0))" } ?? "")
      let fill = survived ? "#ffd6d6" : isShared ? "#eeeeee" : nil
      dot.append("  n\(node) [label=\"\(label)\"\(fill.map { ", style=filled, fillcolor=\"\($0)\"" } ?? "")];")
      mermaid.append(
        "  n\(node)[\"\(Self.mermaidEscaped(graph.nodes[node].typeName))\(note.map { " (\($0))" } ?? "")\"]")
      if let fill { mermaid.append("  style n\(node) fill:\(fill)") }
    }
    var redLinks: [Int] = []
    for (position, edge) in edges.enumerated() {
      let reference = graph.edges[edge]
      let inCycle = marks.cycleEdges.contains(edge)
      let label = reference.label + Self.ownershipNote(reference.ownership)
      var attributes = ["label=\"\(Self.dotEscaped(label))\""]
      switch reference.ownership {
      case .strong: break
      case .weak: attributes.append("style=dashed")
      case .unowned, .unownedUnsafe: attributes.append("style=dotted")
      }
      if inCycle { attributes += ["color=red", "fontcolor=red", "penwidth=2"] }
      dot.append("  n\(reference.from) -> n\(reference.to) [\(attributes.joined(separator: ", "))];")
      let arrow =
        reference.ownership == .strong
        ? "-- \"\(Self.mermaidEscaped(label))\" -->" : "-. \"\(Self.mermaidEscaped(label))\" .->"
      mermaid.append("  n\(reference.from) \(arrow) n\(reference.to)")
      if inCycle { redLinks.append(position) }
    }
    for (offset, reference) in missing.enumerated() {
      let label = "\(reference.label): \(reference.declaredType.name)"
      dot.append("  m\(offset) [label=\"nil\", shape=plaintext, fontcolor=red];")
      dot.append(
        "  n\(reference.owner) -> m\(offset) [label=\"\(Self.dotEscaped(label))\", style=dashed, color=red, fontcolor=red];"
      )
      mermaid.append("  m\(offset)((\"nil\"))")
      mermaid.append("  n\(reference.owner) -. \"\(Self.mermaidEscaped(label)) (missing)\" .-> m\(offset)")
      mermaid.append("  style m\(offset) stroke:red,color:red")
      redLinks.append(edges.count + offset)
    }
    if !redLinks.isEmpty {
      mermaid.append("  linkStyle \(redLinks.map(String.init).joined(separator: ",")) stroke:red,color:red")
    }
    if omitted > 0 {
      dot.append("  // \(Shortening.grouped(omitted)) more objects are not drawn")
      mermaid.append("  %% \(Shortening.grouped(omitted)) more objects are not drawn")
    }
    dot.append("}")
    self.init(dot: dot.joined(separator: "\n") + "\n", mermaid: mermaid.joined(separator: "\n") + "\n")
  }

  /// The two attachments of a failure: the diagram as DOT and as Mermaid.
  fileprivate func attachments(named name: String) -> [TestAttachment] {
    [TestAttachment(name: "\(name).dot", content: dot), TestAttachment(name: "\(name).mmd", content: mermaid)]
  }

  private static func ownershipNote(_ ownership: ReferenceOwnership) -> String {
    switch ownership {
    case .strong, .weak: ""
    case .unowned: " (unowned)"
    case .unownedUnsafe: " (unowned(unsafe))"
    }
  }

  private static func dotEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }

  private static func mermaidEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;")
  }
}

// MARK: - Injection/AssertAllInjected.swift

/// Asserts that every optional stored property of `object` is set, except the ones you name.
///
/// Looks at every stored property of the object and its superclasses, `private` ones included. A property
/// is missing when it is an optional (of any depth, `weak` or implicitly unwrapped) holding `nil`, or a
/// property wrapper whose `wrappedValue` is such an optional. `lazy` storage is never a dependency.
/// Every missing property is reported in one failure, in declaration order.
///
/// With `recursive: true` the check walks the whole graph below the object (objects, structs, enum payloads,
/// and the elements of arrays, sets and dictionaries, within `scope`), each object once, and reports each
/// missing property under its shortest path from the root. Below the root, only optionals of class, protocol
/// or function type count as dependencies; value-typed optionals (`String?`, `[Order]?`) are state, passed over
/// unless `counting` is ``CountedOptionals/all``. The failure says what it counted and what it passed over.
///
/// - Parameters:
///   - object: The object whose dependencies must be set.
///   - except: Properties that may stay nil, as names or paths from the root (`"router.analytics"`). An entry
///     that names no stored property fails the assertion too, so the list stays honest.
///   - recursive: Whether to check the whole graph below `object`.
///   - counting: Which optionals below the root count as dependencies; see ``CountedOptionals``.
///   - scope: Which modules' types a recursive walk enters; see ``GraphScope``.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// let profile = container.resolve(ProfileViewController.self)
/// assertAllInjected(profile, except: ["analytics", Optionals.logger])
/// ```
///
/// ```text
/// Expected every optional dependency of ProfileViewController to be injected, but 2 are nil
///
///   Missing:
///     router: ProfileRouting?
///     presenter.view: ProfileDisplayLogic? (weak)
///
/// Inject each one where ProfileViewController is built, or list the ones that may stay nil in except:.
/// ```
@discardableResult
func assertAllInjected(
  _ object: Any,
  except: [any PropertyName] = [],
  recursive: Bool = false,
  counting: CountedOptionals = .dependencies,
  scope: GraphScope = .appModules,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let check = InjectionCheck(of: object, except: except, recursive: recursive, counting: counting, scope: scope)
  let report = check.report
  if report.passed { return true }
  var failure = InjectionMessage.make(report, recursive: recursive)
  if recursive, !report.missing.isEmpty {
    // NB: drawn from the walk the message came from, so the picture marks exactly the holes the message lists;
    // a diagram draws a few hundred objects at most, so only the first holes, nearest the root, are marked.
    let graph = check.graph
    let drawn = check.listed.prefix(DiagramMarks.maximumNodes)
    var marks = DiagramMarks()
    marks.missing = Set(drawn)
    marks.nodes = graph.withPathsFromRoot(drawn.map { graph.nilOptionals[$0].owner })
    failure.attachments = WiringDiagram(graph, marks: marks).attachments(named: "\(report.rootType)-injection")
  }
  failure.report(userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

/// Checks the optional dependencies of `object` and the `except:` list, and returns what it found: the query form of
/// ``assertAllInjected(_:except:recursive:counting:scope:message:fileID:filePath:line:column:)``.
///
/// - Parameters:
///   - object: The object whose dependencies to check.
///   - except: Properties that may stay nil, as names or paths from the root.
///   - recursive: Whether to check the whole graph below `object`.
///   - counting: Which optionals below the root count as dependencies; see ``CountedOptionals``.
///   - scope: Which modules' types a recursive walk enters.
/// - Returns: The missing dependencies, in declaration order, breadth first, and the stale `except:` entries.
///
/// ```swift
/// #expect(checkInjections(in: profile).missing.map(\.path) == [])
/// ```
func checkInjections(
  in object: Any,
  except: [any PropertyName] = [],
  recursive: Bool = false,
  counting: CountedOptionals = .dependencies,
  scope: GraphScope = .appModules
) -> InjectionReport {
  InjectionCheck(of: object, except: except, recursive: recursive, counting: counting, scope: scope).report
}

// MARK: - Injection/CountedOptionals.swift

/// Which nil optionals below the root of a recursive injection check count as missing dependencies.
///
/// The rule, in one sentence: every optional of the root counts; below the root, an optional counts when its
/// declared type is a class, a protocol or a function, and a value-typed optional (`String?`, `[Order]?`) is
/// state that stays nil until loaded, passed over unless you count ``all``.
///
/// ```swift
/// assertAllInjected(scene, recursive: true)                    // dependencies below the root
/// assertAllInjected(scene, recursive: true, counting: .all)    // every optional in the graph
/// ```
enum CountedOptionals: Sendable, Hashable {
  /// Below the root, only optionals of class, protocol (`any Error` aside) or function type. The default.
  case dependencies
  /// Every optional in the graph, value types included.
  case all

  /// Whether a nil optional of `optionalType`, below the root, is a missing dependency.
  func counts(_ optionalType: Any.Type) -> Bool {
    guard self == .dependencies else { return true }
    let wrapped = TypeKind.innermostWrapped(optionalType)
    switch TypeKind.of(wrapped) {
    case .class, .function: return true
    case .existential: return wrapped != (any Error).self
    default: return false
    }
  }

  /// The rule as failure messages state it.
  func rule(root: String) -> String {
    switch self {
    case .dependencies:
      "every optional of \(root); below it, optionals of class, protocol or function type"
    case .all:
      "every optional in the graph"
    }
  }
}

// MARK: - Injection/InjectionCheck.swift

/// The optional dependencies of a graph left nil, read from the graph's one walk: the check behind
/// ``checkInjections(in:except:recursive:counting:scope:)`` and the failure of ``assertAllInjected``.
///
/// Each object is walked once, so cycles end and every missing property is reported once, under the path the walk
/// first reached its owner by. Paths are built only for the properties that are reported.
fileprivate struct InjectionCheck {
  let report: InjectionReport
  /// The walk, kept for the failure's diagram.
  let graph: ObjectGraph
  /// The nil optionals the report lists, as indices into the graph's `nilOptionals`.
  let listed: [Int]

  /// The most missing dependencies listed with their paths.
  static let maximumListed = 1_000
  /// The most optionals passed over as state that a message shows.
  private static let examplesKept = 3

  /// Checks `object`'s optionals; with `rootIsANode`, the root is one node of a larger graph (a container's service),
  /// whose value-typed optionals are state as below any root.
  init(
    of object: Any, except: [any PropertyName], recursive: Bool, counting: CountedOptionals, scope: GraphScope,
    rootIsANode: Bool = false
  ) {
    let graph = ObjectGraph(from: object, scope: scope, extent: recursive ? .everyReference : .rootOnly)
    let exceptions = ExceptionList(except, root: object)
    var listed: [Int] = []
    var missingCount = 0
    var passedOverCount = 0
    var stateExamples: [MissingInjection] = []
    for (index, hole) in graph.nilOptionals.enumerated() {
      let isRootProperty = hole.owner == 0 && hole.isOwn
      // NB: a library's own optionals are not the app's to set; the app's references to a library's objects are.
      guard recursive || isRootProperty, hole.isJudged else { continue }
      // NB: a path costs its depth; building one per hole of a long chain would cost the square of its length.
      if !isRootProperty || rootIsANode, !counting.counts(hole.optionalType) {
        passedOverCount += 1
        if stateExamples.count < Self.examplesKept { stateExamples.append(Self.missing(hole, in: graph)) }
        continue
      }
      guard !exceptions.exempts(hole, in: graph) else { continue }
      missingCount += 1
      if listed.count < Self.maximumListed { listed.append(index) }
    }
    let unreadable = graph.unreadableWrappers.filter {
      (recursive || $0.owner == 0) && $0.isJudged && !exceptions.exempts($0, in: graph)
    }
    self.graph = graph
    self.listed = listed
    report = InjectionReport(
      rootType: TypeName.ofValue(object),
      missing: listed.map { Self.missing(graph.nilOptionals[$0], in: graph) },
      missingCount: missingCount,
      unreadable: unreadable.map { Self.missing($0, in: graph) },
      staleExceptions: exceptions.stale,
      truncatedAt: graph.isTruncated ? scope.maximumValueCount : nil,
      counting: counting,
      passedOverAsState: passedOverCount,
      stateExamples: stateExamples,
      // NB: read only for a failure's message, never on the passing path.
      modules: recursive && missingCount > 0 ? graph.modules : JudgedModules()
    )
  }

  private static func missing(_ hole: ObjectGraph.NilOptional, in graph: ObjectGraph) -> MissingInjection {
    MissingInjection(
      path: graph.path(to: hole.owner, then: hole.label), declaredType: hole.declaredType.name, isWeak: hole.isWeak)
  }
}

extension ExceptionList {
  /// Whether an entry excepts the nil optional, which is a property of a graph's object or of a value inside one.
  fileprivate func exempts(_ hole: ObjectGraph.NilOptional, in graph: ObjectGraph) -> Bool {
    exempts(hole.name, of: hole.isOwn ? graph.objects[hole.owner] : nil) {
      graph.path(to: hole.owner, then: hole.label)
    }
  }
}

// MARK: - Injection/InjectionMessage.swift

/// The failure message of an incomplete ``InjectionReport``.
fileprivate enum InjectionMessage {
  static func make(_ report: InjectionReport, recursive: Bool) -> FailureMessage {
    let root = report.rootType
    var message: FailureMessage
    var hints: [String] = []
    if !report.missing.isEmpty {
      let count = report.missingCount == 1 ? "1 is nil" : "\(Shortening.grouped(report.missingCount)) are nil"
      let scope = recursive ? "in the graph of \(root)" : "of \(root)"
      message = FailureMessage(headline: "Expected every optional dependency \(scope) to be injected, but \(count)")
      var listed = lines(report.missing)
      if report.missingCount > report.missing.count {
        // NB: only the first were listed, so the list shows its start and counts the rest.
        listed = Array(listed.prefix(20)) + ["    … and \(Shortening.grouped(report.missingCount - 20)) more"]
      }
      message.sections.append("  Missing:\n" + listed.joined(separator: "\n"))
      hints.append("Inject each one where \(root) is built, or list the ones that may stay nil in except:.")
      if recursive { message.sections.append(rule(of: report)) }
      if let modules = report.modules.section { message.sections.append(modules) }
      if report.passedOverAsState > 0 {
        hints.append("Pass counting: .all to count value-typed optionals below the root as dependencies too.")
      }
    } else if !report.unreadable.isEmpty {
      let count = report.unreadable.count == 1 ? "1 property wrapper" : "\(report.unreadable.count) property wrappers"
      message = FailureMessage(
        headline: "Expected every optional dependency of \(root) to be checked, but Wired cannot see inside \(count)")
    } else if !report.staleExceptions.isEmpty {
      message = FailureMessage(headline: "Expected every except: entry to name a stored property of \(root)")
    } else {
      message = FailureMessage(headline: "Expected every optional dependency in the graph of \(root) to be injected")
    }
    if !report.unreadable.isEmpty {
      message.sections.append("  Cannot see inside:\n" + lines(report.unreadable).joined(separator: "\n"))
      hints.append(
        "Wired finds a wrapper's value in wrappedValue, or a value of its generic type inside its storage; this one "
          + "keeps it elsewhere. Check it with assertWired, or list it in except: once checked.")
    }
    hints += [message.addStaleExceptions(report.staleExceptions), message.addTruncation(at: report.truncatedAt)]
      .compactMap { $0 }
    message.hint = hints.joined(separator: "\n")
    return message
  }

  /// One line per property, long paths and long lists shortened in the middle.
  private static func lines(_ properties: [MissingInjection]) -> [String] {
    Shortening.list(
      properties.map { property in
        "    \(Shortening.path(property.path)): \(property.declaredType)\(property.isWeak ? " (weak)" : "")"
      })
  }

  /// What the walk counted as a dependency, and what it passed over as state.
  private static func rule(of report: InjectionReport) -> String {
    let text = "  Counted: \(report.counting.rule(root: report.rootType))"
    guard report.passedOverAsState > 0 else { return text }
    let count = report.passedOverAsState
    let examples = report.stateExamples.map { "\(Shortening.path($0.path)): \($0.declaredType)" }
    let more = count > examples.count ? ", …" : ""
    let optionals = count == 1 ? "optional" : "optionals"
    let listed = examples.joined(separator: ", ") + more
    return text
      + "\n  Passed over as state: \(Shortening.grouped(count)) nil value-typed \(optionals) below the root (\(listed))"
  }
}

// MARK: - Injection/InjectionReport.swift

/// The result of checking that an object's optional dependencies were injected.
///
/// ``assertAllInjected(_:except:recursive:counting:scope:message:fileID:filePath:line:column:)`` reports it as a failure;
/// use ``checkInjections(in:except:recursive:counting:scope:)`` to inspect it yourself.
struct InjectionReport: Sendable, Hashable {
  /// The type of the object that was checked.
  let rootType: String
  /// The optional dependencies that are `nil` and not excepted, in declaration order, breadth first: all of them,
  /// or the first 1,000 when there are more (see ``missingCount``).
  let missing: [MissingInjection]
  /// How many optional dependencies are `nil` and not excepted, listed in ``missing`` or not.
  let missingCount: Int
  /// Wrappers of optionals whose value Wired cannot find, so cannot check: never passed over in silence.
  let unreadable: [MissingInjection]
  /// The `except:` entries that name no stored property.
  let staleExceptions: [StaleException]
  /// Set when a recursive walk stopped at the scope's ``GraphScope/maximumValueCount``.
  let truncatedAt: Int?
  /// Which optionals below the root counted as dependencies.
  let counting: CountedOptionals
  /// How many nil value-typed optionals below the root were passed over as state; see ``CountedOptionals``.
  let passedOverAsState: Int
  /// The first few of the optionals passed over as state, for messages.
  let stateExamples: [MissingInjection]
  /// The modules whose objects the walk judged, and those it walked through.
  fileprivate let modules: JudgedModules

  /// Whether the check passed: everything is injected and every `except:` entry names a real property.
  var passed: Bool {
    missing.isEmpty && unreadable.isEmpty && staleExceptions.isEmpty && truncatedAt == nil
  }

}

// MARK: - Injection/MissingInjection.swift

/// An optional dependency that was never injected: a stored optional property whose value is `nil`.
struct MissingInjection: Sendable, Hashable, CustomStringConvertible {
  /// The shortest path from the root to the property, such as `"interactor.presenter.view"`.
  let path: String
  /// The property's declared type as written in Swift, such as `"ScenePresentationLogic?"`.
  ///
  /// An implicitly unwrapped `T!` shows as `T?`: Swift records both as `Optional<T>` in the metadata that
  /// reflection reads, so no reflection can tell them apart.
  let declaredType: String
  /// Whether the property is a `weak` reference, which may also have been released.
  let isWeak: Bool

  /// Creates a record of a missing dependency.
  ///
  /// - Parameters:
  ///   - path: The path from the root to the property.
  ///   - declaredType: The property's declared type.
  ///   - isWeak: Whether the property is a `weak` reference.
  init(path: String, declaredType: String, isWeak: Bool = false) {
    self.path = path
    self.declaredType = declaredType
    self.isWeak = isWeak
  }

  fileprivate init(path: String, _ property: StoredProperty) {
    self.init(path: path, declaredType: property.declaredTypeName, isWeak: property.isWeak)
  }

  /// `path: Type`, with `(weak)` after a weak reference.
  var description: String {
    "\(path): \(declaredType)\(isWeak ? " (weak)" : "")"
  }
}

/// An `except:` entry that names no stored property: a typo, or a property since removed.
struct StaleException: Sendable, Hashable, CustomStringConvertible {
  /// The entry as it was given.
  let name: String
  /// The closest stored property name, when one is close enough to be what was meant.
  let suggestion: String?

  /// Creates a record of a stale entry.
  ///
  /// - Parameters:
  ///   - name: The entry as it was given.
  ///   - suggestion: The stored property it probably meant.
  init(name: String, suggestion: String?) {
    self.name = name
    self.suggestion = suggestion
  }

  /// `"name"`, with the suggestion after it when there is one.
  var description: String {
    "\"\(name)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
  }
}

// MARK: - Internal/Formatting/DidYouMean.swift

/// Suggests the candidate closest to a name that was not found, when one is close enough to be a typo.
fileprivate enum DidYouMean {
  /// The closest candidate within a third of the name's length in edits (at least one), ignoring case.
  static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
    let budget = max(1, name.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let distance = editDistance(name.lowercased(), candidate.lowercased())
      if distance <= budget, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The optimal string alignment distance between two strings, in characters: insertions, deletions,
  /// substitutions, and transpositions of two neighbouring characters (`veiw` for `view`, the commonest typo), each
  /// one edit.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}

// MARK: - Internal/Formatting/FailureMessage.swift

/// The one shape of every Wired failure: a headline, an indented detail block, then a hint.
///
/// ```text
/// <message> - Expected "interactor.presenter.view" to be the given SceneViewController (0x6000…)
///
///   Found: nil — ScenePresenter.view is a weak reference that was never set or was released
///   Path:  SceneViewController › interactor: SceneAInteractor › presenter: ScenePresenter › view
///
/// Set presenter.view where the scene is built.
/// ```
fileprivate struct FailureMessage {
  /// The failed claim, on one line.
  var headline: String
  /// Labelled lines (`Found:`, `Path:`…), aligned on their values.
  var details: [(label: String, value: String)] = []
  /// Free lines after the labelled ones, already indented by the caller where needed.
  var sections: [String] = []
  /// What to do next.
  var hint: String?
  /// Text to attach to the failure, such as a diagram of the objects involved.
  var attachments: [TestAttachment] = []

  /// The message, with the user's own message first when there is one.
  func rendered(userMessage: String) -> String {
    var text = userMessage.isEmpty ? headline : "\(userMessage) - \(headline)"
    if !details.isEmpty {
      let width = details.map(\.label.count).max() ?? 0
      let lines = details.map { detail in
        let label = "\(detail.label):".padding(toLength: width + 1)
        return "  \(label) \(detail.value.indentingContinuationLines(by: width + 4))"
      }
      text += "\n\n" + lines.joined(separator: "\n")
    }
    for section in sections {
      text += "\n\n" + section
    }
    if let hint {
      text += "\n\n" + hint
    }
    return text
  }

  /// Reports this message through the current reporter at `site`, evaluating the user's message only now.
  func report(userMessage: () -> String, at site: SourceSite) {
    dispatchFailure(rendered(userMessage: userMessage()), at: site, attachments: attachments)
  }
}

// MARK: -

fileprivate extension String {
  /// The string padded with spaces on the right to `length` characters.
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }

  /// Indents every line after the first, so a multi-line value stays in its column.
  func indentingContinuationLines(by width: Int) -> String {
    guard contains("\n") else { return self }
    let indent = String(repeating: " ", count: width)
    return split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
  }
}

// MARK: - Internal/Formatting/GraphWalkMessage.swift

/// The parts of a failure that every check walking a graph from a root shares: its stale `except:` entries, and a
/// walk cut short by the scope's limit.
fileprivate extension FailureMessage {
  /// Adds the stale entries, when there are some, and returns the hint that goes with them.
  mutating func addStaleExceptions(_ stale: [StaleException]) -> String? {
    guard !stale.isEmpty else { return nil }
    sections.append(
      "  Stale except: entries (no such stored property):\n"
        + Shortening.list(stale.map { "    \($0)" }).joined(separator: "\n"))
    return "Correct or remove the stale entries: an entry that names nothing hides nothing, and may hide a typo."
  }

  /// Says where the walk stopped, when it did, and returns the hint that goes with it.
  mutating func addTruncation(at limit: Int?) -> String? {
    guard let limit else { return nil }
    sections.append(
      "  Stopped after visiting \(Shortening.grouped(limit)) values: the graph is larger than the scope allows.")
    return "Narrow the walk with scope: (.only([\"MyModule\"]), .excluding([…])) or raise maximumValueCount."
  }
}

// MARK: - Internal/Formatting/Shortening.swift

/// Keeps every message readable and bounded: long paths, lists, lines and whole messages are shortened in
/// the middle, with a count of what was left out.
fileprivate enum Shortening {
  /// The most characters a reported message has.
  static let maximumMessageLength = 20_000
  /// The most characters one line of a message has.
  static let maximumLineLength = 2_000

  /// A path of more than 12 segments as its first 6 and last 4, with the number left out between them.
  static func path(_ path: String) -> String {
    let segments = path.split(separator: ".", omittingEmptySubsequences: false)
    guard segments.count > 12 else { return path }
    let head = segments.prefix(6).joined(separator: ".")
    let tail = segments.suffix(4).joined(separator: ".")
    return "\(head) … \(grouped(segments.count - 10)) more segments … \(tail)"
  }

  /// More than 25 lines as the first 20 and the last 5, with the number left out between them.
  static func list(_ lines: [String], indent: String = "    ") -> [String] {
    guard lines.count > 25 else { return lines }
    return lines.prefix(20) + ["\(indent)… \(grouped(lines.count - 25)) more …"] + lines.suffix(5)
  }

  /// The message with each overlong line, then the whole, cut in the middle.
  static func message(_ text: String) -> String {
    guard text.utf8.count > maximumLineLength else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.count > maximumLineLength ? middleCut(String(line), keeping: maximumLineLength) : String(line)
    }
    return middleCut(lines.joined(separator: "\n"), keeping: maximumMessageLength)
  }

  /// `text` cut to about `keeping` characters, three quarters from its start and the rest from its end.
  private static func middleCut(_ text: String, keeping limit: Int) -> String {
    let count = text.count
    guard count > limit else { return text }
    let head = limit * 3 / 4
    let tail = limit - head
    return "\(text.prefix(head)) … \(grouped(count - limit)) characters left out … \(text.suffix(tail))"
  }

  /// `99,990`: a count with its thousands grouped, whatever the locale.
  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}

// MARK: - Internal/Formatting/SourceExpression.swift

import Foundation

/// The source text of an argument at a call site, read from the caller's file on the failure path only, so
/// that a message can say `viewModel.state` rather than "the value". `nil` when the file cannot be read or
/// the call is not written in a shape it recognizes.
fileprivate enum SourceExpression {
  /// The first argument of the call to `function` at `site`: `viewModel.state` in
  /// `assertEventually(viewModel.state, equals: .loaded)`.
  static func firstArgument(of function: String, at site: SourceSite) -> String? {
    guard let text = callText(of: function, at: site), text.first == "(" else { return nil }
    return balanced(text.dropFirst(), until: [",", ")"])
  }

  /// The body of the trailing closure of the call to `function` at `site`: `model.isReady` in
  /// `assertEventually(timeout: 2) { model.isReady }`.
  static func trailingClosure(of function: String, at site: SourceSite) -> String? {
    guard var text = callText(of: function, at: site) else { return nil }
    if text.first == "(" {
      guard balanced(text.dropFirst(), until: [")"]) != nil, let close = closingIndex(of: text) else { return nil }
      text = text[text.index(after: close)...]
    }
    text = text.drop { $0 == " " }
    guard text.first == "{" else { return nil }
    return balanced(text.dropFirst(), until: ["}"])
  }

  /// The source from just after `function`'s name at the call site, several lines of it.
  private static func callText(of function: String, at site: SourceSite) -> Substring? {
    guard let source = try? String(contentsOfFile: "\(site.filePath)", encoding: .utf8) else { return nil }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let index = Int(site.line) - 1
    guard lines.indices.contains(index) else { return nil }
    let text = lines[index...].prefix(20).joined(separator: "\n")
    // NB: the column is that of the call's parenthesis or of its name, depending on how it is written.
    let column = text.index(text.startIndex, offsetBy: min(Int(site.column) + function.count, text.count))
    guard let name = text[..<column].range(of: function, options: .backwards) else { return nil }
    return text[name.upperBound...]
  }

  /// The text up to the first of `terminators` outside brackets and string literals, trimmed and on one line.
  private static func balanced(_ text: Substring, until terminators: Set<Character>) -> String? {
    var depth = 0
    var inString = false
    for index in text.indices {
      let character = text[index]
      if character == "\"" { inString.toggle() }
      if inString { continue }
      if depth == 0, terminators.contains(character) {
        let expression = text[..<index].split(whereSeparator: \.isNewline)
          .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return expression.isEmpty ? nil : expression
      }
      switch character {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      default: break
      }
    }
    return nil
  }

  /// The index of the parenthesis that closes the one `text` starts with.
  private static func closingIndex(of text: Substring) -> Substring.Index? {
    var depth = 0
    var inString = false
    for index in text.indices {
      switch text[index] {
      case "\"": inString.toggle()
      case "(" where !inString: depth += 1
      case ")" where !inString:
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }
}

// MARK: - Internal/Formatting/TextDiff.swift

/// A line diff of two descriptions, for values too long to compare by eye.
fileprivate enum TextDiff {
  /// Whether two descriptions are long enough to deserve a diff.
  static func isWorthShowing(_ expected: String, _ found: String) -> Bool {
    expected.contains("\n") || found.contains("\n") || max(expected.count, found.count) > 60
  }

  /// Lines of `expected` and `found`, prefixed `-` (only expected), `+` (only found) or a space (both).
  ///
  /// A long single-line description is broken after each `, ` so that the differing part stands out.
  static func lines(expected: String, found: String) -> [String] {
    let old = split(expected)
    let new = split(found)
    // NB: a longest-common-subsequence table; descriptions are short, so quadratic is fine.
    var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append("  \(old[i])")
        i += 1
        j += 1
      } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
        result.append("- \(old[i])")
        i += 1
      } else {
        result.append("+ \(new[j])")
        j += 1
      }
    }
    return result
  }

  private static func split(_ text: String) -> [String] {
    if text.contains("\n") {
      return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    var parts: [String] = []
    var rest = Substring(text)
    while let range = rest.range(of: ", ") {
      parts.append(String(rest[..<range.upperBound].dropLast()))
      rest = rest[range.upperBound...]
    }
    parts.append(String(rest))
    return parts
  }
}

// MARK: - Internal/Graph/CycleFinder.swift

/// Finds the elementary cycles of an ``ObjectGraph`` along the edges a check counts: each once, as the edges that
/// make it, starting from its node nearest the root. Iterative, so a deep graph cannot overflow the stack.
fileprivate enum CycleFinder {
  /// The cycles found, and whether the search stopped at its limits before finding them all.
  struct Result {
    let cycles: [[Int]]
    let isComplete: Bool
  }

  /// At most `limit` cycles, after at most `budget` steps of search, each through at least one object the check judges:
  /// a cycle wholly inside a library is the library's design, not the app's bug.
  static func cycles(
    in graph: ObjectGraph,
    limit: Int = 20,
    budget: Int = 1_000_000,
    counting counts: (ObjectGraph.Edge) -> Bool
  ) -> Result {
    let judged = graph.nodes.map(\.isJudged)
    let usable = graph.outgoing.map { $0.filter { counts(graph.edges[$0]) } }
    var cycles: [[Int]] = []
    var steps = 0
    for component in stronglyConnectedComponents(graph.nodes.count, usable, graph.edges) {
      let members = Set(component)
      let hasLoop = component.count == 1 && usable[component[0]].contains { graph.edges[$0].to == component[0] }
      guard component.count > 1 || hasLoop, component.contains(where: { judged[$0] }) else { continue }
      // NB: a cycle is reported from its smallest node, and a search from a node visits only larger ones, so each
      // elementary cycle is found exactly once.
      for start in component.sorted() {
        var path: [Int] = []
        var onPath: Set<Int> = [start]
        var stack: [(node: Int, next: Int)] = [(start, 0)]
        while var top = stack.popLast() {
          steps += 1
          guard steps <= budget, cycles.count < limit else {
            return Result(cycles: nearestRootFirst(cycles, graph), isComplete: false)
          }
          let edgesOut = usable[top.node]
          guard top.next < edgesOut.count else {
            onPath.remove(top.node)
            if !path.isEmpty { path.removeLast() }
            continue
          }
          let edge = edgesOut[top.next]
          top.next += 1
          stack.append(top)
          let target = graph.edges[edge].to
          if target == start {
            if judged[start] || path.contains(where: { judged[graph.edges[$0].to] }) { cycles.append(path + [edge]) }
          } else if target > start, members.contains(target), !onPath.contains(target) {
            path.append(edge)
            onPath.insert(target)
            stack.append((target, 0))
          }
        }
      }
    }
    return Result(cycles: nearestRootFirst(cycles, graph), isComplete: true)
  }

  /// The cycles by their first node, nearest the root first; components come from Tarjan's search deepest first.
  private static func nearestRootFirst(_ cycles: [[Int]], _ graph: ObjectGraph) -> [[Int]] {
    cycles.enumerated().sorted { lhs, rhs in
      let (left, right) = (graph.edges[lhs.element[0]].from, graph.edges[rhs.element[0]].from)
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// Tarjan's strongly connected components, without recursion.
  private static func stronglyConnectedComponents(
    _ count: Int, _ usable: [[Int]], _ edges: [ObjectGraph.Edge]
  ) -> [[Int]] {
    var index = [Int](repeating: -1, count: count)
    var lowLink = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var components: [[Int]] = []
    var counter = 0
    for root in 0..<count where index[root] == -1 {
      var work: [(node: Int, next: Int)] = [(root, 0)]
      index[root] = counter
      lowLink[root] = counter
      counter += 1
      stack.append(root)
      onStack[root] = true
      while var top = work.popLast() {
        if top.next < usable[top.node].count {
          let target = edges[usable[top.node][top.next]].to
          top.next += 1
          work.append(top)
          if index[target] == -1 {
            index[target] = counter
            lowLink[target] = counter
            counter += 1
            stack.append(target)
            onStack[target] = true
            work.append((target, 0))
          } else if onStack[target] {
            lowLink[top.node] = min(lowLink[top.node], index[target])
          }
          continue
        }
        if let parent = work.last {
          lowLink[parent.node] = min(lowLink[parent.node], lowLink[top.node])
        }
        guard lowLink[top.node] == index[top.node] else { continue }
        var component: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          component.append(member)
          if member == top.node { break }
        }
        components.append(component)
      }
    }
    return components
  }
}

// MARK: - Internal/Graph/ExceptionList.swift

import Foundation

/// The `except:` entries of an injection or retain-cycle check, resolved against the object they are about.
///
/// An entry is a path from the root (`"analytics"`, `"router.analytics"`). It exempts the property it
/// names on the object it reaches, whichever path the walk later finds that object by.
fileprivate struct ExceptionList {
  private var paths: Set<String> = []
  /// The property names the entries end with.
  private var names: Set<String> = []
  private var properties: Set<OwnedProperty> = []
  private(set) var stale: [StaleException] = []

  private struct OwnedProperty: Hashable {
    let owner: ObjectIdentifier
    let name: String
  }

  init(_ entries: [any PropertyName], root: Any) {
    for entry in entries.map(\.propertyName) {
      resolve(entry, root: root)
    }
  }

  /// Whether the property `name` of `owner`, reached by `path`, is excepted.
  ///
  /// The path is asked for only when an entry ends with `name`: building one per property would make a walk of a
  /// long chain quadratic.
  func exempts(_ name: String, of owner: AnyObject?, path: () -> String) -> Bool {
    guard names.contains(name) else { return false }
    if let object = owner,
      properties.contains(OwnedProperty(owner: ObjectIdentifier(object), name: name))
    {
      return true
    }
    return paths.contains(path())
  }

  private mutating func resolve(_ entry: String, root: Any) {
    guard case .success(let segments) = WiringPath(entry).segments, case .property(let name)? = segments.last
    else {
      stale.append(StaleException(name: entry, suggestion: nil))
      return
    }
    paths.insert(entry)
    names.insert(name)
    let owner: Any
    if segments.count == 1 {
      owner = root
    } else {
      let parentPath = WiringPath(String(entry.dropLast(name.count + 1)))
      switch PathWalker.follow(parentPath, from: root) {
      case .reached(let value):
        owner = value
      case .broke(.noSuchProperty(let missing, let parent)):
        let names = PropertyLookup.properties(of: parent).map(\.name)
        stale.append(StaleException(name: entry, suggestion: suggestion(replacing: missing, in: entry, among: names)))
        return
      case .broke:
        // NB: the path stops at a nil (itself reported as missing) or similar: nothing to check it against.
        return
      }
    }
    guard let unwrapped = Unwrapped.value(owner) else { return }
    guard
      let property = FieldReader.property(named: name, in: unwrapped)
        ?? PropertyLookup.property(named: name, in: Mirror(reflecting: unwrapped))
    else {
      let names = PropertyLookup.properties(of: unwrapped).map(\.name)
      stale.append(StaleException(name: entry, suggestion: suggestion(replacing: name, in: entry, among: names)))
      return
    }
    // NB: `_child` and `child` name the same property; the walks know it by the name it was declared with.
    names.insert(property.name)
    paths.insert(
      entry.split(separator: ".").map { $0.hasPrefix("_") ? String($0.dropFirst()) : String($0) }
        .joined(separator: "."))
    if let object = ValueDescription.asObject(unwrapped) {
      properties.insert(OwnedProperty(owner: ObjectIdentifier(object), name: property.name))
    }
  }

  /// The entry with its misspelled segment replaced by the closest property name, when one is close.
  private func suggestion(replacing name: String, in entry: String, among names: [String]) -> String? {
    guard let closest = DidYouMean.suggestion(for: name, among: names),
      let range = entry.range(of: name, options: .backwards)
    else { return nil }
    return entry.replacingCharacters(in: range, with: closest)
  }
}

// MARK: - Internal/Graph/JudgedModules.swift

/// The modules whose objects a graph check met: those it judged, and those it walked through without judging.
fileprivate struct JudgedModules: Sendable, Hashable {
  /// The app's modules met, sorted.
  var judged: [String] = []
  /// The other modules met, but the system's, sorted: the libraries, and what the scope left out.
  var notJudged: [String] = []

  /// Adds the modules another walk met.
  mutating func formUnion(_ other: JudgedModules) {
    let judged = Set(judged).union(other.judged)
    self.judged = judged.sorted()
    notJudged = Set(notJudged).union(other.notJudged).subtracting(judged).sorted()
  }

  /// The most module names a message lists in each group.
  private static let listed = 6

  /// What a failure says of them, when the check left some unjudged: which it judged, which it did not, and how to
  /// judge one; `nil` when it judged every module it met.
  var section: String? {
    guard let first = notJudged.first else { return nil }
    func names(_ modules: [String]) -> String {
      let shown = modules.prefix(Self.listed).joined(separator: ", ")
      return modules.count > Self.listed ? "\(shown), … (\(modules.count) in all)" : shown
    }
    let judgedLine = judged.isEmpty ? "none of the modules met" : names(judged)
    return "  Judged: \(judgedLine)\n"
      + "  Walked through, not judged: \(names(notJudged)) (to judge one, pass scope: .appModules.including([\"\(first)\"]))"
  }
}

// MARK: - Internal/Graph/LibraryModules.swift

import Foundation

/// The modules of the packages the app depends on, found in the build the tests run from: library code, which the
/// graph checks walk through to reach the app's objects but do not judge.
///
/// SwiftPM and Xcode both keep a `workspace-state.json` beside the checkouts of the packages a build resolved: in the
/// build folder (`.build/`, or the `--scratch-path`) and in Xcode's `DerivedData/…/SourcePackages/`. The test binary
/// runs from inside that build folder, so its path leads to the file. A package checked out from a repository or a
/// registry is a library; a local one (`.package(path:)`, or one being edited) is the app's own code.
///
/// NB: read once per process. Where no such file is found (a build system that keeps none), no module is taken for a
/// library: a check then judges too much, never too little.
fileprivate struct LibraryModules: Sendable {
  /// The modules, by the name their types carry.
  let modules: Set<String>
  /// The packages they come from, by identity: `grdb.swift`, `swift-nio`.
  let packages: [String]

  /// What the build this process runs from resolved.
  static let ofThisBuild = LibraryModules(searchingFrom: candidatePaths())

  init(modules: Set<String>, packages: [String]) {
    self.modules = modules
    self.packages = packages
  }

  /// The libraries of the first build folder found at or above one of `paths`.
  init(searchingFrom paths: [String]) {
    for path in paths {
      var directory = URL(fileURLWithPath: path).standardizedFileURL
      while directory.path != "/", !directory.path.isEmpty {
        for folder in [directory, directory.appendingPathComponent("SourcePackages")] {
          if let found = Self(buildFolder: folder) {
            self = found
            return
          }
        }
        directory.deleteLastPathComponent()
      }
    }
    self.init(modules: [], packages: [])
  }

  /// The libraries a build folder's `workspace-state.json` lists, or `nil` when the folder has none.
  init?(buildFolder: URL) {
    let state = buildFolder.appendingPathComponent("workspace-state.json")
    guard let data = try? Data(contentsOf: state),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let object = json["object"] as? [String: Any],
      let dependencies = object["dependencies"] as? [[String: Any]]
    else { return nil }
    var modules: Set<String> = []
    var packages: [String] = []
    for dependency in dependencies {
      let reference = dependency["packageRef"] as? [String: Any]
      let kind = reference?["kind"] as? String ?? ""
      let stateName = (dependency["state"] as? [String: Any])?["name"] as? String ?? ""
      // NB: a local package and one being edited are the app's own code, whatever it depends on.
      guard kind.hasPrefix("remote") || kind == "registry", stateName != "edited",
        let subpath = dependency["subpath"] as? String
      else { continue }
      let root =
        kind == "registry"
        ? buildFolder.appendingPathComponent("registry/downloads").appendingPathComponent(subpath)
        : buildFolder.appendingPathComponent("checkouts").appendingPathComponent(subpath)
      packages.append(reference?["identity"] as? String ?? subpath)
      modules.formUnion(Self.moduleNames(ofPackageAt: root))
    }
    self.init(modules: modules, packages: packages.sorted())
  }

  /// The modules a package declares: its manifest's target names, and the folders of its `Sources/`.
  static func moduleNames(ofPackageAt root: URL) -> Set<String> {
    var names: Set<String> = []
    let files = FileManager.default
    if let manifests = try? files.contentsOfDirectory(atPath: root.path) {
      for manifest in manifests where manifest.hasPrefix("Package") && manifest.hasSuffix(".swift") {
        guard let text = try? String(contentsOf: root.appendingPathComponent(manifest), encoding: .utf8) else {
          continue
        }
        names.formUnion(targetNames(inManifest: text))
      }
    }
    if let folders = try? files.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path) {
      names.formUnion(folders.filter { !$0.hasPrefix(".") })
    }
    return Set(names.map(moduleName(ofTarget:)))
  }

  /// The names a manifest gives its targets: `.target(name: "NIOCore"`, `.executableTarget(name: "App"`.
  static func targetNames(inManifest text: String) -> [String] {
    // NB: `.target(`, `.executableTarget(`, `Target.target(`; a name computed in code is found by its folder instead.
    guard let call = try? NSRegularExpression(pattern: #"[tT]arget\(\s*name:\s*"([^"]+)""#) else { return [] }
    return call.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// The module a target builds: its name with every character that cannot start or continue an identifier
  /// replaced by `_`, as SwiftPM does.
  static func moduleName(ofTarget name: String) -> String {
    var module = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if module.first?.isNumber ?? false { module = "_" + module }
    return module
  }

  /// Where the test binary is: the process's executable and bundles, its arguments, and the working directory's
  /// default build folder.
  private static func candidatePaths() -> [String] {
    var paths = [Bundle.main.bundlePath] + Bundle.allBundles.map(\.bundlePath)
    paths += CommandLine.arguments.filter { $0.hasPrefix("/") }
    paths.append(FileManager.default.currentDirectoryPath + "/.build")
    return paths
  }
}

// MARK: - Internal/Graph/ObjectGraph.swift

/// The objects reachable from a root through stored references, each once, every reference between them with how it
/// holds its target, and every optional property left nil: the one walk that injection, retain-cycle and leak checks
/// and wiring diagrams read, so that they cannot disagree.
///
/// Built breadth first and without recursion. Values between objects (structs, enums, tuples, optionals,
/// collections, dictionaries, sets, wrappers) are looked through, and the reference is named by its path from the
/// owning object: `presenter`, `children[0]`, `state.loaded`.
fileprivate struct ObjectGraph {
  /// Which references the walk follows into the objects they hold.
  enum Extent {
    /// Strong ones: a `weak` or `unowned` reference is recorded, but its target is walked only if something also
    /// holds it strongly. What keeps objects alive, for cycle and leak checks.
    case strongReferences
    /// Every reference: what an object can reach, for injection checks.
    case everyReference
    /// None: the root's own properties, and the values inside them.
    case rootOnly
  }

  /// One object, or the value the walk started from.
  struct Node {
    let type: Any.Type
    let identifier: ObjectIdentifier?
    /// The reference that first reached it: a strong one when there is one, so that the chain of them is the
    /// shortest strong path from the root. `nil` for the root.
    var parentEdge: Int?
    /// Whether its stored properties were walked: not for an object held only weakly, or declared out of scope.
    var isExplored = false
    /// Whether its type is the app's code, which the check judges: not a library's, nor the system's.
    let isJudged: Bool

    /// The object's type as messages name it.
    var typeName: String { TypeName.of(type) }
  }

  /// One stored reference from an object to another.
  struct Edge {
    let from: Int
    let to: Int
    /// The path from the owner to the target: `presenter`, `children[0]`.
    let label: String
    /// The owner's stored property the path starts with: `children`.
    let property: String
    /// That property's declared type: `[Child]`.
    let declaredType: DeclaredType
    let ownership: ReferenceOwnership
    /// The collection it is an element of, as an index into `collections`.
    let collection: Int?
  }

  /// A collection, set or dictionary an object holds, with how many references it holds.
  struct Collection {
    let owner: Int
    /// The path from the owner: `children`, `state.items`.
    let label: String
    let declaredType: DeclaredType
    let count: Int
    /// Whether its order is the same on every run: not for a set, nor for a dictionary whose keys are not strings,
    /// numbers or enum cases.
    let isOrdered: Bool
    /// How many of its elements are objects, to which an edge was recorded.
    fileprivate(set) var references = 0
  }

  /// What an object holds, in declaration order: for renderings that list it.
  enum Entry {
    /// An index into `edges`.
    case reference(Int)
    /// An index into `nilOptionals`.
    case nilOptional(Int)
    /// An index into `collections`, placed before its elements' references.
    case collection(Int)
  }

  /// A stored optional property holding `nil`: a dependency nobody set, or state.
  struct NilOptional {
    /// The object, or the root value, that holds it.
    let owner: Int
    /// The path from the owner: `router`, or `state.loaded` for a property of a value inside it.
    let label: String
    /// The property's declared name: `loaded`.
    let name: String
    let declaredType: DeclaredType
    /// The optional's type, which says whether it counts as a dependency.
    let optionalType: Any.Type
    let isWeak: Bool
    /// Whether the type that declares it is the app's code: a library's own optionals are not the app's to set.
    let isJudged: Bool

    /// Whether it is the owner's own property, not one of a value inside it.
    var isOwn: Bool { label == name }
  }

  private(set) var nodes: [Node] = []
  private(set) var edges: [Edge] = []
  /// The edges leaving each node, by index.
  private(set) var outgoing: [[Int]] = []
  private(set) var nilOptionals: [NilOptional] = []
  private(set) var collections: [Collection] = []
  /// What each node holds, by index, in declaration order.
  private(set) var entries: [[Entry]] = []
  /// Wrappers of optionals whose value the walk cannot find (`_coordinator: Weird<Coordinator?>`), recorded like a
  /// nil optional: a dependency that cannot be checked, which must be said rather than skipped.
  private(set) var unreadableWrappers: [NilOptional] = []
  /// Set when the walk stopped at the scope's `maximumValueCount`.
  private(set) var isTruncated = false
  /// The objects themselves, held strongly until ``releaseObjects()``.
  private(set) var objects: [AnyObject?] = []

  private var indexOfObject: [ObjectIdentifier: Int] = [:]
  /// Whether the walk enters each type, and whether the scope judges it, decided once per type.
  private var typeDecisions: [ObjectIdentifier: (enters: Bool, judges: Bool)] = [:]
  /// What the walk does with values of each type that is not a class, decided once per type.
  private var valueShapes: [ObjectIdentifier: ValueShape] = [:]
  /// The references that are not strong, per declaring type, looked up once per type.
  private var ownershipTables: [ObjectIdentifier: [String: ReferenceOwnership]] = [:]
  /// The values looked into on the way between objects, which count toward the scope's limit with the objects.
  private var valuesVisited = 0
  private let scope: GraphScope
  private let extent: Extent
  /// Whether a library's objects and values are leaves, shown but not entered: for renderings of the app's wiring.
  private let librariesAreLeaves: Bool

  /// Walks the graph from `root`, following the references `extent` follows, into the types that `scope` enters:
  /// through the libraries' objects too, unless `librariesAreLeaves`.
  init(from root: Any, scope: GraphScope, extent: Extent = .strongReferences, librariesAreLeaves: Bool = false) {
    self.scope = scope
    self.extent = extent
    self.librariesAreLeaves = librariesAreLeaves
    guard let root = Unwrapped.value(root) else { return }
    let rootIndex = addNode(for: root)
    var queue = [rootIndex]
    var next = 0
    while next < queue.count, !isTruncated {
      let index = queue[next]
      next += 1
      let value: Any = objects[index] ?? root
      explore(value, at: index) { queue.append($0) }
      if extent == .rootOnly { break }
    }
  }

  /// Lets go of the objects, keeping only what was learned about them.
  mutating func releaseObjects() {
    objects = Array(repeating: nil, count: objects.count)
  }

  /// The dotted path from the root to `node` along the references that first reached each object, followed by
  /// `label` when one is given.
  func path(to node: Int, then label: String? = nil) -> String {
    var segments: [String] = label.map { [$0] } ?? []
    var current = node
    while let edge = nodes[current].parentEdge {
      segments.append(edges[edge].label)
      current = edges[edge].from
    }
    return segments.reversed().reduce(into: "") { text, segment in
      text += text.isEmpty || segment.hasPrefix("[") ? segment : ".\(segment)"
    }
  }

  /// The nodes below the root whose objects `other` also holds: in two builds of one graph, what both share.
  func nodes(alsoIn other: ObjectGraph) -> Set<Int> {
    let others = Set(other.nodes.compactMap(\.identifier))
    return Set(nodes.indices.dropFirst().filter { nodes[$0].identifier.map(others.contains) ?? false })
  }

  /// The nodes, with every node on their paths from the root: the part of the graph that explains them.
  func withPathsFromRoot(_ nodes: some Sequence<Int>) -> Set<Int> {
    var shown: Set<Int> = [0]
    for node in nodes {
      var current = node
      while shown.insert(current).inserted, let parent = self.nodes[current].parentEdge {
        current = edges[parent].from
      }
    }
    return shown
  }

  // MARK: - Building

  private mutating func addNode(for value: Any) -> Int {
    let object = ValueDescription.asObject(value)
    let index = nodes.count
    let type = Swift.type(of: value)
    nodes.append(Node(type: type, identifier: object.map(ObjectIdentifier.init), isJudged: decision(for: type).judges))
    objects.append(object)
    outgoing.append([])
    entries.append([])
    if let object { indexOfObject[ObjectIdentifier(object)] = index }
    return index
  }

  /// One value to look through on the way from an object's stored property to the objects it references.
  private struct Pending {
    let value: Any
    let label: String
    let property: String
    let declaredType: DeclaredType
    /// The declared type of the stored property that holds it, the innermost: `[Child]` for `state.items`.
    let fieldType: DeclaredType
    let ownership: ReferenceOwnership
    /// Whether a nil optional inside it is recorded: not inside a wrapper recorded as unreadable.
    var recordsNil = true
    /// The collection it is an element of.
    var collection: Int?
    /// For a nil optional, its index in `nilOptionals`.
    var hole: Int?
  }

  /// Walks the stored properties of the node's value, down to the objects they reference, and records an edge to
  /// each; calls `discovered` with each object that is to be walked in turn.
  private mutating func explore(_ value: Any, at index: Int, discovered: (Int) -> Void) {
    nodes[index].isExplored = true
    var pending: [Pending] = []
    pending.append(contentsOf: properties(of: value, prefix: nil, owner: index).reversed())
    while let item = pending.popLast() {
      if let hole = item.hole {
        entries[index].append(.nilOptional(hole))
        continue
      }
      guard let present = Unwrapped.value(item.value) else { continue }
      if let object = ValueDescription.asObject(present) {
        reference(object, from: index, item, discovered: discovered)
      } else {
        let inside = elements(of: present, item, owner: index)
        guard !inside.isEmpty else { continue }
        valuesVisited += 1
        pending.append(contentsOf: inside.reversed())
      }
      // NB: counted like the injection walk: the objects, and the values looked into, not every leaf value.
      guard nodes.count + valuesVisited <= scope.maximumValueCount else {
        isTruncated = true
        return
      }
    }
  }

  private mutating func reference(
    _ object: AnyObject, from owner: Int, _ item: Pending, discovered: (Int) -> Void
  ) {
    let known = indexOfObject[ObjectIdentifier(object)]
    let target = known ?? addNode(for: object)
    let edge = edges.count
    edges.append(
      Edge(
        from: owner, to: target, label: item.label, property: item.property, declaredType: item.declaredType,
        ownership: item.ownership, collection: item.collection))
    outgoing[owner].append(edge)
    entries[owner].append(.reference(edge))
    if let collection = item.collection { collections[collection].references += 1 }
    let isFirstStrongReach =
      item.ownership == .strong
      && (known == nil || nodes[target].parentEdge.map { edges[$0].ownership != .strong } ?? false)
    if known == nil || isFirstStrongReach, target != 0 { nodes[target].parentEdge = edge }
    guard item.ownership == .strong || extent == .everyReference, !nodes[target].isExplored,
      enters(type(of: object))
    else { return }
    nodes[target].isExplored = true
    discovered(target)
  }

  /// The stored properties of an object or struct to look through, in declaration order; records the nil optionals
  /// among them. `prefix` is the value they are inside, `nil` for the properties of the `owner` node itself.
  private mutating func properties(of value: Any, prefix: Pending?, owner: Int) -> [Pending] {
    var pending: [Pending] = []
    for property in PropertyLookup.properties(of: value) {
      let stored: Any
      var recordsNil = prefix?.recordsNil ?? true
      switch property.storage {
      case .lazy:
        // NB: lazy storage is never a dependency; an accessed one is walked like any value.
        guard let initialized = Unwrapped.value(property.value) else { continue }
        stored = initialized
      case .wrapper:
        stored = WrapperStorage.wrappedValue(of: property.value) ?? property.value
      case .plain:
        stored = property.value
        if recordsNil, property.isUnreadableWrapper {
          unreadableWrappers.append(
            nilOptional(
              property, stored, name: String(property.label.dropFirst()), prefix: prefix, owner: owner, .strong))
          recordsNil = false
        }
      }
      let ownership = ownership(of: property)
      // NB: unwrapped once here; the walk looks into the unwrapped value, and a nil is only ever an optional's.
      guard let present = Unwrapped.value(stored) else {
        guard recordsNil else { continue }
        let hole = nilOptional(property, stored, name: property.name, prefix: prefix, owner: owner, ownership)
        // NB: listed in the owner's entries when the walk reaches it, in declaration order with the references.
        pending.append(
          Pending(
            value: stored, label: hole.label, property: hole.name, declaredType: hole.declaredType,
            fieldType: hole.declaredType, ownership: ownership, hole: nilOptionals.count))
        nilOptionals.append(hole)
        continue
      }
      let fieldType = property.declaredType(wrapped: property.storage == .wrapper ? stored : nil)
      pending.append(
        Pending(
          value: present,
          label: prefix.map { "\($0.label).\(property.name)" } ?? property.name,
          property: prefix?.property ?? property.name,
          declaredType: prefix?.declaredType ?? fieldType,
          fieldType: fieldType,
          // NB: a weak reference inside a struct held strongly is still weak; a strong one inside a weak path
          // cannot occur, since only objects are held weakly.
          ownership: ownership == .strong ? (prefix?.ownership ?? .strong) : ownership,
          recordsNil: recordsNil,
          collection: prefix?.collection
        ))
    }
    return pending
  }

  /// The record of `property`, whose value (a wrapper's wrapped value) is `stored`.
  private mutating func nilOptional(
    _ property: StoredProperty, _ stored: Any, name: String, prefix: Pending?, owner: Int,
    _ ownership: ReferenceOwnership
  ) -> NilOptional {
    NilOptional(
      owner: owner, label: prefix.map { "\($0.label).\(name)" } ?? name, name: name,
      declaredType: property.declaredType(wrapped: property.storage == .wrapper ? stored : nil),
      optionalType: type(of: stored), isWeak: property.storage == .plain && ownership == .weak,
      isJudged: decision(for: property.declaringType).judges)
  }

  /// The modules of the objects the walk met, but the system's: those it judged, and those it walked through.
  var modules: JudgedModules {
    var judged: Set<String> = []
    var notJudged: Set<String> = []
    var seenTypes: Set<ObjectIdentifier> = []
    for node in nodes where seenTypes.insert(ObjectIdentifier(node.type)).inserted {
      let module = GraphScope.module(of: node.type)
      guard !GraphScope.systemModules.contains(module) else { continue }
      if node.isJudged { judged.insert(module) } else { notJudged.insert(module) }
    }
    return JudgedModules(judged: judged.sorted(), notJudged: notJudged.subtracting(judged).sorted())
  }

  private mutating func addCollection(_ item: Pending, owner: Int, count: Int, isOrdered: Bool) -> Int {
    let index = collections.count
    collections.append(
      Collection(owner: owner, label: item.label, declaredType: item.fieldType, count: count, isOrdered: isOrdered))
    entries[owner].append(.collection(index))
    return index
  }

  private mutating func enters(_ type: Any.Type) -> Bool {
    decision(for: type).enters
  }

  private mutating func decision(for type: Any.Type) -> (enters: Bool, judges: Bool) {
    if let known = typeDecisions[ObjectIdentifier(type)] { return known }
    let module = GraphScope.module(of: type)
    let judges = scope.judges(module: module)
    let decision = (enters: librariesAreLeaves ? judges : scope.enters(module: module), judges: judges)
    typeDecisions[ObjectIdentifier(type)] = decision
    return decision
  }

  /// How the property holds its value, from the table of its declaring type; for a wrapper, from the field inside it
  /// that stores the value.
  private mutating func ownership(of property: StoredProperty) -> ReferenceOwnership {
    if property.storage == .wrapper { return WrapperStorage.ownership(of: property.value) }
    let key = ObjectIdentifier(property.declaringType)
    // NB: most types hold every reference strongly: an empty table answers without hashing the label.
    if let table = ownershipTables[key] { return table.isEmpty ? .strong : table[property.label] ?? .strong }
    let table = ReferenceOwnership.table(for: property.declaringType)
    ownershipTables[key] = table
    return table[property.label] ?? .strong
  }

  /// What the walk does with values of a type that is not a class, decided once per type: whether it looks into them
  /// at all, and whether it needs a `Mirror` to.
  private enum ValueShape {
    /// A leaf: a number, a string, a type the scope does not enter.
    case leaf
    /// A struct of the scope, whose stored properties are read without a `Mirror`.
    case fields
    /// A collection, a dictionary, a set, a tuple or an enum of the scope, looked into through its `Mirror`.
    case mirrored
  }

  private mutating func shape(of value: Any, _ mirror: () -> Mirror) -> ValueShape {
    let type = Swift.type(of: value)
    if let known = valueShapes[ObjectIdentifier(type)] { return known }
    let shape: ValueShape
    switch mirror().displayStyle {
    case .collection?, .set?, .dictionary?:
      // NB: `[Int]`, `Set<String>`: a collection of values the walk would not look into is a leaf too.
      let elements = (type as? any ElementTyped.Type)?.elementTypes ?? []
      shape = !elements.isEmpty && elements.allSatisfy({ isLeaf($0) }) ? .leaf : .mirrored
    case .tuple?: shape = .mirrored
    case .enum?: shape = enters(type) ? .mirrored : .leaf
    case .struct?: shape = !enters(type) ? .leaf : FieldReader.readsFields(of: value) ? .fields : .mirrored
    default: shape = .leaf
    }
    valueShapes[ObjectIdentifier(type)] = shape
    return shape
  }

  /// Whether every value of `type` is a leaf: a struct or an enum, not generic, of a module the walk does not enter
  /// (`Int`, `String`, `Date`).
  private mutating func isLeaf(_ type: Any.Type) -> Bool {
    let kind = TypeKind.of(type)
    guard kind == .struct || kind == .enum, !enters(type) else { return false }
    return !String(reflecting: type).contains("<")
  }

  /// The elements of a value that is not an object, in order: of a collection, a dictionary, a tuple, an enum or a
  /// struct.
  private mutating func elements(of value: Any, _ item: Pending, owner: Int) -> [Pending] {
    var built: Mirror?
    func mirror() -> Mirror {
      if let built { return built }
      let made = Mirror(reflecting: value)
      built = made
      return made
    }
    switch shape(of: value, mirror) {
    case .leaf: return []
    case .fields: return properties(of: value, prefix: item, owner: owner)
    case .mirrored: break
    }
    let mirror = mirror()
    var pending: [Pending] = []
    func element(_ child: Any, _ segment: String, in collection: Int? = item.collection) -> Pending {
      Pending(
        value: child, label: item.label + segment, property: item.property, declaredType: item.declaredType,
        fieldType: item.fieldType, ownership: item.ownership, recordsNil: item.recordsNil, collection: collection)
    }
    switch mirror.displayStyle {
    case .collection?, .set?:
      let collection = addCollection(
        item, owner: owner, count: mirror.children.count, isOrdered: mirror.displayStyle == .collection)
      for (offset, child) in mirror.children.enumerated() {
        pending.append(element(child.value, "[\(offset)]", in: collection))
      }
    case .dictionary?:
      var pairs: [(key: Any, value: Any)] = []
      for entry in mirror.children {
        let pair = Array(Mirror(reflecting: entry.value).children)
        if pair.count == 2 { pairs.append((pair[0].value, pair[1].value)) }
      }
      let isOrdered = pairs.allSatisfy { DictionaryKey.isStable($0.key) }
      let segments = pairs.map { DictionaryKey.segment($0.key) }
      // NB: hash order changes from run to run; keys that print the same on every run give a stable order.
      let order = isOrdered ? segments.indices.sorted { segments[$0] < segments[$1] } : Array(segments.indices)
      let collection = addCollection(item, owner: owner, count: pairs.count, isOrdered: isOrdered)
      for index in order { pending.append(element(pairs[index].value, segments[index], in: collection)) }
    case .tuple?:
      for (offset, child) in mirror.children.enumerated() {
        let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(offset)"
        pending.append(element(child.value, ".\(label)"))
      }
    case .enum?:
      guard enters(type(of: value)), let payload = mirror.children.first else { return [] }
      pending.append(element(payload.value, ".\(payload.label ?? "")"))
    case .struct?:
      guard enters(type(of: value)) else { return [] }
      pending = properties(of: value, prefix: item, owner: owner)
    default:
      break
    }
    return pending
  }
}

// MARK: - Internal/NSLock+Guarded.swift

import Foundation

fileprivate extension NSLock {
  /// Runs `body` while holding the lock.
  // NB: Foundation's own `withLock` is not available on every OS version Wired supports.
  func guarded<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

// MARK: - Internal/ObjectiveCRuntime.swift

#if canImport(ObjectiveC)
  import ObjectiveC
#endif

/// What Apple platforms' Objective-C runtime changes for the graph checks; on Linux, nothing.
///
/// Reasoned from objc4's sources, not run here: autoreleased objects (nib loading, Objective-C getters) stay alive
/// until their pool drains; `String(reflecting:)` gives an Objective-C class no module; and a tagged-pointer object
/// (a small `NSNumber`, `NSString` or `NSDate`) is no allocation, so a weak reference to it is never cleared.
fileprivate enum ObjectiveCRuntime {
  /// Runs `body` in an autorelease pool, so that what it autoreleases is gone when it returns.
  static func drainingAutoreleased<Result>(_ body: () throws -> Result) rethrows -> Result {
    #if canImport(ObjectiveC)
      try autoreleasepool(invoking: body)
    #else
      try body()
    #endif
  }

  /// The module of an Objective-C class, told by the image it is loaded from: ``systemModule`` for the system's
  /// frameworks and libraries, ``appModule`` for the app's and the test bundle's own; `nil` for a Swift type.
  static func module(of type: Any.Type) -> String? {
    #if canImport(ObjectiveC)
      guard let objectiveCClass = type as? AnyClass, let image = class_getImageName(objectiveCClass) else { return nil }
      let path = String(cString: image)
      let isSystem =
        path.hasPrefix("/System/") || path.hasPrefix("/usr/lib/") || path.contains("/RuntimeRoot/")
        || path.contains("/Developer/Library/")
      return isSystem ? systemModule : appModule
    #else
      return nil
    #endif
  }

  /// The module name given to Objective-C classes of the system's images.
  static let systemModule = "__SystemObjectiveC"
  /// The module name given to Objective-C classes of the app's own images.
  static let appModule = "__AppObjectiveC"

  /// Whether `object` is a tagged pointer, which a weak reference never lets go of.
  static func isTaggedPointer(_ object: AnyObject) -> Bool {
    #if canImport(ObjectiveC)
      // NB: objc4's `_OBJC_TAG_MASK`: the low bit on Intel Macs, the high bit everywhere else.
      let bits = UInt(bitPattern: ObjectIdentifier(object))
      #if (os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64)
        return bits & 1 != 0
      #else
        return bits & (1 << 63) != 0
      #endif
    #else
      return false
    #endif
  }
}

// MARK: - Internal/Reflection/DirectRead.swift

/// How to read one stored field straight from an instance's memory: its offset, read as its declared type, without
/// the runtime's lookup of the field's type by its mangled name on every read.
///
/// NB: for a field that holds its declared type inline, and for a `weak` one, which the runtime's native weak load
/// reads; an `unowned` reference, an existential erased to `Any` again (it is boxed) and a noncopyable value are left
/// to the runtime. Only where Swift has no Objective-C interop: see ``all(of:declaringTypes:)``.
fileprivate struct DirectRead: @unchecked Sendable {
  let offset: Int
  let type: Any.Type
  /// Whether the field is a `weak` reference, read as the object it refers to, or a nil optional.
  var isWeak = false

  /// The value at `offset` from `base`.
  func read(_ base: UnsafeRawPointer) -> Any {
    let address = base + offset
    if isWeak {
      // NB: the object, +1, or nil: a nil weak reference reads as a nil optional, which is all a walk asks of it. A
      // weak read is only made where the runtime has the function.
      guard let object = Self.weakLoadStrong?(address) else { return Optional<AnyObject>.none as Any }
      return Unmanaged<AnyObject>.fromOpaque(object).takeRetainedValue()
    }
    func load<Field>(_: Field.Type) -> Any { address.load(as: Field.self) }
    return _openExistential(type, do: load)
  }

  private typealias WeakLoadFunction = @convention(c) (UnsafeRawPointer) -> UnsafeMutableRawPointer?

  private static let weakLoadStrong: WeakLoadFunction? = RuntimeSymbol.address(of: "swift_weakLoadStrong")
    .map { unsafeBitCast($0, to: WeakLoadFunction.self) }

  private typealias OffsetFunction = @convention(c) (UnsafeRawPointer, Int) -> Int

  // NB: a runtime without it reads every field through the runtime, as before.
  private static let childOffset: OffsetFunction? = RuntimeSymbol.address(
    of: "swift_reflectionMirror_recursiveChildOffset"
  )
  .map { unsafeBitCast($0, to: OffsetFunction.self) }

  /// The direct reads of `type`'s fields, superclasses' first, each declared by the type at its index in
  /// `declaringTypes`, or `nil` when its layout cannot be read.
  static func all(of type: Any.Type, declaringTypes: [Any.Type]) -> [DirectRead?]? {
    // NB: not where Objective-C interop lays out classes too (ivars of Objective-C heritage, weak references to
    // Objective-C objects): that runtime reads every field, as this machine cannot test those layouts.
    #if canImport(ObjectiveC)
      return nil
    #else
      return reads(of: type, declaringTypes: declaringTypes)
    #endif
  }

  private static func reads(of type: Any.Type, declaringTypes: [Any.Type]) -> [DirectRead?]? {
    guard let childOffset, TypeKind.of(type) == .class || TypeKind.of(type) == .struct else { return nil }
    let fields = FieldLayout.of(type).fields
    guard fields.count == declaringTypes.count, !fields.isEmpty else { return nil }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    return fields.enumerated().map { index, field in
      let offset = childOffset(metadata, index)
      if field.isStrong {
        // NB: a noncopyable field (a `Mutex`, an `Atomic`) cannot be copied out; the runtime reads it as it can.
        guard TypeKind.of(field.declaredType) != .existential, TypeKind.isCopyable(field.declaredType) else {
          return nil
        }
        return DirectRead(offset: offset, type: field.declaredType)
      }
      guard weakLoadStrong != nil, ReferenceOwnership.table(for: declaringTypes[index])[field.label] == .weak else {
        return nil
      }
      return DirectRead(offset: offset, type: field.declaredType, isWeak: true)
    }
  }
}

// MARK: - Internal/Reflection/ElementTyped.swift

/// A collection whose elements are all of one type, which the walk can tell without looking at them.
fileprivate protocol ElementTyped {
  /// The types of its elements: `[Key, Value]` for a dictionary.
  static var elementTypes: [Any.Type] { get }
}

extension Array: ElementTyped {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension ContiguousArray: ElementTyped {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension Set: ElementTyped {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension Dictionary: ElementTyped {
  static var elementTypes: [Any.Type] { [Key.self, Value.self] }
}

// MARK: - Internal/Reflection/FieldLayout.swift

import Foundation

/// The stored fields of a struct or class, superclasses included, as the Swift runtime declares them.
///
/// `Mirror` gives values but not how a field was declared; this adds the declared type and whether the
/// reference is `weak` or `unowned`, which failure messages need. It is read once per type and cached.
fileprivate struct FieldLayout: Sendable {
  /// One declared stored field.
  struct Field: Sendable {
    /// The field's name as reflection spells it (`_name` for a property wrapper's storage).
    let label: String
    /// The declared type, `Optional<T>` for `weak var x: T?`.
    let declaredType: Any.Type
    /// Whether the field holds a `weak` or `unowned` reference rather than a strong one.
    let isStrong: Bool
  }

  /// The fields, superclasses' first, in declaration order.
  let fields: [Field]

  /// The field with this label, the subclass's when a class and its superclass both declare one.
  func field(labelled label: String) -> Field? {
    fields.last { $0.label == label }
  }

  /// The layout of `type`, empty when the runtime cannot describe it (enums, tuples, Objective-C classes).
  static func of(_ type: Any.Type) -> FieldLayout {
    cache.value(for: type) { FieldLayout(fields: RuntimeFields.read(type)) }
  }

  private static let cache = TypeCache<FieldLayout>()
}

// MARK: -

/// Reads field metadata through the runtime entry points that the standard library's own reflection uses.
private enum RuntimeFields {
  /// Mirrors the runtime's `FieldReflectionMetadata`.
  private struct Metadata {
    var name: UnsafePointer<CChar>? = nil
    var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
    var isStrong: Bool = false
    var isVar: Bool = false
  }

  private typealias CountFunction = @convention(c) (UnsafeRawPointer) -> Int
  private typealias ChildFunction = @convention(c) (UnsafeRawPointer, Int, UnsafeMutableRawPointer) -> UnsafeRawPointer

  // NB: a runtime without them costs the messages their declared types.
  private static let functions: (count: CountFunction, child: ChildFunction)? = {
    guard let count = RuntimeSymbol.address(of: "swift_reflectionMirror_recursiveCount"),
      let child = RuntimeSymbol.address(of: "swift_reflectionMirror_recursiveChildMetadata")
    else { return nil }
    return (unsafeBitCast(count, to: CountFunction.self), unsafeBitCast(child, to: ChildFunction.self))
  }()

  static func read(_ type: Any.Type) -> [FieldLayout.Field] {
    guard let functions, isDescribable(type) else { return [] }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    return (0..<functions.count(metadata)).compactMap { index in
      var field = Metadata()
      let fieldType = withUnsafeMutablePointer(to: &field) {
        functions.child(metadata, index, UnsafeMutableRawPointer($0))
      }
      defer { field.freeName?(field.name) }
      guard let name = field.name else { return nil }
      return FieldLayout.Field(
        label: String(cString: name),
        declaredType: unsafeBitCast(fieldType, to: Any.Type.self),
        isStrong: field.isStrong
      )
    }
  }

  /// Only Swift structs and classes have field records to read.
  private static func isDescribable(_ type: Any.Type) -> Bool {
    type is AnyClass || TypeKind.of(type) == .struct
  }
}

// MARK: - Internal/Reflection/FieldReader.swift

import Foundation

/// Reads the stored properties of a struct or class straight from the runtime, as `Mirror` does inside, without
/// building a `Mirror`: each type's labels are read once and cached, and a property is then one dictionary lookup and
/// one runtime call. An app's own `customMirror` is not asked: a stored dependency it hides is still seen. Values that
/// are not structs or classes, and the system's `CustomReflectable` types (collections), are left to `Mirror`.
fileprivate enum FieldReader {
  /// What a lookup by name found.
  enum Lookup {
    /// The reader does not describe `value`'s type; the caller asks `Mirror`.
    case notRead
    /// `value`'s stored fields are read here, and none is named so.
    case missing
    /// The stored property, known by its declared name.
    case found(StoredProperty)
  }

  /// Looks up the stored property that `name` names in `value`, in one read of the type's table.
  static func lookup(_ name: String, in value: Any) -> Lookup {
    guard let table = FieldTable.of(value) else { return .notRead }
    guard let location = table.byName[name] else { return .missing }
    let declared = location.kind == .lazy ? name : table.declaredName(of: location.label)
    return .found(property(location, name: declared, value: read(value, location.level, location.index)))
  }

  /// The stored property that `name` names in `value`, or `nil` when the reader does not describe `value` or has no
  /// such property.
  static func property(named name: String, in value: Any) -> StoredProperty? {
    guard case .found(let property) = lookup(name, in: value) else { return nil }
    return property
  }

  /// Whether `value`'s stored fields are read here, so that a name missing from them is missing, whatever a mirror says.
  static func readsFields(of value: Any) -> Bool {
    FieldTable.of(value) != nil
  }

  /// Every stored property of `value`, superclasses' first, in declaration order; `nil` when the reader does not
  /// describe `value`.
  static func properties(of value: Any) -> [StoredProperty]? {
    guard let table = FieldTable.of(value) else { return nil }
    var properties: [StoredProperty] = []
    properties.reserveCapacity(table.fieldCount)
    let read = { (storage: UnsafeRawPointer?) in
      var index = 0
      for level in table.levels.reversed() {
        for field in level.fields {
          let direct = storage.flatMap { base in table.directReads?[index].map { $0.read(base) } }
          let child = direct ?? Self.read(value, level.type, field.location.index)
          properties.append(property(field.location, name: field.name, value: child))
          index += 1
        }
      }
    }
    if table.directReads == nil {
      read(nil)
    } else if let object = ValueDescription.asObject(value) {
      withExtendedLifetime(object) { read(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())) }
    } else {
      withStorage(of: value, read)
    }
    return properties
  }

  /// Calls `body` with the address of the struct inside `value`, or with `nil` when the struct sits in an existential
  /// that was erased to `Any` again (`let handler: any LogHandler`, read through reflection), so that the runtime reads
  /// its fields.
  private static func withStorage(of value: Any, _ body: (UnsafeRawPointer?) -> Void) {
    let dynamicType = type(of: value)
    // NB: opened, so that the bytes are the struct's own: an `Any` passed as a generic argument stays an `Any` in the
    // Swift 5 language mode, whose bytes are the struct's only when it fits the existential's buffer; and an
    // existential inside the `Any` opens to itself, not to the struct it holds.
    func open<Struct>(_ value: Struct) {
      guard Struct.self == dynamicType else { return body(nil) }
      withUnsafeBytes(of: value) { body($0.baseAddress) }
    }
    _openExistential(value, do: open)
  }

  /// The property at `location`, known by its declared `name`, its storage decoded from what the table already knows
  /// of its label.
  private static func property(_ location: FieldTable.Location, name: String, value: Any) -> StoredProperty {
    let storage: StoredProperty.Storage
    switch location.kind {
    case .label: storage = .plain
    case .lazy: storage = .lazy
    case .underscored: storage = WrapperStorage.wrappedValue(of: value) == nil ? .plain : .wrapper
    }
    return StoredProperty(
      label: location.label, name: name, storage: storage, value: value, declaringType: location.level)
  }

  private static func read(_ value: Any, _ level: Any.Type, _ index: Int) -> Any {
    var name: UnsafePointer<CChar>?
    var free: NameFree?
    let child = runtimeChild(of: value, type: level, index: index, outName: &name, outFreeFunc: &free)
    free?(name)
    return child
  }
}

// MARK: -

/// What a type's stored properties are called, by level (the type, then its superclasses), read once.
private final class FieldTable: @unchecked Sendable {
  enum Kind {
    /// The name is the label.
    case label
    /// The label is `_name` and the storage Swift generates for `name`: a property wrapper's, or a macro's (the
    /// `@Observable` storage, beside `_$observationRegistrar`). A property declared with an underscore is a `label`.
    case underscored
    /// The label is the storage of `lazy var name`.
    case lazy
  }

  struct Location {
    let level: Any.Type
    let index: Int
    let label: String
    let kind: Kind
  }

  /// A field's location and the name it was declared with, which messages, paths and `except:` entries use.
  struct Field {
    let location: Location
    let name: String
  }

  /// The type and its superclasses, each with its own fields in declaration order.
  let levels: [(type: Any.Type, fields: [Field])]
  let fieldCount: Int
  /// For each field, superclasses' first, how to read it straight from the instance's memory, or `nil` for one that
  /// the runtime reads (an `unowned` reference, an existential, a noncopyable value); `nil` when the runtime reads
  /// every field.
  var directReads: [DirectRead?]?
  /// Each label, and each name that a wrapper's or a `lazy` property's storage answers to; the subclass's first.
  let byName: [String: Location]

  /// Every label of the type and its superclasses.
  private let labels: Set<String>

  /// The name a field was declared with: `child` for `_child`, the storage that `@Observable`, `@Published`,
  /// `@Dependency` and any property wrapper generate, unless the type also stores a `child` of its own; `_parentGroup`
  /// for a property declared so.
  func declaredName(of label: String) -> String {
    guard generatedStorage.contains(label) else { return label }
    let name = String(label.dropFirst())
    return labels.contains(name) ? label : name
  }

  /// The labels of generated storage, `_name`.
  private let generatedStorage: Set<String>

  private init(levels: [(type: Any.Type, labels: [String])], generatedStorage: Set<String>) {
    self.generatedStorage = generatedStorage
    let labels = Set(levels.flatMap(\.labels))
    self.labels = labels
    self.levels = levels.map { level in
      (
        level.type,
        level.labels.enumerated().map { index, label in
          let kind = Self.kind(of: label, generatedStorage)
          let name =
            switch kind {
            case .label: label
            case .underscored: labels.contains(String(label.dropFirst())) ? label : String(label.dropFirst())
            case .lazy: String(label.dropFirst(StoredProperty.lazyPrefix.count))
            }
          return Field(location: Location(level: level.type, index: index, label: label, kind: kind), name: name)
        }
      )
    }
    fieldCount = levels.reduce(0) { $0 + $1.labels.count }
    var byName: [String: Location] = [:]
    // NB: exact labels win over the names of storage, and a subclass's over its superclass's.
    for pass in [Kind.label, .underscored, .lazy] {
      for level in levels {
        for (index, label) in level.labels.enumerated() {
          let name: String
          switch pass {
          case .label: name = label
          case .underscored:
            guard generatedStorage.contains(label) else { continue }
            name = String(label.dropFirst())
          case .lazy:
            guard label.hasPrefix(StoredProperty.lazyPrefix) else { continue }
            name = String(label.dropFirst(StoredProperty.lazyPrefix.count))
          }
          if byName[name] == nil { byName[name] = Location(level: level.type, index: index, label: label, kind: pass) }
        }
      }
    }
    self.byName = byName
  }

  /// How a label stores its property.
  private static func kind(of label: String, _ generatedStorage: Set<String>) -> Kind {
    if label.hasPrefix(StoredProperty.lazyPrefix) { return .lazy }
    return generatedStorage.contains(label) ? .underscored : .label
  }

  /// Whether the field `label`, holding `value`, in a type that stores `labels`, is storage Swift generated: a
  /// wrapper's (its value is a wrapper, readable or not) or a macro's (the type stores `_$` fields beside it).
  private static func isGeneratedStorage(_ label: String, _ value: Any, among labels: [String]) -> Bool {
    guard label.count > 1, label.hasPrefix("_"), !label.hasPrefix("_$") else { return false }
    return WrapperStorage.wrappedValue(of: value) != nil || WrapperStorage.wrapsOptional(value)
      || labels.contains { $0.hasPrefix("_$") }
  }

  /// The table of `value`'s type, or `nil` for a type whose stored fields the runtime does not list (enums, tuples)
  /// or that the walks leave to `Mirror`: the standard library's and the system's own `CustomReflectable` types,
  /// such as collections, whose mirror lists their elements.
  static func of(_ value: Any) -> FieldTable? {
    let type = Swift.type(of: value)
    return cache.value(for: type) { make(value, type) }
  }

  private static func make(_ value: Any, _ type: Any.Type) -> FieldTable? {
    let kind = TypeKind.of(type)
    // NB: an app's own `customMirror` is for display, and may hide a stored dependency: its stored fields are read.
    guard kind == .class || kind == .struct, !(value is CustomReflectable) || GraphScope.appModules.enters(type)
    else { return nil }
    var levels: [(type: Any.Type, labels: [String])] = []
    var generatedStorage: Set<String> = []
    var level: Any.Type? = type
    while let current = level {
      let count = runtimeChildCount(value, type: current)
      let fields = (0..<count).map { index -> (label: String, value: Any) in
        var name: UnsafePointer<CChar>?
        var free: NameFree?
        let child = runtimeChild(of: value, type: current, index: index, outName: &name, outFreeFunc: &free)
        defer { free?(name) }
        return (name.map { String(cString: $0) } ?? ".\(index)", child)
      }
      let labels = fields.map(\.label)
      for field in fields where isGeneratedStorage(field.label, field.value, among: labels) {
        generatedStorage.insert(field.label)
      }
      levels.append((current, labels))
      level = (current as? AnyClass).flatMap { _getSuperclass($0) }
    }
    let table = FieldTable(levels: levels, generatedStorage: generatedStorage)
    table.directReads = DirectRead.all(
      of: type, declaringTypes: table.levels.reversed().flatMap { level in level.fields.map { _ in level.type } })
    return table
  }

  private static let cache = TypeCache<FieldTable?>()
}

// MARK: - The runtime's reflection entry points, as the standard library's `Mirror` declares and calls them

private typealias NameFree = @convention(c) (UnsafePointer<CChar>?) -> Void

@_silgen_name("swift_reflectionMirror_count")
private func runtimeChildCount<T>(_ value: T, type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_subscript")
private func runtimeChild<T>(
  of value: T,
  type: Any.Type,
  index: Int,
  outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
  outFreeFunc: UnsafeMutablePointer<NameFree?>
) -> Any

// MARK: - Internal/Reflection/PropertyLookup.swift

/// Finds stored properties by name in a value, its superclasses included.
fileprivate enum PropertyLookup {
  /// The stored property named `name` in `value`, looking in the class first and then up its superclasses,
  /// so that a subclass's property hides a superclass's property of the same name.
  ///
  /// `name` matches a property's reflected label, or the name of a property wrapper or `lazy` property.
  /// A tuple element matches by label or by position (`0` for `.0`). Asking for `_name` or for the lazy
  /// storage's own label gets the storage itself.
  static func property(named name: String, in mirror: Mirror) -> StoredProperty? {
    if mirror.displayStyle == .tuple, let position = Int(name), position >= 0, position < mirror.children.count {
      // NB: `point.0` names a position whether or not the tuple labels its elements.
      let child = mirror.children[mirror.children.index(mirror.children.startIndex, offsetBy: position)]
      return StoredProperty(
        label: child.label ?? ".\(position)", name: name, storage: .plain, value: child.value,
        declaringType: mirror.subjectType)
    }
    var level: Mirror? = mirror
    while let current = level {
      for child in current.children {
        guard let label = child.label, let storage = match(label, name, child.value) else { continue }
        return StoredProperty(
          label: label,
          name: name,
          storage: storage,
          value: child.value,
          declaringType: current.subjectType
        )
      }
      level = current.superclassMirror
    }
    return nil
  }

  /// Every stored property of `value`, superclasses' first, in declaration order.
  static func properties(of value: Any) -> [StoredProperty] {
    if let properties = FieldReader.properties(of: value) { return properties }
    var levels: [[StoredProperty]] = []
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
      levels.append(
        current.children.enumerated().map { offset, child in
          StoredProperty(label: child.label ?? ".\(offset)", value: child.value, declaringType: current.subjectType)
        }
      )
      mirror = current.superclassMirror
    }
    return levels.reversed().flatMap { $0 }
  }

  /// How `label` stores the property called `name`, or `nil` when it is another property.
  private static func match(_ label: String, _ name: String, _ value: Any) -> StoredProperty.Storage? {
    if label == name { return .plain }
    // NB: a first-character check keeps the common case, a label that differs, free of string building.
    switch label.utf8.first {
    case UInt8(ascii: "_"):
      guard label.utf8.count == name.utf8.count + 1, label.dropFirst() == name[...] else { return nil }
      return WrapperStorage.wrappedValue(of: value) == nil ? .plain : .wrapper
    case UInt8(ascii: "$"):
      let prefix = StoredProperty.lazyPrefix
      return label.hasPrefix(prefix) && label.dropFirst(prefix.count) == name[...] ? .lazy : nil
    case UInt8(ascii: "."):
      return label.dropFirst() == name[...] ? .plain : nil
    default:
      return nil
    }
  }
}

// MARK: - Internal/Reflection/ReferenceOwnership.swift

import Foundation

/// How a stored property holds a reference: whether it keeps its target alive.
fileprivate enum ReferenceOwnership: Sendable, Hashable {
  case strong
  case weak
  case unowned
  /// `unowned(unsafe)`: neither keeps its target alive nor checks that it still lives.
  case unownedUnsafe

  /// The stored properties of `type` itself that do not hold their value strongly, by label; any other is strong.
  ///
  /// Reads the mangled type names in the type's field descriptor (`…Xw` weak, `…Xo` unowned, `…Xu` unowned(unsafe));
  /// where that cannot be read, falls back on the runtime's strong-or-not: `weak` for an optional, else `unowned`.
  static func table(for type: Any.Type) -> [String: ReferenceOwnership] {
    cache.value(for: type) {
      var read = FieldDescriptor.ownerships(of: type)
      for field in FieldLayout.of(type).fields where !field.isStrong && read[field.label] == nil {
        read[field.label] = TypeKind.of(field.declaredType) == .optional ? .weak : .unowned
      }
      return read
    }
  }

  private static let cache = TypeCache<[String: ReferenceOwnership]>()
}

// MARK: -

/// Reads a type's own field records from its context descriptor, as the runtime lays them out.
private enum FieldDescriptor {
  private typealias DescriptorFunction = @convention(c) (UnsafeRawPointer) -> UnsafeRawPointer?

  // NB: looked up at run time, like FieldLayout's entry points: a runtime without it costs only the distinction
  // between unowned and unowned(unsafe).
  private static let typeContextDescriptor: DescriptorFunction? = RuntimeSymbol.address(
    of: "swift_getTypeContextDescriptor"
  ).map { unsafeBitCast($0, to: DescriptorFunction.self) }

  /// The fields of `type` itself (not its superclasses') that are not strong, by label.
  static func ownerships(of type: Any.Type) -> [String: ReferenceOwnership] {
    let kind = TypeKind.of(type)
    guard kind == .class || kind == .struct, let typeContextDescriptor,
      let descriptor = typeContextDescriptor(unsafeBitCast(type, to: UnsafeRawPointer.self))
    else { return [:] }
    // NB: a type context descriptor: flags, parent, name, access function, then the relative pointer to its
    // field descriptor, which holds a 16-byte header and one record per field (flags, type name, field name).
    guard let fields = relative(descriptor, at: 16) else { return [:] }
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    guard recordSize >= 12 else { return [:] }
    var result: [String: ReferenceOwnership] = [:]
    for index in 0..<count {
      let record = fields.advanced(by: 16 + index * recordSize)
      guard let typeName = relative(record, at: 4), let name = relative(record, at: 8) else { continue }
      let ownership = suffixOwnership(typeName)
      if ownership != .strong {
        result[String(cString: name.assumingMemoryBound(to: CChar.self))] = ownership
      }
    }
    return result
  }

  /// The ownership a mangled type name ends with, stepping over the symbolic references inside it.
  private static func suffixOwnership(_ mangled: UnsafeRawPointer) -> ReferenceOwnership {
    var bytes = mangled.assumingMemoryBound(to: UInt8.self)
    var last: (UInt8, UInt8) = (0, 0)
    while bytes.pointee != 0 {
      switch bytes.pointee {
      case 0x01...0x17: bytes += 5
      case 0x18...0x1F: bytes += 1 + MemoryLayout<UnsafeRawPointer>.size
      default:
        last = (last.1, bytes.pointee)
        bytes += 1
      }
    }
    switch last {
    case (UInt8(ascii: "X"), UInt8(ascii: "w")): return .weak
    case (UInt8(ascii: "X"), UInt8(ascii: "o")): return .unowned
    case (UInt8(ascii: "X"), UInt8(ascii: "u")): return .unownedUnsafe
    default: return .strong
    }
  }

  /// The address a 32-bit relative pointer at `offset` leads to, or `nil` for a null one.
  private static func relative(_ base: UnsafeRawPointer, at offset: Int) -> UnsafeRawPointer? {
    let field = base.advanced(by: offset)
    let distance = field.load(as: Int32.self)
    return distance == 0 ? nil : field.advanced(by: Int(distance))
  }
}

// MARK: - Internal/Reflection/StoredProperty.swift

/// A stored property as reflection shows it, with the storage that Swift generates decoded.
///
/// Swift stores `@Wrapper var name` as `_name` and `lazy var name` as `$__lazy_storage_$_name`; users
/// name the property as they declared it, so Wired decodes both spellings.
fileprivate struct StoredProperty {
  /// How the property is stored.
  enum Storage: Equatable {
    /// An ordinary stored property.
    case plain
    /// The storage of a property wrapper, `_name`, whose `wrappedValue` holds the property's value.
    case wrapper
    /// The storage of a `lazy` property, `nil` until the property is first read.
    case lazy
  }

  static let lazyPrefix = "$__lazy_storage_$_"

  /// The label reflection gives.
  let label: String
  /// The name as the property was declared.
  let name: String
  /// How the property is stored.
  let storage: Storage
  /// The stored value, as reflection gives it (the wrapper, or the lazy storage's optional).
  let value: Any
  /// The type that declares the property (a superclass when inherited).
  let declaringType: Any.Type

  init(label: String, name: String, storage: Storage, value: Any, declaringType: Any.Type) {
    self.label = label
    self.name = name
    self.storage = storage
    self.value = value
    self.declaringType = declaringType
  }

  /// Decodes the property's name and storage from its label.
  init(label: String, value: Any, declaringType: Any.Type) {
    self.label = label
    self.value = value
    self.declaringType = declaringType
    if label.hasPrefix(Self.lazyPrefix) {
      name = String(label.dropFirst(Self.lazyPrefix.count))
      storage = .lazy
    } else if label.count > 1, label.hasPrefix("_"), WrapperStorage.wrappedValue(of: value) != nil {
      name = String(label.dropFirst())
      storage = .wrapper
    } else {
      name = label
      storage = .plain
    }
  }

  /// The field as the runtime declares it, when the runtime can describe the declaring type.
  var field: FieldLayout.Field? {
    FieldLayout.of(declaringType).field(labelled: label)
  }

  /// The declared type's readable name, or the stored value's dynamic type when none is declared.
  var declaredTypeName: String {
    declaredType(wrapped: storage == .wrapper ? WrapperStorage.wrappedValue(of: value) : nil).name
  }

  /// What names the declared type, holding no value: `wrapped` is the value inside a wrapper's storage.
  func declaredType(wrapped: Any?) -> DeclaredType {
    DeclaredType(
      declaringType: declaringType, label: label, storage: storage, valueType: type(of: value),
      wrappedType: wrapped.map { type(of: $0) })
  }

  /// Whether this looks like the storage of a wrapper of an optional (`_coordinator: Weird<Coordinator?>`) whose
  /// value Wired cannot find: a dependency it cannot check, which must be said rather than skipped.
  var isUnreadableWrapper: Bool {
    storage == .plain && label.count > 1 && label.hasPrefix("_") && WrapperStorage.wrapsOptional(value)
  }

  /// Whether the property is a `weak` reference.
  var isWeak: Bool {
    guard storage == .plain, let field, !field.isStrong else { return false }
    return Unwrapped.isOptional(value)
  }
}

/// What a message needs to name a property's declared type, kept as metatypes so that it keeps no value alive and
/// costs no string work until a message asks for the name.
fileprivate struct DeclaredType {
  let declaringType: Any.Type
  let label: String
  let storage: StoredProperty.Storage
  /// The stored value's dynamic type: the wrapper's, for a wrapper's storage.
  let valueType: Any.Type
  /// The type of the value inside a wrapper's storage.
  let wrappedType: Any.Type?

  /// `ScenePresenter?`, `Coordinating? (@Published)`, `Formatter (lazy)`.
  var name: String {
    let declared = FieldLayout.of(declaringType).field(labelled: label).map { TypeName.of($0.declaredType) }
    switch storage {
    case .plain:
      return declared ?? TypeName.of(valueType)
    case .wrapper:
      let wrapped = wrappedType.map { TypeName.of($0) } ?? "?"
      return "\(wrapped) (@\(TypeName.of(valueType).prefix { $0 != "<" }))"
    case .lazy:
      let storageType = declared ?? TypeName.of(valueType)
      return "\(storageType.hasSuffix("?") ? String(storageType.dropLast()) : storageType) (lazy)"
    }
  }
}

// MARK: - Internal/Reflection/TypeKind.swift

/// What kind of type the runtime says a metatype is, read from its metadata kind without building a `Mirror`.
fileprivate enum TypeKind: Equatable {
  case `class`
  case `struct`
  case `enum`
  case optional
  case tuple
  case function
  case existential
  case metatype
  case other

  /// The kind of `type`.
  static func of(_ type: Any.Type) -> TypeKind {
    if type is AnyClass { return .class }
    // NB: the metadata kinds of the Swift ABI (MetadataKind.def); a class on Apple platforms stores an isa
    // pointer there instead, which `is AnyClass` already caught.
    switch unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee {
    case 0x200: return .struct
    case 0x201: return .enum
    case 0x202: return .optional
    case 0x203, 0x204, 0x305: return .class
    case 0x301: return .tuple
    case 0x302: return .function
    case 0x303, 0x307: return .existential
    case 0x304, 0x306: return .metatype
    default: return .other
    }
  }

  /// Whether values of `type` can be copied, from the flags of its value witness table (`IsNonCopyable`), which sits
  /// just before the metadata: eight witnesses, then size, stride and the flags.
  static func isCopyable(_ type: Any.Type) -> Bool {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let witnesses = metadata.load(fromByteOffset: -MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
    let flags = witnesses.load(fromByteOffset: 10 * MemoryLayout<Int>.stride, as: UInt32.self)
    return flags & 0x0080_0000 == 0
  }

  /// The type inside every layer of `Optional`: `Coordinator` for `Coordinator??`.
  static func innermostWrapped(_ type: Any.Type) -> Any.Type {
    var current = type
    while let optional = current as? any AnyOptional.Type {
      current = optional.wrappedType
    }
    return current
  }
}

// MARK: - Internal/Reflection/TypeName.swift

/// Names of types as a Swift developer writes them: `ScenePresenter?`, `[User]`, `[String: Int]`.
fileprivate enum TypeName {
  /// The readable name of a type.
  static func of(_ type: Any.Type) -> String {
    readable(String(describing: type))
  }

  /// `a SceneAInteractor`, `an Int`: the readable name after its indefinite article.
  static func withArticle(_ type: Any.Type) -> String {
    let name = of(type)
    return ("AEIOae".contains(name.first ?? "x") ? "an " : "a ") + name
  }

  /// The readable name of the dynamic type of a value, looking through `Optional`.
  static func ofValue(_ value: Any) -> String {
    of(Swift.type(of: Unwrapped.value(value) ?? value))
  }

  /// Rewrites `Optional<T>`, `Array<T>` and `Dictionary<K, V>` into their sugared forms, at any depth.
  static func readable(_ name: String) -> String {
    if let inner = generic(name, "Optional") {
      let readableInner = readable(inner)
      return readableInner.contains(" ") && !readableInner.hasPrefix("[") ? "(\(readableInner))?" : "\(readableInner)?"
    }
    if let inner = generic(name, "Array") {
      return "[\(readable(inner))]"
    }
    if let inner = generic(name, "Dictionary"), let comma = topLevelComma(in: inner[...]) {
      let key = inner[..<comma]
      let value = inner[inner.index(after: comma)...].drop { $0 == " " }
      return "[\(readable(String(key))): \(readable(String(value)))]"
    }
    guard name.hasSuffix(">"), let open = name.firstIndex(of: "<") else { return name }
    // NB: another generic type keeps its name; only its arguments are sugared.
    var arguments: [String] = []
    var rest = name[name.index(after: open)..<name.index(before: name.endIndex)]
    while let comma = topLevelComma(in: rest) {
      arguments.append(readable(String(rest[..<comma])))
      rest = rest[rest.index(after: comma)...].drop { $0 == " " }
    }
    arguments.append(readable(String(rest)))
    return "\(name[..<open])<\(arguments.joined(separator: ", "))>"
  }

  private static func generic(_ name: String, _ base: String) -> String? {
    guard name.hasPrefix(base + "<"), name.hasSuffix(">") else { return nil }
    return String(name.dropFirst(base.count + 1).dropLast())
  }

  private static func topLevelComma(in text: Substring) -> String.Index? {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0: return index
      default: break
      }
    }
    return nil
  }
}

// MARK: - Internal/Reflection/Unwrapped.swift

/// Looks through `Optional`, its values and its metatypes, at any depth without building a `Mirror`.
fileprivate protocol AnyOptional {
  /// The value inside every layer, or `nil` when some layer is `nil`.
  var wrappedAny: Any? { get }
  /// The `Wrapped` type of one layer.
  static var wrappedType: Any.Type { get }
}

extension Optional: AnyOptional {
  static var wrappedType: Any.Type { Wrapped.self }

  var wrappedAny: Any? {
    switch self {
    case .some(let wrapped):
      if let inner = wrapped as? any AnyOptional { inner.wrappedAny } else { wrapped }
    case .none:
      nil
    }
  }
}

/// What an `Any` holds once every layer of `Optional` is removed.
fileprivate enum Unwrapped {
  /// The innermost value, or `nil` when some layer is `nil`; a non-optional value is returned as it is.
  static func value(_ value: Any) -> Any? {
    // NB: the metadata kind first: a cast to a protocol costs a conformance lookup, on every value of a walk.
    guard TypeKind.of(Swift.type(of: value)) == .optional, let optional = value as? any AnyOptional else {
      return value
    }
    return optional.wrappedAny
  }

  /// Whether the value is an `Optional` of any depth, `nil` or not.
  static func isOptional(_ value: Any) -> Bool {
    TypeKind.of(Swift.type(of: value)) == .optional
  }
}

// MARK: - Internal/Reflection/ValueDescription.swift

/// How failure messages show a value: an object by type and identity, anything else as Swift would debug-print it.
fileprivate enum ValueDescription {
  /// `SceneViewController (0x000060000…)` for an object; `"text"`, `42` or `https://x` for a value.
  static func of(_ value: Any) -> String {
    guard let unwrapped = Unwrapped.value(value) else { return "nil" }
    if let object = asObject(unwrapped) {
      return instance(object)
    }
    if TypeKind.of(type(of: unwrapped)) == .tuple {
      return tuple(unwrapped)
    }
    let text = String(reflecting: unwrapped)
    // NB: a message stays readable, and small, even when the value is a huge collection.
    guard text.utf8.count > maximumLength else { return text }
    return String(text.prefix(maximumLength)) + "… (\(text.count - maximumLength) more characters)"
  }

  /// `(nil, LocationError.denied)`: each element as `of(_:)` shows it, so `Optional` never shows.
  private static func tuple(_ value: Any) -> String {
    let elements = Mirror(reflecting: value).children.map { child in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : "\($0): " } ?? ""
      return label + of(child.value)
    }
    return "(\(elements.joined(separator: ", ")))"
  }

  /// How many characters of a value's description a message shows.
  static let maximumLength = 1_000

  /// An object as `of(_:)` shows it; any other value followed by its type: `3 (Int)`.
  static func withType(_ value: Any) -> String {
    guard let unwrapped = Unwrapped.value(value) else { return "nil" }
    if asObject(unwrapped) != nil { return of(unwrapped) }
    return "\(of(unwrapped)) (\(TypeName.ofValue(unwrapped)))"
  }

  /// `SceneViewController (0x000060000…)`.
  static func instance(_ object: AnyObject) -> String {
    "\(TypeName.of(type(of: object))) (\(address(of: object)))"
  }

  /// The address that identifies an object, as the debugger shows it.
  static func address(of object: AnyObject) -> String {
    "\(Unmanaged.passUnretained(object).toOpaque())"
  }

  /// The value as an object, when it is an instance of a class.
  static func asObject(_ value: Any) -> AnyObject? {
    // NB: `value as AnyObject` would box a struct on Apple platforms; only a class instance has an identity.
    let dynamicType = type(of: value)
    guard dynamicType is AnyClass else { return nil }
    // NB: an `Any` is three words of buffer and the metadata of what it holds. When that is the class itself, the
    // buffer's first word is the reference, read without the dynamic cast that `as AnyObject` makes on every value of
    // a walk; when it is an existential (a generic value whose type was `any P`, erased again), the reference sits in
    // a box, and the cast finds it.
    return withUnsafePointer(to: value) { container in
      let words = UnsafeRawPointer(container)
      guard
        words.load(fromByteOffset: 3 * MemoryLayout<Int>.stride, as: UnsafeRawPointer.self)
          == unsafeBitCast(dynamicType, to: UnsafeRawPointer.self)
      else { return value as AnyObject }
      return words.load(as: AnyObject.self)
    }
  }
}

// MARK: - Internal/Reflection/WrapperStorage.swift

/// The value inside a property wrapper's storage, wherever the wrapper keeps it.
///
/// Most wrappers store `wrappedValue`. Others keep it deeper: `@Published` holds an enum whose case is the
/// value until a publisher is first read, and a subject holding the current value after that. For those,
/// Wired searches the wrapper's own storage, a few levels deep and never inside a collection, for a value
/// whose type is the wrapper's one generic argument (`State` inside `Published<State>`), or an optional of it (a
/// `weak var value: Object?` inside `Weak<Object>`): at the top level
/// only in a field named like a value (`value`, `storage`, `currentValue`), deeper (inside an enum case, a
/// box or a subject) in any field, so that a plain generic struct is not taken for a wrapper.
fileprivate enum WrapperStorage {
  /// The wrapper's value, or `nil` when `wrapper` keeps none that Wired can find.
  static func wrappedValue(of wrapper: Any) -> Any? {
    storedValue(of: wrapper)?.value
  }

  /// How the wrapper holds its value: as the field that finally stores it does, so that `weak var wrappedValue`
  /// inside a `@Weak` wrapper is weak, whatever the wrapper's own storage property is.
  static func ownership(of wrapper: Any) -> ReferenceOwnership {
    guard let stored = storedValue(of: wrapper) else { return .strong }
    return ReferenceOwnership.table(for: stored.declaringType)[stored.label] ?? .strong
  }

  /// The value, with the field that stores it and the type that declares that field.
  private static func storedValue(of wrapper: Any) -> (value: Any, label: String, declaringType: Any.Type)? {
    let mirror = Mirror(reflecting: wrapper)
    if let direct = mirror.children.first(where: { $0.label == "wrappedValue" }) {
      return (direct.value, "wrappedValue", mirror.subjectType)
    }
    guard mirror.displayStyle == .struct || mirror.displayStyle == .class,
      let valueType = genericArgument(of: type(of: wrapper))
    else { return nil }
    return search(mirror, for: valueType)
  }

  /// Whether `wrapper` is a generic wrapper of an optional, such as `Published<Coordinator?>`, whatever it stores.
  static func wrapsOptional(_ wrapper: Any) -> Bool {
    genericArgument(of: type(of: wrapper))?.hasPrefix("Swift.Optional<") ?? false
  }

  private static let maximumDepth = 5
  private static let maximumValues = 64
  private static let valueLabels: Set<String> = ["value", "_value", "storage", "_storage", "currentValue"]

  /// Breadth first through the wrapper's stored values, skipping collections, for one of type `valueType`.
  private static func search(_ mirror: Mirror, for valueType: String) -> (
    value: Any, label: String, declaringType: Any.Type
  )? {
    var queue: [(mirror: Mirror, depth: Int)] = [(mirror, 0)]
    var visited = 0
    while !queue.isEmpty, visited < maximumValues {
      let (current, depth) = queue.removeFirst()
      for child in current.children {
        visited += 1
        if depth > 0 || valueLabels.contains(child.label ?? ""),
          [valueType, "Swift.Optional<\(valueType)>"].contains(String(reflecting: type(of: child.value)))
        {
          return (child.value, child.label ?? "", current.subjectType)
        }
        let inner = Mirror(reflecting: child.value)
        guard depth < maximumDepth, [.struct, .class, .enum].contains(inner.displayStyle) else { continue }
        queue.append((inner, depth + 1))
      }
    }
    return nil
  }

  /// The one generic argument of a type as the runtime spells it: `App.State` for `Combine.Published<App.State>`.
  private static func genericArgument(of type: Any.Type) -> String? {
    let name = String(reflecting: type)
    guard name.hasSuffix(">"), let open = name.firstIndex(of: "<"), !name.hasPrefix("Swift.") else { return nil }
    let argument = name[name.index(after: open)..<name.index(before: name.endIndex)]
    var depth = 0
    for character in argument {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0: return nil
      default: break
      }
    }
    return String(argument)
  }
}

// MARK: - Internal/RuntimeSymbol.swift

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Entry points of the Swift runtime, looked up by name in the running process.
///
/// NB: looked up at run time rather than linked, so that a runtime without one (an older OS version) costs the
/// feature that needs it instead of failing to load the test bundle.
fileprivate enum RuntimeSymbol {
  /// The address of `name`, or `nil` when the runtime has no such symbol.
  static func address(of name: String) -> UnsafeMutableRawPointer? {
    guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
    return dlsym(handle, name)
  }
}

// MARK: - Internal/TypeCache.swift

import Foundation

/// What has been read about each type, read once: the one cache of the runtime metadata readers.
///
/// A type's metadata never changes while the process runs, so an entry is never replaced or evicted.
fileprivate final class TypeCache<Value>: @unchecked Sendable {
  private let lock = NSLock()
  // NB: read and written only while `lock` is held.
  private var values: [ObjectIdentifier: Value] = [:]

  /// The value for `type`, made by `make` the first time it is asked for (outside the lock, so `make` may read
  /// other caches).
  func value(for type: Any.Type, make: () -> Value) -> Value {
    let key = ObjectIdentifier(type)
    if let known = lock.guarded({ values[key] }) { return known }
    let made = make()
    lock.guarded { values[key] = made }
    return made
  }
}

// MARK: - Memory/AssertNoLeaks.swift

import Foundation

/// Asserts that the object `make` builds, and every object it holds strongly, is released once the test lets it go.
///
/// Builds the graph, walks it as ``assertNoRetainCycles(_:except:scope:message:fileID:filePath:line:column:)`` does and keeps
/// a weak reference to every object held strongly, lets go of the root, and reports each object that survived, with
/// its path from the root and why: a strong cycle (shown, with the reference to make weak), one that a cycle holds,
/// or "kept from outside the stored graph" (a closure capturing it, a timer or observer, a singleton, a task still
/// running). It catches leaks that reflection cannot explain, such as closure captures; only the explanation is
/// poorer. Work still in flight that lets go a moment later (an object closed on a library's own queue, a block on the
/// main queue) is waited for, up to a second, without suspending; when everything is released at once, nothing is
/// waited. In an `async` test, `await assertNoLeaks { … }` calls the `async` form, which waits by suspending.
///
/// Only what the graph owns must go. `make` runs twice, and the second graph is read while the first is still alive:
/// an object that both builds hold (a singleton, a cache, a system object) is shared, not a leak, and neither is
/// anything reachable only through it. The failure says how many shared objects it left unchecked. Mind that `make`'s
/// side effects happen twice.
///
/// - Parameters:
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
///   - make: Builds the object; the test must keep no reference to it.
/// - Returns: Whether everything was released.
///
/// ```swift
/// assertNoLeaks { SceneCreator.make() }
/// ```
///
/// ```text
/// Expected every object built by the closure to be released, but 4 were not
///
///   Not released:
///     (the root) SceneViewController, in cycle 1
///     interactor: SceneAInteractor, in cycle 1
///     router: SceneRouter, held by cycle 1
///     interactor.presenter: ScenePresenter, in cycle 1
///
///   Cycle 1, at the root:
///     SceneViewController.interactor: SceneBusinessLogic? → SceneAInteractor
///     SceneAInteractor.presenter: ScenePresentationLogic? → ScenePresenter
///     ScenePresenter.view: SceneDisplayLogic? → SceneViewController
///     Break it: make ScenePresenter.view weak
///
/// Break each cycle by making the reference that points back toward the root weak or unowned.
/// ```
@_disfavoredOverload
@discardableResult
func assertNoLeaks<Object: AnyObject>(
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ make: () throws -> Object
) rethrows -> Bool {
  // NB: disfavored, so that `await assertNoLeaks { Scene() }` in an async test waits, although its closure awaits
  // nothing.
  let check = try LeakCheck.twiceBuilt(make)
  let survivors = check.survivorsAfterWaiting()
  guard !survivors.isEmpty else { return true }
  check.failure(for: survivors, built: "built by the closure")
    .report(userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

/// Asserts that the object `make` builds, and every object it holds strongly, is released once the test lets it go,
/// waiting up to `timeout` for work still in flight to let go of it.
///
/// As the synchronous form (`make` runs twice, and what both builds hold is shared), but `make` may `await`, and after
/// the root is let go the survivors are checked again
/// as the caller's executor turns, until none is left or `timeout` passes.
///
/// - Parameters:
///   - timeout: How long work in flight may hold the graph, in seconds.
///   - message: Text to put before the failure.
///   - isolation: The actor the caller runs on; inferred.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
///   - make: Builds the object; the test must keep no reference to it.
/// - Returns: Whether everything was released in time.
///
/// ```swift
/// await assertNoLeaks { let vc = SceneCreator.make(); await vc.load(); return vc }
/// ```
@discardableResult
func assertNoLeaks<Object: AnyObject>(
  timeout: TimeInterval = 1,
  message: @autoclosure () -> String = "",
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ make: () async throws -> Object
) async rethrows -> Bool {
  let check = LeakCheck.comparing(first: try await make(), second: try await make())
  let ending = await LeakCheck.awaitRelease(of: [check], timeout: timeout, isolation: isolation)
  guard ending != .held else { return true }
  let waited = ending == .cancelled ? "before the task was cancelled" : "within \(timeout) s"
  check.failure(for: check.survivors, built: "built by the closure", waited: waited)
    .report(userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

/// Builds the object twice, lets go of it, and returns what it owned that was not released and what it shared.
///
/// The query form of ``assertNoLeaks(message:fileID:filePath:line:column:_:)``: the same check, reported by no one,
/// with the same wait of up to a second for work in flight.
///
/// - Parameter make: Builds the object; the caller must keep no reference to it. It runs twice.
/// - Returns: The objects not released, and the shared ones left unchecked.
///
/// ```swift
/// let report = checkLeaks { SceneCreator.make() }
/// #expect(report.passed)
/// #expect(report.shared == ["analytics: AppAnalytics"])
/// ```
func checkLeaks<Object: AnyObject>(_ make: () throws -> Object) rethrows -> LeakReport {
  let check = try LeakCheck.twiceBuilt(make)
  return check.report(for: check.survivorsAfterWaiting())
}

// MARK: - Memory/AssertNoRetainCycles.swift

/// Asserts that no strong reference cycle keeps the objects reachable from `root` alive.
///
/// Walks every object reachable from `root` through stored references (optionals, collections, dictionaries, sets,
/// enum payloads, existentials, property wrappers and superclasses included), each once and without recursion,
/// following only strong references: `weak` and `unowned` ones cannot form a cycle. Reports every elementary cycle
/// once, with its path from the root, each reference with its declared type, and the reference to make weak.
/// Reflection cannot see what closures capture, Objective-C instance variables or the insides of a
/// `CustomReflectable` type; ``assertNoLeaks(message:fileID:filePath:line:column:_:)`` still catches leaks through them.
///
/// - Parameters:
///   - root: The object or value whose graph to check.
///   - except: References that the app breaks on purpose, as paths from the root (`"coordinator.children"`); an entry
///     that names no stored property fails the assertion.
///   - scope: Which modules' types the walk enters; see ``GraphScope``.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertNoRetainCycles(SceneCreator.make())
/// ```
///
/// ```text
/// Expected no strong reference cycle in the graph of SceneViewController, but found 1
///
///   Cycle 1, at the root:
///     SceneViewController.interactor: SceneBusinessLogic → SceneAInteractor
///     SceneAInteractor.presenter: ScenePresentationLogic → ScenePresenter
///     ScenePresenter.view: SceneDisplayLogic → SceneViewController
///     Break it: make ScenePresenter.view weak
///
/// Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
/// ```
@discardableResult
func assertNoRetainCycles(
  _ root: Any,
  except: [any PropertyName] = [],
  scope: GraphScope = .appModules,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let check = RetainCycleCheck(root: root, except: except, scope: scope)
  if check.report.passed { return true }
  var failure = RetainCycleMessage.make(check.report)
  if !check.report.cycles.isEmpty {
    failure.attachments = check.diagram.attachments(named: "\(check.report.rootType)-retain-cycles")
  }
  failure.report(userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

// MARK: - Memory/CheckRetainCycles.swift

/// Looks for strong reference cycles in the graph reachable from `root`, and returns what it found: the query form of
/// ``assertNoRetainCycles(_:except:scope:message:fileID:filePath:line:column:)``.
///
/// - Parameters:
///   - root: The object or value whose graph to check.
///   - except: References that the app breaks on purpose, as paths from the root.
///   - scope: Which modules' types the walk enters.
/// - Returns: The cycles, each once, nearest the root first; the `unowned(unsafe)` references; and the stale
///   `except:` entries.
///
/// ```swift
/// #expect(checkRetainCycles(in: SceneCreator.make()).cycles.isEmpty)
/// ```
func checkRetainCycles(
  in root: Any,
  except: [any PropertyName] = [],
  scope: GraphScope = .appModules
) -> RetainCycleReport {
  RetainCycleCheck(root: root, except: except, scope: scope).report
}

// MARK: - Memory/LeakCheck.swift

import Foundation

/// What a leak check learned about the objects a graph held: a weak reference to each object reached strongly, and
/// the graph's shape, so that once the graph was let go it can say which objects survived and why.
fileprivate final class LeakCheck: @unchecked Sendable {
  /// Why an object outlived the graph.
  enum Reason: Equatable {
    /// It is part of the cycle with this number.
    case inCycle(Int)
    /// A cycle holds it: it is reachable from one.
    case heldByCycle(Int)
    /// Nothing in the stored graph holds it.
    case keptFromOutside

    /// The number of the cycle it is in or held by.
    var cycleNumber: Int? {
      switch self {
      case .inCycle(let number), .heldByCycle(let number): number
      case .keptFromOutside: nil
      }
    }
  }

  private final class WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private var graph: ObjectGraph
  // NB: the owned nodes, each with a weak reference; read only by the thread that checks.
  private let tracked: [(node: Int, reference: WeakReference)]
  /// The objects the graph only shares, which were not checked: how they were told apart, and which they are.
  let shared: (rule: SharingRule, nodes: [Int])

  /// How owned objects were told apart from shared ones.
  enum SharingRule {
    /// The graph was built twice: an object in both builds is shared.
    case identityAcrossBuilds
    /// The graph was handed over built: an object of a type outside the scope (a system object) is shared.
    case systemTypes
  }

  /// Follows `root`'s graph, to check later that what it owns was released.
  ///
  /// - Parameters:
  ///   - root: The root, always owned.
  ///   - scope: The modules whose types the walk enters.
  ///   - twin: The graph of a second build of the same root, alive while this one is read: an object in both is
  ///     shared. Without one, the objects of types outside `scope` are taken as shared.
  init(_ root: AnyObject, scope: GraphScope, twin: ObjectGraph? = nil) {
    var graph = ObjectGraph(from: root, scope: scope)
    let isShared: (Int) -> Bool
    if let twin {
      let sharedWithTwin = graph.nodes(alsoIn: twin)
      isShared = { sharedWithTwin.contains($0) }
    } else {
      isShared = { !scope.enters(graph.nodes[$0].type) }
    }
    // NB: owned is what the root reaches through strong references without passing through a shared object.
    var owned: Set<Int> = [0]
    var queue = [0]
    var sharedNodes: [Int] = []
    var seenShared: Set<Int> = []
    var next = 0
    while next < queue.count {
      let node = queue[next]
      next += 1
      for edge in graph.outgoing[node] where graph.edges[edge].ownership == .strong {
        let target = graph.edges[edge].to
        guard !owned.contains(target), !seenShared.contains(target) else { continue }
        if isShared(target) {
          sharedNodes.append(target)
          seenShared.insert(target)
        } else {
          owned.insert(target)
          queue.append(target)
        }
      }
    }
    tracked = owned.sorted().compactMap { index in
      // NB: a tagged pointer is no allocation: a weak reference to it is never cleared, so it cannot be checked.
      guard let object = graph.objects[index], !ObjectiveCRuntime.isTaggedPointer(object) else { return nil }
      return (index, WeakReference(object))
    }
    shared = (twin == nil ? .systemTypes : .identityAcrossBuilds, sharedNodes)
    graph.releaseObjects()
    self.graph = graph
  }

  /// The owned nodes of the app's code whose objects are still alive: a library's object that outlives the graph
  /// for a while (a connection closed on its own queue, a cache) is not the app's leak, unless it keeps one of the
  /// app's objects alive, which is then the survivor.
  var survivors: [Int] {
    tracked.filter { entry in
      guard graph.nodes[entry.node].isJudged, let object = entry.reference.object else { return false }
      return !heldByCaller.contains(ObjectIdentifier(object))
    }.map(\.node)
  }

  /// The objects the caller still holds once the check is made (what `withLeakTracking` returns), which are not
  /// expected to be released; set before the check, by the thread that checks.
  var heldByCaller: Set<ObjectIdentifier> = []

  /// Waits up to `timeout` for work in flight (a library's queue, the main queue) to let go of the survivors, without
  /// suspending: not at all when none is left, and the current run loop turns meanwhile on the main thread.
  func survivorsAfterWaiting(timeout: TimeInterval = 1) -> [Int] {
    let deadline = Date(timeIntervalSinceNow: timeout)
    var survivors = survivors
    var pause = 0.000_05
    while !survivors.isEmpty, Date() < deadline {
      if Thread.isMainThread {
        RunLoop.current.run(until: Date(timeIntervalSinceNow: pause))
      } else {
        Thread.sleep(forTimeInterval: pause)
      }
      pause = min(pause * 2, 0.004)
      survivors = self.survivors
    }
    return survivors
  }

  /// The survivors with why each survived, and the cycles among them.
  func explain(_ survivors: [Int]) -> (reasons: [Int: Reason], cycles: [RetainCycle], cycleEdges: [[Int]]) {
    // NB: a library's objects still alive explain the app's survivors: a cycle through them holds the app's objects.
    let alive = Set(survivors).union(tracked.filter { $0.reference.object != nil }.map(\.node))
    let found = CycleFinder.cycles(in: graph) { edge in
      edge.ownership == .strong && alive.contains(edge.from) && alive.contains(edge.to)
    }
    var reasons: [Int: Reason] = [:]
    for (number, cycle) in found.cycles.enumerated() {
      for edge in cycle where reasons[graph.edges[edge].from] == nil {
        reasons[graph.edges[edge].from] = .inCycle(number + 1)
      }
    }
    // NB: breadth first from the cycles, along the strong references between survivors.
    var queue = reasons.keys.sorted()
    var next = 0
    while next < queue.count {
      let node = queue[next]
      next += 1
      guard let number = reasons[node]?.cycleNumber else { continue }
      for edge in graph.outgoing[node] where graph.edges[edge].ownership == .strong {
        let target = graph.edges[edge].to
        guard alive.contains(target), reasons[target] == nil else { continue }
        reasons[target] = .heldByCycle(number)
        queue.append(target)
      }
    }
    for node in survivors where reasons[node] == nil { reasons[node] = .keptFromOutside }
    let reported = Set(survivors)
    reasons = reasons.filter { reported.contains($0.key) }
    return (reasons, found.cycles.map { RetainCycleCheck.cycle($0, in: graph) }, found.cycles)
  }

  /// Each survivor as `path: Type, why`, the root as `(the root) Type, why`.
  private func survivorLines(_ survivors: [Int], _ reasons: [Int: Reason]) -> [String] {
    survivors.map { node in
      let path = graph.path(to: node)
      let place = path.isEmpty ? "(the root)" : Shortening.path(path) + ":"
      let reason: String
      switch reasons[node] {
      case .inCycle(let number)?: reason = "in cycle \(number)"
      case .heldByCycle(let number)?: reason = "held by cycle \(number)"
      case .keptFromOutside?, nil: reason = "kept from outside the stored graph"
      }
      return "\(place) \(graph.nodes[node].typeName), \(reason)"
    }
  }

  /// What the check found, for `#expect`.
  func report(for survivors: [Int]) -> LeakReport {
    LeakReport(
      notReleased: survivorLines(survivors, explain(survivors).reasons),
      // NB: the first thousand, nearest the root: a path costs its depth.
      shared: shared.nodes.prefix(1_000).map { "\(graph.path(to: $0)): \(graph.nodes[$0].typeName)" }
    )
  }

  /// `  Shared, not checked: 2 (worker.center: NotificationCenter, …)`, or `nil` when the graph shares nothing.
  var sharedLine: String? {
    guard !shared.nodes.isEmpty else { return nil }
    let shown = shared.nodes.prefix(3).map { "\(Shortening.path(graph.path(to: $0))): \(graph.nodes[$0].typeName)" }
    let more = shared.nodes.count > shown.count ? ", …" : ""
    let rule =
      switch shared.rule {
      case .identityAcrossBuilds: "the same instance in both builds"
      case .systemTypes: "system objects"
      }
    return "  Shared, not checked: \(shared.nodes.count), \(rule) (\(shown.joined(separator: ", "))\(more))"
  }

  /// The failure for the survivors, with a diagram of them.
  func failure(for survivors: [Int], built: String, waited: String? = nil) -> FailureMessage {
    let (reasons, cycles, cycleEdges) = explain(survivors)
    let count = survivors.count == 1 ? "1 was not" : "\(survivors.count) were not"
    let when = waited.map { " \($0)" } ?? ""
    var message = FailureMessage(headline: "Expected every object \(built) to be released\(when), but \(count)")
    let lines = survivorLines(survivors, reasons).map { "    \($0)" }
    message.sections.append("  Not released:\n" + Shortening.list(lines).joined(separator: "\n"))
    if let sharedLine { message.sections.append(sharedLine) }
    for (offset, cycle) in cycles.enumerated() {
      message.sections.append(RetainCycleMessage.section(cycle, number: offset + 1))
    }
    if let modules = graph.modules.section { message.sections.append(modules) }
    var hints: [String] = []
    if !cycles.isEmpty {
      hints.append("Break each cycle by making the reference that points back toward the root weak or unowned.")
    }
    if reasons.values.contains(.keptFromOutside) {
      hints.append(
        "Something that is not a stored property of the graph keeps the objects marked \"kept from outside\" alive: "
          + "a closure that captures one (a singleton's handler, a timer, a notification observer), or a task still "
          + "running. Reflection cannot see what closures capture: look for self captured strongly.")
    }
    message.hint = hints.joined(separator: "\n")
    var marks = DiagramMarks()
    marks.survivors = Set(survivors)
    marks.shared = Set(shared.nodes)
    marks.cycleEdges = Set(cycleEdges.joined())
    marks.nodes = graph.withPathsFromRoot(survivors + shared.nodes)
    message.attachments = WiringDiagram(graph, marks: marks).attachments(named: "\(graph.nodes[0].typeName)-leaks")
    return message
  }
}

// MARK: -

fileprivate extension LeakCheck {
  /// Checks the second of two builds of the same graph, both alive while it is read: an object that both hold is
  /// shared (a singleton, a cache, a system object) and is not expected to go away.
  ///
  /// NB: the first build lives until the second is read, so that no object of the second can reuse its addresses;
  /// pass both builds as temporaries, so that nothing but the check keeps them once it is made.
  static func comparing(first: AnyObject, second: AnyObject, scope: GraphScope = .appModules) -> LeakCheck {
    var twin = ObjectGraph(from: first, scope: scope)
    let check = LeakCheck(second, scope: scope, twin: twin)
    twin.releaseObjects()
    return check
  }

  /// Builds the graph twice, each build in an autorelease pool (so that what it autoreleased does not look alive),
  /// and checks the second; see ``comparing(first:second:)``.
  static func twiceBuilt<Object: AnyObject>(_ make: () throws -> Object) rethrows -> LeakCheck {
    comparing(
      first: try ObjectiveCRuntime.drainingAutoreleased(make), second: try ObjectiveCRuntime.drainingAutoreleased(make))
  }

  /// The check of the object the test goes on with, and that object: built twice, the second checked against the
  /// first, when `object` builds one (`trackForMemoryLeaks(SceneCreator.make())`); read once, with system objects
  /// taken as shared, when it returns the same instance twice (`trackForMemoryLeaks(scene)`).
  static func tracking<Object: AnyObject>(_ object: () throws -> Object) rethrows -> (check: LeakCheck, object: Object)
  {
    let first = try ObjectiveCRuntime.drainingAutoreleased(object)
    let second = try ObjectiveCRuntime.drainingAutoreleased(object)
    guard first !== second else { return (LeakCheck(first, scope: .appModules), first) }
    return (comparing(first: first, second: second), second)
  }

  /// Waits until every check's survivors are gone, `timeout` passes or the task is cancelled, re-checking as work in
  /// flight lets go.
  static func awaitRelease(
    of checks: [LeakCheck], timeout: TimeInterval, isolation: isolated (any Actor)? = #isolation
  ) async -> EventualCheck.Ending {
    var remaining = Int.max
    let outcome = await EventualCheck.run(timeout: timeout, isolation: isolation) {
      let count = checks.reduce(0) { $0 + $1.survivors.count }
      defer { remaining = count }
      return count == 0 ? .held : count < remaining ? .changed : .unchanged
    }
    return outcome.ending
  }

  /// Reports the objects still alive at the end of a test, if any, at the line that started tracking them.
  func reportSurvivors(_ message: () -> String, at site: SourceSite) {
    let survivors = survivors
    guard !survivors.isEmpty else { return }
    failure(for: survivors, built: "tracked here", waited: "by the end of the test").report(
      userMessage: message, at: site)
  }
}

// MARK: - Memory/LeakReport.swift

/// What a leak check found: the objects a graph owns that were not released, and the shared ones it left unchecked.
///
/// Returned by ``checkLeaks(_:)``, for `#expect` and your own assertions.
struct LeakReport: Sendable, Hashable {
  /// Each owned object that was not released, as `path: Type, why`: `child: ModelChild, kept from outside the
  /// stored graph`; the root as `(the root) Type, why`.
  let notReleased: [String]
  /// Each object the graph shares (a singleton, a cache, a system object), which was not checked, as `path: Type`;
  /// the first thousand, nearest the root.
  let shared: [String]

  /// Whether the check passed: every object the graph owns was released.
  var passed: Bool { notReleased.isEmpty }
}

// MARK: - Memory/LeakTracker.swift

import Foundation

/// The objects a Swift Testing test tracks with ``trackForMemoryLeaks(_:message:fileID:filePath:line:column:)``,
/// checked when the test ends by the ``LeakCheckingTrait``.
///
/// Task-local, because a trait cannot see the suite instance: a test and the tasks it creates share the tracker of
/// the test, and tests running in parallel each have their own.
fileprivate final class LeakTracker: @unchecked Sendable {
  @TaskLocal static var current: LeakTracker?

  private let lock = NSLock()
  // NB: read and written only while `lock` is held.
  private var entries: [(check: LeakCheck, message: @Sendable () -> String, site: SourceSite)] = []

  /// Keeps `check`, made of a graph read now, to check when the test ends that what the graph owns was released.
  func track(_ check: LeakCheck, message: @escaping @Sendable () -> String, at site: SourceSite) {
    lock.guarded { entries.append((check, message, site)) }
  }

  /// Waits up to `timeout` for work in flight to let go of the tracked objects, then reports each graph that kept
  /// some, at the line that tracked it.
  /// What `heldByCaller` (the value the tracked code returns) holds strongly is not expected to be released.
  func checkReleased(
    timeout: TimeInterval = 1, heldByCaller: Any = (), isolation: isolated (any Actor)? = #isolation
  ) async {
    let entries = lock.guarded { self.entries }
    let held = ObjectGraph(from: heldByCaller, scope: .appModules).nodes.compactMap(\.identifier)
    for entry in entries { entry.check.heldByCaller = Set(held) }
    let ending = await LeakCheck.awaitRelease(of: entries.map(\.check), timeout: timeout, isolation: isolation)
    guard ending != .held else { return }
    for entry in entries { entry.check.reportSurvivors(entry.message, at: entry.site) }
  }
}

// MARK: - Memory/RetainCycle.swift

/// A strong reference cycle: objects that keep each other alive, so that none is released once nothing else refers
/// to them.
struct RetainCycle: Sendable, Hashable, CustomStringConvertible {
  /// One strong stored reference of the cycle.
  struct Reference: Sendable, Hashable, CustomStringConvertible {
    /// The type of the object that holds the reference: `ScenePresenter`.
    let ownerType: String
    /// The path from that object to the next one: `view`, or `children[0]` through a collection.
    let path: String
    /// The declared type of the stored property the path starts with: `SceneDisplayLogic?`.
    let declaredType: String
    /// The type of the object it refers to: `SceneViewController`.
    let targetType: String
    /// Whether the owner is the app's code, whose reference the app can change: not a library's.
    var isAppCode = true

    /// `ScenePresenter.view: SceneDisplayLogic? → SceneViewController`.
    var description: String {
      "\(ownerType).\(path): \(declaredType) → \(targetType)"
    }
  }

  /// The path from the root to the cycle's first object, the one nearest the root; empty when it is the root.
  let pathFromRoot: String
  /// The references, from the first object around and back to it.
  let references: [Reference]

  /// The reference to make `weak` or `unowned`: the one that points back to the object nearest the root, or, when a
  /// library's object holds that one, the app's last reference before it.
  var referenceToWeaken: Reference {
    references.last(where: \.isAppCode) ?? references[references.count - 1]
  }

  /// The cycle on one line: `SceneViewController.interactor → … → ScenePresenter.view → SceneViewController`.
  var description: String {
    references.map { "\($0.ownerType).\($0.path)" }.joined(separator: " → ") + " → \(references[0].ownerType)"
  }
}

/// The result of looking for strong reference cycles in an object graph.
///
/// ``assertNoRetainCycles(_:except:scope:message:fileID:filePath:line:column:)`` reports it as a failure; use
/// ``checkRetainCycles(in:except:scope:)`` to inspect it yourself.
struct RetainCycleReport: Sendable, Hashable {
  /// The type of the root.
  let rootType: String
  /// Every elementary cycle of strong references, each once, nearest the root first.
  let cycles: [RetainCycle]
  /// `unowned(unsafe)` references: not cycles, but never checked, so reading one after its target is gone is
  /// undefined. As `Owner.path → Target`.
  let unsafeReferences: [String]
  /// The `except:` entries that name no stored property.
  let staleExceptions: [StaleException]
  /// Set when the walk stopped at the scope's ``GraphScope/maximumValueCount``.
  let truncatedAt: Int?
  /// Whether the search for cycles stopped at its limit (20 cycles) before it had looked everywhere.
  let isSearchCut: Bool
  /// The modules whose objects the walk judged, and those it walked through.
  fileprivate let modules: JudgedModules

  /// Whether the check passed: the graph has no cycle, every `except:` entry names a real property, and the walk
  /// was complete.
  var passed: Bool {
    cycles.isEmpty && staleExceptions.isEmpty && truncatedAt == nil
  }

}

// MARK: - Memory/RetainCycleCheck.swift

/// One search for cycles: the graph, the cycles as its edges, and the report and diagram made of them.
fileprivate struct RetainCycleCheck {
  let graph: ObjectGraph
  let cycleEdges: [[Int]]
  let report: RetainCycleReport

  init(root: Any, except: [any PropertyName], scope: GraphScope) {
    let graph = ObjectGraph(from: root, scope: scope)
    let exceptions = ExceptionList(except, root: root)
    let found = CycleFinder.cycles(in: graph) { edge in
      guard edge.ownership == .strong else { return false }
      return !exceptions.exempts(edge.property, of: graph.objects[edge.from]) {
        graph.path(to: edge.from, then: edge.property)
      }
    }
    self.graph = graph
    self.cycleEdges = found.cycles
    self.report = RetainCycleReport(
      rootType: TypeName.ofValue(root),
      cycles: found.cycles.map { Self.cycle($0, in: graph) },
      unsafeReferences: graph.edges.filter { $0.ownership == .unownedUnsafe && graph.nodes[$0.from].isJudged }.map {
        "\(graph.nodes[$0.from].typeName).\($0.label) → \(graph.nodes[$0.to].typeName)"
      },
      staleExceptions: exceptions.stale,
      truncatedAt: graph.isTruncated ? scope.maximumValueCount : nil,
      isSearchCut: !found.isComplete,
      modules: found.cycles.isEmpty ? JudgedModules() : graph.modules
    )
  }

  /// The cycles and the paths from the root to them, drawn, the cycles in red.
  var diagram: WiringDiagram {
    var marks = DiagramMarks()
    marks.cycleEdges = Set(cycleEdges.joined())
    marks.nodes = graph.withPathsFromRoot(marks.cycleEdges.map { graph.edges[$0].from })
    return WiringDiagram(graph, marks: marks)
  }

  static func cycle(_ edges: [Int], in graph: ObjectGraph) -> RetainCycle {
    RetainCycle(
      pathFromRoot: graph.path(to: graph.edges[edges[0]].from),
      references: edges.map { index in
        let edge = graph.edges[index]
        return RetainCycle.Reference(
          ownerType: graph.nodes[edge.from].typeName, path: edge.label, declaredType: edge.declaredType.name,
          targetType: graph.nodes[edge.to].typeName, isAppCode: graph.nodes[edge.from].isJudged)
      }
    )
  }
}

// MARK: - Memory/RetainCycleMessage.swift

/// The failure message of a ``RetainCycleReport`` that is not clean.
fileprivate enum RetainCycleMessage {
  static func make(_ report: RetainCycleReport) -> FailureMessage {
    let root = report.rootType
    var message: FailureMessage
    var hints: [String] = []
    if !report.cycles.isEmpty {
      let count = report.isSearchCut ? "at least \(report.cycles.count)" : "\(report.cycles.count)"
      message = FailureMessage(
        headline: "Expected no strong reference cycle in the graph of \(root), but found \(count)")
      for (offset, cycle) in report.cycles.enumerated() {
        message.sections.append(section(cycle, number: offset + 1))
      }
      if let modules = report.modules.section { message.sections.append(modules) }
      hints.append(
        "Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once "
          + "nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.")
      if report.isSearchCut {
        hints.append("The search stopped after \(report.cycles.count) cycles: break these first.")
      }
    } else if !report.staleExceptions.isEmpty {
      message = FailureMessage(headline: "Expected every except: entry to name a stored property of \(root)")
    } else {
      message = FailureMessage(headline: "Expected to check every object in the graph of \(root) for retain cycles")
    }
    if !report.unsafeReferences.isEmpty {
      message.sections.append(
        "  unowned(unsafe), which keeps nothing alive and is never checked:\n"
          + Shortening.list(report.unsafeReferences.map { "    \($0)" }).joined(separator: "\n"))
    }
    hints += [message.addStaleExceptions(report.staleExceptions), message.addTruncation(at: report.truncatedAt)]
      .compactMap { $0 }
    message.hint = hints.joined(separator: "\n")
    return message
  }

  /// `Cycle 1, at the root:` and one line per reference, then the one to break.
  static func section(_ cycle: RetainCycle, number: Int) -> String {
    let place = cycle.pathFromRoot.isEmpty ? "at the root" : "reached through \(Shortening.path(cycle.pathFromRoot))"
    let weaken = cycle.referenceToWeaken
    let lines = cycle.references.map { "    \($0)" } + ["    Break it: make \(weaken.ownerType).\(weaken.path) weak"]
    return "  Cycle \(number), \(place):\n" + lines.joined(separator: "\n")
  }
}

// MARK: - Memory/TrackForMemoryLeaks.swift

/// Tracks `object` in a Swift Testing test with the ``LeakCheckingTrait``: when the test ends, `object` and every
/// object it owns now must have been released.
///
/// What the object owns is told from what it shares as ``assertNoLeaks(message:fileID:filePath:line:column:_:)``
/// tells it, when you hand over the expression that builds it: `let scene = trackForMemoryLeaks(SceneCreator.make())`
/// builds the scene twice, returns the second build, and takes what both builds hold (a singleton, a cache) as shared.
/// Handed an object already built (`trackForMemoryLeaks(scene)`), it can only take the system's objects as shared: an
/// app singleton the object holds is then checked too. Either way, a library's objects are not judged, unless they
/// keep one of the app's objects alive. In an `XCTestCase`, the test case's own `trackForMemoryLeaks(_:)` is called
/// instead, with the same check.
///
/// - Parameters:
///   - object: The object to track, with its graph as it is now; an expression that builds it is evaluated twice.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: The object tracked: the second build, or the object handed over.
///
/// ```swift
/// @Test(.checksLeaks) func loadsTheProfile() {
///   let scene = trackForMemoryLeaks(SceneCreator.make())
///   scene.load()
/// }
/// ```
///
/// ```text
/// Expected every object tracked here to be released by the end of the test, but 1 was not
///
///   Not released:
///     (the root) ProfileViewController, kept from outside the stored graph
/// ```
@discardableResult
func trackForMemoryLeaks<Object: AnyObject>(
  _ object: @autoclosure () throws -> Object,
  message: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> Object {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  guard let tracker = LeakTracker.current else {
    let untracked = try object()
    var failure = FailureMessage(
      headline:
        "Expected a test with the .checksLeaks trait to track \(TypeName.ofValue(untracked)), but none is running")
    failure.hint =
      "Add the trait to the test or its suite, as in @Test(.checksLeaks) or @Suite(.checksLeaks), or check the "
      + "object with assertNoLeaks { … }."
    failure.report(userMessage: message, at: site)
    return untracked
  }
  let (check, tracked) = try LeakCheck.tracking(object)
  tracker.track(check, message: message, at: site)
  return tracked
}

// MARK: - Memory/WithLeakTracking.swift

import Foundation

/// Runs `body` with a leak tracker of its own, then checks that every object it tracked with
/// ``trackForMemoryLeaks(_:message:fileID:filePath:line:column:)`` was released, and reports each that was not at the
/// line that tracked it. What `body` returns, and what it holds, goes on to the caller, and is not expected to be
/// released.
///
/// What the ``LeakCheckingTrait`` runs around each test: use it where the trait cannot go, with a compiler older than
/// Swift 6.1, or around part of a test.
///
/// - Parameters:
///   - timeout: How long to wait for work in flight to let go of the tracked objects.
///   - isolation: The actor to run on; the caller's, by default.
///   - body: The code that tracks objects.
/// - Returns: What `body` returns.
///
/// ```swift
/// await withLeakTracking {
///   let scene = SceneCreator.make()
///   trackForMemoryLeaks(scene)
///   await scene.load()
/// }
/// ```
@discardableResult
func withLeakTracking<Result>(
  timeout: TimeInterval = 1,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  let tracker = LeakTracker()
  let result: Result
  do {
    result = try await LeakTracker.$current.withValue(tracker, operation: body, isolation: isolation)
  } catch {
    await tracker.checkReleased(timeout: timeout, isolation: isolation)
    throw error
  }
  await tracker.checkReleased(timeout: timeout, heldByCaller: result, isolation: isolation)
  return result
}

// MARK: - Reporters/AutomaticReporter.swift

/// Reports to whichever test framework is running the current test, and never drops a failure.
///
/// The route, in order:
/// 1. A Swift Testing test runs in the current task (`Test.current != nil`): a Swift Testing issue.
/// 2. An XCTest test is running in the process: an XCTest failure, attributed to that test.
/// 3. Otherwise (no test at all, or a detached task or thread during a Swift Testing run): the failure
///    is written to standard error, and also recorded as a Swift Testing issue, which Swift Testing
///    attributes to an «unknown» test when a run is in progress and ignores when none is.
struct AutomaticReporter: FailureReporter {
  /// Reports the failure to the running test, or to standard error when no test can take it.
  ///
  /// - Parameter failure: The failure to report.
  func report(_ failure: TestFailure) {
    if SwiftTestingReporter.isTestRunning {
      SwiftTestingReporter().report(failure)
    } else if XCTestReporter().recordIfTestIsRunning(failure) {
      return
    } else {
      StandardErrorReporter().report(failure)
      SwiftTestingReporter().report(failure)
    }
  }
}

extension FailureReporter where Self == AutomaticReporter {
  /// Reports to the test that is running: Swift Testing, then XCTest, then standard error. The default.
  ///
  /// A Swift Testing test running in the current task gets a Swift Testing issue; else a running XCTest test gets
  /// an XCTest failure; else (no test at all, or a detached task or thread during a Swift Testing run) the failure
  /// is written to standard error, and also recorded as a Swift Testing issue, which Swift Testing attributes to an
  /// «unknown» test when a run is in progress and ignores when none is.
  static var automatic: AutomaticReporter { AutomaticReporter() }
}

// MARK: - Reporters/FailureReporter.swift

/// Something that turns a ``TestFailure`` into a failed test, a log line or anything else.
///
/// Wired reports every failure through the reporter of the current task, which is ``automatic`` unless
/// ``withFailureReporter(_:operation:)-(_,()->Result)`` says otherwise. Conform your own type to route
/// failures elsewhere, for example to a logger in a debug build of an app:
///
/// ```swift
/// struct LoggingReporter: FailureReporter {
///   func report(_ failure: TestFailure) { logger.error("\(failure)") }
/// }
/// ```
protocol FailureReporter: Sendable {
  /// Reports one failure.
  ///
  /// - Parameter failure: The failure, with its message and the caller's source location.
  func report(_ failure: TestFailure)
}

// MARK: - Reporters/StandardErrorReporter.swift

import Foundation

/// Writes each failure to standard error as `file:line:column: error: message`, the shape editors link.
///
/// This is where ``FailureReporter/automatic`` sends a failure when no test is running, for example when
/// a debug build of an app checks its own wiring. It never traps.
struct StandardErrorReporter: FailureReporter {
  /// Writes the failure to standard error.
  ///
  /// - Parameter failure: The failure to write.
  func report(_ failure: TestFailure) {
    var text = "\(failure.filePath):\(failure.line):\(failure.column): error: \(failure.message)\n"
    for attachment in failure.attachments {
      text += "--- \(attachment.name) ---\n\(attachment.content)\n"
    }
    FileHandle.standardError.write(Data(text.utf8))
  }
}

extension FailureReporter where Self == StandardErrorReporter {
  /// Writes the failure to standard error, one `file:line:column: error: message` block per failure; never traps.
  static var standardError: StandardErrorReporter { StandardErrorReporter() }
}

// MARK: - Reporters/SwiftTestingReporter.swift

#if canImport(Testing)
  import Testing
#endif

/// Records each failure as a Swift Testing issue at the caller's source location.
///
/// Swift Testing attributes the issue to the test of the current task. From a detached task or a thread
/// it records an issue of an «unknown» test, which still fails the run; outside a Swift Testing run it
/// does nothing.
struct SwiftTestingReporter: FailureReporter {
  /// Records the failure as an issue of severity error.
  ///
  /// - Parameter failure: The failure to record.
  func report(_ failure: TestFailure) {
    #if canImport(Testing)
      let comment = Comment(
        rawValue: failure.message.isEmpty ? "Wired reported a failure without a message" : failure.message
      )
      let location = Self.sourceLocation(of: failure)
      #if compiler(>=6.2)
        for attachment in failure.attachments {
          Attachment.record(attachment.content, named: attachment.name, sourceLocation: location)
        }
        SavedAttachments.save(failure.attachments)
      #endif
      #if compiler(>=6.3)
        Issue.record(comment, severity: .error, sourceLocation: location)
      #else
        Issue.record(comment, sourceLocation: location)
      #endif
    #endif
  }

  #if canImport(Testing)
    /// Where Swift Testing shows the failure: the caller's location.
    static func sourceLocation(of failure: TestFailure) -> SourceLocation {
      SourceLocation(
        // NB: Swift Testing traps on a file ID without a module part, or on a line or column below 1.
        fileID: failure.fileID.contains("/") ? failure.fileID : "_/\(failure.fileID)",
        filePath: failure.filePath,
        line: max(1, Int(clamping: failure.line)),
        column: max(1, Int(clamping: failure.column))
      )
    }
  #endif

  /// Whether a Swift Testing test is running in the current task.
  static var isTestRunning: Bool {
    #if canImport(Testing)
      Test.current != nil
    #else
      false
    #endif
  }
}

extension FailureReporter where Self == SwiftTestingReporter {
  /// Records a Swift Testing issue at the caller's location; outside a Swift Testing run, it does nothing.
  static var swiftTesting: SwiftTestingReporter { SwiftTestingReporter() }
}

// MARK: - Reporters/WarningReporter.swift

import Foundation

#if canImport(Testing)
  import Testing
#endif

/// Reports each failure as a warning, so that a team can switch Wired's checks on across a legacy codebase and fix
/// what they find later: the test passes, and the warning says what it found, where.
///
/// In a Swift Testing test (Swift 6.3 and later) each failure becomes an issue of severity warning, shown in the run's
/// output and in Xcode's test report. XCTest has no warnings: there, and with an older compiler, and outside any
/// test, the failure is written to standard error as `file:line:column: warning: message`, which test logs show.
struct WarningReporter: FailureReporter {
  /// Records the failure as a warning.
  ///
  /// - Parameter failure: The failure to record.
  func report(_ failure: TestFailure) {
    #if canImport(Testing) && compiler(>=6.3)
      if SwiftTestingReporter.isTestRunning {
        Issue.record(
          Comment(rawValue: failure.message), severity: .warning,
          sourceLocation: SwiftTestingReporter.sourceLocation(of: failure))
        return
      }
    #endif
    var text = "\(failure.filePath):\(failure.line):\(failure.column): warning: \(failure.message)\n"
    for attachment in failure.attachments {
      text += "--- \(attachment.name) ---\n\(attachment.content)\n"
    }
    FileHandle.standardError.write(Data(text.utf8))
  }
}

extension FailureReporter where Self == WarningReporter {
  /// Reports each failure as a warning, for adopting Wired's checks in a codebase that does not pass them yet: a
  /// Swift Testing issue of severity warning (Swift 6.3 and later); elsewhere, XCTest included, which has no
  /// warnings, a `file:line:column: warning:` line on standard error. The test passes.
  ///
  /// ```swift
  /// @Suite(.reportingFailures(to: .warnings)) struct LegacySceneTests { … }
  /// ```
  static var warnings: WarningReporter { WarningReporter() }
}

// MARK: - Reporters/XCTestReporter.swift

import Foundation

#if canImport(XCTest)
  import XCTest
#endif

/// Records each failure as an XCTest failure at the caller's file and line.
///
/// XCTest drops a failure recorded while no XCTest test runs, without a word. This reporter notices
/// (through an `XCTestObservation` observer) and writes such a failure to standard error instead.
struct XCTestReporter: FailureReporter {
  /// Creates the reporter, and from now on follows XCTest's tests, so that it knows when one is running.
  init() {
    Self.observeTests()
  }

  /// Records the failure on the running XCTest test, or writes it to standard error when none runs.
  ///
  /// - Parameter failure: The failure to record.
  func report(_ failure: TestFailure) {
    if !recordIfTestIsRunning(failure) {
      StandardErrorReporter().report(failure)
    }
  }

  /// Starts following XCTest's tests now rather than at the first failure, so that the test that is about to
  /// start is known to be running.
  static func observeTests() {
    #if canImport(XCTest)
      _ = FailureObserver.registered
    #endif
  }

  /// Records the failure with `XCTFail` and tells whether a running XCTest test received it.
  func recordIfTestIsRunning(_ failure: TestFailure) -> Bool {
    #if canImport(XCTest)
      let observer = FailureObserver.registered
      let before = observer.state
      #if canImport(Darwin)
        if !failure.attachments.isEmpty, let testCase = observer.runningTestCase {
          testCase.record(Self.issue(failure))
          return true
        }
      #endif
      if let file = failure.staticFilePath {
        XCTFail(failure.message, file: file, line: failure.line)
      } else {
        // NB: XCTest takes the file as a `StaticString`, which a failure built at run time does not have;
        // the location then leads the message instead.
        XCTFail("\(failure.filePath):\(failure.line): \(failure.message)")
      }
      // NB: a test seen starting took the failure, even if it overrides how it records failures; before
      // the first start is seen (the observer registers on first use), a changed failure count proves it.
      let isTaken = before.isTestRunning || observer.state.failureCount != before.failureCount
      // NB: the test took the failure, but not its attachments, which XCTest has on Apple platforms only.
      if isTaken { SavedAttachments.save(failure.attachments) }
      return isTaken
    #else
      return false
    #endif
  }

  #if canImport(Darwin)
    /// The failure as an issue that carries its attachments, such as the diagram of a cycle.
    ///
    /// NB: attachments travel inside the issue, which XCTest records from any thread, as `XCTFail` does; adding them
    /// to the test case (`add(_:)`) is for the main thread only, and an async test would lose them.
    private static func issue(_ failure: TestFailure) -> XCTIssue {
      let location = XCTSourceCodeLocation(filePath: failure.filePath, lineNumber: Int(clamping: failure.line))
      let attachments = failure.attachments.map { attachment in
        let xcAttachment = XCTAttachment(string: attachment.content)
        xcAttachment.name = attachment.name
        xcAttachment.lifetime = .keepAlways
        return xcAttachment
      }
      return XCTIssue(
        type: .assertionFailure,
        compactDescription: failure.message,
        detailedDescription: nil,
        sourceCodeContext: XCTSourceCodeContext(location: location),
        associatedError: nil,
        attachments: attachments
      )
    }
  #endif
}

extension FailureReporter where Self == XCTestReporter {
  /// Records an XCTest failure at the caller's file and line, or writes it to standard error when no XCTest test
  /// runs (XCTest would drop it without a word).
  static var xcTest: XCTestReporter { XCTestReporter() }
}

#if canImport(XCTest)
  /// Follows the XCTest tests that run and the failures they receive, so the reporter can tell when XCTest
  /// dropped one.
  private final class FailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
    struct State {
      var isTestRunning = false
      var failureCount = 0
    }

    /// The observer, registered with XCTest on the main thread (at once when this is first read there).
    static let registered: FailureObserver = {
      let observer = FailureObserver()
      MainThreadRegistration.run { XCTestObservationCenter.shared.addTestObserver(observer) }
      return observer
    }()

    private let lock = NSLock()
    private var current = State()
    private weak var testCase: XCTestCase?

    /// The test case that is running, for attachments.
    var runningTestCase: XCTestCase? {
      lock.guarded { testCase }
    }

    var state: State {
      lock.guarded { current }
    }

    private func update(_ change: (inout State) -> Void) {
      lock.guarded { change(&current) }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      lock.guarded { self.testCase = testCase }
      update { $0.isTestRunning = true }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      lock.guarded { self.testCase = nil }
      update { $0.isTestRunning = false }
    }

    #if canImport(Darwin)
      func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) { update { $0.failureCount += 1 } }
    #else
      func testCase(
        _ testCase: XCTestCase,
        didFailWithDescription description: String,
        inFile filePath: String?,
        atLine lineNumber: Int
      ) { update { $0.failureCount += 1 } }
    #endif
  }
#endif

// MARK: - Reporting/CaptureFailures.swift

import Foundation

/// Runs `operation` and returns the failures it reported, in order, instead of failing the test.
///
/// This is how you test a helper built on Wired, or check the exact message of a Wired assertion:
///
/// ```swift
/// let failures = captureFailures { assertWired(scene, path: "interactor.presenter.view", to: scene) }
/// #expect(failures.map(\.message) == ["Expected \"interactor.presenter.view\" to be …"])
/// ```
///
/// Capturing is task-local, like ``withFailureReporter(_:operation:)-(_,()->Result)``: it sees the failures of
/// `operation` and of the tasks it creates, but not those of a detached task, a thread or a dispatch queue,
/// which go to ``FailureReporter/automatic``: XCTest fails the running test, and Swift Testing records an
/// issue of an «unknown» test, which fails the run.
///
/// - Parameter operation: The code whose failures to collect.
/// - Returns: The failures, in the order they were reported.
func captureFailures(_ operation: () throws -> Void) rethrows -> [TestFailure] {
  let collector = FailureCollector()
  try withFailureReporter(collector, operation: operation)
  return collector.failures
}

/// Runs the async `operation` and returns the failures it reported, in order, instead of failing the test.
///
/// - Parameters:
///   - isolation: The actor `operation` runs on; inferred.
///   - operation: The code whose failures to collect.
/// - Returns: The failures, in the order they were reported.
func captureFailures(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: () async throws -> Void
) async rethrows -> [TestFailure] {
  let collector = FailureCollector()
  try await withFailureReporter(collector, isolation: isolation, operation: operation)
  return collector.failures
}

/// A reporter that keeps the failures it is given, safely from any thread.
fileprivate final class FailureCollector: FailureReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [TestFailure] = []

  var failures: [TestFailure] {
    lock.guarded { collected }
  }

  func report(_ failure: TestFailure) {
    lock.guarded { collected.append(failure) }
  }
}

// MARK: - Reporting/ReportFailure.swift

/// Reports a failure through the current task's reporter, at the caller's location.
///
/// Use it to build your own assertions on Wired: they then fail in XCTest and Swift Testing alike, and
/// ``captureFailures(_:)-(()->Void)`` can check their messages.
///
/// - Parameters:
///   - message: The text of the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
///
/// ```swift
/// func assertLoggedIn(_ session: Session, line: UInt = #line, ...) {
///   if session.user == nil { reportFailure("Expected a logged-in session", line: line, ...) }
/// }
/// ```
func reportFailure(
  _ message: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  dispatchFailure(message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The one place where the library hands a failure to a reporter.
fileprivate func dispatchFailure(_ message: String, at site: SourceSite, attachments: [TestAttachment] = []) {
  let failure = TestFailure(Shortening.message(message), at: site, attachments: attachments)
  if let reporter = CurrentReporter.value {
    reporter.report(failure)
  } else {
    AutomaticReporter().report(failure)
  }
}

// MARK: - Reporting/SavedAttachments.swift

import Foundation

/// Where the attachments of a failure go when the test run keeps none: `swift test` records Swift Testing attachments
/// only with `--attachments-path`, and XCTest on Linux has no attachments at all. Xcode keeps them in its result
/// bundle, so there nothing is written.
fileprivate enum SavedAttachments {
  /// The folder of this process's attachments: `<temporary folder>/Wired/<process id>`.
  static let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("Wired", isDirectory: true)
    .appendingPathComponent("\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)

  private static let lock = NSLock()

  /// Whether Xcode runs the tests, and so keeps their attachments.
  static var isKeptByTheRunner: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["XCTestSessionIdentifier"] != nil || environment["XCTestConfigurationFilePath"] != nil
  }

  /// Writes each attachment into ``folder`` (a name used before gets `-2`, `-3`…) and says on standard error where,
  /// unless the runner keeps attachments itself; returns the files written.
  @discardableResult
  static func save(_ attachments: [TestAttachment]) -> [URL] {
    guard !attachments.isEmpty, !isKeptByTheRunner else { return [] }
    return lock.guarded {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return attachments.compactMap { attachment in
        let url = freeURL(for: attachment.name)
        guard (try? Data(attachment.content.utf8).write(to: url)) != nil else { return nil }
        FileHandle.standardError.write(Data("⎙ Wired saved '\(attachment.name)' at \(url.path)\n".utf8))
        return url
      }
    }
  }

  /// `name` in ``folder``, or `name` with a number before its extension when that file exists.
  private static func freeURL(for name: String) -> URL {
    let url = folder.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else { return url }
    let base = url.deletingPathExtension().lastPathComponent
    let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
    var number = 2
    while FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(base)-\(number)\(suffix)").path) {
      number += 1
    }
    return folder.appendingPathComponent("\(base)-\(number)\(suffix)")
  }
}

// MARK: - Reporting/SourceSite.swift

/// The caller's source location, passed untouched from a public assertion to the reporter.
///
/// Kept as `StaticString`s so that an assertion that passes does no string work.
fileprivate struct SourceSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

// MARK: - Reporting/TestAttachment.swift

/// Text that goes with a failure, such as a wiring diagram: a Swift Testing attachment where the compiler has them
/// (Swift 6.2 and later), an `XCTAttachment` on Apple platforms, and the end of the text on standard error.
struct TestAttachment: Sendable, Hashable {
  /// The file name the attachment is saved under, such as `"SceneViewController.dot"`.
  let name: String
  /// The attachment's text.
  let content: String

  /// Creates an attachment.
  ///
  /// - Parameters:
  ///   - name: The file name the attachment is saved under.
  ///   - content: The attachment's text.
  init(name: String, content: String) {
    self.name = name
    self.content = content
  }
}

// MARK: - Reporting/TestFailure.swift

/// A failure that a Wired helper reports: the message and the caller's source location.
///
/// Every helper builds one of these and hands it to the current ``FailureReporter``. Use
/// ``captureFailures(_:)-(()->Void)`` to collect them instead of failing the test.
struct TestFailure: Sendable, Hashable, CustomStringConvertible {
  /// The full text of the failure, the user's own message first when one was given.
  var message: String
  /// The caller's `#fileID`, such as `"MyAppTests/SceneTests.swift"`.
  var fileID: String
  /// The caller's `#filePath`.
  var filePath: String
  /// The caller's `#line`.
  var line: UInt
  /// The caller's `#column`.
  var column: UInt
  /// Text that goes with the failure, such as a diagram of the objects involved; not part of equality.
  var attachments: [TestAttachment] = []
  /// The caller's `#filePath` as the compiler gave it, which XCTest needs; `nil` for a failure built at run time.
  let staticFilePath: StaticString?

  /// Creates a failure with a message and a source location.
  ///
  /// - Parameters:
  ///   - message: The text of the failure.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  init(message: String, fileID: String, filePath: String, line: UInt, column: UInt) {
    self.message = message
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.staticFilePath = nil
  }

  /// Two failures are equal when their messages and locations are.
  static func == (lhs: TestFailure, rhs: TestFailure) -> Bool {
    lhs.message == rhs.message && lhs.fileID == rhs.fileID && lhs.filePath == rhs.filePath && lhs.line == rhs.line
      && lhs.column == rhs.column
  }

  /// Hashes the message and the location.
  func hash(into hasher: inout Hasher) {
    hasher.combine(message)
    hasher.combine(fileID)
    hasher.combine(filePath)
    hasher.combine(line)
    hasher.combine(column)
  }

  /// The failure as `file:line:column: message`, the way compilers print diagnostics.
  var description: String {
    "\(fileID):\(line):\(column): \(message)"
  }
}

// MARK: -

fileprivate extension TestFailure {
  init(_ message: String, at site: SourceSite, attachments: [TestAttachment] = []) {
    self.message = message
    self.attachments = attachments
    self.fileID = "\(site.fileID)"
    self.filePath = "\(site.filePath)"
    self.line = site.line
    self.column = site.column
    self.staticFilePath = site.filePath
  }
}

// MARK: - Reporting/WithFailureReporter.swift

/// The reporter of the current task, when one was set with `withFailureReporter`.
fileprivate enum CurrentReporter {
  @TaskLocal static var value: (any FailureReporter)?
}

/// Runs `operation` with every Wired failure it reports sent to `reporter`.
///
/// The reporter is task-local: it holds for `operation`, its child tasks and the tasks it creates with
/// `Task { }`, and never leaks into tests running in parallel. A detached task, a thread or a dispatch
/// queue does not inherit it; their failures go to ``FailureReporter/automatic``, so none is lost: XCTest fails
/// the running test, and Swift Testing records an issue of an «unknown» test, which fails the run.
///
/// - Parameters:
///   - reporter: Where failures go while `operation` runs.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
///
/// ```swift
/// withFailureReporter(.standardError) {
///   assertAllInjected(container.makeRootViewController())
/// }
/// ```
@discardableResult
func withFailureReporter<Result>(
  _ reporter: some FailureReporter,
  operation: () throws -> Result
) rethrows -> Result {
  try CurrentReporter.$value.withValue(reporter, operation: operation)
}

/// Runs the async `operation` with every Wired failure it reports sent to `reporter`.
///
/// - Parameters:
///   - reporter: Where failures go while `operation` runs.
///   - isolation: The actor `operation` runs on; inferred.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
@discardableResult
func withFailureReporter<Result>(
  _ reporter: some FailureReporter,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await CurrentReporter.$value.withValue(reporter, operation: operation, isolation: isolation)
}

// MARK: - Snapshot/AssertWiringSnapshot.swift

/// Asserts that the wiring of the graph `root` builds is the wiring recorded beside the test, as text that
/// ``wiringSnapshot(of:depth:scope:)`` describes: every reference, declared and dynamic types, weak and unowned ones, nil dependencies.
///
/// The first run writes `__Snapshots__/<TestFile>/<test name>.wiring.txt` beside the test file and fails, saying
/// so: check the file in. Later runs compare and fail with what changed, said as wiring
/// (`interactor.presenter.view: weak → strong`, `+ router.analytics: Analytics? → Analytics`). To record again, pass
/// `record: true` or set `WIRED_RECORD_SNAPSHOTS=1`: the file is rewritten and the test fails, so that record mode
/// is not left on. Under `CI=true` a missing snapshot fails without being written.
///
/// `root` is evaluated twice: objects that both builds hold (a singleton, a cache, a container's shared instances)
/// are marked `(shared)` and not entered, so the snapshot pins what the graph owns. An expression that returns the
/// same object both times (a variable) marks nothing shared.
///
/// - Parameters:
///   - root: An expression that builds the graph: `SceneCreator.make()`, `container.resolve(Scene.self)`.
///   - name: A name for the snapshot, for a test that takes several or runs with arguments. A test has one unnamed
///     snapshot: a second unnamed one at another line fails, asking for a name.
///   - depth: How many references deep to pin, or `nil` for the whole graph: `1` pins the root's own references.
///   - scope: Which modules' types the walk enters; see ``GraphScope``.
///   - record: Whether to write the snapshot whatever is recorded.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller, beside which the snapshot lives.
///   - function: The test, which names the snapshot.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// @Test func sceneWiring() {
///   assertWiringSnapshot(of: SceneCreator.make())
/// }
/// ```
///
/// ```text
/// The wiring of SceneViewController changed since __Snapshots__/SceneTests/sceneWiring.wiring.txt
///
///   Changed:
///     interactor.presenter.view: weak → strong
///
/// If the change is intended, record it again: record: true, or WIRED_RECORD_SNAPSHOTS=1.
/// ```
@discardableResult
func assertWiringSnapshot(
  of root: @autoclosure () throws -> Any,
  named name: String? = nil,
  depth: Int? = nil,
  scope: GraphScope = .appModules,
  record: Bool = false,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  if name == nil, let second = SnapshotFile.secondUnnamed(filePath: filePath, function: function, line: line) {
    second.report(userMessage: message, at: site)
    return false
  }
  let file = SnapshotFile(filePath: filePath, function: function, name: name)
  let (text, rootType) = try WiringSnapshot.ofTwoBuilds(root, depth: depth, scope: scope)
  guard let failure = file.compare(text, of: rootType, record: record, in: .current) else { return true }
  failure.report(userMessage: message, at: site)
  return false
}

fileprivate extension WiringSnapshot {
  /// The snapshot of the second of two builds of `root`, with the objects both builds hold marked shared, and the
  /// root's type name.
  static func ofTwoBuilds(
    _ root: () throws -> Any, depth: Int?, scope: GraphScope
  ) rethrows -> (text: String, rootType: String) {
    // NB: the first build lives until the second is read, so that no object of the second can reuse its address.
    let first = try root()
    let second = try root()
    let graph = ObjectGraph(from: second, scope: scope, librariesAreLeaves: true)
    let firstRoot = ValueDescription.asObject(first)
    var shared: Set<Int> = []
    if firstRoot == nil || firstRoot !== ValueDescription.asObject(second) {
      shared = graph.nodes(alsoIn: ObjectGraph(from: first, scope: scope, librariesAreLeaves: true))
    }
    withExtendedLifetime(first) {}
    return (render(graph, depth: depth, shared: shared), graph.nodes.first?.typeName ?? "nil")
  }
}

// MARK: - Snapshot/SnapshotComparison.swift

/// The check behind ``assertWiringSnapshot(of:named:depth:scope:record:message:fileID:filePath:function:line:column:)``:
/// compares a snapshot with its file, records it when it may, and says what happened.
extension SnapshotFile {
  /// The failure for `text`, the snapshot of a `rootType`, against this file, or `nil` when they match; writes the
  /// file when there is none (unless on CI) or when recording.
  func compare(_ text: String, of rootType: String, record: Bool, in environment: Environment) -> FailureMessage? {
    let recorded = read()
    let isRecording = record || environment.records
    if !isRecording, let recorded {
      let diff = WiringSnapshotDiff(recorded: recorded, current: text)
      // NB: compared as text too, so that a change the diff cannot name (a reordering) still fails.
      guard !diff.isEmpty || recorded != text else { return nil }
      var failure = FailureMessage(headline: "The wiring of \(rootType) changed since \(shownPath)")
      failure.sections = diff.isEmpty ? ["  Reordered, now:\n" + Self.indented(text)] : diff.sections
      failure.hint = "If the change is intended, record it again: record: true, or \(Self.recordVariable)=1."
      failure.attachments = [TestAttachment(name: url.lastPathComponent, content: text)]
      return failure
    }
    var failure: FailureMessage
    if recorded == nil, !isRecording, environment.isOnCI {
      failure = FailureMessage(
        headline: "No wiring snapshot of \(rootType) at \(shownPath), and CI=true does not record one")
      failure.sections = ["  Would record:\n" + Self.indented(text)]
      failure.hint = "Run the test once where it can write the file, and check the file in."
    } else {
      do {
        try write(text)
        let references = text.split(separator: "\n").count - 1
        failure = FailureMessage(
          headline: "\(recorded == nil ? "Recorded a new" : "Recorded over the") wiring snapshot of \(rootType) at "
            + "\(shownPath) (\(references) \(references == 1 ? "line" : "lines") below the root)")
        failure.hint =
          recorded == nil
          ? "Check the file in: the next run compares against it."
          : "Turn record mode off (record: false, unset \(Self.recordVariable)) and check the file in."
        if let advice = excludeAdvice() {
          failure.hint = [failure.hint, advice].compactMap { $0 }.joined(separator: "\n")
        }
      } catch {
        failure = FailureMessage(headline: "Could not write the wiring snapshot of \(rootType) to \(url.path)")
        failure.details = [("Error", error.localizedDescription)]
        failure.hint = "Make the folder beside the test writable."
      }
    }
    failure.attachments = [TestAttachment(name: url.lastPathComponent, content: text)]
    return failure
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n")
  }
}

// MARK: - Snapshot/SnapshotFile.swift

import Foundation

/// Where a test's wiring snapshot lives, and whether this run may write it.
///
/// Laid out as swift-snapshot-testing lays out its own: beside the test file, in
/// `__Snapshots__/<TestFile>/<test name>.wiring.txt`, so one folder holds both kinds.
fileprivate struct SnapshotFile {
  let url: URL
  /// The path shown in messages: from the `__Snapshots__` folder on.
  let shownPath: String

  /// The environment variable that turns record mode on for every snapshot: `1` or `true`.
  static let recordVariable = "WIRED_RECORD_SNAPSHOTS"

  /// What the environment says about writing snapshots.
  struct Environment {
    /// Whether every snapshot is recorded: ``SnapshotFile/recordVariable`` is set.
    var records: Bool
    /// Whether this run is on CI (`CI=true`), where a missing snapshot fails instead of being written.
    var isOnCI: Bool

    /// The process's environment.
    static var current: Environment {
      let variables = ProcessInfo.processInfo.environment
      func isSet(_ name: String) -> Bool { ["1", "true", "yes"].contains(variables[name]?.lowercased() ?? "") }
      return Environment(records: isSet(SnapshotFile.recordVariable), isOnCI: isSet("CI"))
    }
  }

  /// The call site of each test's unnamed snapshot, so that another unnamed one in the same test fails instead of
  /// writing a second file.
  private static let lock = NSLock()
  // NB: only read or written while `lock` is held.
  private nonisolated(unsafe) static var unnamedSites: [String: UInt] = [:]

  init(url: URL, shownPath: String) {
    self.url = url
    self.shownPath = shownPath
  }

  /// The file of the snapshot `name` of the test `function` in the file `filePath`, or of its unnamed one.
  init(filePath: StaticString, function: StaticString, name: String?) {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let test = Self.sanitized(String("\(function)".prefix { $0 != "(" }))
    let fileName = name.map { "\(test).\(Self.sanitized($0))" } ?? test
    let folder = testFile.deletingPathExtension().lastPathComponent
    url = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(folder).appendingPathComponent("\(fileName).wiring.txt")
    shownPath = "__Snapshots__/\(folder)/\(fileName).wiring.txt"
  }

  /// The failure of an unnamed snapshot taken at `line` when the same test took its unnamed one at another line: one
  /// snapshot per call site or per name, never a second file in silence. `nil` for the first call site, and for the
  /// same call site again (a loop, a test run with arguments), which compares against the same file.
  static func secondUnnamed(filePath: StaticString, function: StaticString, line: UInt) -> FailureMessage? {
    let key = "\(filePath)#\(function)"
    let first = lock.guarded {
      if let first = unnamedSites[key] { return first }
      unnamedSites[key] = line
      return line
    }
    guard first != line else { return nil }
    var failure = FailureMessage(
      headline: "Expected one unnamed wiring snapshot per test, but \(function) takes another one here")
    failure.details = [
      ("First", "line \(first), \(SnapshotFile(filePath: filePath, function: function, name: nil).shownPath)")
    ]
    failure.hint =
      "Name each snapshot of a test that takes several, so that each has a file of its own: "
      + "assertWiringSnapshot(of: …, named: \"shallow\")."
    return failure
  }

  /// The recorded text, or `nil` when there is none.
  func read() -> String? {
    try? String(contentsOf: url, encoding: .utf8)
  }

  /// Writes `text`, creating the folders; the error says why it could not.
  func write(_ text: String) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// What a SwiftPM test target must exclude for the snapshots beside this file not to be taken for unhandled
  /// resources, said once per process and only when the package's manifest does not exclude them yet: `nil` otherwise,
  /// and outside a SwiftPM layout (`<package>/Tests/<target>/…`).
  func excludeAdvice() -> String? {
    let snapshots = url.deletingLastPathComponent().deletingLastPathComponent()
    var relative = [snapshots.lastPathComponent]
    var folder = snapshots.deletingLastPathComponent()
    while folder.pathComponents.count > 2 {
      let parent = folder.deletingLastPathComponent()
      if parent.lastPathComponent == "Tests",
        let manifest = try? String(
          contentsOf: parent.deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)
      {
        let target = folder.lastPathComponent
        let excluded = relative.joined(separator: "/")
        guard !manifest.contains("\"\(excluded)\""), Self.lock.guarded({ Self.advisedOnce.insert(target).inserted })
        else { return nil }
        return "Add exclude: [\"\(excluded)\"] to .testTarget(name: \"\(target)\", …) in Package.swift, or the next "
          + "build warns that it found unhandled files."
      }
      relative.insert(folder.lastPathComponent, at: 0)
      folder = parent
    }
    return nil
  }

  // NB: only read or written while `lock` is held.
  private nonisolated(unsafe) static var advisedOnce: Set<String> = []

  /// A name safe in a file name on every platform: letters, digits, `-` and `_`; anything else becomes `_`.
  private static func sanitized(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
  }
}

// MARK: - Snapshot/WiringSnapshot.swift

/// Renders an object graph's wiring as text, one line per reference; see
/// ``wiringSnapshot(of:depth:scope:)`` for the format.
fileprivate enum WiringSnapshot {
  /// The most elements of one collection that a snapshot lists.
  static let maximumListedElements = 10
}

/// The wiring of the graph reachable from `root` as text, one line per reference in declaration order, the same on
/// every run: what ``assertWiringSnapshot(of:named:depth:scope:record:message:fileID:filePath:function:line:column:)``
/// compares.
///
/// ```text
/// SceneViewController
/// interactor: SceneBusinessLogic? → SceneInteractor
/// interactor.presenter: ScenePresentationLogic? → ScenePresenter
/// interactor.presenter.view: SceneDisplayLogic? weak → SceneViewController (root)
/// router: SceneRoutingLogic? → SceneRouter
/// router.analytics: Analytics? = nil
/// children: [Child] (2 elements)
/// children[0] → Child
/// children[1] → Child
/// ```
///
/// Each line is a path from the root, the property's declared type, how it holds its target (`weak`, `unowned`;
/// strong says nothing), and the object's dynamic type. A nil dependency ends in `= nil`. An object reached again is
/// not entered again: its line says where it was first listed (`(also at interactor)`), or `(root)`. Objects and
/// values of types the scope does not judge (a library's, the system's) are listed, not entered: the snapshot pins
/// the app's wiring, and a library's insides change with its version. Collections say how many elements they hold;
/// an ordered one lists its first 10 objects, a set or a dictionary keyed by objects lists none, since its order
/// changes between runs. No addresses, no hash order: the same graph renders byte for byte the same.
///
/// Values that are not references (`Int`, `String?`) are not listed: the snapshot pins wiring, not state.
///
/// - Parameters:
///   - root: The object or value to start from.
///   - depth: How many references deep to list, or `nil` for the whole graph: `1` lists the root's own.
///   - scope: Which modules' types the walk enters; see ``GraphScope``.
/// - Returns: The text, one line per reference, ending with a newline.
///
/// Built once, the graph cannot tell the objects it shares from those it owns; the assertion builds it twice and
/// marks the shared ones.
func wiringSnapshot(of root: Any, depth: Int? = nil, scope: GraphScope = .appModules) -> String {
  WiringSnapshot.render(ObjectGraph(from: root, scope: scope, librariesAreLeaves: true), depth: depth, shared: [])
}

extension WiringSnapshot {
  /// The text of `graph`, listing references up to `depth` deep; objects in `shared` are marked and not entered.
  static func render(_ graph: ObjectGraph, depth: Int?, shared: Set<Int>) -> String {
    guard !graph.nodes.isEmpty else { return "nil\n" }
    var lines = [graph.nodes[0].typeName]
    var listedAt: [Int: String] = [0: ""]
    var listedElements: [Int: Int] = [:]
    // NB: depth first with an explicit stack, so that a long chain cannot overflow the thread's stack.
    var stack: [(node: Int, path: String, depth: Int, next: Int)] = [(0, "", 0, 0)]
    while let top = stack.last {
      let entries = graph.entries[top.node]
      guard top.next < entries.count else {
        stack.removeLast()
        continue
      }
      stack[stack.count - 1].next += 1
      switch entries[top.next] {
      case .nilOptional(let index):
        let hole = graph.nilOptionals[index]
        guard hole.isJudged, CountedOptionals.dependencies.counts(hole.optionalType) else { continue }
        lines.append(
          "\(join(top.path, hole.label)): \(hole.declaredType.name)\(hole.isWeak ? " weak" : "") = nil")
      case .collection(let index):
        let collection = graph.collections[index]
        guard collection.references > 0 else { continue }
        let elements = collection.count == 1 ? "1 element" : "\(collection.count) elements"
        let listing =
          !collection.isOrdered
          ? ", unordered, not listed"
          : collection.count > maximumListedElements ? ", first \(maximumListedElements) listed" : ""
        lines.append("\(join(top.path, collection.label)): \(collection.declaredType.name) (\(elements)\(listing))")
      case .reference(let index):
        let edge = graph.edges[index]
        if let collection = edge.collection {
          guard graph.collections[collection].isOrdered else { continue }
          let listed = listedElements[collection, default: 0]
          guard listed < maximumListedElements else { continue }
          listedElements[collection] = listed + 1
        }
        let path = join(top.path, edge.label)
        let declared = edge.label == edge.property ? ": \(edge.declaredType.name)" : ""
        let target = graph.nodes[edge.to]
        var line = "\(path)\(declared)\(ownershipWord(edge.ownership)) → \(target.typeName)"
        if let first = listedAt[edge.to] {
          line += first.isEmpty ? " (root)" : " (also at \(first))"
        } else if shared.contains(edge.to) {
          line += " (shared)"
          listedAt[edge.to] = path
        } else {
          listedAt[edge.to] = path
          if target.isExplored, depth.map({ top.depth + 1 < $0 }) ?? true {
            stack.append((edge.to, path, top.depth + 1, 0))
          }
        }
        lines.append(line)
      }
    }
    if graph.isTruncated { lines.append("… the walk stopped at its limit; narrow the scope or the depth") }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func join(_ path: String, _ label: String) -> String {
    path.isEmpty || label.hasPrefix("[") ? path + label : "\(path).\(label)"
  }

  private static func ownershipWord(_ ownership: ReferenceOwnership) -> String {
    switch ownership {
    case .strong: ""
    case .weak: " weak"
    case .unowned: " unowned"
    case .unownedUnsafe: " unowned(unsafe)"
    }
  }
}

// MARK: - Snapshot/WiringSnapshotDiff.swift

/// The difference between two wiring snapshots, said as wiring: what changed on each path, what was added, what
/// was removed.
///
/// ```text
/// Changed:
///   interactor.presenter.view: weak → strong
/// Added:
///   + router.analytics: Analytics? → Analytics
/// ```
fileprivate struct WiringSnapshotDiff {
  private(set) var changed: [String] = []
  private(set) var added: [String] = []
  private(set) var removed: [String] = []

  var isEmpty: Bool { changed.isEmpty && added.isEmpty && removed.isEmpty }

  init(recorded: String, current: String) {
    let old = Self.lines(recorded)
    let new = Self.lines(current)
    let oldByPath = Dictionary(old.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let newPaths = Set(new.map(\.path))
    for line in new {
      guard let before = oldByPath[line.path] else {
        added.append("+ \(line.text)")
        continue
      }
      if before.text != line.text { changed.append("\(line.path): \(line.change(from: before))") }
    }
    removed = old.filter { !newPaths.contains($0.path) }.map { "- \($0.text)" }
  }

  /// The sections of a failure message, each indented under its title.
  var sections: [String] {
    [("Changed", changed), ("Added", added), ("Removed", removed)].compactMap { title, lines in
      guard !lines.isEmpty else { return nil }
      return "  \(title):\n" + lines.map { "    \($0)" }.joined(separator: "\n")
    }
  }

  /// One line of a snapshot, taken apart: `path: Declared weak → Target (note)`.
  private struct Line {
    let text: String
    /// The path, or `(root)` for the first line, which names the root's type.
    let path: String
    let declared: String?
    let ownership: String
    /// The target's type and note, or `nil` for a nil dependency.
    let target: String
    /// A collection's size and listing: `2 elements`, `12 elements, first 10 listed`.
    let size: String?

    init(_ text: String, isRoot: Bool) {
      self.text = text
      guard !isRoot else {
        path = "(root)"
        declared = nil
        ownership = "strong"
        target = text
        size = nil
        return
      }
      var head = text
      if let arrow = text.range(of: " → ") {
        head = String(text[..<arrow.lowerBound])
        target = String(text[arrow.upperBound...])
      } else if text.hasSuffix(" = nil") {
        head = String(text.dropLast(" = nil".count))
        target = "nil"
      } else {
        target = ""
      }
      var declared: String?
      if let colon = head.range(of: ": ") {
        path = String(head[..<colon.lowerBound])
        declared = String(head[colon.upperBound...])
      } else {
        path = head
      }
      // NB: a collection's line ends with its size, `[Row] (2 elements)`, which is no part of its declared type.
      if let summary = declared, summary.hasSuffix(")"), let open = summary.range(of: " (", options: .backwards),
        summary[open.upperBound...].first?.isNumber ?? false
      {
        declared = String(summary[..<open.lowerBound])
        size = String(summary[open.upperBound...].dropLast())
      } else {
        size = nil
      }
      var ownership = "strong"
      for word in ["unowned(unsafe)", "unowned", "weak"] where declared?.hasSuffix(" \(word)") ?? false {
        ownership = word
        declared = declared.map { String($0.dropLast(word.count + 1)) }
        break
      }
      self.declared = declared
      self.ownership = ownership
    }

    /// What changed since `old`, as wiring: `weak → strong`, `SceneRouter → MockRouter`, `nil → Analytics`.
    func change(from old: Line) -> String {
      var parts: [String] = []
      if old.declared != declared { parts.append("declared \(old.declared ?? "?") → \(declared ?? "?")") }
      if old.size != size { parts.append("\(old.size ?? "?") → \(size ?? "?")") }
      if old.ownership != ownership { parts.append("\(old.ownership) → \(ownership)") }
      if old.target != target { parts.append("\(old.target) → \(target)") }
      return parts.isEmpty ? "\(old.text) → \(text)" : parts.joined(separator: ", ")
    }
  }

  private static func lines(_ text: String) -> [Line] {
    text.split(separator: "\n").enumerated().map { Line(String($1), isRoot: $0 == 0) }
  }
}

// MARK: - TargetAction/ActionCheck.swift

/// The shared core of every target-action assertion: collect the handlers for an event, match the requested
/// pair, fire them directly, and say what went wrong.
@MainActor
fileprivate enum ActionCheck {
  /// What the assertion requires beyond "some action is registered".
  struct Requirement {
    var target: AnyObject?
    var action: String?
    var requireInteractive: Bool
  }

  /// Fires the control's actions for `event`; returns the failure message, or `nil` when it passed.
  static func run<Control: ActionSendingControl>(
    _ control: Control,
    event: Control.ControlEvent,
    requirement: Requirement
  ) -> FailureMessage? {
    let eventName = control.name(of: event)
    let forEvent = eventName.isEmpty ? "" : " for \(eventName)"
    let claim = "Expected \(control.actionControlDescription) to send \(requested(requirement))\(forEvent)"
    if requirement.requireInteractive, let state = uninteractiveState(of: control) {
      var message = FailureMessage(headline: "\(claim), but it is \(state)")
      message.hint =
        "A user cannot trigger a \(state) control. Pass requireInteractive: false to check its wiring anyway."
      return message
    }
    let isPlatform = control is any PlatformActionControl
    let actions = control.registeredActions(for: event)
    guard !actions.isEmpty else {
      var message = FailureMessage(headline: "\(claim), but none is registered")
      if !eventName.isEmpty { message.sections = [otherEvents(of: control)] }
      message.hint =
        "Register one\(forEvent) where the control is set up, and check that the set-up code ran"
        + (isPlatform ? " (in a test, loadViewIfNeeded() runs viewDidLoad)." : ".")
      return message
    }
    var toFire = actions
    if requirement.target != nil || requirement.action != nil {
      toFire = actions.filter { matches($0, requirement) }
      guard !toFire.isEmpty else {
        var message = FailureMessage(headline: "\(claim), but it does not")
        message.sections = [listing(actions, title: eventName.isEmpty ? "Registered" : "Registered for \(eventName)")]
        message.hint = mismatchHint(actions, requirement, isPlatform: isPlatform)
        return message
      }
    }
    if let unreachable = toFire.first(where: { !isFireable($0) }) {
      let problem =
        if case .doesNotRespond? = unreachable.target {
          "the target of \(unreachable.name) does not implement it"
        } else {
          "\(unreachable.name) has no target to send it to"
        }
      var message = FailureMessage(headline: "\(claim), but \(problem)")
      message.details = [("Found", unreachable.summary)]
      message.hint = unreachableHint(unreachable, isPlatform: isPlatform)
      return message
    }
    for action in toFire {
      action.send(action.arguments)
    }
    return nil
  }

  private static func requested(_ requirement: Requirement) -> String {
    let target = requirement.target.map { " to \(ValueDescription.instance($0))" } ?? ""
    return (requirement.action ?? "an action") + target
  }

  private static func uninteractiveState<Control: ActionSendingControl>(of control: Control) -> String? {
    if !control.isEnabledForActions { return "disabled" }
    if control.isHiddenForActions { return "hidden" }
    return nil
  }

  private static func matches(_ action: ControlAction, _ requirement: Requirement) -> Bool {
    if let name = requirement.action, action.name != name {
      // NB: `#selector(pay)` and "pay" name a method without arguments; a colon-less name also matches `pay:`.
      guard !name.contains(":"), action.name.prefix(while: { $0 != ":" }) == name[...] else { return false }
    }
    if let target = requirement.target {
      switch action.target {
      case .object(let object)?, .doesNotRespond(let object)?: return object === target
      default: return false
      }
    }
    return true
  }

  private static func isFireable(_ action: ControlAction) -> Bool {
    switch action.target {
    case nil, .object?: true
    case .responderChain?, .released?, .doesNotRespond?: false
    }
  }

  /// Why no registered action is the requested one: a typo in the app's own registration, a target that cannot
  /// be matched, or a near name.
  private static func mismatchHint(
    _ actions: [ControlAction],
    _ requirement: Requirement,
    isPlatform: Bool
  ) -> String? {
    if let action = requirement.action,
      let suggestion = DidYouMean.suggestion(for: action, among: actions.map(\.name)),
      let suggested = actions.first(where: { $0.name == suggestion })
    {
      // NB: a near name that its target does not implement is the app's typo; suggesting it would copy the typo.
      guard case .doesNotRespond(let object)? = suggested.target else { return "Did you mean \"\(suggestion)\"?" }
      return "The control registers \(suggestion), which \(TypeName.of(type(of: object))) does not implement: "
        + "correct the selector where the app adds the action, not the test."
    }
    if requirement.target != nil, let unmatched = actions.first(where: { !isFireable($0) && !isTargeted($0) }) {
      return unreachableHint(unmatched, isPlatform: isPlatform)
    }
    return nil
  }

  /// Whether the action names an object as its target, whether or not it implements the selector.
  private static func isTargeted(_ action: ControlAction) -> Bool {
    switch action.target {
    case .object?, .doesNotRespond?: true
    default: false
    }
  }

  private static func unreachableHint(_ action: ControlAction, isPlatform: Bool) -> String {
    if case .doesNotRespond(let object)? = action.target {
      let typeName = TypeName.of(type(of: object))
      guard isPlatform else {
        return "Implement \(action.name) in \(typeName), or register the action it does implement."
      }
      return
        "Implement \(action.name) as an @objc method of \(typeName), or register the selector "
        + "it does implement: a real tap would crash with \"unrecognized selector sent to instance\"."
    }
    if case .released? = action.target {
      return "A control holds its target weakly: keep the target alive (usually the view controller that owns the "
        + "control) for as long as the control is."
    }
    return "A nil target sends the action up the responder chain, which only a running application has; or the "
      + "target was released, since a control holds it weakly. Add the action with an explicit, living target, "
      + "or check the responder that handles it directly."
  }

  private static func otherEvents<Control: ActionSendingControl>(of control: Control) -> String {
    let events = control.registeredActionsByEvent().filter { !$0.actions.isEmpty }
    guard !events.isEmpty else { return "  Registered for other events: none" }
    let lines = events.flatMap { entry in entry.actions.map { "    \(entry.event): \($0.summary)" } }
    return "  Registered for other events:\n" + lines.joined(separator: "\n")
  }

  private static func listing(_ actions: [ControlAction], title: String) -> String {
    "  \(title):\n" + actions.enumerated().map { "    \($0.offset + 1). \($0.element.summary)" }.joined(separator: "\n")
  }
}

// MARK: - TargetAction/ActionSendingControl.swift

/// A control that sends actions for events: the shape ``assertSendsAction(_:event:to:action:requireInteractive:message:fileID:filePath:line:column:)`` checks.
///
/// Wired's UIKit and AppKit support adapt `UIControl`, `UIBarButtonItem`, `NSControl` and `NSMenuItem` to it.
/// Conform a custom or cross-platform control to check it the same way:
///
/// ```swift
/// extension RatingControl: ActionSendingControl {
///   func registeredActions(for event: RatingControl.Event) -> [ControlAction] {
///     handlers[event, default: []].map { handler in .handler(named: handler.name) { handler.run(self) } }
///   }
///   func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] { … }
/// }
/// ```
@MainActor
protocol ActionSendingControl: AnyObject {
  /// The type of the events the control sends actions for.
  associatedtype ControlEvent

  /// The actions registered for `event`, in the order the control would send them.
  ///
  /// - Parameter event: One event.
  /// - Returns: The actions, empty when none is registered.
  func registeredActions(for event: ControlEvent) -> [ControlAction]

  /// Every event that has actions, named for messages, to show what is registered when the checked event has none.
  ///
  /// - Returns: The events, each with its actions.
  func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])]

  /// How messages name an event.
  ///
  /// - Parameter event: The event.
  /// - Returns: Its name, such as `touchUpInside`.
  func name(of event: ControlEvent) -> String

  /// How messages name the control: its type, and its title or accessibility label when it has one.
  var actionControlDescription: String { get }

  /// Whether a user could trigger the control now: `false` when it is disabled.
  var isEnabledForActions: Bool { get }

  /// Whether the control is hidden, so that a user could not trigger it.
  var isHiddenForActions: Bool { get }
}

/// A UIKit or AppKit control adapted by Wired, whose actions are Objective-C selectors set up by a view controller:
/// failure hints may speak of `@objc` and `loadViewIfNeeded()`.
@MainActor
fileprivate protocol PlatformActionControl: ActionSendingControl {}

extension ActionSendingControl {
  /// The event's case name, its `String` raw value, or for an option set such as `Event(rawValue: 64)`, `Event 64`.
  ///
  /// Implement it when your events deserve better names in messages.
  func name(of event: ControlEvent) -> String {
    if let raw = event as? any RawRepresentable {
      if let text = raw.rawValue as? String { return text }
      return "\(TypeName.of(ControlEvent.self)) \(raw.rawValue)"
    }
    return String(describing: event)
  }

  /// The control's type name.
  var actionControlDescription: String { TypeName.of(type(of: self)) }

  /// `true`: a control that has no notion of being disabled is always enabled.
  var isEnabledForActions: Bool { true }

  /// `false`: a control that has no notion of being hidden is always visible.
  var isHiddenForActions: Bool { false }
}

// MARK: - TargetAction/AppKit/AssertSendsAction+AppKit.swift

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// Asserts that an `NSControl` sends its action to its target, and fires it, without a running application.
  ///
  /// AppKit controls have one target and one action, sent when the control is used. A control holds its target
  /// weakly: keep the target alive for the assertion.
  ///
  /// - Parameters:
  ///   - control: The button, slider, text field or other control.
  ///   - target: The target that must receive the action, or `nil` for any.
  ///   - action: The selector that must be sent, or `nil` for any.
  ///   - requireInteractive: Whether a disabled or hidden control fails.
  ///   - message: Text to put before the failure.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the assertion passed.
  ///
  /// ```swift
  /// assertSendsAction(window.saveButton, to: controller, action: #selector(DocumentController.save(_:)))
  /// ```
  @MainActor
  @discardableResult
  func assertSendsAction(
    _ control: NSControl,
    to target: AnyObject? = nil,
    action: Selector? = nil,
    requireInteractive: Bool = true,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let title = (control as? NSButton)?.title ?? control.accessibilityLabel()
    let adapter = TargetActionItem(
      control,
      description: TypeName.of(type(of: control)) + (title.map { " \"\($0)\"" } ?? ""),
      target: control.target,
      action: control.action,
      isEnabled: control.isEnabled,
      isHidden: control.isHidden
    )
    return adapter.assertSendsAction(
      to: target,
      action: action,
      requireInteractive: requireInteractive,
      message: message,
      site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an `NSMenuItem` sends its action to its target, and fires it, without a running application.
  ///
  /// - Parameters:
  ///   - item: The menu item.
  ///   - target: The target that must receive the action, or `nil` for any.
  ///   - action: The selector that must be sent, or `nil` for any.
  ///   - requireInteractive: Whether a disabled or hidden item fails.
  ///   - message: Text to put before the failure.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the assertion passed.
  @MainActor
  @discardableResult
  func assertSendsAction(
    _ item: NSMenuItem,
    to target: AnyObject? = nil,
    action: Selector? = nil,
    requireInteractive: Bool = true,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let adapter = TargetActionItem(
      item,
      description: "NSMenuItem \"\(item.title)\"",
      target: item.target,
      action: item.action,
      isEnabled: item.isEnabled,
      isHidden: item.isHidden
    )
    return adapter.assertSendsAction(
      to: target,
      action: action,
      requireInteractive: requireInteractive,
      message: message,
      site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
#endif

// MARK: - TargetAction/AssertSendsAction.swift

/// Asserts that a control sends an action for `event`, and fires it, without a host application.
///
/// Collects every handler registered for the event, checks that the required target and action are among
/// them, and calls each one directly: a target-action pair with as many arguments as its selector takes
/// (none, the control as sender, or the sender and a `nil` event), a closure handler by running it.
/// A disabled or hidden control fails unless `requireInteractive` is `false`: a user could not trigger it.
///
/// For UIKit and AppKit use the overloads that take a `UIControl`, `UIBarButtonItem`, `NSControl` or
/// `NSMenuItem`; this one checks any ``ActionSendingControl``.
///
/// - Parameters:
///   - control: The control.
///   - event: The event to send actions for.
///   - target: The target that must receive the action, or `nil` for any.
///   - action: The selector name (`"pay:"`, or `"pay"` for any arity) that must be sent, or `nil` for any.
///   - requireInteractive: Whether a disabled or hidden control fails.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```text
/// Expected RatingControl "Stars" to send an action for tap, but none is registered
///
///   Registered for other events:
///     valueChanged: ratingChanged: → ReviewViewController (0x0000600000c04000)
///
/// Register one for tap where the control is set up, and check that the set-up code ran (in a test, loadViewIfNeeded() runs viewDidLoad).
/// ```
@MainActor
@discardableResult
func assertSendsAction<Control: ActionSendingControl>(
  _ control: Control,
  event: Control.ControlEvent,
  to target: AnyObject? = nil,
  action: String? = nil,
  requireInteractive: Bool = true,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let requirement = ActionCheck.Requirement(target: target, action: action, requireInteractive: requireInteractive)
  guard let failure = ActionCheck.run(control, event: event, requirement: requirement) else { return true }
  failure.report(userMessage: message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

// MARK: - TargetAction/ControlAction.swift

/// One handler a control has registered for an event: a target-action pair, or a closure handler such as a `UIAction`.
///
/// Conformances of ``ActionSendingControl`` build these; ``assertSendsAction(_:event:to:action:requireInteractive:message:fileID:filePath:line:column:)``
/// fires them directly, without an application object.
@MainActor
struct ControlAction {
  /// Who receives a target-action message.
  enum Target {
    /// The object the action is sent to.
    case object(AnyObject)
    /// No target: the action goes up the responder chain, which only a running application has.
    case responderChain
    /// The target was released; controls hold their targets weakly.
    case released
    /// The target does not implement the action's selector; a running app would crash with
    /// "unrecognized selector sent to instance".
    case doesNotRespond(AnyObject)
  }

  /// What a target-action method receives, chosen by the number of colons in its selector.
  enum Arguments: Sendable, Equatable {
    /// `pay()`: no argument.
    case none
    /// `pay(_ sender:)`: the control.
    case sender
    /// `pay(_ sender:forEvent:)`: the control, and a `nil` event since no real touch happened.
    case senderAndEvent
  }

  /// The target, for a target-action pair; `nil` for a closure handler.
  let target: Target?
  /// The selector's name (`"pay:"`) for a target-action pair, or a readable name for a closure handler.
  let name: String
  let send: @MainActor (Arguments) -> Void

  /// A target-action pair.
  ///
  /// - Parameters:
  ///   - target: The target, ``Target/responderChain`` for a `nil` one.
  ///   - selector: The action's selector name, such as `"pay:"`.
  ///   - send: Performs the selector on the target with the given arguments.
  /// - Returns: The action.
  static func targetAction(
    _ target: Target,
    selector: String,
    send: @escaping @MainActor (Arguments) -> Void
  ) -> ControlAction {
    ControlAction(target: target, name: selector, send: send)
  }

  /// A closure handler, such as a `UIAction`.
  ///
  /// - Parameters:
  ///   - name: How messages show it, such as `UIAction "Pay"`.
  ///   - send: Runs the handler.
  /// - Returns: The action.
  static func handler(named name: String, send: @escaping @MainActor () -> Void) -> ControlAction {
    ControlAction(target: nil, name: name, send: { _ in send() })
  }

  /// The arguments the action's selector takes: one per colon, at most the sender and the event.
  var arguments: Arguments {
    switch name.filter({ $0 == ":" }).count {
    case 0: .none
    case 1: .sender
    default: .senderAndEvent
    }
  }

  /// `pay: → PaymentViewController (0x…)`, or the handler's name.
  var summary: String {
    switch target {
    case nil: name
    case .object(let object)?: "\(name) → \(ValueDescription.instance(object))"
    case .responderChain?: "\(name) → nil target (responder chain)"
    case .released?: "\(name) → a released target"
    case .doesNotRespond(let object)?: "\(name) → \(ValueDescription.instance(object)), which does not implement it"
    }
  }
}

// MARK: - TargetAction/ObjectiveCAction.swift

#if canImport(ObjectiveC)
  import Foundation
  import ObjectiveC

  /// Target-action pairs of UIKit and AppKit, performed through the Objective-C runtime.
  @MainActor
  fileprivate enum ObjectiveCAction {
    /// A pair whose message `send` performs with as many arguments as the selector takes.
    static func make(target: Any?, selector: Selector, sender: AnyObject) -> ControlAction {
      let name = NSStringFromSelector(selector)
      guard let receiver = target.flatMap({ $0 as AnyObject }), !(receiver is NSNull) else {
        return .targetAction(.responderChain, selector: name) { _ in }
      }
      guard let object = receiver as? NSObject, object.responds(to: selector) else {
        return .targetAction(.doesNotRespond(receiver), selector: name) { _ in }
      }
      return .targetAction(.object(object), selector: name) { [weak sender] arguments in
        switch arguments {
        case .none: _ = object.perform(selector)
        case .sender: _ = object.perform(selector, with: sender)
        case .senderAndEvent: _ = object.perform(selector, with: sender, with: nil)
        }
      }
    }
  }
#endif

// MARK: - TargetAction/TargetActionItem.swift

#if canImport(ObjectiveC)
  import Foundation
  import ObjectiveC

  /// Adapts anything with one target and one action (`UIBarButtonItem`, `NSControl`, `NSMenuItem`) to
  /// ``ActionSendingControl``, with a single event.
  @MainActor
  fileprivate final class TargetActionItem: PlatformActionControl {
    private let sender: AnyObject
    private let target: AnyObject?
    private let action: Selector?
    private let handlers: [ControlAction]
    let actionControlDescription: String
    let isEnabledForActions: Bool
    let isHiddenForActions: Bool

    init(
      _ sender: AnyObject,
      description: String,
      target: AnyObject?,
      action: Selector?,
      isEnabled: Bool,
      isHidden: Bool,
      handlers: [ControlAction] = []
    ) {
      self.sender = sender
      self.handlers = handlers
      self.actionControlDescription = description
      self.target = target
      self.action = action
      self.isEnabledForActions = isEnabled
      self.isHiddenForActions = isHidden
    }

    func registeredActions(for event: Void) -> [ControlAction] {
      guard let action else { return handlers }
      return [ObjectiveCAction.make(target: target, selector: action, sender: sender)] + handlers
    }

    func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] {
      []
    }

    /// Empty: an item with one target and one action has no events to name.
    func name(of event: Void) -> String {
      ""
    }

    /// Runs the shared check on this item and reports its failure at `site`.
    func assertSendsAction(
      to target: AnyObject?,
      action: Selector?,
      requireInteractive: Bool,
      message: () -> String,
      site: SourceSite
    ) -> Bool {
      let requirement = ActionCheck.Requirement(
        target: target,
        action: action.map(NSStringFromSelector),
        requireInteractive: requireInteractive
      )
      guard let failure = ActionCheck.run(self, event: (), requirement: requirement) else { return true }
      failure.report(userMessage: message, at: site)
      return false
    }
  }
#endif

// MARK: - TargetAction/UIKit/AssertSendsAction+UIKit.swift

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Asserts that a `UIControl` sends an action for `event`, and fires it, without a host application.
  ///
  /// In a unit-test bundle with no host app, `sendActions(for:)` does nothing, since UIKit dispatches through
  /// `UIApplication`. This reads the control's target-action pairs and `UIAction` handlers for the event and
  /// calls each directly. A control holds its targets weakly: keep the target alive for the assertion.
  ///
  /// - Parameters:
  ///   - control: The button, switch, slider, text field or other control.
  ///   - event: The event, such as `.touchUpInside` or `.valueChanged`.
  ///   - target: The target that must receive the action, or `nil` for any.
  ///   - action: The selector that must be sent, or `nil` for any.
  ///   - requireInteractive: Whether a disabled or hidden control fails.
  ///   - message: Text to put before the failure.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the assertion passed.
  ///
  /// ```swift
  /// @MainActor @Test func payButtonPays() {
  ///   let vc = PaymentViewController()
  ///   vc.loadViewIfNeeded()
  ///   assertSendsAction(vc.payButton, event: .touchUpInside, to: vc, action: #selector(PaymentViewController.pay))
  /// }
  /// ```
  @MainActor
  @discardableResult
  func assertSendsAction(
    _ control: UIControl,
    event: UIControl.Event,
    to target: AnyObject? = nil,
    action: Selector? = nil,
    requireInteractive: Bool = true,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    assertSendsAction(
      UIControlActions(control),
      event: event,
      to: target,
      action: action.map(NSStringFromSelector),
      requireInteractive: requireInteractive,
      message: message(),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Asserts that a `UIBarButtonItem` sends its action to its target, and fires it, without a host application.
  ///
  /// An item made with `UIBarButtonItem(primaryAction:)` has no target or action: its `UIAction` is fired instead.
  ///
  /// - Parameters:
  ///   - item: The bar button item.
  ///   - target: The target that must receive the action, or `nil` for any.
  ///   - action: The selector that must be sent, or `nil` for any.
  ///   - requireInteractive: Whether a disabled item fails.
  ///   - message: Text to put before the failure.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: Whether the assertion passed.
  @MainActor
  @discardableResult
  func assertSendsAction(
    _ item: UIBarButtonItem,
    to target: AnyObject? = nil,
    action: Selector? = nil,
    requireInteractive: Bool = true,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let adapter = TargetActionItem(
      item,
      description: TypeName.of(type(of: item)) + (item.title.map { " \"\($0)\"" } ?? ""),
      target: item.target,
      action: item.action,
      isEnabled: item.isEnabled,
      isHidden: false,
      handlers: item.primaryAction.flatMap { PrimaryAction.make($0, sender: item) }.map { [$0] } ?? []
    )
    return adapter.assertSendsAction(
      to: target,
      action: action,
      requireInteractive: requireInteractive,
      message: message,
      site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
#endif

// MARK: - TargetAction/UIKit/PrimaryAction.swift

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The `primaryAction` of a `UIBarButtonItem`, which has no target or action of its own.
  @MainActor
  fileprivate enum PrimaryAction {
    // NB: UIKit fires a `UIAction` through this method of `UIMenuElement`; it is not public API, so Wired checks that
    // it exists before using it, and the item then counts as having no action rather than one that cannot fire.
    private static let perform = NSSelectorFromString("performWithSender:target:")

    /// The action as a handler that fires it with `sender`, or `nil` when UIKit offers no way to fire it.
    static func make(_ action: UIAction, sender: AnyObject) -> ControlAction? {
      guard action.responds(to: perform) else { return nil }
      return .handler(named: "primaryAction UIAction \"\(action.title)\"") { [weak sender] in
        _ = action.perform(perform, with: sender, with: nil)
      }
    }
  }
#endif

// MARK: - TargetAction/UIKit/UIControlActions.swift

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Adapts a `UIControl` to ``ActionSendingControl``: its target-action pairs and `UIAction` handlers, per event.
  @MainActor
  fileprivate final class UIControlActions: PlatformActionControl {
    let control: UIControl

    init(_ control: UIControl) {
      self.control = control
    }

    func registeredActions(for event: UIControl.Event) -> [ControlAction] {
      UIControlEventNames.singleEvents(in: event).flatMap(actions(forSingleEvent:))
    }

    func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] {
      UIControlEventNames.singleEvents(in: control.allControlEvents).map {
        ($0.readableName, actions(forSingleEvent: $0))
      }
    }

    func name(of event: UIControl.Event) -> String {
      event.readableName
    }

    var actionControlDescription: String {
      let title = (control as? UIButton)?.currentTitle ?? control.accessibilityLabel
      return TypeName.of(type(of: control)) + (title.map { " \"\($0)\"" } ?? "")
    }

    var isEnabledForActions: Bool { control.isEnabled }

    var isHiddenForActions: Bool { control.isHidden }

    /// The handlers of one event bit: `UIAction`s and target-action pairs, in the order UIKit keeps them.
    ///
    /// A `UIButton` made with `UIButton(primaryAction:)` registers its action for `.primaryActionTriggered`, which
    /// UIKit sends with every `.touchUpInside`: asked for `.touchUpInside`, a button's primary actions fire too.
    private func actions(forSingleEvent event: UIControl.Event) -> [ControlAction] {
      let sentTogether: UIControl.Event =
        control is UIButton && event == .touchUpInside ? [.touchUpInside, .primaryActionTriggered] : event
      var actions: [ControlAction] = []
      control.enumerateEventHandlers { action, targetAction, events, _ in
        guard !events.isDisjoint(with: sentTogether) else { return }
        if let action {
          actions.append(.handler(named: "UIAction \"\(action.title)\"") { [control] in control.sendAction(action) })
        }
        if let (target, selector) = targetAction {
          actions.append(ObjectiveCAction.make(target: target, selector: selector, sender: control))
        }
      }
      return actions
    }
  }
#endif

// MARK: - TargetAction/UIKit/UIControlEventNames.swift

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The single events of a `UIControl.Event` mask, and the names failure messages give them.
  fileprivate enum UIControlEventNames {
    static let named: [(UIControl.Event, String)] = [
      (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
      (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
      (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
      (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
      (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
      (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    /// Every single-bit event in `mask`, lowest bit first.
    static func singleEvents(in mask: UIControl.Event) -> [UIControl.Event] {
      (0..<UInt.bitWidth).compactMap { bit in
        let event = UIControl.Event(rawValue: 1 << UInt(bit))
        return mask.contains(event) ? event : nil
      }
    }
  }

  fileprivate extension UIControl.Event {
    /// `touchUpInside`, or the raw value for an event without a name; several names joined with ` | `.
    var readableName: String {
      let names = UIControlEventNames.singleEvents(in: self).map { event in
        UIControlEventNames.named.first { $0.0 == event }?.1 ?? "UIControl.Event(rawValue: \(event.rawValue))"
      }
      return names.isEmpty ? "no event" : names.joined(separator: " | ")
    }
  }
#endif

// MARK: - Wiring/AssertWired.swift

/// Asserts that a path of stored properties from `root` leads to this very instance (`===`).
///
/// The path may cross `private`, inherited, `weak`, `unowned` and optional properties, property wrappers
/// and accessed `lazy` properties; see ``WiringPath``. A protocol existential of a class-bound protocol
/// works too: `to: viewController as SceneDisplayLogic`.
///
/// - Parameters:
///   - root: The object or value the path starts from.
///   - path: Stored properties separated by dots, such as `"interactor.presenter.view"`.
///   - expected: The instance the path must lead to.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// let scene = SceneCreator.make()
/// assertWired(scene, path: "interactor.presenter.view", to: scene)
/// ```
///
/// When the creator forgot to set the presenter's view:
///
/// ```text
/// Expected "interactor.presenter.view" to be the given SceneViewController (0x0000600000c04000)
///
///   Found: nil — ScenePresenter.view is a weak reference that was never set or was already released
///   Path:  SceneViewController › interactor: SceneAInteractor › presenter: ScenePresenter › view: SceneDisplayLogic?
///
/// Set interactor.presenter.view where the graph is built, and check that something else keeps its target alive: a weak reference does not.
/// ```
@discardableResult
func assertWired(
  _ root: Any,
  path: WiringPath,
  to expected: AnyObject,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return check(root, path, .identical(to: expected), message, site) != nil
}

/// Asserts that a path of stored properties from `root` leads to a value equal to `expected`.
///
/// An instance of a class that is also `Equatable` is compared by identity, as wiring is about instances.
///
/// - Parameters:
///   - root: The object or value the path starts from.
///   - path: Stored properties separated by dots, such as `"worker.config.baseURL"`.
///   - expected: The value the path must lead to.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
///
/// ```swift
/// assertWired(scene, path: "worker.config.baseURL", to: URL(string: "https://api.example.com")!)
/// ```
///
/// ```text
/// Expected "worker.config.retries" to equal 3
///
///   Found:    1
///   Expected: 3
///   Path:     SceneViewController › worker: SceneWorker › config: Config › retries: Int
/// ```
@discardableResult
func assertWired<T: Equatable>(
  _ root: Any,
  path: WiringPath,
  to expected: T,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return check(root, path, .equal(to: expected), message, site) != nil
}

/// Asserts that a path of stored properties from `root` leads to an instance of `type`, and returns it.
///
/// `type` may be a class (the value is an instance of it or of a subclass), a struct or enum, or a
/// protocol the value conforms to.
///
/// - Parameters:
///   - root: The object or value the path starts from.
///   - path: Stored properties separated by dots, such as `"interactor"`.
///   - type: The type the value must have.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: The value as a `T`, or `nil` when the assertion failed.
///
/// ```swift
/// let interactor = assertWired(scene, path: "interactor", to: SceneAInteractor.self)
/// ```
///
/// ```text
/// Expected "interactor" to be a SceneAInteractor
///
///   Found: SceneBInteractor (0x0000600000c04000)
///   Path:  SceneViewController › interactor: SceneBInteractor
/// ```
@discardableResult
func assertWired<T>(
  _ root: Any,
  path: WiringPath,
  to type: T.Type,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T? {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return check(root, path, .instance(of: type), message, site) as? T
}

/// Asserts that a path leads to `expected`, given as `Any`: the same instance for an object, an equal
/// value for a `Hashable` one.
///
/// Used for existentials of protocols that are not class-bound, such as `to: service as LocationProviding`.
///
/// - Parameters:
///   - root: The object or value the path starts from.
///   - path: Stored properties separated by dots.
///   - expected: The instance or value the path must lead to.
///   - message: Text to put before the failure.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
/// - Returns: Whether the assertion passed.
@_disfavoredOverload
@discardableResult
func assertWired(
  _ root: Any,
  path: WiringPath,
  to expected: Any,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return check(root, path, .matching(expected), message, site) != nil
}

/// Runs the check and reports its failure; returns the value at the end of the path when it passed.
private func check(
  _ root: Any,
  _ path: WiringPath,
  _ claim: WiringClaim,
  _ message: () -> String,
  _ site: SourceSite
) -> Any? {
  switch WiringCheck.run(root, path: path, claim: claim) {
  case .passed(let value):
    return value
  case .failed(let failure):
    failure.report(userMessage: message, at: site)
    return nil
  }
}

// MARK: - Wiring/PathParser.swift

/// A mistake in the text of a ``WiringPath``, with the 1-based character position where it is.
fileprivate struct PathSyntaxError: Error, Sendable, Hashable {
  let problem: String
  let position: Int
}

/// Reads the text of a ``WiringPath`` into segments.
///
/// The grammar: `element ("." element | "[" (digits | quoted key) "]")*`, where the path may also start
/// with a subscript; an element is letters, digits, `_` and `$`.
fileprivate enum PathParser {
  static func parse(_ text: String) -> Result<[WiringPath.Segment], PathSyntaxError> {
    if let names = plainNames(text) { return .success(names.map { .property(String($0)) }) }
    let characters = Array(text)
    var segments: [WiringPath.Segment] = []
    var index = 0
    func fail(_ problem: String, at offset: Int) -> Result<[WiringPath.Segment], PathSyntaxError> {
      .failure(PathSyntaxError(problem: problem, position: offset + 1))
    }
    if characters.isEmpty {
      return fail("the path is empty", at: 0)
    }
    var expectsName = characters[0] != "["
    while index < characters.count {
      if expectsName {
        let start = index
        while index < characters.count, isNameCharacter(characters[index]) { index += 1 }
        guard index > start else {
          let found = characters[index]
          return fail(
            found == "." ? "expected a property name before \".\"" : "unexpected character \"\(found)\"",
            at: index
          )
        }
        segments.append(.property(String(characters[start..<index])))
        expectsName = false
        if index == characters.count { break }
      }
      switch characters[index] {
      case ".":
        index += 1
        expectsName = true
        if index == characters.count { return fail("expected a property name after \".\"", at: index) }
      case "[":
        let open = index
        index += 1
        guard index < characters.count else { return fail("\"[\" is never closed", at: open) }
        if characters[index] == "\"" {
          let keyStart = index + 1
          guard let quote = characters[keyStart...].firstIndex(of: "\"") else {
            return fail("the key's quote is never closed", at: index)
          }
          guard quote + 1 < characters.count, characters[quote + 1] == "]" else {
            return fail("expected \"]\" after the key", at: quote + 1)
          }
          segments.append(.key(String(characters[keyStart..<quote])))
          index = quote + 2
        } else {
          let digitsStart = index
          while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
          guard index > digitsStart, index < characters.count, characters[index] == "]" else {
            if index == characters.count { return fail("\"[\" is never closed", at: open) }
            return fail("expected an index or a quoted key inside \"[ ]\"", at: index)
          }
          guard let position = Int(String(characters[digitsStart..<index])) else {
            return fail("the index is too large", at: digitsStart)
          }
          segments.append(.index(position))
          index += 1
        }
      default:
        return fail("unexpected character \"\(characters[index])\"", at: index)
      }
    }
    return .success(segments)
  }

  /// The names of a path that is only ASCII names and single dots, such as `interactor.presenter.view`, read without
  /// the Unicode character checks of the full grammar; `nil` for any other path.
  private static func plainNames(_ text: String) -> [Substring]? {
    var previousWasDot = true
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "."):
        guard !previousWasDot else { return nil }
        previousWasDot = true
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "_"), UInt8(ascii: "$"):
        previousWasDot = false
      default:
        return nil
      }
    }
    return previousWasDot ? nil : text.split(separator: ".")
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character == "_" || character == "$" || character.isLetter || character.isNumber
  }
}

// MARK: - Wiring/PathWalker.swift

/// Follows a ``WiringPath`` through a value, step by step, without building any text on the way.
fileprivate enum PathWalker {
  /// Where a path could not be followed, and what was there instead.
  enum Break {
    case invalidPath(PathSyntaxError)
    case nilRoot
    case noSuchProperty(name: String, owner: Any)
    case foundNil(StoredProperty, owner: Any)
    case lazyNeverRead(StoredProperty, owner: Any)
    case otherEnumCase(name: String, owner: Any)
    case notIndexable(owner: Any)
    case indexOutOfRange(Int, count: Int, owner: Any)
    case nilElement(WiringPath.Segment, owner: Any)
    case notKeyed(owner: Any)
    case noSuchKey(String, owner: Any)
  }

  /// The end of a walk: the value reached, or where the path broke.
  /// Whether the path broke on a nil: a property, element or value that is `nil`.
  private static func isNil(_ reason: Break) -> Bool {
    switch reason {
    case .foundNil, .nilElement: true
    default: false
    }
  }

  enum Outcome {
    case reached(Any)
    case broke(Break)
  }

  /// One step that the walk took: the segment and the non-nil value it led to.
  struct Step {
    let segment: WiringPath.Segment
    let value: Any
  }

  /// Follows `path` from `root` to the value at its end, every `Optional` on the way unwrapped.
  ///
  /// - Parameters:
  ///   - nilAtTheEnd: Whether a nil that the last segment finds is reached (as `Optional<Any>.none`) rather than a
  ///     break, for a claim that expects nil.
  ///   - onStep: Called with each step taken, for messages; `nil` on the success path.
  static func follow(
    _ path: WiringPath, from root: Any, nilAtTheEnd: Bool = false, onStep: ((Step) -> Void)? = nil
  ) -> Outcome {
    let segments: [WiringPath.Segment]
    switch path.segments {
    case .success(let parsed): segments = parsed
    case .failure(let error): return .broke(.invalidPath(error))
    }
    guard var current = Unwrapped.value(root) else { return .broke(.nilRoot) }
    for (index, segment) in segments.enumerated() {
      switch step(segment, from: current) {
      case .reached(let next):
        onStep?(Step(segment: segment, value: next))
        current = next
      case .broke(let reason):
        if nilAtTheEnd, index == segments.count - 1, isNil(reason) { return .reached(Any?.none as Any) }
        return .broke(reason)
      }
    }
    return .reached(current)
  }

  private static func step(_ segment: WiringPath.Segment, from owner: Any) -> Outcome {
    if case .property(let name) = segment {
      switch FieldReader.lookup(name, in: owner) {
      case .found(let property): return value(of: property, owner: owner)
      case .missing: return .broke(.noSuchProperty(name: name, owner: owner))
      case .notRead: break
      }
    }
    let mirror = Mirror(reflecting: owner)
    switch segment {
    case .property(let name):
      if mirror.displayStyle == .enum {
        guard let payload = mirror.children.first, payload.label == name else {
          return .broke(.otherEnumCase(name: name, owner: owner))
        }
        return Unwrapped.value(payload.value).map(Outcome.reached) ?? .broke(.nilElement(segment, owner: owner))
      }
      guard let property = PropertyLookup.property(named: name, in: mirror) else {
        return .broke(.noSuchProperty(name: name, owner: owner))
      }
      return value(of: property, owner: owner)
    case .index(let index):
      guard mirror.displayStyle == .collection else { return .broke(.notIndexable(owner: owner)) }
      let children = mirror.children
      guard index < children.count else {
        return .broke(.indexOutOfRange(index, count: children.count, owner: owner))
      }
      let element = children[children.index(children.startIndex, offsetBy: index)].value
      return Unwrapped.value(element).map(Outcome.reached) ?? .broke(.nilElement(segment, owner: owner))
    case .key(let key):
      guard mirror.displayStyle == .dictionary else { return .broke(.notKeyed(owner: owner)) }
      for entry in mirror.children {
        let pair = Mirror(reflecting: entry.value).children.map(\.value)
        guard pair.count == 2, DictionaryKey.string(pair[0]) == key else { continue }
        return Unwrapped.value(pair[1]).map(Outcome.reached) ?? .broke(.nilElement(segment, owner: owner))
      }
      return .broke(.noSuchKey(key, owner: owner))
    }
  }

  private static func value(of property: StoredProperty, owner: Any) -> Outcome {
    var stored = property.value
    switch property.storage {
    case .plain:
      break
    case .wrapper:
      stored = WrapperStorage.wrappedValue(of: stored) ?? stored
    case .lazy:
      // NB: one level only: the storage is `T?`, and `T` may be optional itself.
      guard let initialized = Mirror(reflecting: stored).children.first?.value else {
        return .broke(.lazyNeverRead(property, owner: owner))
      }
      stored = initialized
    }
    return Unwrapped.value(stored).map(Outcome.reached) ?? .broke(.foundNil(property, owner: owner))
  }
}

/// Dictionary keys as path segments spell them.
fileprivate enum DictionaryKey {
  /// The key as a `String`, when it is one (directly or inside an `AnyHashable`).
  static func string(_ key: Any) -> String? {
    (key as? String) ?? ((key as? AnyHashable)?.base as? String)
  }

  /// Whether the key prints the same on every run, so that keys sort the same: a string, a number or an enum case.
  static func isStable(_ key: Any) -> Bool {
    let base = (key as? AnyHashable)?.base ?? key
    return base is String || base is any BinaryInteger || Mirror(reflecting: base).displayStyle == .enum
  }

  /// The key as a path's subscript spells it: `["user"]`, or `[42]` for a key that is not a string; a memory address
  /// in it (`ObjectIdentifier(0x…)`) is left out, since it differs on every run.
  static func segment(_ key: Any) -> String {
    "[\(string(key).map { "\"\($0)\"" } ?? withoutAddresses(String(describing: key)))]"
  }

  /// `text` with each hexadecimal address (`0x` and six digits or more) shortened to `0x…`.
  static func withoutAddresses(_ text: String) -> String {
    guard text.contains("0x") else { return text }
    var result = ""
    var rest = text[...]
    while let prefix = rest.range(of: "0x") {
      result += rest[..<prefix.upperBound]
      let digits = rest[prefix.upperBound...].prefix { $0.isHexDigit }
      result += digits.count >= 6 ? "…" : digits
      rest = rest[prefix.upperBound...].dropFirst(digits.count)
    }
    return result + rest
  }
}

// MARK: - Wiring/PropertyName.swift

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
protocol PropertyName: Sendable {
  /// The name as Wired matches it: a property name, or a dotted path such as `"router.analytics"`.
  var propertyName: String { get }
}

extension String: PropertyName {
  /// The string itself.
  var propertyName: String { self }
}

extension Substring: PropertyName {
  /// The substring as a `String`.
  var propertyName: String { String(self) }
}

extension PropertyName where Self: RawRepresentable, RawValue == String {
  /// The enum case's raw value.
  var propertyName: String { rawValue }
}

// MARK: - Wiring/Trail.swift

/// The types along a path, as failure messages show them:
/// `SceneViewController › interactor: SceneAInteractor › presenter: ScenePresenter › view`.
fileprivate struct Trail {
  let root: Any
  let steps: [PathWalker.Step]

  /// Walks `path` again, this time keeping every step, to describe how far it got.
  init(root: Any, path: WiringPath) {
    self.root = root
    var steps: [PathWalker.Step] = []
    _ = PathWalker.follow(path, from: root) { steps.append($0) }
    self.steps = steps
  }

  /// The trail, ending with `brokenAt` (the segment that could not be followed) when there is one.
  func rendered(brokenAt segment: WiringPath.Segment? = nil) -> String {
    var parts = [TypeName.ofValue(root)]
    parts += steps.map { "\($0.segment.text): \(TypeName.ofValue($0.value))" }
    if let segment { parts.append(segment.text) }
    return parts.joined(separator: " › ")
  }

  /// The dotted path of the steps taken, with `segment` after them: `interactor.presenter.view`.
  func path(to segment: WiringPath.Segment) -> String {
    (steps.map(\.segment) + [segment]).reduce(into: "") { text, next in
      text += text.isEmpty || next.isSubscript ? next.text : ".\(next.text)"
    }
  }
}

// MARK: -

fileprivate extension WiringPath.Segment {
  /// The segment as a path spells it: `presenter`, `[0]`, `["key"]`.
  var text: String {
    switch self {
    case .property(let name): name
    case .index(let index): "[\(index)]"
    case .key(let key): "[\"\(key)\"]"
    }
  }

  var isSubscript: Bool {
    if case .property = self { false } else { true }
  }
}

// MARK: - Wiring/WiredValue.swift

/// Follows a path of stored properties from `root` and returns the value at its end.
///
/// Use it with `#require`, or to compose your own checks; ``assertWired(_:path:to:message:fileID:filePath:line:column:)-(_,_,AnyObject,_,_,_,_,_)`` reports instead of throwing.
///
/// - Parameters:
///   - root: The object or value the path starts from.
///   - path: Stored properties separated by dots, such as `"interactor.presenter"`.
/// - Returns: The value at the end of the path, with every `Optional` unwrapped. A closure read this way must not be
///   called: reflection loses its calling convention (swiftlang/swift#54696), so the typed forms refuse to return one.
/// - Throws: A ``WiringError`` that says where the path broke and what exists there.
///
/// ```swift
/// let presenter = try wired(scene, path: "interactor.presenter")
/// ```
func wired(_ root: Any, path: WiringPath) throws(WiringError) -> Any {
  try wired(root, path: path, claim: .leadsToAValue)
}

/// Follows a path of stored properties from `root` and returns the value at its end as a `T`.
///
/// - Parameters:
///   - root: The object or value the path starts from.
///   - path: Stored properties separated by dots, such as `"interactor.presenter"`.
///   - type: The type the value must have, or a protocol it must conform to.
/// - Returns: The value at the end of the path.
/// - Throws: A ``WiringError`` when the path breaks or leads to another type.
///
/// ```swift
/// let presenter = try wired(scene, path: "interactor.presenter", as: ScenePresenter.self)
/// #expect(presenter.view === scene)
/// ```
func wired<T>(_ root: Any, path: WiringPath, as type: T.Type) throws(WiringError) -> T {
  // NB: the claim has just checked `is T`.
  try wired(root, path: path, claim: .instance(of: type)) as! T
}

fileprivate func wired(_ root: Any, path: WiringPath, claim: WiringClaim) throws(WiringError) -> Any {
  switch WiringCheck.run(root, path: path, claim: claim) {
  case .passed(let value): return value
  case .failed(let message): throw WiringError(path: path, description: message.rendered(userMessage: ""))
  }
}

// MARK: - Wiring/WiringBreakMessage.swift

/// Messages for a path that could not be followed to its end.
fileprivate enum WiringBreakMessage {
  static func make(_ reason: PathWalker.Break, root: Any, path: WiringPath, claim: WiringClaim) -> FailureMessage {
    if case .invalidPath(let error) = reason {
      return invalidPath(error, path: path)
    }
    let trail = Trail(root: root, path: path)
    var message = FailureMessage(headline: "Expected \"\(path)\" \(claim.expectation())")
    let segment = brokenSegment(of: path, after: trail)
    let pathLine = ("Path", trail.rendered(brokenAt: segment))
    switch reason {
    case .invalidPath:
      break
    case .nilRoot:
      message.details = [("Found", "nil — the root itself is nil")]
      message.hint = "Pass the object the path starts from; the root of a path cannot be nil."
    case .noSuchProperty(let name, let owner):
      let ownerName = TypeName.ofValue(owner)
      message.details = [("Found", "\(ownerName) has no stored property \"\(name)\""), pathLine]
      switch Mirror(reflecting: owner).displayStyle {
      case .collection?, .set?, .dictionary?:
        let subscripted = trail.path(to: .index(0)) + ".\(name)"
        message.hint = "A collection has elements, not properties: pick one first, as in \"\(subscripted)\"."
      default:
        let properties = PropertyLookup.properties(of: owner)
        message.sections = [propertyList(properties, of: ownerName)]
        if let suggestion = DidYouMean.suggestion(for: name, among: properties.map(\.name)) {
          message.hint = "Did you mean \"\(suggestion)\"?"
        } else if owner is CustomReflectable, !FieldReader.readsFields(of: owner) {
          message.hint =
            "\(ownerName) supplies its own Mirror (CustomReflectable), so a path sees only the children it lists."
        } else {
          message.hint = "A path follows stored properties only; computed properties and methods are not stored."
        }
      }
    case .foundNil(let property, let owner):
      let subject = "\(TypeName.ofValue(owner)).\(property.name)"
      let dotted = trail.path(to: segment ?? .property(property.name))
      if property.isWeak {
        message.details = [("Found", "nil — \(subject) is a weak reference that was never set or was already released")]
        message.hint =
          "Set \(dotted) where the graph is built, and check that something else keeps its target alive:"
          + " a weak reference does not."
      } else {
        message.details = [("Found", "nil — \(subject) is nil")]
        message.hint = "Set \(dotted) where the graph is built (a creator, an assembly or a container)."
      }
      message.details.append(("Path", trail.rendered(brokenAt: segment) + ": \(property.declaredTypeName)"))
    case .lazyNeverRead(let property, let owner):
      message.details = [
        ("Found", "\(TypeName.ofValue(owner)).\(property.name) is a lazy property that was never read"), pathLine,
      ]
      message.hint =
        "Wired never triggers a lazy property: read it in the test first if you mean to check what it creates."
    case .otherEnumCase(let name, let owner):
      message.details = [("Found", "\(TypeName.ofValue(owner)).\(caseName(of: owner)), not .\(name)"), pathLine]
    case .notIndexable(let owner):
      let kind =
        Mirror(reflecting: owner).displayStyle == .set ? "a set, which has no order" : "not an ordered collection"
      message.details = [("Found", "\(TypeName.ofValue(owner)) is \(kind)"), pathLine]
    case .indexOutOfRange(let index, let count, let owner):
      let elements = count == 1 ? "1 element" : "\(count) elements"
      message.details = [
        ("Found", "index \(index) is out of range: the \(TypeName.ofValue(owner)) has \(elements)"), pathLine,
      ]
    case .nilElement(let segment, _):
      message.details = [("Found", "nil at \(segment.text)"), pathLine]
    case .notKeyed(let owner):
      message.details = [("Found", "\(TypeName.ofValue(owner)) is not a dictionary"), pathLine]
    case .noSuchKey(let key, let owner):
      let keys = Mirror(reflecting: owner).children.compactMap { entry in
        Mirror(reflecting: entry.value).children.first.flatMap { DictionaryKey.string($0.value) }
      }.sorted()
      message.details = [
        ("Found", "no key \"\(key)\" in the \(TypeName.ofValue(owner))"), pathLine,
        ("Keys", keys.isEmpty ? "none" : keys.map { "\"\($0)\"" }.joined(separator: ", ")),
      ]
      if let suggestion = DidYouMean.suggestion(for: key, among: keys) {
        message.hint = "Did you mean \"\(suggestion)\"?"
      }
    }
    return message
  }

  /// The stored properties of a type, one per line with its declared type, as a message section.
  static func propertyList(_ properties: [StoredProperty], of ownerName: String) -> String {
    guard !properties.isEmpty else { return "  \(ownerName) has no stored properties." }
    let lines = properties.map { property in
      let declaringName = TypeName.of(property.declaringType)
      let inherited = declaringName == ownerName ? "" : " (inherited from \(declaringName))"
      return "    \(property.name): \(property.declaredTypeName)\(inherited)"
    }
    return "  Stored properties of \(ownerName):\n" + lines.joined(separator: "\n")
  }

  private static func invalidPath(_ error: PathSyntaxError, path: WiringPath) -> FailureMessage {
    var message = FailureMessage(
      headline: "Invalid wiring path \"\(path)\": \(error.problem) at position \(error.position)"
    )
    let caret = String(repeating: " ", count: error.position - 1) + "^"
    message.sections = ["  \(path)\n  \(caret)"]
    message.hint =
      "Write property names separated by dots, [N] for an index and [\"key\"] for a dictionary key,"
      + " as in \"interactor.items[0].title\"."
    return message
  }

  /// The segment right after the steps the trail took: the one that could not be followed.
  private static func brokenSegment(of path: WiringPath, after trail: Trail) -> WiringPath.Segment? {
    guard case .success(let segments) = path.segments, trail.steps.count < segments.count else { return nil }
    return segments[trail.steps.count]
  }

  private static func caseName(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    return mirror.children.first?.label ?? String(describing: value)
  }
}

// MARK: - Wiring/WiringCheck.swift

/// Follows a path and checks a claim about its end: the pure half of every wiring assertion.
fileprivate enum WiringCheck {
  /// The value the path leads to, or the message that explains why the claim fails.
  enum Outcome {
    case passed(Any)
    case failed(FailureMessage)
  }

  static func run(_ root: Any, path: WiringPath, claim: WiringClaim) -> Outcome {
    switch PathWalker.follow(path, from: root, nilAtTheEnd: claim.acceptsNil) {
    case .reached(let value):
      guard let mismatch = claim.mismatch(value) else { return .passed(value) }
      var message = FailureMessage(headline: "Expected \"\(path)\" \(claim.expectation())")
      message.details = mismatch + [("Path", Trail(root: root, path: path).rendered())]
      message.hint = claim.hint(value, "\(path)")
      return .failed(message)
    case .broke(let reason):
      return .failed(WiringBreakMessage.make(reason, root: root, path: path, claim: claim))
    }
  }
}

// MARK: - Wiring/WiringClaim.swift

/// What an assertion claims about the value at the end of a path.
fileprivate struct WiringClaim {
  /// The claim in words, after `Expected "path" `; built only when a message is.
  let expectation: () -> String
  /// How the found value falls short of the claim, as `Found:`/`Expected:` lines, or `nil` when it holds.
  let mismatch: (Any) -> [(label: String, value: String)]?
  /// Whether a nil at the end of the path is what the claim expects, as in `to: nil as String?`.
  var acceptsNil = false
  /// What to do next when the found value falls short, given it and the path, or `nil` when there is nothing to add.
  var hint: (_ found: Any, _ path: String) -> String? = { _, _ in nil }
}

// MARK: -

extension WiringClaim {
  /// The path leads to some non-nil value.
  static var leadsToAValue: WiringClaim { WiringClaim(expectation: { "to lead to a value" }, mismatch: { _ in nil }) }

  /// The value is this very instance (`===`); for an `Equatable` class, the failure says when another instance is
  /// equal (`==`), and how to compare by equality.
  static func identical(to expected: AnyObject) -> WiringClaim {
    let isEqual = (expected as? any Equatable).map { equatable in { (found: Any) in Self.isEqual(equatable, found) } }
    var claim = WiringClaim(
      expectation: { "to be the given \(ValueDescription.instance(expected))" },
      mismatch: { found in
        if let object = ValueDescription.asObject(found), object === expected { return nil }
        let sameType = Swift.type(of: found) == Swift.type(of: expected)
        let equal = isEqual?(found) ?? false
        let kind = equal ? ", another instance, equal (==) to the expected one" : ", another instance of the same type"
        return [
          ("Found", ValueDescription.withType(found) + (sameType ? kind : "")),
          ("Expected", ValueDescription.instance(expected)),
        ]
      })
    claim.hint = { found, path in
      guard isEqual?(found) ?? false else { return nil }
      return "to: checks that an object is the very instance given. To compare by == instead, read the value: "
        + "#expect(try wired(root, path: \"\(path)\", as: \(TypeName.of(type(of: expected))).self) == expected)."
    }
    return claim
  }

  /// Whether `found` is a `T` equal to `expected`, `T` being the expected value's own `Equatable` type.
  private static func isEqual<T: Equatable>(_ expected: T, _ found: Any) -> Bool {
    (found as? T) == expected
  }

  /// The value equals `expected`; an instance of a class is compared by identity instead, and the failure says when
  /// another instance is equal.
  static func equal<T: Equatable>(to expected: T) -> WiringClaim {
    if let object = ValueDescription.asObject(expected) {
      return identical(to: object)
    }
    let expectsNil = Unwrapped.value(expected) == nil
    return WiringClaim(
      expectation: { "to equal \(ValueDescription.of(expected))" },
      mismatch: { found in
        if expectsNil, Unwrapped.value(found) == nil { return nil }
        guard let value = found as? T else {
          return [
            ("Found", ValueDescription.withType(found)),
            ("Expected", "\(ValueDescription.of(expected)) (\(TypeName.of(T.self)))"),
          ]
        }
        if value == expected { return nil }
        return valueMismatch(found: ValueDescription.of(value), expected: ValueDescription.of(expected))
      },
      acceptsNil: expectsNil)
  }

  /// The value is an instance of `T`, or conforms to it when `T` is a protocol; never a closure, which reflection
  /// cannot hand out safely.
  static func instance<T>(of type: T.Type) -> WiringClaim {
    WiringClaim(
      expectation: { "to be \(TypeName.withArticle(T.self))" },
      mismatch: { found in
        // NB: a closure read from a stored property through reflection has lost its calling convention: the cast
        // succeeds, and calling it is undefined (swiftlang/swift#54696).
        if TypeKind.of(T.self) == .function {
          return [
            (
              "Found",
              "\(ValueDescription.withType(found)), which Wired does not hand out: Swift cannot call a closure read "
                + "through reflection safely (swiftlang/swift#54696). To check that it is set, ask for Any.self."
            )
          ]
        }
        return found is T ? nil : [("Found", ValueDescription.withType(found))]
      })
  }

  /// The value is `expected`: the same instance for an object, an equal value for a `Hashable` one.
  static func matching(_ expected: Any) -> WiringClaim {
    if let object = ValueDescription.asObject(expected) {
      return identical(to: object)
    }
    guard let hashable = expected as? AnyHashable else {
      return WiringClaim(
        expectation: { "to equal \(ValueDescription.of(expected))" },
        mismatch: { _ in
          [("Found", "a \(TypeName.ofValue(expected)) cannot be compared: it is neither an object nor Hashable")]
        })
    }
    let expectsNil = Unwrapped.value(expected) == nil
    return WiringClaim(
      expectation: { "to equal \(ValueDescription.of(expected))" },
      mismatch: { found in
        if let value = found as? AnyHashable, value == hashable { return nil }
        if expectsNil, Unwrapped.value(found) == nil { return nil }
        return valueMismatch(found: ValueDescription.of(found), expected: ValueDescription.of(expected))
      },
      acceptsNil: expectsNil)
  }

  private static func valueMismatch(found: String, expected: String) -> [(label: String, value: String)] {
    var lines = [("Found", found), ("Expected", expected)]
    if TextDiff.isWorthShowing(expected, found) {
      lines.append(
        ("Diff", "(- expected, + found)\n" + TextDiff.lines(expected: expected, found: found).joined(separator: "\n")))
    }
    return lines
  }
}

// MARK: - Wiring/WiringError.swift

/// Why ``wired(_:path:)`` could not follow a path, or why its end was not what was asked for.
///
/// Its ``description`` is the message that the matching `assertWired` would report, so
/// `#expect(throws:)` and `#require` users read the same text.
struct WiringError: Error, Sendable, CustomStringConvertible {
  /// The path that was followed.
  let path: WiringPath
  /// The full message: what was claimed, how far the path got and what to do next.
  let description: String
}

// MARK: - Wiring/WiringPath.swift

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
struct WiringPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral
{
  /// One step of a path.
  enum Segment: Sendable, Hashable {
    case property(String)
    case index(Int)
    case key(String)
  }

  /// The path as written.
  let description: String
  fileprivate let segments: Result<[Segment], PathSyntaxError>

  /// Creates a path from its text, such as `"interactor.presenter.view"`.
  ///
  /// - Parameter text: Property names separated by dots, with `[N]` and `["key"]` subscripts.
  init(_ text: String) {
    description = text
    segments = PathParser.parse(text)
  }

  /// Creates a path from a string literal.
  ///
  /// - Parameter value: The path's text.
  init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a path from names, each a property name or a dotted path of its own.
  ///
  /// - Parameter names: The names, in order from the root.
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
  init(arrayLiteral elements: any PropertyName...) {
    self.init(elements)
  }

  /// Two paths are equal when they are written the same way.
  static func == (lhs: WiringPath, rhs: WiringPath) -> Bool {
    lhs.description == rhs.description
  }

  /// Hashes the path's text.
  func hash(into hasher: inout Hasher) {
    hasher.combine(description)
  }
}
