/// The payload of an enum's case, read by the runtime's reflection as `Mirror` reads it, without building a `Mirror`:
/// for an enum that has no custom mirror, whose `Mirror` would list just this.
package enum EnumPayload {
  /// The case's name and its payload (a tuple, for a case of several values), or `nil` for a case without one, or
  /// for a value that is not an enum.
  package static func of(_ value: Any) -> (caseName: String?, payload: Any)? {
    let enumType = type(of: value)
    guard TypeKind.of(enumType) == .enum,
      RuntimeFunctions.childCount(of: value, type: enumType) == 1
    else { return nil }
    let child = RuntimeFunctions.labelledChild(0, of: value, type: enumType)
    return (child.label, child.value)
  }
}
