import Synchronization
import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// The metadata reads that rest on the ABI alone: each type's kind, its value witness flags, a struct's first generic
/// argument and an object inside an `Any`, against what Swift itself says of the same types.
@Suite struct TypeKindTests {
  private struct Plain { var number: Int }
  private struct Unique: ~Copyable { var number: Int }
  private enum Choice {
    case one
    case two(String)
  }
  private final class Object {}

  private class Base {}
  private class Middle: Base {}
  private final class Leaf: Middle {}

  @Test func aClassesLevelsAreItselfThenEachSuperclassAndAValuesIsItself() {
    #expect(TypeKind.levels(of: Leaf.self).map { "\($0)" } == ["Leaf", "Middle", "Base"])
    #expect(TypeKind.levels(of: Plain.self).map { "\($0)" } == ["Plain"])
    #expect(TypeKind.levels(of: Object.self).count == 1)
  }

  @Test func eachKindIsTheOneTheRuntimeGives() {
    #expect(TypeKind.of(Plain.self) == .struct)
    #expect(TypeKind.of(Choice.self) == .enum)
    #expect(TypeKind.of(Int?.self) == .optional)
    #expect(TypeKind.of(Object.self) == .class)
    #expect(TypeKind.of((Int, String).self) == .tuple)
    #expect(TypeKind.of(((Int) -> Int).self) == .function)
    #expect(TypeKind.of((any GuardedService).self) == .existential)
    #expect(TypeKind.of(Int.Type.self) == .metatype)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func theValueWitnessFlagsSayWhatTheCompilerKnows() {
    #expect(TypeKind.isCopyable(Plain.self))
    #expect(!TypeKind.isCopyable(unsafeBitCast(Unique.self as any ~Copyable.Type, to: Any.Type.self)))
    #expect(TypeKind.isTriviallyDestroyable(Plain.self) == _isPOD(Plain.self))
    #expect(!TypeKind.isTriviallyDestroyable(String.self))
    #expect(TypeKind.isBitwiseBorrowable(Plain.self))
    let mutex = unsafeBitCast(Mutex<Int>.self as any ~Copyable.Type, to: Any.Type.self)
    #expect(!TypeKind.isBitwiseBorrowable(mutex))
    #expect(ObjectIdentifier(TypeKind.firstGenericArgument(ofStruct: mutex)) == ObjectIdentifier(Int.self))
    #expect(ObjectIdentifier(TypeKind.firstGenericArgument(ofStruct: [String].self)) == ObjectIdentifier(String.self))
  }

  @Test func anObjectInsideAnAnyIsFoundWhetherOrNotItWasBoxedAgain() {
    let object = Object()
    let direct: Any = object
    let existential: any Sendable = GuardedBox()
    let reboxed: Any = existential
    #expect(Existential.object(in: direct) === object)
    #expect(Existential.object(in: reboxed) === (existential as AnyObject))
    #expect(Existential.object(in: Plain(number: 1)) == nil)
  }
}
