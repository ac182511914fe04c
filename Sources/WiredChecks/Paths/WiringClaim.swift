import WiredReading

/// What an assertion claims about the value at the end of a path.
package struct WiringClaim {
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
  package static func identical(to expected: AnyObject) -> WiringClaim {
    // NB: asked only once the instance is not the one found, so that a passing check makes no conformance lookup.
    let isEqual = { (found: Any) in (expected as? any Equatable).map { AnyEquality.equal(found, to: $0) } ?? false }
    var claim = WiringClaim(
      expectation: { "to be the given \(ValueDescription.instance(expected))" },
      mismatch: { found in
        if let object = Existential.object(in: found), object === expected { return nil }
        let sameType = Swift.type(of: found) == Swift.type(of: expected)
        let equal = isEqual(found)
        let kind = equal ? ", another instance, equal (==) to the expected one" : ", another instance of the same type"
        return [
          ("Found", ValueDescription.withType(found) + (sameType ? kind : "")),
          ("Expected", ValueDescription.instance(expected)),
        ]
      })
    claim.hint = { found, path in
      guard isEqual(found) else {
        return "Hand \(path) the instance the test gave where the graph is built: the builder made or kept "
          + "another one (a default, a new instance, a singleton) in its place."
      }
      return "to: checks that an object is the very instance given. To compare by == instead, read the value: "
        + "#expect(try wired(root, path: \"\(path)\", as: \(TypeName.of(type(of: expected))).self) == expected)."
    }
    return claim
  }

  /// The value equals `expected`; an instance of a class is compared by identity instead, and the failure says when
  /// another instance is equal.
  package static func equal<T: Equatable>(to expected: T) -> WiringClaim {
    if let object = Existential.object(in: expected) {
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

  /// The path ends at `nil`: an optional of any type, equatable or not, that is not set.
  package static var isNil: WiringClaim {
    WiringClaim(
      expectation: { "to be nil" },
      mismatch: { found in Unwrapped.value(found) == nil ? nil : [("Found", ValueDescription.withType(found))] },
      acceptsNil: true)
  }

  /// The value is an instance of `T`, or conforms to it when `T` is a protocol; never a closure, which reflection
  /// cannot hand out safely.
  package static func instance<T>(of type: T.Type) -> WiringClaim {
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

  /// The value is `expected`, given as `Any`, by the rule values of unknown type are compared by (``AnyEquality``):
  /// the same instance for an object, `==` for an `Equatable` value, element by element for a tuple, else its
  /// description.
  package static func matching(_ expected: Any) -> WiringClaim {
    // NB: an optional given as `Any` (an optional existential of a protocol that is not class-bound) is its content.
    guard let expected = Unwrapped.value(expected) else { return isNil }
    if let object = Existential.object(in: expected) {
      return identical(to: object)
    }
    return WiringClaim(
      expectation: { "to equal \(ValueDescription.of(expected))" },
      mismatch: { found in
        AnyEquality.equal(found, expected)
          ? nil : valueMismatch(found: ValueDescription.of(found), expected: ValueDescription.of(expected))
      })
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
