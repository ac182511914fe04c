/// Malformed and adversarial paths, made from a seeded generator.
enum HostilePath {
  static let vocabulary = [
    "name", "next", "parent", "services", "byName", "numbers", "point", "state", "loaded", "users", "x", "y", "0", "1",
    "optionalOfOptional", "metatype", "closure", "anyInAny", "existential", "inner", "number", "service",
    "counterActor", "count", "expensive", "$__lazy_storage_$_expensive", "_name", "nmae", "nxt", "loading", "self",
  ]
  static let subscripts = ["[0]", "[1]", "[2]", "[99]", "[\"main\"]", "[\"missing\"]", "[\"\"]", "[]", "[-1]"]
  static let junk = Array(".[]\"'\\ \t\n😀é\u{301}\u{202E}ـ-_0123456789abc$(){}:")

  /// The paths every run must try, whatever the seed draws: empty, punctuation, huge indices, 10,000 segments.
  static let fixed: [String] = [
    "", ".", "..", "...", "[", "]", "[]", "[\"", "\"]", "name.", ".name", "name..next", "numbers[", "numbers]",
    "numbers[0", "numbers[99999999999999999999999]", "numbers[18446744073709551615]", "byName[\"main\"",
    "byName[main]", "point.0", "point.2", "point.x.y", "😀", "né\u{301}xt", String(repeating: "a", count: 100_000),
    Array(repeating: "next.parent", count: 5_000).joined(separator: ".") + ".name",
    Array(repeating: "nope", count: 10_000).joined(separator: "."),
  ]

  static func make(using generator: inout SeededGenerator) -> String {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0..<6:
      var path = ""
      for index in 0..<Int.random(in: 1...8, using: &generator) {
        if index > 0, Bool.random(using: &generator) {
          path += subscripts.randomElement(using: &generator)!
        } else {
          path += (path.isEmpty ? "" : ".") + vocabulary.randomElement(using: &generator)!
        }
      }
      return path
    case 6..<9:
      return String((0..<Int.random(in: 0...30, using: &generator)).map { _ in junk.randomElement(using: &generator)! })
    default:
      return
        "numbers[\(UInt64.random(in: .min ... .max, using: &generator))\(Bool.random(using: &generator) ? "0" : "")]"
    }
  }
}
