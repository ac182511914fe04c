/// A collection whose elements are all of one type, which the walk can tell without looking at them.
protocol ElementTyped {
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
