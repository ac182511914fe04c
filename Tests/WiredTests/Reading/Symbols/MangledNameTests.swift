import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// The mangled-name reader: back-references into what came before (substitutions, reused words), each type spelled on
/// its own again, and every name it cannot read turned down.
@Suite struct MangledNameTests {
  private let discriminator = "_5ECC00EB05E36CB85A2432A19BE16335"

  private func text(_ node: MangledName.Node?) -> String? {
    node.map { String(decoding: $0.standalone, as: UTF8.self) }
  }

  /// The one generic argument of a `Mutex` the name gives.
  private func mutexArgument(_ mangled: String) -> MangledName.Node? {
    guard case .boundGeneric(let base, let levels)? = MangledName.type(mangled.utf8), levels.count == 1,
      levels[0].count == 1, SynchronizedType.named(base) == .mutex
    else { return nil }
    return levels[0][0]
  }

  @Test func aPrivateStateNestedInATwoParameterOwnerIsSpelledWithTheWordItReused() {
    // NB: `0D` reuses the fourth word so far, `Pair`: `PairState`; `yxq__G` gives the owner's two parameters, then
    // none of the state's own.
    let argument = mutexArgument("r0_l15Synchronization5MutexVy5repro4PairC0D5State33\(discriminator)LLVyxq__GG")
    #expect(text(argument) == "5repro4PairC9PairState33\(discriminator)LLVyxq__G")
    guard case .boundGeneric(let state, let levels)? = argument else {
      Issue.record("not a bound generic type")
      return
    }
    #expect(state.nominalName == "PairState")
    #expect(levels == [[.genericParameter(depth: 0, index: 0), .genericParameter(depth: 0, index: 1)], []])
  }

  @Test func aSubstitutionIntoTheGenericSignatureIsSpelledOut() {
    // NB: `AA` is the signature's first entity, the module, which the cut-out argument would no longer have.
    let mangled =
      "10WiredTests16RequestTransportRzl15Synchronization5MutexVyAA13GenericClientC12StateMachine33"
      + "\(discriminator)LLVyx_GG"
    #expect(
      text(mutexArgument(mangled)) == "10WiredTests13GenericClientC12StateMachine33\(discriminator)LLVyx_G")
  }

  @Test func threeParametersAreOneLevelOfArguments() {
    let mangled = "r1_l15Synchronization5MutexVy5repro6TripleC0D5State33\(discriminator)LLVyxq_q0__GG"
    #expect(text(mutexArgument(mangled)) == "5repro6TripleC11TripleState33\(discriminator)LLVyxq_q0__G")
  }

  @Test(
    arguments: [
      Int.self, [String: [Int?]].self, (Int, label: String).self, NameLengths.A?.self,
      [NameLengths.Bb: NameLengths.Bb].self, [NameLengths.Ccc: [NameLengths.Ccc?]].self, NameLengths.A.Type.self,
      (any GuardedService).self, Any.self, (any GuardedService.Type).self, [(NameLengths.A, NameLengths.A)].self,
      Set<ObjectIdentifier>.self, (any Sendable & GuardedService).self, AnyObject.self,
    ] as [Any.Type])
  func everyTypeSpelledOnItsOwnIsTheSameTypeAgain(_ type: Any.Type) throws {
    let mangled = try #require(_mangledTypeName(type))
    let node = try #require(MangledName.type(mangled.utf8))
    let again = RuntimeFunctions.type(named: node.standalone, context: nil, genericArguments: nil)
    #expect(again.map(ObjectIdentifier.init) == ObjectIdentifier(type))
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func aGenericClassOfThisModuleIsSpelledOnItsOwn() throws {
    let type = GuardedPair<NameLengths.Ddd, NameLengths.Ddd>.self
    let mangled = try #require(_mangledTypeName(type))
    let node = try #require(MangledName.type(mangled.utf8))
    let again = RuntimeFunctions.type(named: node.standalone, context: nil, genericArguments: nil)
    #expect(again.map(ObjectIdentifier.init) == ObjectIdentifier(type))
  }

  /// The hidden names of a `Mutex` of private state in owners the generic signature or a function declares: what
  /// the symbol table of a test binary gives, each read whole, down to the state's own name.
  @Test(arguments: [
    ("Rvzl15Synchronization5MutexVy4Main9PackOwnerC5State33_23CEF330B7C4270BB25AF4553BD61B4ELLVyxxQp_QP_GG", "State"),
    (
      "SiRVzl15Synchronization5MutexVy4Main17ValueGenericOwnerC5State33_23CEF330B7C4270BB25AF4553BD61B4ELLVyx_GG",
      "State"
    ),
    ("15Synchronization5MutexVy4Main05ProbeB5TestsV5probeyyF10LocalOwnerL_C5StateVG", "State"),
    ("15Synchronization5MutexVy4Main11LocalStatesO5firstyXlyFZ5StateL_VG", "State"),
    ("15Synchronization5MutexVy4Main0B6ShapesCAFycfc5LocalL_VG", "Local"),
    ("15Synchronization5MutexVy11ShapeRunner17makeLocalMutex1_0yyXlAD5Leaf1CnF5StateL_VG", "State"),
    ("15Synchronization5MutexVy11ShapeRunner19makeLocalMutex249_1yyXlSi_AD7Leaf249Ctn_tF5StateL_VG", "State"),
    (
      "15Synchronization5MutexVy11ShapeRunner19makeLocalMutex276_1yyXlSi5count_AD7Leaf276C4heldtn_tF5StateL_VG", "State"
    ),
  ])
  func aStateInAGenericSignatureOrAFunctionIsRead(_ mangled: String, state: String) throws {
    let node = try #require(MangledName.type(mangled.utf8))
    guard case .boundGeneric(_, let levels) = node else {
      Issue.record("not a bound generic type: \(node)")
      return
    }
    let argument = try #require(levels.last?.first)
    if case .boundGeneric(let base, _) = argument {
      #expect(base.nominalName == state)
    } else {
      #expect(argument.nominalName == state)
    }
  }

  @Test(arguments: ["SiSic", "xSiR", "00Foo", "5Wired", "AA", "15Synchronization5MutexVySiGG", "SiRp", "SiSi"])
  func aNameOutsideTheGrammarReadOrNotOneWholeTypeIsTurnedDown(_ mangled: String) {
    // NB: a function type, a requirement without a signature, punycode, a lone identifier, a substitution of nothing,
    // a stray `G`, a requirement on an associated type, two types.
    #expect(MangledName.type(mangled.utf8) == nil)
  }

  @Test func valueGenericsPacksNonASCIINamesAndConstrainedExtensionsAreSpelledOnTheirOwn() {
    // NB: the names the compiler gives a generic owner's noncopyable fields, whose signature the runtime cannot read.
    #expect(text(MangledName.type("l1a2NGVyAA1VVy$n2_SiGG".utf8)) == "1a2NGVy1a1VVy$n2_SiGG")
    #expect(text(MangledName.type("l1a2NGVyAA1PVySi_SSQPGG".utf8)) == "1a2NGVy1a1PVySi_SSQPGG")
    #expect(text(MangledName.type("l1a2NGVyAA1PVyyQPGG".utf8)) == "1a2NGVy1a1PVyyQPGG")
    #expect(text(MangledName.type("l1a2NGVyAA009Gre_GkaIiVG".utf8)) == "1a2NGVy1a009Gre_GkaIiVG")
    // NB: a constrained extension's signature is left out, as the runtime's own spelling leaves it out.
    #expect(
      text(MangledName.type("l1a2NGVyAA1XVAASiRszlE11ConstrainedVySi_GG".utf8)) == "1a2NGVy1a1XV1aE11ConstrainedVySi_GG"
    )
  }

  @Test func punycodeIsDecodedAsSwiftEncodesIt() {
    #expect(Punycode.decode("Gre_GkaIi") == "Größe")
    #expect(Punycode.decode("ZZ") == nil)
  }
}

extension NameLengths {
  /// A type for generic arguments.
  struct Ddd {}
}
