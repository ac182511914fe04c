// Copy-in for an APP target: Wired's container-exit check with no dependency, since an app must not link a test
// framework. Same message and rules as Wired's `assertAllInjected(_:except:)`, under names of its own
// (`missingInjections(in:except:)`, `checkingInjections(_:except:)`); it differs in that it checks the object itself, not its graph (no `recursive:`),
// and does not mark weak references (that takes the runtime's field metadata, which Wired reads).
// It traps in debug builds (assertionFailure) and prints in release. For tests, use Wired or WiredInjection.swift.
// Written by hand, not generated; Tests/SnippetTests holds it to Wired's messages.
//
// Copyright (c) 2026 The Wired authors. MIT License: the notice is at the end of this file.

import Foundation

/// An optional dependency that was never injected: a stored optional property whose value is `nil`.
struct MissingInjection: Hashable, CustomStringConvertible {
  /// The property's name, such as `"router"`.
  let path: String
  /// The property's declared type, such as `"Routing?"`.
  let declaredType: String

  var description: String { "\(path): \(declaredType)" }
}

/// The stored optionals of `object` and its superclasses that are `nil`, in declaration order, except those named.
///
/// A property wrapper counts by its value (`@Published var coordinator: Coordinating?`); `lazy` storage never does.
func missingInjections(in object: Any, except: [String] = []) -> [MissingInjection] {
  InjectionCheck(object, except: except).missing
}

/// Returns `object` after checking its optional dependencies: when one is nil, or an `except:` entry names no stored
/// property, it traps in a debug build and prints in release, with the message Wired's `assertAllInjected` gives.
func checkingInjections<Object>(
  _ object: Object,
  except: [String] = [],
  fileID: StaticString = #fileID,
  line: UInt = #line
) -> Object {
  if let message = InjectionCheck(object, except: except).failureMessage {
    assertionFailure(message, file: fileID, line: line)
    print("\(fileID):\(line): \(message)")
  }
  return object
}

/// One check of one object: its nil optionals and its stale exceptions.
private struct InjectionCheck {
  let rootType: String
  var missing: [MissingInjection] = []
  var stale: [String] = []

  init(_ object: Any, except: [String]) {
    rootType = readable(String(describing: type(of: object)))
    var names: [String] = []
    var levels: [Mirror] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let level = mirror {
      levels.insert(level, at: 0)
      mirror = level.superclassMirror
    }
    for child in levels.flatMap(\.children) {
      guard let label = child.label, !label.hasPrefix("$__lazy_storage_$_") else { continue }
      var name = label
      var value = child.value
      var wrapper = ""
      if label.hasPrefix("_"), label.count > 1, let wrapped = wrappedValue(of: child.value) {
        name = String(label.dropFirst())
        wrapper = " (@\(String(describing: type(of: child.value)).prefix { $0 != "<" }))"
        value = wrapped
      }
      names.append(name)
      guard !except.contains(name), isNilOptional(value) else { continue }
      let declaredType = readable(String(describing: type(of: value))) + wrapper
      missing.append(MissingInjection(path: name, declaredType: declaredType))
    }
    stale = except.filter { !names.contains($0) }.map { entry in
      let closest = names.min { distance(entry, $0) < distance(entry, $1) }
      guard let closest, distance(entry, closest) <= max(1, entry.count / 3) else { return "\"\(entry)\"" }
      return "\"\(entry)\" (did you mean \"\(closest)\"?)"
    }
  }

  /// The message Wired's `assertAllInjected` gives, or `nil` when everything is injected.
  var failureMessage: String? {
    guard !missing.isEmpty || !stale.isEmpty else { return nil }
    var text: String
    var hints: [String] = []
    if missing.isEmpty {
      text = "Expected every except: entry to name a stored property of \(rootType)"
    } else {
      let count = missing.count == 1 ? "1 is nil" : "\(missing.count) are nil"
      text = "Expected every optional dependency of \(rootType) to be injected, but \(count)"
      text += "\n\n  Missing:\n" + missing.map { "    \($0)" }.joined(separator: "\n")
      hints.append("Inject each one where \(rootType) is built, or list the ones that may stay nil in except:.")
    }
    if !stale.isEmpty {
      text += "\n\n  Stale except: entries (name no stored property):\n"
      text += stale.map { "    \($0)" }.joined(separator: "\n")
      hints.append(
        "Correct or remove the stale entries: an entry that names nothing hides nothing, and may hide a typo.")
    }
    return text + "\n\n" + hints.joined(separator: "\n")
  }
}

/// The value inside a property wrapper's storage: its `wrappedValue`, or (as `@Published` keeps it, in an enum case
/// or a subject) a value of the wrapper's one generic type found a few levels down.
private func wrappedValue(of wrapper: Any) -> Any? {
  let mirror = Mirror(reflecting: wrapper)
  if let direct = mirror.children.first(where: { $0.label == "wrappedValue" }) { return direct.value }
  let name = String(reflecting: type(of: wrapper))
  guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return nil }
  let valueType = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
  var queue: [(Mirror, Int)] = [(mirror, 0)]
  while !queue.isEmpty {
    let (current, depth) = queue.removeFirst()
    for child in current.children {
      if depth > 0 || ["value", "_value", "storage", "_storage", "currentValue"].contains(child.label ?? ""),
        String(reflecting: type(of: child.value)) == valueType
      {
        return child.value
      }
      let inner = Mirror(reflecting: child.value)
      if depth < 5, [.struct, .class, .enum].contains(inner.displayStyle) { queue.append((inner, depth + 1)) }
    }
  }
  return nil
}

/// Whether `value` is an `Optional`, at any depth, whose innermost value is `nil`.
private func isNilOptional(_ value: Any) -> Bool {
  var current = value
  while Mirror(reflecting: current).displayStyle == .optional {
    guard let wrapped = Mirror(reflecting: current).children.first?.value else { return true }
    current = wrapped
  }
  return false
}

/// `Routing?` for `Optional<Routing>`, `[User]` for `Array<User>`.
private func readable(_ name: String) -> String {
  if name.hasPrefix("Optional<"), name.hasSuffix(">") { return readable(String(name.dropFirst(9).dropLast())) + "?" }
  if name.hasPrefix("Array<"), name.hasSuffix(">") { return "[" + readable(String(name.dropFirst(6).dropLast())) + "]" }
  return name
}

/// The number of single-character edits between two names, ignoring case.
private func distance(_ a: String, _ b: String) -> Int {
  let a = Array(a.lowercased())
  let b = Array(b.lowercased())
  var row = Array(0...b.count)
  for i in 1...max(1, a.count) where !a.isEmpty {
    var next = [i] + Array(repeating: 0, count: b.count)
    for j in 1...max(1, b.count) where !b.isEmpty {
      next[j] = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    row = next
  }
  return a.isEmpty ? b.count : row[b.count]
}

// MARK: - Licence

// MIT License
//
// Copyright (c) 2026 The Wired authors
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.
