/// A mangled type name, read as the runtime's demangler reads it (`Demangler.cpp`), for the part of the grammar that a
/// stored field's type uses: nominal types, private names, generic arguments and parameters, the standard library's
/// substitutions, optionals, tuples, metatypes, existentials, reference storage and generic signatures.
///
/// A mangled name refers back to what it spelled before: `A…` substitutes an earlier entity, `0…` reuses earlier
/// words of identifiers. A part cut out of a whole name would refer to other things, so each type read here keeps a
/// spelling of its own that refers to nothing outside it (``MangledName/Node/standalone``), which the runtime then
/// resolves. A name that uses any other part of the grammar is not read: `nil`, never a guess.
enum MangledName {
  /// A type, or a part of one, read from a mangled name.
  indirect enum Node: Equatable {
    /// A name: a type's, a module's, a tuple element's label.
    case identifier(String)
    /// A private declaration's name and its file's discriminator (`PairState`, `_5ECC…`), with the name's Punycode
    /// spelling when it is not ASCII (`Größe` as `Gre_GkaIi`).
    case privateName(String, discriminator: String, encoded: String? = nil)
    /// `s`, the standard library, or an `S…` substitution of one of its types (`Si`, `SS`, `Sc…`).
    case standard(String)
    /// A struct (`V`), class (`C`), enum (`O`) or protocol (`P`) in its context.
    case nominal(kind: Character, context: Node, name: Node)
    /// An extension (`E`) of a type, declared in a module.
    case `extension`(type: Node, module: Node)
    /// A generic type with its arguments, each level's list from the outermost type in.
    case boundGeneric(Node, levels: [[Node]])
    /// A generic parameter by depth and index: `x` is (0, 0), `q_` is (0, 1).
    case genericParameter(depth: Int, index: Int)
    /// `T?`, spelled `Sg`.
    case optional(Node)
    /// A tuple's elements, each with its label.
    case tuple([TupleElement])
    /// `T.Type`.
    case metatype(Node)
    /// `any P & Q`, or `Any` with no protocol.
    case existential([Node])
    /// `any P & AnyObject`, or `AnyObject` with no protocol.
    case classExistential([Node])
    /// `any P.Type`.
    case existentialMetatype(Node)
    /// `weak`, `unowned` or `unowned(unsafe)` storage: `Xw`, `Xo`, `Xu`.
    case referenceStorage(Node, Character)
    /// A value generic argument: `3` in `Ring<3>`, spelled `$2_`.
    case integer(Int)
    /// A parameter pack's types: `Pack{Int, String}`, spelled `Si_SSQP`.
    case pack([Node])
    /// A pack expansion, `repeat each T`, by its pattern and the pack whose length it takes: spelled `xxQp`.
    case packExpansion(pattern: Node, count: Node)
    /// A name that is not ASCII, by its text and its Punycode spelling (`Größe`, `Gre_GkaIi`).
    case encodedIdentifier(String, encoded: String)
    /// The name of a type declared in a function, with the number that tells it from others of that name there:
    /// `LocalOwner`, spelled `10LocalOwnerL_`.
    case localName(String, index: Int)
    /// A function, as the context of the types declared in it: its context and its name (`init` for an initializer).
    /// Its signature is not kept: a type declared in a function is made through its descriptor, never from its
    /// spelled name.
    case function(context: Node, name: Node)
    /// A function's type, in the name of the function that declares a type: not kept, for the same reason.
    case functionType

    /// The name of a nominal type (`PairState`), or `nil` for another node.
    var nominalName: String? {
      guard case .nominal(_, _, let name) = self else { return nil }
      switch name {
      case .identifier(let text), .privateName(let text, _, _), .encodedIdentifier(let text, _),
        .localName(let text, _):
        return text
      default: return nil
      }
    }

    /// The spelling of this node that refers to nothing outside it: no substitution, no reused word.
    var standalone: [UInt8] { spelled { _ in nil } }

    /// The standalone spelling, with each node that `replacement` answers for spelled as it answers (a symbolic
    /// reference, say).
    func spelled(_ replacement: (Node) -> [UInt8]?) -> [UInt8] {
      if let replaced = replacement(self) { return replaced }
      switch self {
      case .identifier(let text): return Self.identifier(text)
      case .privateName(let text, let discriminator, let encoded):
        let name = encoded.map { Array("00\($0.utf8.count)\($0)".utf8) } ?? Self.identifier(text)
        return name + Self.identifier(discriminator) + Array("LL".utf8)
      case .standard(let text): return Array(text.utf8)
      case .nominal(let kind, let context, let name):
        return context.spelled(replacement) + name.spelled(replacement) + Array(String(kind).utf8)
      case .extension(let type, let module):
        return type.spelled(replacement) + module.spelled(replacement) + Array("E".utf8)
      case .boundGeneric(let base, let levels):
        // NB: in the order they are spelled, since a replacement may be numbered by the order it is asked for.
        let spelledBase = base.spelled(replacement)
        let arguments = levels.map { $0.flatMap { $0.spelled(replacement) } }
        return spelledBase + Array("y".utf8) + Array(arguments.joined(separator: Array("_".utf8))) + Array("G".utf8)
      case .genericParameter(let depth, let index):
        func number(_ value: Int) -> String { value == 0 ? "_" : "\(value - 1)_" }
        let text =
          depth == 0 ? (index == 0 ? "x" : "q" + number(index - 1)) : "qd" + number(depth - 1) + number(index)
        return Array(text.utf8)
      case .optional(let wrapped): return wrapped.spelled(replacement) + Array("Sg".utf8)
      case .tuple(let elements):
        guard !elements.isEmpty else { return Array("yt".utf8) }
        var bytes: [UInt8] = []
        for (offset, element) in elements.enumerated() {
          bytes += element.type.spelled(replacement)
          if let label = element.label { bytes += Self.identifier(label) }
          if offset == 0 { bytes += Array("_".utf8) }
        }
        return bytes + Array("t".utf8)
      case .metatype(let instance): return instance.spelled(replacement) + Array("m".utf8)
      case .existential(let protocols):
        return Self.list(protocols, replacement) + Array("p".utf8)
      case .classExistential(let protocols):
        return Self.list(protocols, replacement) + Array("Xl".utf8)
      case .existentialMetatype(let instance): return instance.spelled(replacement) + Array("Xp".utf8)
      case .referenceStorage(let referent, let kind): return referent.spelled(replacement) + Array("X\(kind)".utf8)
      case .integer(let value):
        func index(_ value: Int) -> String { value == 0 ? "_" : "\(value - 1)_" }
        return Array((value < 0 ? "$n" + index(-value) : "$" + index(value)).utf8)
      case .pack(let types):
        guard !types.isEmpty else { return Array("yQP".utf8) }
        var bytes: [UInt8] = []
        for (offset, type) in types.enumerated() {
          bytes += type.spelled(replacement)
          if offset == 0 { bytes += Array("_".utf8) }
        }
        return bytes + Array("QP".utf8)
      case .localName(let text, let index):
        return Self.identifier(text) + Array((index == 0 ? "L_" : "L\(index - 1)_").utf8)
      case .function, .functionType:
        // NB: never spelled (see the case): a name with one in it does not resolve, and the type is made otherwise.
        return []
      case .packExpansion(let pattern, let count):
        return pattern.spelled(replacement) + count.spelled(replacement) + Array("Qp".utf8)
      case .encodedIdentifier(_, let encoded): return Array("00\(encoded.utf8.count)\(encoded)".utf8)
      }
    }

    /// A list of protocols: `y` for none, else the first followed by `_`, then the others.
    private static func list(_ protocols: [Node], _ replacement: (Node) -> [UInt8]?) -> [UInt8] {
      guard !protocols.isEmpty else { return Array("y".utf8) }
      var bytes: [UInt8] = []
      for (offset, element) in protocols.enumerated() {
        bytes += element.spelled(replacement)
        if offset == 0 { bytes += Array("_".utf8) }
      }
      return bytes
    }

    private static func identifier(_ text: String) -> [UInt8] {
      Array("\(text.utf8.count)\(text)".utf8)
    }
  }

  /// One element of a tuple.
  struct TupleElement: Equatable {
    let label: String?
    let type: Node
  }

  /// The type that `mangled` names, after the generic signature it may start with; `nil` when it uses a part of
  /// the grammar this reader does not know, or is not one whole type.
  static func type(_ mangled: some Sequence<UInt8>) -> Node? {
    var parser = Parser(Array(mangled))
    return parser.parseType()
  }
}

// MARK: -

/// The demangler's stack machine, for the part of the grammar that ``MangledName`` reads.
private struct Parser {
  /// What the demangler's stack holds.
  private enum Entry {
    case identifier(String)
    case encodedIdentifier(String, encoded: String)
    case privateName(String, discriminator: String, encoded: String?)
    case localName(String, index: Int)
    case type(MangledName.Node)
    /// A context that is not a type: a module, an extension.
    case context(MangledName.Node)
    /// `y`: the start of a list.
    case emptyList
    /// `_`: the end of a list's first element.
    case firstElementMarker
    case requirement
    case signature
    /// A marker of a function's signature that says how it is called or passed, not what it is (`Yu` sending, `n`
    /// owned, `K` throws): only a function's signature holds one, and a function is read for the types declared in it.
    case marker
  }

  private let text: [UInt8]
  private var position = 0
  private var stack: [Entry] = []
  private var substitutions: [Entry] = []
  private var words: [String] = []

  init(_ text: [UInt8]) {
    self.text = text
  }

  mutating func parseType() -> MangledName.Node? {
    while position < text.count {
      guard let entry = nextEntry() else { return nil }
      stack.append(entry)
    }
    // NB: a generic signature may come first; one type must remain after it.
    if case .signature? = stack.first { stack.removeFirst() }
    guard stack.count == 1, case .type(let type) = stack[0] else { return nil }
    // NB: a function's type is read only in the name of a function that declares a type, never as a field's type.
    return type.spelled({ $0 == .functionType ? [0] : nil }).contains(0) ? nil : type
  }

  // MARK: Reading

  private mutating func next() -> UInt8? {
    guard position < text.count else { return nil }
    defer { position += 1 }
    return text[position]
  }

  private func peek() -> UInt8? {
    position < text.count ? text[position] : nil
  }

  private mutating func nextIf(_ character: Character) -> Bool {
    guard peek() == character.asciiValue else { return false }
    position += 1
    return true
  }

  private static func isDigit(_ byte: UInt8?) -> Bool { byte.map { (48...57).contains($0) } ?? false }
  private static func isLower(_ byte: UInt8?) -> Bool { byte.map { (97...122).contains($0) } ?? false }
  private static func isUpper(_ byte: UInt8?) -> Bool { byte.map { (65...90).contains($0) } ?? false }

  private mutating func natural() -> Int? {
    guard Self.isDigit(peek()) else { return nil }
    var number = 0
    while Self.isDigit(peek()), let digit = next() {
      let (product, overflow) = number.multipliedReportingOverflow(by: 10)
      guard !overflow, product <= Int.max - 9 else { return nil }
      number = product + Int(digit - 48)
    }
    return number
  }

  /// `_` is 0, `N_` is N + 1.
  private mutating func index() -> Int? {
    if nextIf("_") { return 0 }
    guard let number = natural(), nextIf("_") else { return nil }
    return number + 1
  }

  // MARK: The operators

  private mutating func nextEntry() -> Entry? {
    guard let byte = peek() else { return nil }
    if Self.isDigit(byte) { return identifier() }
    position += 1
    switch Character(Unicode.Scalar(byte)) {
    case "A": return substitution()
    case "S": return standardSubstitution()
    case "V", "C", "O", "P": return nominal(Character(Unicode.Scalar(byte)))
    case "E": return extensionContext()
    case "L": return privateName()
    case "F": return function()
    case "n", "h", "z", "d", "K": return .marker
    case "c": return functionType()
    case "f": return initializer()
    case "Z":
      // NB: a static function: the function itself, as a context, is what the name goes on with.
      guard case .context(.function)? = stack.last else { return nil }
      return stack.popLast()
    case "Y": return next() == nil ? nil : .marker
    case "y": return .emptyList
    case "_": return .firstElementMarker
    case "G": return boundGeneric()
    case "x": return .type(.genericParameter(depth: 0, index: 0))
    case "q": return genericParameter().map(Entry.type)
    case "s": return .context(.standard("s"))
    case "t": return tuple()
    case "$": return integer()
    case "Q": return pack()
    case "m": return popType().map { .type(.metatype($0)) }
    case "p": return existential()
    case "X": return special()
    case "l": return signature(hasCounts: false)
    case "r": return signature(hasCounts: true)
    case "R": return requirement()
    default: return nil
    }
  }

  /// `5State`, or `0` and words reused from earlier identifiers, then literal parts, or `00` and a Punycode name.
  private mutating func identifier() -> Entry? {
    var hasWordSubstitutions = false
    if peek() == UInt8(ascii: "0") {
      position += 1
      if nextIf("0") { return encodedIdentifier() }
      hasWordSubstitutions = true
    }
    var identifier = ""
    repeat {
      while hasWordSubstitutions, let letter = peek(), Self.isLower(letter) || Self.isUpper(letter) {
        position += 1
        let word = Int(Self.isLower(letter) ? letter - 97 : letter - 65)
        if Self.isUpper(letter) { hasWordSubstitutions = false }
        guard word < words.count else { return nil }
        identifier += words[word]
      }
      if nextIf("0") { break }
      guard let count = natural(), count > 0, position + count <= text.count else { return nil }
      let slice = Array(text[position..<(position + count)])
      guard slice.allSatisfy({ $0 < 128 }) else { return nil }
      identifier += String(decoding: slice, as: UTF8.self)
      addWords(of: slice)
      position += count
    } while hasWordSubstitutions
    guard !identifier.isEmpty else { return nil }
    let entry = Entry.identifier(identifier)
    substitutions.append(entry)
    return entry
  }

  /// `00`, then a Punycode name: no words are taken from it or reused in it.
  private mutating func encodedIdentifier() -> Entry? {
    guard let count = natural(), count > 0, position + count <= text.count else { return nil }
    let encoded = String(decoding: text[position..<(position + count)], as: UTF8.self)
    position += count
    guard let decoded = Punycode.decode(encoded) else { return nil }
    let entry = Entry.encodedIdentifier(decoded, encoded: encoded)
    substitutions.append(entry)
    return entry
  }

  /// `$2_`, `$n2_`: a value generic argument.
  private mutating func integer() -> Entry? {
    let isNegative = nextIf("n")
    guard let value = index() else { return nil }
    return .type(.integer(isNegative ? -value : value))
  }

  /// `QP`: a pack of the types listed before it (`Si_SSQP`, `yQP`); no other `Q` operator is read.
  private mutating func pack() -> Entry? {
    if nextIf("p") {
      guard let count = popType(), let pattern = popType() else { return nil }
      return .type(.packExpansion(pattern: pattern, count: count))
    }
    guard nextIf("P") else { return nil }
    if case .emptyList? = stack.last {
      stack.removeLast()
      return .type(.pack([]))
    }
    var types: [MangledName.Node] = []
    var isFirst = false
    repeat {
      if case .firstElementMarker? = stack.last {
        stack.removeLast()
        isFirst = true
      }
      guard let type = popType() else { return nil }
      types.insert(type, at: 0)
    } while !isFirst
    return .type(.pack(types))
  }

  /// The words of a literal identifier, as the demangler splits them: a word starts at a character that is neither a
  /// digit nor `_`, and ends before `_`, at the end, or where an uppercase letter follows one that is not.
  private mutating func addWords(of slice: [UInt8]) {
    var start: Int?
    for index in 0...slice.count {
      let character: UInt8 = index < slice.count ? slice[index] : 0
      if let wordStart = start,
        character == UInt8(ascii: "_") || character == 0
          || (!Self.isUpper(slice[index - 1]) && Self.isUpper(character))
      {
        if index - wordStart >= 2, words.count < 26 {
          words.append(String(decoding: slice[wordStart..<index], as: UTF8.self))
        }
        start = nil
      }
      if start == nil, !Self.isDigit(character), character != UInt8(ascii: "_"), character != 0 { start = index }
    }
  }

  /// `AA`…`AZ`, lowercase letters for more than one, `A<n>_` past 26, a number before a letter to repeat it.
  private mutating func substitution() -> Entry? {
    var repeatCount = -1
    while let byte = next() {
      if Self.isLower(byte) {
        guard let entry = repeated(repeatCount, Int(byte - 97)) else { return nil }
        stack.append(entry)
        repeatCount = -1
        continue
      }
      if Self.isUpper(byte) { return repeated(repeatCount, Int(byte - 65)) }
      if byte == UInt8(ascii: "_") {
        let index = repeatCount + 27
        return index < substitutions.count ? substitutions[index] : nil
      }
      position -= 1
      guard let count = natural() else { return nil }
      repeatCount = count
    }
    return nil
  }

  private mutating func repeated(_ count: Int, _ index: Int) -> Entry? {
    guard index < substitutions.count, count <= 2048 else { return nil }
    let entry = substitutions[index]
    for _ in 0..<max(0, count - 1) { stack.append(entry) }
    return entry
  }

  /// `Sg` (an optional, which is substitutable), or a standard type, possibly repeated (`2Si`) or of the concurrency
  /// library (`Sc…`).
  private mutating func standardSubstitution() -> Entry? {
    if nextIf("g") {
      guard let wrapped = popType() else { return nil }
      let entry = Entry.type(.optional(wrapped))
      substitutions.append(entry)
      return entry
    }
    guard peek() != UInt8(ascii: "o"), peek() != UInt8(ascii: "C") else { return nil }
    let count = natural() ?? 1
    let prefix = nextIf("c") ? "Sc" : "S"
    guard let letter = next(), Self.isLower(letter) || Self.isUpper(letter), count <= 2048 else { return nil }
    let entry = Entry.type(.standard(prefix + String(Unicode.Scalar(letter))))
    for _ in 0..<max(0, count - 1) { stack.append(entry) }
    return entry
  }

  private mutating func nominal(_ kind: Character) -> Entry? {
    guard let name = popDeclName(), let context = popContext() else { return nil }
    let entry = Entry.type(.nominal(kind: kind, context: context, name: name))
    substitutions.append(entry)
    return entry
  }

  private mutating func extensionContext() -> Entry? {
    // NB: a constrained extension's generic signature is left out, as the runtime's own spelling leaves it out: the
    // runtime finds the type by its name in the extension either way.
    if case .signature? = stack.last { stack.removeLast() }
    guard case .identifier(let module)? = stack.last else { return nil }
    stack.removeLast()
    guard let type = popType(), case .nominal = type else { return nil }
    return .context(.extension(type: type, module: .identifier(module)))
  }

  /// `LL`: the discriminator of a private name, after its name; or `L` and an index: a local name.
  private mutating func privateName() -> Entry? {
    if !nextIf("L") {
      guard let index = index(), case .identifier(let name)? = stack.popLast() else { return nil }
      return .localName(name, index: index)
    }
    guard case .identifier(let discriminator)? = stack.popLast() else { return nil }
    switch stack.popLast() {
    case .identifier(let name)?: return .privateName(name, discriminator: discriminator, encoded: nil)
    // NB: a name that is not ASCII, in Punycode (`0014Gre159_1_ryaDu`), then its discriminator and `LL`.
    case .encodedIdentifier(let name, let encoded)?:
      return .privateName(name, discriminator: discriminator, encoded: encoded)
    default: return nil
    }
  }

  /// `F`: a function, as the context of a type declared in it: its signature's types, then its name and context.
  private mutating func function() -> Entry? {
    while true {
      switch stack.last {
      case .type?, .emptyList?, .firstElementMarker?, .signature?, .requirement?, .marker?: stack.removeLast()
      default:
        guard let name = popDeclName(), let context = popContext() else { return nil }
        return .context(.function(context: context, name: name))
      }
    }
  }

  /// `c`: a function's type, after its parameters and its result.
  private mutating func functionType() -> Entry? {
    while case .marker? = stack.last { stack.removeLast() }
    switch stack.popLast() {
    case .type?, .emptyList?: break
    default: return nil
    }
    guard popType() != nil else { return nil }
    return .type(.functionType)
  }

  /// `fC`, `fc`: an initializer, `fD`, `fd`: a deinitializer, as the context of a type declared in it: its type, then
  /// its context.
  private mutating func initializer() -> Entry? {
    guard let kind = next().map({ Character(Unicode.Scalar($0)) }) else { return nil }
    switch kind {
    case "C", "c":
      guard case .type(.functionType)? = stack.popLast(), let context = popContext() else { return nil }
      return .context(.function(context: context, name: .identifier("init")))
    case "D", "d":
      guard let context = popContext() else { return nil }
      return .context(.function(context: context, name: .identifier("deinit")))
    default: return nil
    }
  }

  private mutating func boundGeneric() -> Entry? {
    var levels: [[MangledName.Node]] = []
    while true {
      var level: [MangledName.Node] = []
      while case .type(let type)? = stack.last {
        stack.removeLast()
        level.insert(type, at: 0)
      }
      levels.insert(level, at: 0)
      if case .emptyList? = stack.last {
        stack.removeLast()
        break
      }
      guard case .firstElementMarker? = stack.popLast() else { return nil }
    }
    guard let base = popType() else { return nil }
    switch base {
    case .nominal, .standard: break
    default: return nil
    }
    let entry = Entry.type(.boundGeneric(base, levels: levels))
    substitutions.append(entry)
    return entry
  }

  private mutating func genericParameter() -> MangledName.Node? {
    if nextIf("d") {
      guard let depth = index(), let index = index() else { return nil }
      return .genericParameter(depth: depth + 1, index: index)
    }
    if nextIf("z") { return .genericParameter(depth: 0, index: 0) }
    return index().map { .genericParameter(depth: 0, index: $0 + 1) }
  }

  private mutating func tuple() -> Entry? {
    if case .emptyList? = stack.last {
      stack.removeLast()
      return .type(.tuple([]))
    }
    var elements: [MangledName.TupleElement] = []
    var isFirst = false
    repeat {
      if case .firstElementMarker? = stack.last {
        stack.removeLast()
        isFirst = true
      }
      // NB: a function's parameters are a tuple whose elements may carry a marker (`n` owned, `Yu` sending).
      while case .marker? = stack.last { stack.removeLast() }
      var label: String?
      if case .identifier(let text)? = stack.last {
        stack.removeLast()
        label = text
      }
      while case .marker? = stack.last { stack.removeLast() }
      guard let type = popType() else { return nil }
      elements.insert(MangledName.TupleElement(label: label, type: type), at: 0)
    } while !isFirst
    return .type(.tuple(elements))
  }

  private mutating func existential() -> Entry? {
    protocolList().map { .type(.existential($0)) }
  }

  private mutating func protocolList() -> [MangledName.Node]? {
    if case .emptyList? = stack.last {
      stack.removeLast()
      return []
    }
    var protocols: [MangledName.Node] = []
    var isFirst = false
    repeat {
      if case .firstElementMarker? = stack.last {
        stack.removeLast()
        isFirst = true
      }
      guard let proto = popProtocol() else { return nil }
      protocols.insert(proto, at: 0)
    } while !isFirst
    return protocols
  }

  private mutating func special() -> Entry? {
    switch next().map({ Character(Unicode.Scalar($0)) }) {
    case "w", "o", "u":
      let kind = Character(Unicode.Scalar(text[position - 1]))
      return popType().map { .type(.referenceStorage($0, kind)) }
    case "p": return popType().map { .type(.existentialMetatype($0)) }
    case "l": return protocolList().map { .type(.classExistential($0)) }
    default: return nil
    }
  }

  /// `l`, or `r` and the counts of parameters per depth then `l`: the requirements before it are taken with it.
  private mutating func signature(hasCounts: Bool) -> Entry? {
    if hasCounts {
      while !nextIf("l") {
        if nextIf("z") { continue }
        guard index() != nil else { return nil }
      }
    }
    while case .requirement? = stack.last { stack.removeLast() }
    return .signature
  }

  /// A protocol, base class, same-type or layout requirement on a generic parameter, or a pack or value marker; one on
  /// an associated type, or an
  /// inverse (`~Copyable`) one, is not read.
  private mutating func requirement() -> Entry? {
    // NB: a parameter pack's marker (`Rvz`), and a value parameter's, after the value's type (`SiRVz`): they say what
    // kind of parameter it is, which the owner's descriptor says too.
    if nextIf("v") { return genericParameter() == nil ? nil : .requirement }
    if nextIf("V") { return genericParameter() == nil || popType() == nil ? nil : .requirement }
    let constraint: Character
    switch peek().map({ Character(Unicode.Scalar($0)) }) {
    case "b", "s", "l":
      constraint = Character(Unicode.Scalar(next()!))
    case let other? where Self.isLower(other.asciiValue) || Self.isUpper(other.asciiValue):
      guard other == "z" || other == "d" else { return nil }
      constraint = "p"
    default:
      constraint = "p"
    }
    guard genericParameter() != nil else { return nil }
    switch constraint {
    case "p": guard popProtocol() != nil else { return nil }
    case "b", "s": guard popType() != nil else { return nil }
    default:
      // NB: a layout: one letter, some with a size and an alignment.
      guard let layout = next().map({ Character(Unicode.Scalar($0)) }) else { return nil }
      switch layout {
      case "U", "R", "N", "C", "D", "T": break
      case "e", "m": guard index() != nil else { return nil }
      case "E", "M": guard index() != nil, index() != nil else { return nil }
      default: return nil
      }
    }
    return .requirement
  }

  // MARK: Popping

  private mutating func popType() -> MangledName.Node? {
    guard case .type(let type)? = stack.last else { return nil }
    stack.removeLast()
    return type
  }

  private mutating func popDeclName() -> MangledName.Node? {
    switch stack.last {
    case .identifier(let name)?:
      stack.removeLast()
      return .identifier(name)
    case .encodedIdentifier(let name, let encoded)?:
      stack.removeLast()
      return .encodedIdentifier(name, encoded: encoded)
    case .privateName(let name, let discriminator, let encoded)?:
      stack.removeLast()
      return .privateName(name, discriminator: discriminator, encoded: encoded)
    case .localName(let name, let index)?:
      stack.removeLast()
      return .localName(name, index: index)
    default: return nil
    }
  }

  private mutating func popContext() -> MangledName.Node? {
    switch stack.last {
    case .identifier(let module)?:
      stack.removeLast()
      return .identifier(module)
    case .context(let context)?:
      stack.removeLast()
      return context
    case .type(let type)?:
      guard case .nominal = type else { return nil }
      stack.removeLast()
      return type
    default: return nil
    }
  }

  /// A protocol: a nominal `P` type, or a name and its context, as a requirement spells it.
  private mutating func popProtocol() -> MangledName.Node? {
    if case .type(let type)? = stack.last {
      switch type {
      case .nominal(kind: "P", _, _), .standard:
        stack.removeLast()
        return type
      default: return nil
      }
    }
    guard let name = popDeclName(), let context = popContext() else { return nil }
    return .nominal(kind: "P", context: context, name: name)
  }
}
