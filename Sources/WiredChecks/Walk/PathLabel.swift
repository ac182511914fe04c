/// The path from an object to a value it holds, as the walk records it: spelled only when a message, a snapshot or a
/// diagram asks, so that a walk past ten thousand elements of a collection builds no string for each
/// (`children[3]` is kept as `children` and 3, `handlers[Route(path: "/a")]` as `handlers` and the key).
struct PathLabel {
  /// The path up to the element's subscript, or the whole path.
  let base: String
  /// The subscript the path ends at, if any.
  private let subscripted: Subscript?

  private enum Subscript {
    /// The element's offset in the collection `base` names.
    case offset(Int)
    /// The entry's key in the dictionary `base` names: a key that can hold no reference, so that a graph kept after
    /// its objects were let go (a leak check's) keeps none alive.
    case key(Any)
  }

  /// The path `text`, spelled already.
  init(_ text: String) {
    base = text
    subscripted = nil
  }

  /// The element at `offset` of the collection at `collection`: `collection[offset]`.
  init(_ collection: PathLabel, element offset: Int) {
    base = collection.text
    subscripted = .offset(offset)
  }

  /// The entry of the dictionary at `dictionary` that `key` keys, as ``DictionaryKey/segment(_:value:)`` spells it:
  /// for a key that can hold no reference and is no identity, whose segment the value does not change.
  init(_ dictionary: PathLabel, key: Any) {
    base = dictionary.text
    subscripted = .key(key)
  }

  /// The path as paths spell it: `presenter`, `children[3]`.
  var text: String {
    switch subscripted {
    case nil: base
    case .offset(let offset): "\(base)[\(offset)]"
    case .key(let key): base + DictionaryKey.segment(key, value: ())
    }
  }
}
