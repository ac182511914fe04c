// Copy-in: follow a dotted path of stored properties through an object graph, private and inherited ones
// included, unwrapping optionals on the way. A dependency-free core of Wired's `wired(_:path:)`, for teams that
// want one file rather than a package; Wired's assertions add messages, subscripts, property wrappers and more.

/// The value at the end of `path` (`"interactor.presenter.view"`), or `nil` when a property is missing or nil.
func value(atPath path: String, in root: Any) -> Any? {
  var current: Any = root
  for name in path.split(separator: ".") {
    guard let unwrapped = unwrapped(current), let next = storedProperty(String(name), of: unwrapped) else {
      return nil
    }
    current = next
  }
  return unwrapped(current)
}

/// The stored property `name` of `value`, looking in the class first and then up its superclasses.
private func storedProperty(_ name: String, of value: Any) -> Any? {
  var mirror: Mirror? = Mirror(reflecting: value)
  while let current = mirror {
    if let child = current.children.first(where: { $0.label == name }) {
      return child.value
    }
    mirror = current.superclassMirror
  }
  return nil
}

/// The value inside every layer of `Optional`, or `nil` when a layer is `nil`.
private func unwrapped(_ value: Any) -> Any? {
  var current = value
  while Mirror(reflecting: current).displayStyle == .optional {
    guard let wrapped = Mirror(reflecting: current).children.first?.value else { return nil }
    current = wrapped
  }
  return current
}
