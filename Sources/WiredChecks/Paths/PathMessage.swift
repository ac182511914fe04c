import WiredReading

/// Messages for a path that could not be followed to its end.
enum PathMessage {
  static func make(_ reason: PathWalker.Break, root: Any, path: WiringPath, claim: WiringClaim) -> FailureMessage {
    if case .invalidPath(let error) = reason {
      return invalidPath(error, path: path)
    }
    let trail = Trail(root: root, path: path)
    var message = FailureMessage(headline: "Expected \"\(path)\" \(claim.expectation())")
    let segment = brokenSegment(of: path, after: trail)
    let pathLine = ("Path", trail.rendered(brokenAt: segment))
    switch reason {
    case .invalidPath:
      break
    case .nilRoot:
      message.details = [("Found", "nil — the root itself is nil")]
      message.hint = "Pass the object the path starts from; the root of a path cannot be nil."
    case .noSuchProperty(let name, let owner):
      let ownerName = TypeName.ofValue(owner)
      message.details = [("Found", "\(ownerName) has no stored property \"\(name)\""), pathLine]
      switch Mirror(reflecting: owner).displayStyle {
      case .collection?, .set?, .dictionary?:
        let subscripted = trail.path(to: .index(0)) + ".\(name)"
        message.hint = "A collection has elements, not properties: pick one first, as in \"\(subscripted)\"."
      default:
        let properties = PropertyLookup.properties(of: owner)
        message.sections = [propertyList(properties, of: ownerName)]
        if let suggestion = DidYouMean.suggestion(for: name, among: properties.map(\.name)) {
          message.hint = "Did you mean \"\(suggestion)\"?"
        } else if owner is CustomReflectable, !FieldReader.readsFields(of: owner) {
          message.hint =
            "\(ownerName) supplies its own Mirror (CustomReflectable), so a path sees only the children it lists."
        } else {
          message.hint =
            "No stored property of \(ownerName) has that name or one close to it; a path follows the stored "
            + "properties listed above, never a computed property or a method."
        }
      }
    case .foundNil(let property, let owner):
      let subject = "\(TypeName.ofValue(owner)).\(property.name)"
      let dotted = trail.path(to: segment ?? .property(property.name))
      if property.isWeak {
        message.details = [("Found", "nil — \(subject) is a weak reference that was never set or was already released")]
        message.hint =
          "Set \(dotted) where the graph is built, and check that something else keeps its target alive:"
          + " a weak reference does not."
      } else {
        message.details = [("Found", "nil — \(subject) is nil")]
        message.hint =
          "Set \(dotted) where the graph is built (a creator, an assembly or a container), or, if the app sets it"
          + " later, check that the code that sets it ran before this line."
      }
      message.details.append(("Path", trail.rendered(brokenAt: segment) + ": \(property.declaredTypeName)"))
    case .unreadable(let property, let unreadable, let owner):
      // NB: a property that reflection cannot list has no declared type to show.
      let declared = property.field == nil ? "" : ": \(property.declaredTypeName)"
      message.details = [
        ("Found", "\(TypeName.ofValue(owner)).\(property.name) cannot be read: \(unreadable.reason)"),
        ("Path", trail.rendered(brokenAt: segment) + declared),
      ]
      message.hint = "Check what it holds another way, such as through the API of the type that owns it."
    case .live(let live, let owner):
      message.details = [("Found", "\(TypeName.ofValue(owner)) is not read: \(live.reason)"), pathLine]
      message.hint =
        live == .actor
        ? "Check the path up to \(TypeName.ofValue(owner)), and what lies beyond it through the actor itself, with"
          + " await: an actor's state is read on its executor, never from outside."
        : "Wired never reads what a running thread may change under it: check the path up to "
          + "\(TypeName.ofValue(owner)), and what lies beyond it through its own API."
    case .lazyNeverRead(let property, let owner):
      message.details = [
        ("Found", "\(TypeName.ofValue(owner)).\(property.name) is a lazy property that was never read"), pathLine,
      ]
      message.hint =
        "Wired never triggers a lazy property: read it in the test first if you mean to check what it creates."
    case .otherEnumCase(let name, let owner):
      message.details = [("Found", "\(TypeName.ofValue(owner)).\(caseName(of: owner)), not .\(name)"), pathLine]
    case .notIndexable(let owner):
      let kind =
        Mirror(reflecting: owner).displayStyle == .set ? "a set, which has no order" : "not an ordered collection"
      message.details = [("Found", "\(TypeName.ofValue(owner)) is \(kind)"), pathLine]
    case .indexOutOfRange(let index, let count, let owner):
      let elements = Plural.count(count, "element")
      message.details = [
        ("Found", "index \(index) is out of range: the \(TypeName.ofValue(owner)) has \(elements)"), pathLine,
      ]
    case .nilElement(let segment, _):
      message.details = [("Found", "nil at \(segment.text)"), pathLine]
    case .notKeyed(let owner):
      message.details = [("Found", "\(TypeName.ofValue(owner)) is not a dictionary"), pathLine]
    case .noSuchKey(let key, let owner):
      let keys = DictionaryPairs.of(Mirror(reflecting: owner)).compactMap { DictionaryKey.string($0.key) }.sorted()
      message.details = [
        ("Found", "no key \"\(key)\" in the \(TypeName.ofValue(owner))"), pathLine,
        ("Keys", keys.isEmpty ? "none" : keys.map { "\"\($0)\"" }.joined(separator: ", ")),
      ]
      if let suggestion = DidYouMean.suggestion(for: key, among: keys) {
        message.hint = "Did you mean \"\(suggestion)\"?"
      }
    }
    return message
  }

  /// The stored properties of a type, one per line with its declared type, as a message section.
  static func propertyList(_ properties: [StoredProperty], of ownerName: String) -> String {
    // NB: what a macro generates (`_$observationRegistrar`) is no property of the app's to name in a path.
    let properties = properties.filter { !$0.name.hasPrefix("_$") }
    guard !properties.isEmpty else { return "  \(ownerName) has no stored properties." }
    let lines = properties.map { property in
      let declaringName = TypeName.of(property.declaringType)
      let inherited = declaringName == ownerName ? "" : " (inherited from \(declaringName))"
      return "    \(property.name): \(property.declaredTypeName)\(inherited)"
    }
    return "  Stored properties of \(ownerName):\n" + lines.joined(separator: "\n")
  }

  private static func invalidPath(_ error: PathSyntaxError, path: WiringPath) -> FailureMessage {
    var message = FailureMessage(
      headline: "Invalid wiring path \"\(path)\": \(error.problem) at position \(error.position)"
    )
    let caret = String(repeating: " ", count: error.position - 1) + "^"
    message.sections = ["  \(path)\n  \(caret)"]
    message.hint =
      "Write property names separated by dots, [N] for an index and [\"key\"] for a dictionary key,"
      + " as in \"interactor.items[0].title\"."
    return message
  }

  /// The segment right after the steps the trail took: the one that could not be followed.
  private static func brokenSegment(of path: WiringPath, after trail: Trail) -> WiringPath.Segment? {
    guard case .success(let segments) = path.segments, trail.steps.count < segments.count else { return nil }
    return segments[trail.steps.count]
  }

  private static func caseName(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    return mirror.children.first?.label ?? String(describing: value)
  }
}
