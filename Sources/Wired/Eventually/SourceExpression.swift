import Foundation

/// The source text of an argument at a call site, read from the caller's file on the failure path only, so
/// that a message can say `viewModel.state` rather than "the value". `nil` when the file cannot be read or
/// the call is not written in a shape it recognizes.
enum SourceExpression {
  /// The first argument of the call to `function` at `site`: `viewModel.state` in
  /// `assertEventually(viewModel.state, equals: .loaded)`.
  static func firstArgument(of function: String, at site: SourceSite) -> String? {
    guard let text = callText(of: function, at: site), text.first == "(" else { return nil }
    return balanced(text.dropFirst(), until: [",", ")"])
  }

  /// The body of the trailing closure of the call to `function` at `site`: `model.isReady` in
  /// `assertEventually(timeout: 2) { model.isReady }`.
  static func trailingClosure(of function: String, at site: SourceSite) -> String? {
    guard var text = callText(of: function, at: site) else { return nil }
    if text.first == "(" {
      guard balanced(text.dropFirst(), until: [")"]) != nil, let close = closingIndex(of: text) else { return nil }
      text = text[text.index(after: close)...]
    }
    text = text.drop { $0 == " " }
    guard text.first == "{" else { return nil }
    return balanced(text.dropFirst(), until: ["}"], statementsOnOneLine: true)
  }

  /// The source from just after `function`'s name at the call site, several lines of it.
  private static func callText(of function: String, at site: SourceSite) -> Substring? {
    guard let source = try? String(contentsOfFile: "\(site.filePath)", encoding: .utf8) else { return nil }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let index = Int(site.line) - 1
    guard lines.indices.contains(index) else { return nil }
    let text = lines[index...].prefix(20).joined(separator: "\n")
    // NB: the column is that of the call's parenthesis or of its name, depending on how it is written, or, inside a
    // macro's argument (`#require(await assertEventually(…))`), that of the macro: the call comes after it.
    let column = text.index(text.startIndex, offsetBy: min(Int(site.column) + function.count, text.count))
    if let name = text[..<column].range(of: function, options: .backwards) { return text[name.upperBound...] }
    let start = text.index(text.startIndex, offsetBy: min(max(Int(site.column) - 1, 0), text.count))
    let rest = text[start...].prefix(while: { $0 != "\n" })
    // NB: a macro's argument may start on the next line (`#expect(\n  assertSendsAction(…))`): the call is then the
    // first after the macro.
    guard let call = (rest.hasPrefix("#") ? text[start...] : rest).range(of: function + "(") else { return nil }
    return text[text.index(before: call.upperBound)...]
  }

  /// The text up to the first of `terminators` outside brackets and string literals, trimmed and on one line. With
  /// `statementsOnOneLine`, a closure's body of several lines is `nil`: joined, its statements would read as no Swift.
  private static func balanced(
    _ text: Substring, until terminators: Set<Character>, statementsOnOneLine: Bool = false
  ) -> String? {
    var depth = 0
    var inString = false
    for index in text.indices {
      let character = text[index]
      if character == "\"" { inString.toggle() }
      if inString { continue }
      if depth == 0, terminators.contains(character) {
        let lines = text[..<index].split(whereSeparator: \.isNewline)
          .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if statementsOnOneLine, lines.count > 1 { return nil }
        let expression = lines.joined(separator: " ")
        return expression.isEmpty ? nil : expression
      }
      switch character {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      default: break
      }
    }
    return nil
  }

  /// The index of the parenthesis that closes the one `text` starts with.
  private static func closingIndex(of text: Substring) -> Substring.Index? {
    var depth = 0
    var inString = false
    for index in text.indices {
      switch text[index] {
      case "\"": inString.toggle()
      case "(" where !inString: depth += 1
      case ")" where !inString:
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }
}
