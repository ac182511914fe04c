/// Walks an object graph breadth first, without recursion, and collects the optional properties that are nil.
///
/// Each object is visited once, so cycles end and every missing property is reported once, under the
/// shortest path from the root. Paths are built only for the properties that are reported.
struct InjectionWalker {
  private struct Node {
    let value: Any
    let parent: Int
    let segment: String
  }

  private enum Traversal {
    /// Checked for nil optionals, and its properties walked: a class or struct in scope.
    case object
    /// Looked through: a collection, a dictionary, a set, a tuple, an optional or an enum payload.
    case container
    /// Neither: a type out of scope, or one with nothing inside.
    case skip
  }

  let recursive: Bool
  let counting: CountedOptionals
  let scope: GraphScope
  let exceptions: ExceptionList

  /// How many nil optionals below the root were passed over as state, and the first few of them.
  private(set) var passedOverCount = 0
  private(set) var passedOverExamples: [MissingInjection] = []
  private static let examplesKept = 3

  private var nodes: [Node] = []
  private var visited: Set<ObjectIdentifier> = []
  private var traversals: [ObjectIdentifier: Traversal] = [:]
  private(set) var missing: [MissingInjection] = []
  /// How many missing dependencies were found, listed or not.
  private(set) var missingCount = 0
  /// The most missing dependencies listed with their paths.
  static let maximumListed = 1_000
  private(set) var unreadable: [MissingInjection] = []
  private(set) var truncatedAt: Int?

  init(recursive: Bool, counting: CountedOptionals, scope: GraphScope, exceptions: ExceptionList) {
    self.recursive = recursive
    self.counting = counting
    self.scope = scope
    self.exceptions = exceptions
  }

  mutating func walk(from root: Any) {
    guard let root = Unwrapped.value(root) else { return }
    if let object = ValueDescription.asObject(root) { visited.insert(ObjectIdentifier(object)) }
    nodes.append(Node(value: root, parent: -1, segment: ""))
    var next = 0
    while next < nodes.count {
      if nodes.count > scope.maximumValueCount {
        truncatedAt = scope.maximumValueCount
        return
      }
      let index = next
      next += 1
      let value = nodes[index].value
      // NB: the root is checked whatever its module; below it, the scope decides.
      let traversal = index == 0 ? .object : self.traversal(of: value)
      switch traversal {
      case .object: visitProperties(of: value, at: index)
      case .container: visitElements(of: value, at: index)
      case .skip: break
      }
      if !recursive { return }
    }
  }

  /// Checks the stored properties of an object or struct, superclasses' first, and queues their values.
  private mutating func visitProperties(of value: Any, at index: Int) {
    if let properties = FieldReader.properties(of: value) {
      for property in properties { visit(property, of: value, at: index) }
      return
    }
    var levels: [Mirror] = []
    var mirror: Mirror? = Mirror(reflecting: value)
    while let level = mirror {
      levels.append(level)
      mirror = level.superclassMirror
    }
    for level in levels.reversed() {
      for child in level.children {
        guard let label = child.label else { continue }
        visit(StoredProperty(label: label, value: child.value, declaringType: level.subjectType), of: value, at: index)
      }
    }
  }

  private mutating func visit(_ property: StoredProperty, of owner: Any, at index: Int) {
    let stored: Any
    switch property.storage {
    case .lazy:
      // NB: lazy storage is never a dependency; an accessed one is walked like any value.
      guard let initialized = Unwrapped.value(property.value) else { return }
      stored = initialized
    case .wrapper:
      stored = WrapperStorage.wrappedValue(of: property.value) ?? property.value
    case .plain:
      if property.isUnreadableWrapper {
        let name = String(property.label.dropFirst())
        if !exceptions.exempts(name, of: owner, path: { path(of: index, then: name) }) {
          unreadable.append(
            MissingInjection(path: path(of: index, then: name), declaredType: TypeName.ofValue(property.value)))
        }
        return
      }
      stored = property.value
    }
    if let present = Unwrapped.value(stored) {
      if recursive { enqueue(present, parent: index, segment: property.name) }
    } else if index > 0, !counting.counts(Swift.type(of: stored)) {
      passedOverCount += 1
      guard passedOverExamples.count < Self.examplesKept else { return }
      passedOverExamples.append(MissingInjection(path: path(of: index, then: property.name), property))
    } else {
      guard !exceptions.exempts(property.name, of: owner, path: { path(of: index, then: property.name) }) else {
        return
      }
      missingCount += 1
      // NB: a path costs its depth; listing every hole of a long chain would cost the square of its length.
      guard missing.count < Self.maximumListed else { return }
      missing.append(MissingInjection(path: path(of: index, then: property.name), property))
    }
  }

  private mutating func visitElements(of value: Any, at index: Int) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .dictionary:
      for entry in mirror.children {
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2, let element = Unwrapped.value(pair[1].value) else { continue }
        enqueue(element, parent: index, segment: DictionaryKey.segment(pair[0].value))
      }
    case .enum:
      guard let payload = mirror.children.first, let element = Unwrapped.value(payload.value) else { return }
      enqueue(element, parent: index, segment: payload.label ?? "")
    case .tuple:
      for (offset, child) in mirror.children.enumerated() {
        guard let element = Unwrapped.value(child.value) else { continue }
        let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(offset)"
        enqueue(element, parent: index, segment: label)
      }
    default:
      for (offset, child) in mirror.children.enumerated() {
        guard let element = Unwrapped.value(child.value) else { continue }
        enqueue(element, parent: index, segment: "[\(offset)]")
      }
    }
  }

  private mutating func enqueue(_ value: Any, parent: Int, segment: String) {
    if let object = ValueDescription.asObject(value) {
      guard visited.insert(ObjectIdentifier(object)).inserted else { return }
    }
    guard traversal(of: value) != .skip else { return }
    nodes.append(Node(value: value, parent: parent, segment: segment))
  }

  /// How to treat values of this type; decided once per type.
  private mutating func traversal(of value: Any) -> Traversal {
    let type = Swift.type(of: value)
    if let known = traversals[ObjectIdentifier(type)] { return known }
    let traversal: Traversal
    switch Mirror(reflecting: value).displayStyle {
    case .collection?, .dictionary?, .set?, .tuple?, .optional?:
      traversal = .container
    case .enum?:
      traversal = scope.enters(type) ? .container : .skip
    case .class?, .struct?:
      traversal = scope.enters(type) ? .object : .skip
    default:
      traversal = type is AnyClass && scope.enters(type) ? .object : .skip
    }
    traversals[ObjectIdentifier(type)] = traversal
    return traversal
  }

  /// The dotted path from the root to the node, followed by `name`.
  private func path(of index: Int, then name: String) -> String {
    var segments = [name]
    var current = index
    while current > 0 {
      segments.append(nodes[current].segment)
      current = nodes[current].parent
    }
    return segments.reversed().reduce(into: "") { text, segment in
      text += text.isEmpty || segment.hasPrefix("[") ? segment : ".\(segment)"
    }
  }
}
