import Synchronization
import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// The declared type of a noncopyable field, which Swift's reflection hides on Linux: made from the name the compiler
/// left in the symbol table and checked against it, for owners of every shape; never read as empty or as another type.
@Suite struct HiddenFieldTypeTests {
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func aPrivateStateInAMutexIsReadInOwnersOfOneTwoAndThreeParameters() {
    let owners: [AnyObject] = [
      Single<Int>(nil), GuardedPair<Int, String>(nil), Registry<String, Int>(nil), Triple<Int, String, Double>(nil),
      GuardedPair<NameLengths.A, [NameLengths.A]>(nil),
    ]
    for owner in owners {
      let report = checkInjections(owner)
      #expect(report.unreadable == [], "\(type(of: owner))")
      #expect(report.missing.map(\.description) == ["guarded.service: GuardedService?"], "\(type(of: owner))")
    }
    expectNoFailure { assertAllInjected(GuardedPair<Int, String>(LocalGuardedService())) }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func aPrivateStateGenericOverAConstrainedOwnerIsReadWithTheOwnersWitnessTables() {
    let report = checkInjections(ConstrainedCache<Int, GuardedBox>())
    #expect(report.unreadable == [])
    #expect(report.missing.map(\.description) == ["entries.fallback: GuardedBox?"])
  }

  @Test func theTypeMadeMustBeTheTypeNamed() throws {
    let mangled = try #require(_mangledTypeName(NameLengths.Bb.self))
    let named = try #require(MangledName.type(mangled.utf8))
    #expect(MangledTypeResolver.matches(named, NameLengths.Bb.self))
    #expect(!MangledTypeResolver.matches(named, NameLengths.Ccc.self))
    #expect(!MangledTypeResolver.matches(named, [NameLengths.Bb].self))
  }

  @Test func aRecordNamedByAnAccessorFunctionAfterPaddingIsHiddenAndAnyOtherIsTheRuntimes() {
    func naming(_ bytes: [UInt8]) -> FieldDescriptor.Naming {
      bytes.withUnsafeBytes { FieldDescriptor.naming(ofMangledName: $0.baseAddress!) }
    }
    #expect(naming([0x09, 1, 2, 3, 4, 0]) == .accessorFunction)
    #expect(naming([0xFF, 0xFF, 0x09, 1, 2, 3, 4, 0]) == .accessorFunction)
    #expect(naming(Array("yt".utf8) + [0]) == .mangledName)
    #expect(naming(Array("x".utf8) + [0]) == .mangledName)
    // NB: a record named by a mangled name was resolved by the runtime, in its owner's context, to the type it gave:
    // `()` for `Box<Void>.value`, whose record names the parameter `x`.
    let bytes = Array("x".utf8) + [0]
    bytes.withUnsafeBytes { buffer in
      let record = FieldDescriptor.Record(name: "value", mangledTypeName: buffer.baseAddress!)
      #expect(HiddenFieldType.resolve(record, in: TokenHolder.self) == nil)
    }
  }
}
