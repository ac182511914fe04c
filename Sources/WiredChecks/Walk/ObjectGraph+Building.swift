import WiredReading

// MARK: - How the walk builds a graph, one object at a time

extension ObjectGraph {
  /// Adds the node of `value`, whose type's decision is `decided` when the caller has it.
  mutating func addNode(for value: Any, decided: TypeDecision? = nil) -> Int {
    let object = Existential.object(in: value)
    let index = nodes.count
    let type = Swift.type(of: value)
    let decision = decided ?? decision(for: type)
    var live = object == nil ? nil : decision.live
    if live == nil, let object, index > 0, decision.enters, !decision.judges {
      live = LiveObject.confinement(of: object)
    }
    var domain = currentDomain
    if live == .actor, readsActors, decision.enters {
      // NB: an actor, the app's or a library's, read on its executor with everything it holds.
      live = nil
      domain = index
    }
    domains.append(domain)
    var identifier: ObjectIdentifier?
    if let object {
      identifier = ObjectIdentifier(object)
      indexOfObject[ObjectIdentifier(object)] = index
    }
    nodes.append(Node(type: type, identifier: identifier, isJudged: decision.judges, live: live))
    objects.append(object)
    outgoing.append([])
    entries.append([])
    return index
  }

  /// One value to look through on the way from an object's stored property to the objects it references.
  struct Pending {
    let value: Any
    let label: PathLabel
    let property: String
    /// The declared type of the stored property that holds it, the innermost: `[Child]` for `state.items`.
    let declaredType: DeclaredType
    let ownership: ReferenceOwnership
    /// Whether a nil optional inside it is recorded: not inside a wrapper recorded as unreadable.
    var recordsNil = true
    /// The collection it is an element of.
    var collection: Int?
    /// The library's value it is inside, if any.
    var libraryValue: LibraryValue?
    /// For a nil optional, its index in `nilOptionals`.
    var nilOptionalIndex: Int?
    /// For a reference not followed, its index in `unfollowedReferences`.
    var unfollowedIndex: Int?
    /// Whether a probe (``holdsNothingRecorded(_:)``) found something to record in it or in a value it is inside:
    /// then the values inside it are walked without another.
    var isProbed = false
    /// Whether `value` is unwrapped already, as a stored property's is: then it is not looked through again.
    var isUnwrapped = false
  }

  /// Walks the stored properties of the node's value, down to the objects they reference, and records an edge to
  /// each; calls `discovered` with each object that is to be walked in turn.
  mutating func explore(_ value: Any, at index: Int, discovered: (Int) -> Void) {
    nodes[index].isExplored = true
    currentDomain = domains[index]
    var pending: [Pending] = []
    properties(of: value, prefix: nil, owner: index, into: &pending)
    // NB: a stack, so each value's entries are pushed reversed, to be taken in declaration order.
    Self.reverse(&pending, from: 0)
    while !pending.isEmpty {
      let item = pending.removeLast()
      if let nilOptionalIndex = item.nilOptionalIndex {
        entries[index].append(.nilOptional(nilOptionalIndex))
        continue
      }
      if let unfollowedIndex = item.unfollowedIndex {
        entries[index].append(.unfollowedReference(unfollowedIndex))
        continue
      }
      guard let present = item.isUnwrapped ? item.value : Unwrapped.value(item.value) else { continue }
      let object = Existential.object(in: present)
      // NB: decided once here for the object's reference; bound, not mapped, which a debug build runs generically.
      var objectDecision: TypeDecision?
      if let object { objectDecision = decision(for: type(of: object)) }
      // NB: where a task, a timer or a closure is stored is kept, for a leak's suspects; a closure is not walked.
      if nodes[index].isJudged, storedWork.count < Self.storedWorkKept,
        let kind = object == nil ? workKind(ofValue: present) : objectDecision?.work
      {
        storedWork.append(StoredWork(owner: index, label: item.label.text, kind: kind, value: present))
      }
      if let object, let objectDecision {
        reference(object, objectDecision, from: index, item, discovered: discovered)
      } else if TypeKind.of(type(of: present)) == .function {
        recordCapture(of: present, from: index, item)
      } else {
        var item = item
        if !item.isProbed, !isJudgedValue(type(of: present)) {
          guard !holdsNothingRecorded(present) else { continue }
          item.isProbed = true
        }
        let start = pending.count
        elements(of: present, item, owner: index, into: &pending)
        guard pending.count > start else { continue }
        valuesVisited += 1
        Self.reverse(&pending, from: start)
      }
      // NB: the scope's limit counts the objects and the values looked into, not each leaf value passed over.
      guard nodes.count + valuesVisited <= scope.visitLimit else {
        isTruncated = true
        return
      }
    }
  }

  /// Reverses `pending` from `start` to its end, in place: swaps by index, which a debug build runs without the
  /// generic collection machinery of `reverse()` on a slice.
  static func reverse(_ pending: inout [Pending], from start: Int) {
    var low = start
    var high = pending.count - 1
    while low < high {
      pending.swapAt(low, high)
      low += 1
      high -= 1
    }
  }

  /// Records the reference `item` from `owner` to `object`, whose type's decision is `decision`, and calls
  /// `discovered` with its node when the walk is to explore it.
  mutating func reference(
    _ object: AnyObject, _ decision: TypeDecision, from owner: Int, _ item: Pending, discovered: (Int) -> Void
  ) {
    let known = indexOfObject[ObjectIdentifier(object)]
    let target = known ?? addNode(for: object, decided: decision)
    let edge = edges.count
    edges.append(
      Edge(
        from: owner, to: target, path: item.label, property: item.property, declaredType: item.declaredType,
        ownership: item.ownership, collection: item.collection, libraryValue: item.libraryValue))
    outgoing[owner].append(edge)
    entries[owner].append(.reference(edge))
    if let collection = item.collection { collections[collection].references += 1 }
    // NB: bound, not mapped: a debug build runs `Optional.map` and its closure generically, once per reference.
    var isFirstStrongReach = false
    if item.ownership == .strong {
      if known == nil {
        isFirstStrongReach = true
      } else if let parentEdge = nodes[target].parentEdge {
        isFirstStrongReach = edges[parentEdge].ownership != .strong
      }
    }
    if known == nil || isFirstStrongReach, target != 0 { nodes[target].parentEdge = edge }
    if known == nil, let live = nodes[target].live {
      let finding = UnreadPlace(
        owner: owner, label: item.label.text, declaredType: item.declaredType,
        reason: "not read: \(live.reason)\(live == .actor ? Self.awaitAdvice : "")", isJudged: nodes[target].isJudged,
        cause: live == .actor ? .actorNotEntered : nil)
      if finding.isJudged {
        // NB: the app's own executor is not read either; that it was not is said, never passed over, unless its
        // fields can hold nothing the walk looks for (an actor that caches values), where nothing is missed.
        if live != .actor || !ReferenceReach.ofFields(type(of: object)).isDisjoint(with: interest) {
          unreadable.append(finding)
        }
      } else if live == .actor, decision.enters, appObjectReach.canHoldAppObjects(type(of: object)) {
        // NB: a library's actor may keep the app's objects (a server its route handlers); the awaited form reads it.
        notRead.append(finding)
      }
    }
    if known == nil, nodes[target].live == nil, let storage = decision.undescribed {
      let finding = UnreadPlace(
        owner: owner, label: item.label.text, declaredType: item.declaredType, reason: storage.reason,
        isJudged: nodes[target].isJudged || nodes[owner].isJudged, cause: .undescribedStorage)
      if finding.isJudged {
        unreadable.append(finding)
      } else if appObjectReach.canHoldAppObjects(storage.heldType) {
        notRead.append(finding)
      }
    }
    guard item.ownership == .strong || extent == .everyReference, !nodes[target].isExplored,
      nodes[target].live == nil, decision.enters
    else { return }
    nodes[target].isExplored = true
    discovered(target)
  }

  /// Appends the stored properties of an object or struct to look through, in declaration order; records the nil
  /// optionals among them. `prefix` is the value they are inside, `nil` for the properties of the `owner` node itself.
  mutating func properties(of value: Any, prefix: Pending?, owner: Int, into pending: inout [Pending]) {
    var libraryValue = prefix?.libraryValue
    // NB: compared by type, which costs no dynamic cast on every value of a walk.
    let valueType = type(of: value) == NoncopyableValue.self ? (value as! NoncopyableValue).type : type(of: value)
    if let prefix, libraryValue == nil, !decision(for: valueType).judges {
      libraryValue = LibraryValue(label: prefix.label.text, type: valueType)
    }
    let isLeaf = Self.leafTest(valueShapes, typeDecisions)
    // NB: spelled once for all the value's properties, not once per property.
    let prefixText = prefix?.label.text
    for property in PropertyLookup.properties(of: value, passingOver: isLeaf, tables: &fieldTables) {
      let stored: Any
      var recordsNil = prefix?.recordsNil ?? true
      switch property.content {
      case .lazyNeverRead:
        continue
      case .unreadable(let unreadable):
        record(property, name: property.name, unreadable.reason, prefix: prefix, owner: owner)
        continue
      case .notFollowed, .released:
        recordUnfollowed(property, prefix: prefix, owner: owner, into: &pending)
        continue
      case .value(let value):
        // NB: lazy storage is never a dependency: an accessed one that holds nil is passed over.
        if property.storage == .lazy, Unwrapped.value(value) == nil { continue }
        stored = value
        if recordsNil, property.isUnreadableWrapper {
          record(
            property, name: String(property.label.dropFirst()),
            "a wrapper that keeps its value neither in wrappedValue nor in a field of its generic type",
            prefix: prefix, owner: owner)
          recordsNil = false
        }
      }
      let ownership = ownership(of: property)
      // NB: unwrapped once here; the walk looks into the unwrapped value, and a nil is only ever an optional's.
      guard let present = Unwrapped.value(stored) else {
        // NB: a library's own optionals are not the app's to set, and no check counts them: not recorded.
        guard recordsNil, decision(for: property.declaringType).judges else { continue }
        let optional = nilOptional(
          property, stored, name: property.name, prefixText: prefixText, owner: owner, ownership)
        // NB: listed in the owner's entries when the walk reaches it, in declaration order with the references.
        pending.append(
          Pending(
            value: stored, label: PathLabel(optional.label), property: optional.name,
            declaredType: optional.declaredType,
            ownership: ownership, nilOptionalIndex: nilOptionals.count))
        nilOptionals.append(optional)
        continue
      }
      // NB: a value of a type already found to be a leaf (a number, a string, `[Int]`) is passed over before an entry
      // and its label are made for it: most of a graph's properties are such values.
      if valueShapes[ObjectIdentifier(type(of: present))] == .leaf { continue }
      pending.append(
        Pending(
          value: present,
          label: PathLabel(PropertyPath.join(prefixText ?? "", property.name)),
          property: prefix?.property ?? property.name,
          declaredType: property.declaredType(wrapped: property.storage == .wrapper ? stored : nil),
          // NB: a weak reference inside a struct held strongly is still weak; a strong one inside a weak path
          // cannot occur, since only objects are held weakly.
          ownership: ownership == .strong ? (prefix?.ownership ?? .strong) : ownership,
          recordsNil: recordsNil,
          collection: prefix?.collection,
          libraryValue: libraryValue,
          isProbed: prefix?.isProbed ?? false,
          isUnwrapped: true
        ))
    }
  }

  /// Whether a field, by its declared type and the type that declares it, is already known to be a leaf from the
  /// walk's `shapes` and `decisions`: then it is not even read, nor a library's optional of one, whose nil no check
  /// counts.
  // NB: static, so that a mutating caller passes two tables, not a copy of the whole graph, as a debug build would.
  static func leafTest(
    _ shapes: [ObjectIdentifier: ValueShape], _ decisions: [ObjectIdentifier: TypeDecision]
  ) -> (_ type: Any.Type, _ declaringType: Any.Type) -> Bool {
    { type, declaringType in
      guard TypeKind.of(type) == .optional else { return shapes[ObjectIdentifier(type)] == .leaf }
      return decisions[ObjectIdentifier(declaringType)]?.judges == false
        && shapes[ObjectIdentifier(TypeKind.innermostWrapped(type))] == .leaf
    }
  }

  /// Records the object a closure keeps, when its context is that one object (`{ self.tick() }`), for a check of what
  /// keeps objects alive: the cycle through `onTick`. A test double's handler keeps the double, which is Wired's.
  mutating func recordCapture(of closure: Any, from owner: Int, _ item: Pending) {
    guard extent == .strongReferences, case .object(let object) = ClosureCaptures.kept(by: closure),
      !ModuleName.wired.contains(ModuleName.of(type(of: object)))
    else { return }
    captures.append((owner, item, ObjectIdentifier(object)))
  }

  /// Adds an edge for each capture to an object the graph holds, from the closure's owner: strong, as the capture is,
  /// and in no owner's entries, so that paths, snapshots and injection checks read the stored properties alone. A
  /// captured object the graph does not otherwise hold is not walked.
  mutating func addCaptureEdges() {
    for capture in captures {
      guard let target = indexOfObject[capture.object] else { continue }
      var edge = Edge(
        from: capture.owner, to: target, path: capture.item.label, property: capture.item.property,
        declaredType: capture.item.declaredType, ownership: .strong, collection: nil,
        libraryValue: capture.item.libraryValue)
      edge.isCapture = true
      outgoing[capture.owner].append(edges.count)
      edges.append(edge)
    }
    captures = []
  }

  /// Records `property`, a reference that is not followed, and lists it in its owner's entries.
  mutating func recordUnfollowed(
    _ property: StoredProperty, prefix: Pending?, owner: Int, into pending: inout [Pending]
  ) {
    let index = unfollowedReferences.count
    let reference = property.value as? NotFollowedReference
    unfollowedReferences.append(
      UnfollowedReference(
        owner: owner, label: PropertyPath.join(prefix?.label.text ?? "", property.name),
        declaredType: property.declaredType(wrapped: nil), ownership: reference?.ownership ?? .unowned,
        isReleased: reference == nil, isJudged: decision(for: property.declaringType).judges))
    pending.append(
      Pending(
        value: property.value, label: PathLabel(""), property: property.name,
        declaredType: property.declaredType(wrapped: nil),
        ownership: .unowned, unfollowedIndex: index))
  }

  /// Records `property`, known by `name`, as unreadable, for `reason`.
  mutating func record(
    _ property: StoredProperty, name: String, _ reason: String, prefix: Pending?, owner: Int
  ) {
    // NB: an unnamed property stands for all of a type's that reflection cannot list, named by that type.
    let label = name.isEmpty ? prefix?.label.text ?? "" : PropertyPath.join(prefix?.label.text ?? "", name)
    let declaredType =
      name.isEmpty
      ? DeclaredType(
        declaringType: property.declaringType, label: "", storage: .plain, valueType: property.declaringType,
        wrappedType: nil)
      : property.declaredType(wrapped: nil)
    unreadable.append(
      UnreadPlace(
        owner: owner, label: label, declaredType: declaredType, reason: reason,
        isJudged: decision(for: property.declaringType).judges))
  }

  /// The record of `property`, whose value (a wrapper's wrapped value) is `stored`.
  mutating func nilOptional(
    _ property: StoredProperty, _ stored: Any, name: String, prefixText: String?, owner: Int,
    _ ownership: ReferenceOwnership
  ) -> NilOptional {
    NilOptional(
      owner: owner, label: PropertyPath.join(prefixText ?? "", name), name: name,
      declaredType: property.declaredType(wrapped: property.storage == .wrapper ? stored : nil),
      optionalType: type(of: stored), isWeak: property.storage == .plain && ownership == .weak,
      isJudged: decision(for: property.declaringType).judges)
  }

  mutating func addCollection(_ item: Pending, owner: Int, count: Int, isOrdered: Bool) -> Int {
    let index = collections.count
    collections.append(
      CollectionEntry(
        owner: owner, label: item.label.text, declaredType: item.declaredType, count: count, isOrdered: isOrdered,
        isInsideLibraryValue: item.libraryValue != nil))
    entries[owner].append(.collection(index))
    return index
  }
}
