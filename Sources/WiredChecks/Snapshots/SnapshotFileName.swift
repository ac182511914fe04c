import WiredReading

/// The file name of a test's wiring snapshot: one name, one file.
///
/// The test's name and the snapshot's are kept as written where a file system on every platform holds them (letters,
/// digits, `-`, `_`, and spaces inside a name); every other character is written as `%` and the hexadecimal of its
/// UTF-8 bytes (`a/b` is `a%2Fb`, `a.b` is `a%2Eb`), so that two names never share a file and the `.` between the
/// test and the snapshot names is never part of either. A name too long for a file system keeps its beginning and
/// ends in a digest of the whole: `~` and sixteen hexadecimal digits.
enum SnapshotFileName {
  /// The longest file name written, in UTF-8 bytes: below the 255 that file systems allow, with room for the
  /// temporary name a write goes through.
  static let maximumLength = 200

  /// `test.name.wiring.txt`, or `test.wiring.txt` for the test's unnamed snapshot.
  static func of(test: String, name: String?) -> String {
    let full = ([escaped(test)] + (name.map { [escaped($0)] } ?? [])).joined(separator: ".")
    guard full.utf8.count + suffix.utf8.count > maximumLength else { return full + suffix }
    let digest = "~" + hexadecimal(fnv1a([test] + (name.map { [$0] } ?? [])))
    var kept = ""
    for character in full
    where kept.utf8.count + character.utf8.count + digest.utf8.count + suffix.utf8.count
      <= maximumLength
    {
      kept.append(character)
    }
    return kept + digest + suffix
  }

  /// The file name a snapshot had before names were escaped, when it differs: every character but letters, digits,
  /// `-` and `_` became `_`, so that `a b`, `a/b` and `a_b` shared a file.
  static func beforeEscaping(test: String, name: String?) -> String? {
    func sanitized(_ part: String) -> String {
      String(part.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
    let old = ([sanitized(test)] + (name.map { [sanitized($0)] } ?? [])).joined(separator: ".") + suffix
    return old == of(test: test, name: name) ? nil : old
  }

  private static let suffix = ".wiring.txt"

  private static func escaped(_ part: String) -> String {
    var result = ""
    let characters = Array(part)
    for (index, character) in characters.enumerated() {
      let inside = index > 0 && index < characters.count - 1
      if character.isLetter || character.isNumber || character == "-" || character == "_"
        || (character == " " && inside)
      {
        result.append(character)
      } else {
        for byte in String(character).utf8 { result += "%" + hexadecimal(UInt64(byte), digits: 2) }
      }
    }
    return result
  }

  /// FNV-1a, 64 bits, of the parts and a separator after each: stable across runs and platforms.
  private static func fnv1a(_ parts: [String]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for part in parts {
      for byte in part.utf8 + [0] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    }
    return hash
  }

  private static func hexadecimal(_ value: UInt64, digits: Int = 16) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
