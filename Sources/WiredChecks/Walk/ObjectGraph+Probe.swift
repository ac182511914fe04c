import WiredReading

// MARK: - How the walk passes over a library's value that holds nothing it records, without a path per value

extension ObjectGraph {
  /// Whether `value`, of a type the scope does not judge, provably holds nothing the walk records: no object, no
  /// closure, no stored work, no value of a type the scope judges, nothing unreadable, not followed or wrapped where
  /// Wired cannot read it. Then the walk passes over it whole: a parsed document, a library's model, a collection
  /// of strings behind `Any`. Looked through as the walk looks (the same shapes, fields and mirrors), but without a
  /// path, an entry or a declared type per value, and stopped at the first thing that would be recorded, for the
  /// walk to take that value step by step.
  ///
  /// The values it looked into count toward the scope's limit; one that would reach it is walked, and truncated.
  mutating func holdsNothingRecorded(_ value: Any) -> Bool {
    var stack: [Any] = [value]
    var looked = 0
    while let next = stack.popLast() {
      guard let present = Unwrapped.value(next) else { continue }
      let type = type(of: present)
      if valueShapes[ObjectIdentifier(type)] == .leaf { continue }
      // NB: what the walk records: an object, a closure, a struct or an enum whose type the scope judges (its nil
      // optionals), stored work (a task, a continuation), a value the walk reads in its own way.
      guard !(type is AnyClass), TypeKind.of(type) != .function, type != NoncopyableValue.self,
        !isJudgedValue(type), workKind(ofValue: present) == nil
      else { return false }
      looked += 1
      guard nodes.count + valuesVisited + looked <= scope.visitLimit else { return false }
      var built: Mirror?
      func mirror() -> Mirror {
        if let built { return built }
        let made = Mirror(reflecting: present)
        built = made
        return made
      }
      switch shape(of: present, mirror) {
      case .leaf: continue
      case .inline: return false
      case .fields:
        guard pushProperties(of: present, onto: &stack) else { return false }
        continue
      case .payload:
        if let (_, payload) = EnumPayload.of(present) { stack.append(payload) }
        continue
      case .mirrored: break
      }
      let mirror = mirror()
      switch mirror.displayStyle {
      case .dictionary?:
        // NB: pair by pair, so that the first reference stops the probe before the rest are unpacked.
        for child in mirror.children {
          guard let pair = DictionaryPairs.pair(of: child.value), Self.mayPassOver(pair.value) else { return false }
          stack.append(pair.value)
        }
      case .struct?:
        guard pushProperties(of: present, onto: &stack) else { return false }
      case .enum?:
        if let payload = mirror.children.first { stack.append(payload.value) }
      case .collection?, .set?, .tuple?, nil:
        for child in mirror.children {
          guard Self.mayPassOver(child.value) else { return false }
          stack.append(child.value)
        }
      default:
        continue
      }
    }
    valuesVisited += looked
    return true
  }

  /// Whether `type` is a struct or an enum of the app's code, whose nil optionals the walk records. A tuple has no
  /// module of its own: its elements are judged each by their own types.
  mutating func isJudgedValue(_ type: Any.Type) -> Bool {
    let kind = TypeKind.of(type)
    return (kind == .struct || kind == .enum) && decision(for: type).judges
  }

  /// Pushes the stored properties of `value` that are not leaves onto `stack`; `false` for one the walk would record
  /// as unreadable, not followed, or wrapped where Wired cannot read it.
  private mutating func pushProperties(of value: Any, onto stack: inout [Any]) -> Bool {
    let isLeaf = Self.leafTest(valueShapes, typeDecisions)
    for property in PropertyLookup.properties(of: value, passingOver: isLeaf, tables: &fieldTables) {
      switch property.content {
      case .lazyNeverRead: continue
      case .unreadable, .notFollowed, .released: return false
      case .value(let stored):
        guard !property.isUnreadableWrapper else { return false }
        stack.append(stored)
      }
    }
    return true
  }

  /// Whether `value` is not, at a glance, something the walk records: an object or a closure stops the probe as it
  /// is met, before the rest of a collection of them is looked at.
  private static func mayPassOver(_ value: Any) -> Bool {
    let type = type(of: value)
    return !(type is AnyClass) && TypeKind.of(type) != .function
  }

}
