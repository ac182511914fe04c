/// A collection whose elements are all of one type, which the walk can tell without looking at them.
package protocol ElementTyped {
  /// The types of its elements: `[Key, Value]` for a dictionary.
  static var elementTypes: [Any.Type] { get }
}

extension Array: ElementTyped {
  package static var elementTypes: [Any.Type] { [Element.self] }
}

extension ContiguousArray: ElementTyped {
  package static var elementTypes: [Any.Type] { [Element.self] }
}

extension Set: ElementTyped {
  package static var elementTypes: [Any.Type] { [Element.self] }
}

extension Dictionary: ElementTyped {
  package static var elementTypes: [Any.Type] { [Key.self, Value.self] }
}
