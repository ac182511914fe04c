/// The element types of a tuple type, read from its metadata, so that what a tuple can hold is decided from its type
/// alone, as a struct's is from its fields: an enum case's payload of several values (`case string(format: String?,
/// pattern: String?)`) is such a tuple.
///
/// The metadata of a tuple (`TargetTupleTypeMetadata` in the runtime's `Metadata.h`) holds its kind, its number of
/// elements and its labels, then each element's type and offset, a word each. Checked once, at first use, against
/// tuple types of Wired's own: if any reads back another type, no tuple is read for the rest of the run, and what a
/// tuple can hold is taken to be anything (its values are then walked, never passed over on a guess).
package enum TupleElements {
  /// The values of a tuple's elements, or `nil` when `value` is not a tuple: each copied out by the runtime's
  /// reflection, as `Mirror` reads them, without building a `Mirror`.
  package static func values(of value: Any) -> [Any]? {
    let tupleType = type(of: value)
    guard TypeKind.of(tupleType) == .tuple else { return nil }
    return (0..<RuntimeFunctions.childCount(of: value, type: tupleType)).map {
      RuntimeFunctions.child($0, of: value, type: tupleType)
    }
  }

  /// The two values of a pair (a dictionary's entry, `(key: Key, value: Value)`), or `nil` when `value` is not a
  /// tuple of two: read as ``values(of:)`` reads them, without an array.
  package static func pair(_ value: Any) -> (Any, Any)? {
    let tupleType = type(of: value)
    guard TypeKind.of(tupleType) == .tuple, RuntimeFunctions.childCount(of: value, type: tupleType) == 2 else {
      return nil
    }
    let first = RuntimeFunctions.child(0, of: value, type: tupleType)
    return (first, RuntimeFunctions.child(1, of: value, type: tupleType))
  }

  /// The types of `type`'s elements in order, or `nil` when `type` is not a tuple or the self-check (`sound`) missed.
  package static func types(of type: Any.Type, checked sound: Bool = isSound) -> [Any.Type]? {
    guard sound else { return nil }
    return read(type, elementWords: 2)
  }

  /// Whether every tuple type of the self-check reads back its own elements.
  static let isSound: Bool = misses(elementWords: 2).isEmpty

  /// The fixture's tuple types whose elements read back otherwise with `elementWords` words per element (two, as the
  /// runtime lays them out; another number proves that the check can fail).
  static func misses(elementWords: Int) -> [String] {
    let fixtures: [(Any.Type, [Any.Type])] = [
      ((Int8, String, Double).self, [Int8.self, String.self, Double.self]),
      ((name: String?, count: Int).self, [String?.self, Int.self]),
      (
        (any Sendable, [Int], () -> Void, AnyObject?).self,
        [(any Sendable).self, [Int].self, (() -> Void).self, AnyObject?.self]
      ),
    ]
    return fixtures.compactMap { tuple, expected in
      guard let read = read(tuple, elementWords: elementWords), read.count == expected.count,
        zip(read, expected).allSatisfy({ $0 == $1 })
      else { return "\(tuple)" }
      return nil
    }
  }

  /// The element types of `type`, `elementWords` words apart, after the kind, the count and the labels.
  private static func read(_ type: Any.Type, elementWords: Int) -> [Any.Type]? {
    guard TypeKind.of(type) == .tuple else { return nil }
    let word = MemoryLayout<UnsafeRawPointer>.stride
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let count = metadata.load(fromByteOffset: word, as: Int.self)
    // NB: a count no tuple type has means the layout is not the one this reads.
    guard (0...1_000).contains(count) else { return nil }
    var types: [Any.Type] = []
    for index in 0..<count {
      // NB: read as a number first: a null metadata pointer taken as a type stops the process.
      let address = metadata.load(fromByteOffset: (3 + index * elementWords) * word, as: UInt.self)
      guard address != 0 else { return nil }
      types.append(unsafeBitCast(address, to: Any.Type.self))
    }
    return types
  }
}
