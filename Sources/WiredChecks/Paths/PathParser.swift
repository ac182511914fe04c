import WiredReading

/// A mistake in the text of a ``WiringPath``, with the 1-based character position where it is.
struct PathSyntaxError: Error, Sendable, Hashable {
  let problem: String
  let position: Int
}

/// Reads the text of a ``WiringPath`` into segments.
///
/// The grammar: `element ("." element | "[" (digits | quoted key) "]")*`, where the path may also start
/// with a subscript; an element is letters, digits, `_` and `$`.
enum PathParser {
  static func parse(_ text: String) -> Result<[WiringPath.Segment], PathSyntaxError> {
    if let names = plainNames(text) { return .success(names.map { .property(String($0)) }) }
    let characters = Array(text)
    var segments: [WiringPath.Segment] = []
    var index = 0
    func fail(_ problem: String, at offset: Int) -> Result<[WiringPath.Segment], PathSyntaxError> {
      .failure(PathSyntaxError(problem: problem, position: offset + 1))
    }
    if characters.isEmpty {
      return fail("the path is empty", at: 0)
    }
    var expectsName = characters[0] != "["
    while index < characters.count {
      if expectsName {
        let start = index
        while index < characters.count, isNameCharacter(characters[index]) { index += 1 }
        guard index > start else {
          let found = characters[index]
          return fail(
            found == "." ? "expected a property name before \".\"" : "unexpected character \"\(found)\"",
            at: index
          )
        }
        segments.append(.property(String(characters[start..<index])))
        expectsName = false
        if index == characters.count { break }
      }
      switch characters[index] {
      case ".":
        index += 1
        expectsName = true
        if index == characters.count { return fail("expected a property name after \".\"", at: index) }
      case "[":
        let open = index
        index += 1
        guard index < characters.count else { return fail("\"[\" is never closed", at: open) }
        if characters[index] == "\"" {
          let keyStart = index + 1
          guard let quote = characters[keyStart...].firstIndex(of: "\"") else {
            return fail("the key's quote is never closed", at: index)
          }
          guard quote + 1 < characters.count, characters[quote + 1] == "]" else {
            return fail("expected \"]\" after the key", at: quote + 1)
          }
          segments.append(.key(String(characters[keyStart..<quote])))
          index = quote + 2
        } else {
          let digitsStart = index
          while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
          guard index > digitsStart, index < characters.count, characters[index] == "]" else {
            if index == characters.count { return fail("\"[\" is never closed", at: open) }
            return fail("expected an index or a quoted key inside \"[ ]\"", at: index)
          }
          guard let position = Int(String(characters[digitsStart..<index])) else {
            return fail("the index is too large", at: digitsStart)
          }
          segments.append(.index(position))
          index += 1
        }
      default:
        return fail("unexpected character \"\(characters[index])\"", at: index)
      }
    }
    return .success(segments)
  }

  /// The names of a path that is only ASCII names and single dots, such as `interactor.presenter.view`, read without
  /// the Unicode character checks of the full grammar; `nil` for any other path.
  private static func plainNames(_ text: String) -> [Substring]? {
    var previousWasDot = true
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "."):
        guard !previousWasDot else { return nil }
        previousWasDot = true
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "_"), UInt8(ascii: "$"):
        previousWasDot = false
      default:
        return nil
      }
    }
    return previousWasDot ? nil : text.split(separator: ".")
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character == "_" || character == "$" || character.isLetter || character.isNumber
  }
}
