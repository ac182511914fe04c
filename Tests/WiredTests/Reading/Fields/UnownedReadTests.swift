import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// An `unowned` reference is read from where it lies and taken only while its object lives: the runtime's own load
/// of a released one stops the process.
@Suite struct UnownedReadTests {
  private final class Owner {}

  private final class Part {
    unowned let owner: Owner
    init(_ owner: Owner) { self.owner = owner }
  }

  /// The address of `part`'s one field, read while `part` lives.
  private func withField<Result>(of part: Part, _ body: (UnsafeRawPointer) -> Result) -> Result {
    let offset = try! #require(FieldLayout.of(Part.self).fields.first?.offset)
    return withExtendedLifetime(part) { body(UnsafeRawPointer(Unmanaged.passUnretained(part).toOpaque()) + offset) }
  }

  @Test func aLiveObjectIsTakenAndIsTheOneReferredTo() throws {
    try #require(UnownedRead.isAvailable)
    let owner = Owner()
    let part = Part(owner)
    let read = withField(of: part) { UnownedRead.object(at: $0) }
    #expect(read === owner)
  }

  @Test func aReleasedObjectIsNeverTaken() throws {
    try #require(UnownedRead.isAvailable)
    var owner: Owner? = Owner()
    let part = Part(owner!)
    owner = nil
    #expect(withField(of: part) { UnownedRead.object(at: $0) } == nil)
  }

  @Test func theRuntimeRetainsOnlyAnObjectThatLives() throws {
    let tryRetain = try #require(RuntimeFunctions.tryRetain)
    let object = Owner()
    let address = Unmanaged.passUnretained(object).toOpaque()
    #expect(tryRetain(address) == address)
    Unmanaged<Owner>.fromOpaque(address).release()
  }
}
