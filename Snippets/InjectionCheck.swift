// Copy-in: a dependency-free check that every optional dependency of an object is set, for the exit of a DI
// container or factory in app code, where a test library should not be linked. It traps in debug builds
// (assertionFailure) and only logs in release. Wired's `checkingInjections(_:reporter:)` does more (graphs,
// stale exceptions, property wrappers) for tests. Copy this file into your app target as it is.

import Foundation

/// The names of the stored optional properties of `object` and its superclasses that are `nil`, except `except`.
func missingDependencies(in object: Any, except: Set<String> = []) -> [String] {
  var missing: [String] = []
  var mirror: Mirror? = Mirror(reflecting: object)
  while let current = mirror {
    for child in current.children {
      guard let label = child.label, !label.hasPrefix("$__lazy_storage_$_") else { continue }
      let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
      if !except.contains(name), isNilOptional(child.value) {
        missing.append(name)
      }
    }
    mirror = current.superclassMirror
  }
  return missing
}

/// Returns `object` after checking its dependencies: traps in a debug build and logs in release when one is nil.
func checkedInjection<Object>(
  _ object: Object,
  except: Set<String> = [],
  file: StaticString = #fileID,
  line: UInt = #line
) -> Object {
  let missing = missingDependencies(in: object, except: except)
  if !missing.isEmpty {
    let message = "\(type(of: object)) is missing dependencies: \(missing.joined(separator: ", "))"
    assertionFailure(message, file: file, line: line)
    print("\(file):\(line): \(message)")
  }
  return object
}

/// Whether `value` is an `Optional`, at any depth, whose innermost value is `nil`.
private func isNilOptional(_ value: Any) -> Bool {
  var current = value
  while let optional = Mirror(reflecting: current).displayStyle, optional == .optional {
    guard let wrapped = Mirror(reflecting: current).children.first?.value else { return true }
    current = wrapped
  }
  return false
}
