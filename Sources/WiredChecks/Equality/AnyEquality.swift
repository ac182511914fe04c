import WiredReading

/// Equality of two values of unknown type: the one rule by which a double compares arguments and a path compares what
/// it found with what was expected.
package enum AnyEquality {
  /// Whether `lhs` equals `rhs`: `Optional` layers removed first, then `Equatable` values compared with `==`, objects
  /// by identity, tuples element by element, and anything else by its debug description, which is what a reader of
  /// the failure message would compare too.
  package static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    let left = Unwrapped.value(lhs)
    let right = Unwrapped.value(rhs)
    guard let left, let right else { return left == nil && right == nil }
    if let equatable = left as? any Equatable {
      return equal(right, to: equatable)
    }
    if let object = Existential.object(in: left) {
      return Existential.object(in: right) === object
    }
    if let leftElements = TupleElements.values(of: left), let rightElements = TupleElements.values(of: right) {
      return leftElements.count == rightElements.count && zip(leftElements, rightElements).allSatisfy(equal(_:_:))
    }
    return String(reflecting: left) == String(reflecting: right)
  }

  /// Whether `found` is a `Value` equal to `expected`, `Value` being the expected value's own `Equatable` type.
  package static func equal<Value: Equatable>(_ found: Any, to expected: Value) -> Bool {
    (found as? Value) == expected
  }
}
