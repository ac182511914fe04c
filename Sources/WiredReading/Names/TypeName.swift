/// Names of types as a Swift developer writes them: `ScenePresenter?`, `[User]`, `[String: Int]`.
package enum TypeName {
  /// The readable name of a type.
  package static func of(_ type: Any.Type) -> String {
    readable(unpacked(String(describing: type)))
  }

  /// `Packed<Int, String>` for the runtime's `Packed<Pack{Int, String}>`: a parameter pack's arguments as written.
  private static func unpacked(_ name: String) -> String {
    guard name.contains("Pack{") else { return name }
    var result = ""
    var rest = name[...]
    while let start = rest.range(of: "Pack{") {
      result += rest[..<start.lowerBound]
      var depth = 1
      var index = start.upperBound
      while index < rest.endIndex, depth > 0 {
        if rest[index] == "{" { depth += 1 } else if rest[index] == "}" { depth -= 1 }
        if depth > 0 { result.append(rest[index]) }
        index = rest.index(after: index)
      }
      rest = rest[index...]
    }
    return result + rest
  }

  /// `a SceneAInteractor`, `an Int`: the readable name after its indefinite article.
  package static func withArticle(_ type: Any.Type) -> String {
    let name = of(type)
    return ("AEIOae".contains(name.first ?? "x") ? "an " : "a ") + name
  }

  /// The readable name of the dynamic type of a value, looking through `Optional`.
  package static func ofValue(_ value: Any) -> String {
    of(Swift.type(of: Unwrapped.value(value) ?? value))
  }

  /// Rewrites `Optional<T>`, `Array<T>` and `Dictionary<K, V>` into their sugared forms, at any depth.
  static func readable(_ name: String) -> String {
    if let inner = generic(name, "Optional") {
      let readableInner = readable(inner)
      // NB: a function type or a composition needs parentheses; a generic type's own spaces sit inside its brackets.
      return hasTopLevelSpace(readableInner[...]) ? "(\(readableInner))?" : "\(readableInner)?"
    }
    if let inner = generic(name, "Array") {
      return "[\(readable(inner))]"
    }
    if let inner = generic(name, "Dictionary"), let comma = topLevelComma(in: inner[...]) {
      let key = inner[..<comma]
      let value = inner[inner.index(after: comma)...].drop { $0 == " " }
      return "[\(readable(String(key))): \(readable(String(value)))]"
    }
    guard name.hasSuffix(">"), let open = name.firstIndex(of: "<") else { return name }
    // NB: another generic type keeps its name; only its arguments are sugared.
    var arguments: [String] = []
    var rest = name[name.index(after: open)..<name.index(before: name.endIndex)]
    while let comma = topLevelComma(in: rest) {
      arguments.append(readable(String(rest[..<comma])))
      rest = rest[rest.index(after: comma)...].drop { $0 == " " }
    }
    arguments.append(readable(String(rest)))
    return "\(name[..<open])<\(arguments.joined(separator: ", "))>"
  }

  private static func generic(_ name: String, _ base: String) -> String? {
    guard name.hasPrefix(base + "<"), name.hasSuffix(">") else { return nil }
    return String(name.dropFirst(base.count + 1).dropLast())
  }

  private static func hasTopLevelSpace(_ text: Substring) -> Bool {
    var depth = 0
    var previous: Character = " "
    for character in text {
      switch character {
      case "<", "(", "[": depth += 1
      case ">" where previous == "-": break
      case ">", ")", "]": depth -= 1
      case " " where depth == 0: return true
      default: break
      }
      previous = character
    }
    return false
  }

  private static func topLevelComma(in text: Substring) -> String.Index? {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0: return index
      default: break
      }
    }
    return nil
  }
}
