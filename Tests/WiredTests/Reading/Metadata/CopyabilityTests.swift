import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// Whether a type can be copied is the runtime's answer when it checks a generic requirement: these fail first if it
/// stops refusing a noncopyable type, and the value witness flag is shown to be no answer for a generic one.
@Suite struct CopyabilityTests {
  private struct Token: ~Copyable { var number: Int }
  private struct Slot<Tag>: ~Copyable { var tag: Tag }
  fileprivate struct Conditional<Wrapped: ~Copyable>: ~Copyable { var count = 0 }
  private struct Ring<let count: Int> { var number = 0 }

  private func raw<T: ~Copyable>(_ type: T.Type) -> Any.Type { unsafeBitCast(type, to: Any.Type.self) }

  @Test func theValueWitnessFlagSaysNothingOfAGenericNoncopyableTypesInstances() {
    #expect(TypeKind.valueWitnessFlags(of: raw(Token.self)) & TypeKind.isNonCopyableFlag != 0)
    #expect(TypeKind.valueWitnessFlags(of: raw(Slot<Int>.self)) & TypeKind.isNonCopyableFlag == 0)
    #expect(TypeKind.valueWitnessFlags(of: raw(Optional<Slot<Int>>.self)) & TypeKind.isNonCopyableFlag == 0)
  }

  @Test func everyNoncopyableShapeIsRefusedGenericInstancesAndOptionalsIncluded() {
    #expect(Copyability.isSound)
    #expect(!TypeKind.isCopyable(raw(Token.self)))
    #expect(!TypeKind.isCopyable(raw(Slot<Int>.self)))
    #expect(!TypeKind.isCopyable(raw(Optional<Slot<String>>.self)))
    #expect(!TypeKind.isCopyable(raw(Conditional<Token>.self)))
  }

  @Test func everyCopyableShapeIsCopyableConditionalOnesByTheirArguments() {
    for type: Any.Type in [
      Int.self, [String: Int].self, Int?.self, (Int, String).self, (() -> Void).self, (any Sendable).self,
      Int.Type.self, Ring<3>.self,
    ] {
      #expect(TypeKind.isCopyable(type), "\(type)")
    }
    #expect(TypeKind.isCopyable(raw(Conditional<Int>.self)))
  }
}

extension CopyabilityTests.Conditional: Copyable where Wrapped: Copyable {}
