/// The path from an object to a value it holds, as the walk records it: spelled only when a message, a snapshot or a
/// diagram asks, so that a walk past ten thousand elements of a collection builds no string for each
/// (`children[3]` is kept as `children` and 3).
struct PathLabel {
  /// The path up to the element's subscript, or the whole path.
  let base: String
  /// The element's offset in the collection `base` names, if the path ends at one.
  let offset: Int?

  /// The path `text`, spelled already.
  init(_ text: String) {
    base = text
    offset = nil
  }

  /// The element at `offset` of the collection at `collection`: `collection[offset]`.
  init(_ collection: PathLabel, element offset: Int) {
    base = collection.text
    self.offset = offset
  }

  /// The path as paths spell it: `presenter`, `children[3]`.
  var text: String {
    guard let offset else { return base }
    return "\(base)[\(offset)]"
  }
}
