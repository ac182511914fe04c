import Testing

@testable import WiredChecks

private final class Token {}

private struct Point: Equatable {
  let x: Int
}

private struct Opaque {
  let name: String
}

@Suite struct AnyEqualityTests {
  @Test func equatableValuesCompareWithEqualsAndOptionalLayersAreLookedThrough() {
    #expect(AnyEquality.equal(Point(x: 1), Point(x: 1)))
    #expect(!AnyEquality.equal(Point(x: 1), Point(x: 2)))
    #expect(AnyEquality.equal(Optional(Optional(3)) as Any, 3))
    #expect(AnyEquality.equal(Int?.none as Any, String?.none as Any), "two nils are equal whatever they wrap")
    #expect(!AnyEquality.equal(Int?.none as Any, 0))
    #expect(!AnyEquality.equal(1, "1"), "another type is never equal")
  }

  @Test func objectsCompareByIdentityTuplesByElementAndTheRestByDescription() {
    let token = Token()
    #expect(AnyEquality.equal(token, token))
    #expect(!AnyEquality.equal(token, Token()))
    #expect(AnyEquality.equal((1, "a"), (1, "a")))
    #expect(!AnyEquality.equal((1, "a"), (1, "b")))
    #expect(AnyEquality.equal(Opaque(name: "a"), Opaque(name: "a")))
    #expect(!AnyEquality.equal(Opaque(name: "a"), Opaque(name: "b")))
  }

  @Test func aValueFoundEqualsTheExpectedOneOnlyAsItsOwnType() {
    #expect(AnyEquality.equal(Point(x: 1) as Any, to: Point(x: 1)))
    #expect(!AnyEquality.equal(1 as Any, to: Int8(1)))
  }
}
