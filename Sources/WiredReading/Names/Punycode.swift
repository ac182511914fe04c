/// Swift's Punycode, as its mangler encodes a name that is not ASCII (`Größe` as `Gre_GkaIi`): RFC 3492 with the
/// digits `a`–`z` and `A`–`J` and `_` as the delimiter (`lib/Basic/Punycode.cpp`).
enum Punycode {
  /// The name `encoded` spells, or `nil` when it is not valid Punycode.
  static func decode(_ encoded: String) -> String? {
    let bytes = Array(encoded.utf8)
    var output: [Unicode.Scalar] = []
    var rest = bytes[...]
    if let delimiter = bytes.lastIndex(of: UInt8(ascii: "_")) {
      for byte in bytes[..<delimiter] {
        guard byte < 0x80 else { return nil }
        output.append(Unicode.Scalar(byte))
      }
      rest = bytes[(delimiter + 1)...]
    }
    var code = 128
    var bias = 72
    var index = 0
    var position = rest.startIndex
    while position < rest.endIndex {
      let start = index
      var weight = 1
      var k = 36
      while true {
        guard position < rest.endIndex, let digit = digit(rest[position]) else { return nil }
        position += 1
        index += digit * weight
        let threshold = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias
        if digit < threshold { break }
        weight *= 36 - threshold
        k += 36
        guard index < 1 << 30, weight < 1 << 30 else { return nil }
      }
      bias = adapt(index - start, output.count + 1, isFirst: start == 0)
      code += index / (output.count + 1)
      index %= output.count + 1
      guard let scalar = Unicode.Scalar(code) else { return nil }
      output.insert(scalar, at: index)
      index += 1
    }
    return String(String.UnicodeScalarView(output))
  }

  private static func digit(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
    case UInt8(ascii: "A")...UInt8(ascii: "J"): Int(byte - UInt8(ascii: "A")) + 26
    default: nil
    }
  }

  private static func adapt(_ delta: Int, _ count: Int, isFirst: Bool) -> Int {
    var delta = isFirst ? delta / 700 : delta / 2
    delta += delta / count
    var k = 0
    while delta > ((36 - 1) * 26) / 2 {
      delta /= 36 - 1
      k += 36
    }
    return k + (36 * delta) / (delta + 38)
  }
}
