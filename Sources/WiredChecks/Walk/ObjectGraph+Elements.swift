import WiredReading

// MARK: - How the walk reads the elements of a collection, a dictionary, a tuple or an enum's payload

extension ObjectGraph {
  /// Appends the elements of a value that is not an object, in order: of a collection, a dictionary, a tuple, an enum
  /// or a struct.
  mutating func elements(of value: Any, _ item: Pending, owner: Int, into pending: inout [Pending]) {
    var built: Mirror?
    func mirror() -> Mirror {
      if let built { return built }
      let made = Mirror(reflecting: value)
      built = made
      return made
    }
    // NB: compared by type, which costs no dynamic cast on every value of a walk.
    if type(of: value) == NoncopyableValue.self {
      return properties(of: value, prefix: item, owner: owner, into: &pending)
    }
    switch shape(of: value, mirror) {
    case .leaf: return
    case .fields: return properties(of: value, prefix: item, owner: owner, into: &pending)
    case .inline:
      let elements = InlineElements.elements(of: value) ?? []
      let collection = addCollection(item, owner: owner, count: elements.count, isOrdered: true)
      for (offset, element) in elements.enumerated() {
        pending.append(
          Pending(
            value: element, label: PathLabel(item.label, element: offset), property: item.property,
            declaredType: item.declaredType, ownership: item.ownership, recordsNil: item.recordsNil,
            collection: collection, libraryValue: item.libraryValue, isProbed: item.isProbed))
      }
      return
    case .payload:
      guard let (caseName, payload) = EnumPayload.of(value) else { return }
      pending.append(
        Pending(
          value: payload, label: PathLabel(item.label.text + ".\(caseName ?? "")"), property: item.property,
          declaredType: item.declaredType, ownership: item.ownership, recordsNil: item.recordsNil,
          collection: item.collection, libraryValue: item.libraryValue, isProbed: item.isProbed))
      return
    case .mirrored: break
    }
    let mirror = mirror()
    func element(_ child: Any, _ segment: String, in collection: Int? = item.collection) -> Pending {
      element(child, PathLabel(item.label.text + segment), in: collection)
    }
    func element(_ child: Any, _ label: PathLabel, in collection: Int?) -> Pending {
      Pending(
        value: child, label: label, property: item.property, declaredType: item.declaredType,
        ownership: item.ownership, recordsNil: item.recordsNil, collection: collection,
        libraryValue: item.libraryValue, isProbed: item.isProbed)
    }
    switch mirror.displayStyle {
    case .collection?, .set?:
      let collection = addCollection(
        item, owner: owner, count: mirror.children.count, isOrdered: mirror.displayStyle == .collection)
      // NB: counted by hand: `enumerated()` costs a generic iterator per element in a debug build.
      var offset = 0
      for child in mirror.children {
        pending.append(element(child.value, PathLabel(item.label, element: offset), in: collection))
        offset += 1
      }
    case .dictionary?:
      let pairs = DictionaryPairs.of(mirror)
      let isOrdered = pairs.allSatisfy { keyTraits($0.key).isStable }
      let collection = addCollection(item, owner: owner, count: pairs.count, isOrdered: isOrdered)
      guard isOrdered else {
        // NB: in the order the dictionary lists them; a key that holds no reference spelled only if a message asks.
        for pair in pairs {
          let label =
            keyTraits(pair.key).spellsLater
            ? PathLabel(item.label, key: pair.key)
            : PathLabel(item.label.text + DictionaryKey.segment(pair.key, value: pair.value))
          pending.append(element(pair.value, label, in: collection))
        }
        return
      }
      let segments = pairs.map { DictionaryKey.segment($0.key, value: $0.value) }
      // NB: hash order changes from run to run; keys that print the same on every run give a stable order.
      for index in segments.indices.sorted(by: { segments[$0] < segments[$1] }) {
        pending.append(element(pairs[index].value, segments[index], in: collection))
      }
    case .tuple?:
      for (offset, child) in mirror.children.enumerated() {
        let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(offset)"
        pending.append(element(child.value, ".\(label)"))
      }
    case .enum?:
      guard let payload = mirror.children.first else { return }
      pending.append(element(payload.value, ".\(payload.label ?? "")"))
    case .struct?:
      properties(of: value, prefix: item, owner: owner, into: &pending)
    case nil:
      for (offset, child) in mirror.children.enumerated() {
        pending.append(element(child.value, ".\(child.label ?? "\(offset)")"))
      }
    default:
      break
    }
  }
}
