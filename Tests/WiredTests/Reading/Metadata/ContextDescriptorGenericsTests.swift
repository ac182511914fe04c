import Foundation
import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// Generic parameters as their descriptors say: only a type parameter's argument is a type's metadata.
@Suite struct GenericParameterTests {
  private struct Ring<let count: Int> {}
  private struct Packed<each Element> {}
  private struct Pair<First, Second> {}
  private final class Buffer<let capacity: Int, Element> {}

  @Test func eachParameterHasItsKindAndAValueIsNeverReadAsAType() {
    let value = ContextDescriptor.GenericParameter(kind: .value, hasKeyArgument: true)
    let type = ContextDescriptor.GenericParameter(kind: .type, hasKeyArgument: true)
    #expect(ContextDescriptor(of: Ring<3>.self)?.genericParameterList == [value])
    #expect(ContextDescriptor(of: Pair<Int, String>.self)?.genericParameterList == [type, type])
    #expect(
      ContextDescriptor(of: Packed<Int, String>.self)?.genericParameterList == [
        .init(kind: .typePack, hasKeyArgument: true)
      ])
    #expect(ContextDescriptor(of: Buffer<4, Int>.self)?.genericParameterList == [value, type])
    #expect(TypeKind.firstGenericArgument(of: Ring<3>.self) == nil)
    #expect(TypeKind.firstGenericArgument(of: Buffer<4, Int>.self) == nil)
    #expect(
      TypeKind.firstGenericArgument(of: Pair<Int, String>.self).map(ObjectIdentifier.init) == ObjectIdentifier(Int.self)
    )
  }
}
