import Foundation

// NB: every form that takes a method's name as a string is `@_disfavoredOverload`, and the typed global forms take
// `any DeclaresMethods<Method>`, not a generic spy: so that a typo in a case (`.trak`) is the compiler's "type
// 'AnalyticsSpy.Method' has no member 'trak'". A generic spy parameter lets the compiler also try the superclass `Spy`,
// whose missing conformance it ranks as the smaller fix (Scripts/CompileFailFixtures pins each form).

/// A spy or mock that declares the names of its methods once, in a `Method` enum whose raw values are the names as
/// `#function` spells them: a test then names them by case (`assertNotCalled(api, .updateDisplayName)`), a name no
/// case has fails wherever a test writes it, whether or not anything was called, and a call recorded under a name the
/// enum lacks fails at its `recordCall`, so that the list stays honest.
///
/// ```swift
/// final class ProfileAPISpy: Spy, ProfileAPI, DeclaresMethods, @unchecked Sendable {
///   enum Method: String, CaseIterable {
///     case updateDisplayName = "updateDisplayName(_:for:)"
///     case fetchProfile = "fetchProfile()"
///   }
///
///   func updateDisplayName(_ name: String, for id: Int) { recordCall(with: name, id) }
///   func fetchProfile() { recordCall() }
/// }
///
/// assertCalled(api, .updateDisplayName, with: "Ann", 7)
/// assertNotCalled(api, "updateDisplayname(_:for:)")  // fails: ProfileAPISpy declares no such method
/// ```
public protocol DeclaresMethods<Method>: Spy {
  /// The spy's methods, each with the name `#function` gives it: `case track = "track(_:)"`.
  associatedtype Method: RawRepresentable, CaseIterable where Method.RawValue == String
}

/// The names a spy declares (``DeclaresMethods``), read once from its type; a class, so that a recorded call looks at
/// it without copying its lists.
final class Declaration {
  /// The names in the order of the enum's cases, or `nil` when the spy declares none.
  let names: [String]?
  /// The cases' own names (`track`), in the same order.
  private let caseNames: [String]
  private let set: Set<String>

  init(of spy: Spy) {
    func cases<Declaring: DeclaresMethods>(_: Declaring) -> [(String, String)] {
      Declaring.Method.allCases.map { ("\($0)", $0.rawValue) }
    }
    let cases = (spy as? any DeclaresMethods).map { cases($0) }
    names = cases?.map(\.1)
    caseNames = cases?.map(\.0) ?? []
    set = Set(names ?? [])
  }

  /// Whether the spy declares `function`, named in full.
  func contains(_ function: String) -> Bool {
    set.contains(function)
  }

  /// The one case whose raw value misspells `function`: it has `function`'s base name with other labels (`case track
  /// = "track(event:)"` for a call to `track(_:)`), or the case is named as the function and its raw value is not
  /// (`case fetchAll = "fetchAl()"` for `fetchAll()`). Its raw value is wrong, not missing. `nil` when no case or
  /// several match.
  func misspelledCase(for function: String) -> (name: String, rawValue: String)? {
    guard let names else { return nil }
    let base = FunctionName.base(of: function)
    var matching = names.indices.filter { FunctionName.base(of: names[$0]) == base }
    if matching.isEmpty { matching = caseNames.indices.filter { caseNames[$0] == base } }
    guard matching.count == 1, let index = matching.first else { return nil }
    return (caseNames[index], names[index])
  }
}

extension Spy {
  /// The names the spy declares, when it declares them (``DeclaresMethods``).
  var declaredNames: [String]? {
    CallLedger.locked { declarationWhileLocked().names }
  }

  /// Why `function` names none of the methods the spy declares, or `nil` when it names one (in full, or by a base
  /// name one of them has) or the spy declares none.
  func undeclared(_ function: String) -> FailureMessage? {
    guard let declared = declaredNames, !declared.contains(function),
      !declared.contains(where: { FunctionName.base(of: $0) == function[...] })
    else { return nil }
    var message = FailureMessage(headline: "\"\(function)\" is not a method \(spyName) declares")
    message.details = [("Declared", declared.isEmpty ? "none" : declared.joined(separator: ", "))]
    let suggestion = FunctionName.suggestion(for: function, among: declared)
    message.hint =
      suggestion.map { "Did you mean \"\($0)\"? Name it by its case, \(spyName).Method, and a typo cannot compile." }
      ?? "Name it by its case in \(spyName).Method, or add the method there."
    return message
  }
}
