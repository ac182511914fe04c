import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// The self-check at first use: it passes on this Swift, it notices a read that misses, and a check made after a miss
/// reads nothing in place and says why.
@Suite struct InPlaceSelfCheckTests {
  @Test func everyKindOfStorageOfTheFixtureReadsBackOnThisSwift() {
    #expect(InPlaceSelfCheck.misses() == [])
    #expect(InPlaceSelfCheck.problem == nil)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func aReadThatGivesAnotherValueIsAMiss() {
    // NB: the fixture holds 0x5EED; expecting another number makes every numeric read a miss.
    #expect(
      InPlaceSelfCheck.misses(expected: 1) == [
        "mutex (it read back another value)", "word (it read back another value)", "token (it read back another value)",
      ])
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func afterAMissNothingIsReadInPlaceAndTheFieldSaysWhy() {
    let (client, source) = LockedClient.wired()
    withExtendedLifetime(client) {
      let field = FieldLayout.of(LockedClient.self).field(labelled: "state")!
      let base = UnsafeRawPointer(Unmanaged.passUnretained(client).toOpaque())
      let reason = "in-place reads are off for this run: Wired's self-check could not read its own mutex (…)"
      let read = InPlaceRead.contents(of: field.declaredType, at: base + field.offset!, selfCheck: reason)
      #expect((read as? UnreadableValue)?.reason == reason)
      #expect(InPlaceRead.contents(of: field.declaredType, at: base + field.offset!, selfCheck: nil) is ClientState)
    }
    withExtendedLifetime(source) {}
  }
}
