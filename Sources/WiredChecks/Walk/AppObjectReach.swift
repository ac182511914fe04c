import WiredReading

/// Whether a value of a type can hold an object of the app's, decided from the types alone: what a walk that stops at
/// a library's object it cannot read (an actor a synchronous check does not enter) says it did not read, and what it
/// passes over without a word, since nothing of the app's can be there.
///
/// A type can hold one when some part of it, looked through values and into the objects of entered modules, is an
/// existential or a closure (which may hold anything), a type of a judged module, or a type the runtime does not
/// describe. GRDB's `DispatchQueueActor`, which holds only a dispatch queue, cannot; FlyingFox's `HTTPServer`, which
/// keeps `any HTTPHandler`s, can.
struct AppObjectReach {
  let scope: GraphScope
  private var decided: [ObjectIdentifier: Bool] = [:]

  init(scope: GraphScope) {
    self.scope = scope
  }

  /// Whether a value of `type` can hold an object of the app's.
  mutating func canHoldAppObjects(_ type: Any.Type) -> Bool {
    if let known = decided[ObjectIdentifier(type)] { return known }
    var visiting: Set<ObjectIdentifier> = []
    let answer = decide(type, &visiting)
    decided[ObjectIdentifier(type)] = answer
    return answer
  }

  // NB: depth first; a type met again on its own path adds nothing there, and whatever else it holds is found where
  // it was first met, so the answer for the type asked is exact. Only that answer is kept.
  private func decide(_ type: Any.Type, _ visiting: inout Set<ObjectIdentifier>) -> Bool {
    guard visiting.insert(ObjectIdentifier(type)).inserted else { return false }
    switch TypeKind.of(type) {
    case .function, .existential:
      return true
    case .metatype:
      return false
    case .optional:
      return decide(TypeKind.innermostWrapped(type), &visiting)
    case .tuple:
      guard let elements = TupleElements.types(of: type) else { return true }
      return elements.contains { decide($0, &visiting) }
    case .class:
      let module = ModuleName.of(type)
      if scope.judges(module: module) { return true }
      // NB: the walks never enter an object of the system's.
      guard scope.enters(module: module) else { return false }
      return fields(of: type, &visiting)
    case .struct:
      if scope.judges(type) { return true }
      if let elements = (type as? any ElementTyped.Type)?.elementTypes {
        return elements.contains { decide($0, &visiting) }
      }
      if FieldDescriptor.isMissing(for: type) { return true }
      return fields(of: type, &visiting)
    case .enum:
      if scope.judges(type) { return true }
      guard let payloads = FieldDescriptor.payloadTypes(of: type) else { return true }
      return payloads.contains { decide($0, &visiting) }
    case .other:
      return !TypeKind.isTriviallyDestroyable(type)
    }
  }

  private func fields(of type: Any.Type, _ visiting: inout Set<ObjectIdentifier>) -> Bool {
    FieldLayout.of(type).fields.contains { field in
      field.declaredType == HiddenFieldType.self || decide(field.declaredType, &visiting)
    }
  }
}
