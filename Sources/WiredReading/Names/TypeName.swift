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

  /// Rewrites `Optional<T>`, `Array<T>` and `Dictionary<K, V>` into their sugared forms, and `()` as a generic argument
  /// or a function's result into `Void`, at any depth, inside function types and tuples too: `(@Sendable () ->
  /// String?)?` for the runtime's `Optional<@Sendable () -> Optional<String>>`, `Task<Void, Never>` for `Task<(), Never>`.
  static func readable(_ name: String) -> String {
    voidResults(in: sugared(name[...]))
  }

  /// `name` with every generic type in it sugared where Swift has sugar, and `()` as a generic argument spelled `Void`.
  private static func sugared(_ name: Substring) -> String {
    var result = ""
    var index = name.startIndex
    while index < name.endIndex {
      let character = name[index]
      guard character.isLetter || character == "_" else {
        result.append(character)
        index = name.index(after: index)
        continue
      }
      var end = index
      while end < name.endIndex, name[end].isLetter || name[end].isNumber || name[end] == "_" || name[end] == "." {
        end = name.index(after: end)
      }
      let identifier = name[index..<end]
      guard end < name.endIndex, name[end] == "<", let close = closingBracket(in: name, openingAt: end) else {
        result += identifier
        index = end
        continue
      }
      var arguments: [String] = []
      var rest = name[name.index(after: end)..<close]
      while let comma = topLevelComma(in: rest) {
        arguments.append(argument(rest[..<comma]))
        rest = rest[rest.index(after: comma)...].drop { $0 == " " }
      }
      arguments.append(argument(rest))
      result += spelled(identifier, arguments)
      index = name.index(after: close)
    }
    return result
  }

  /// A generic argument, sugared; `()` spelled `Void`, as Swift writes it there.
  private static func argument(_ text: Substring) -> String {
    let spelled = sugared(text)
    return spelled == "()" ? "Void" : spelled
  }

  /// A generic type with its sugared arguments, in the form Swift writes it.
  private static func spelled(_ identifier: Substring, _ arguments: [String]) -> String {
    switch (identifier, arguments.count) {
    case ("Optional", 1), ("Swift.Optional", 1):
      // NB: a function type or a composition needs parentheses; a generic type's own spaces sit inside its brackets.
      return hasTopLevelSpace(arguments[0][...]) ? "(\(arguments[0]))?" : "\(arguments[0])?"
    case ("Array", 1), ("Swift.Array", 1): return "[\(arguments[0])]"
    case ("Dictionary", 2), ("Swift.Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
    default: return "\(identifier)<\(arguments.joined(separator: ", "))>"
    }
  }

  /// The index of the `>` that closes the `<` at `open`, stepping over nested brackets and the `>` of `->`.
  private static func closingBracket(in text: Substring, openingAt open: String.Index) -> String.Index? {
    var depth = 0
    var previous: Character = " "
    var index = open
    while index < text.endIndex {
      switch text[index] {
      case "<", "(", "[": depth += 1
      case ">" where previous == "-": break
      case ">", ")", "]":
        depth -= 1
        if depth == 0 { return text[index] == ">" ? index : nil }
      default: break
      }
      previous = text[index]
      index = text.index(after: index)
    }
    return nil
  }

  /// A snapshot's text recorded before Wired spelled a type as Swift writes it inside function types and generic
  /// arguments (`(() -> ())?`, `Task<(), Never>?`), in today's spelling, so that such a file still matches.
  package static func respellingRecordedTypes(in text: String) -> String {
    let old = ["-> ()", "<()", "(), ", ", ()>", "Optional<", "Array<", "Dictionary<"]
    guard old.contains(where: text.contains) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      old.contains(where: line.contains) ? readable(String(line)) : String(line)
    }.joined(separator: "\n")
  }

  /// `() -> Void` for the runtime's `() -> ()`: a function's empty result, where no function follows it.
  private static func voidResults(in name: String) -> String {
    guard name.contains("-> ()") else { return name }
    var result = ""
    var rest = name[...]
    while let range = rest.range(of: "-> ()") {
      let after = rest[range.upperBound...]
      // NB: `() -> () -> Int` returns a function of no parameters, whose `()` is no result.
      let isResult = after.isEmpty || (!after.hasPrefix(" ->") && !after.hasPrefix("."))
      result += rest[..<range.lowerBound] + (isResult ? "-> Void" : "-> ()")
      rest = after
    }
    return result + rest
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
