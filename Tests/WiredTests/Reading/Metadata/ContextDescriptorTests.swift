import Foundation
import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// The context descriptor reader, against the ABI's rules for relative pointers and against the runtime's own names.
@Suite struct ContextDescriptorTests {
  /// A buffer of `words` 32-bit slots at an address aligned for pointers, with a pointer slot after them.
  private func withBuffer(_ body: (UnsafeMutableRawPointer) -> Void) {
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
    defer { buffer.deallocate() }
    buffer.initializeMemory(as: UInt8.self, repeating: 0, count: 64)
    body(buffer)
  }

  @Test func aDirectPointerAtAnOddDistanceLeadsThereAndIsNeverTakenForAnIndirectOne() {
    withBuffer { buffer in
      buffer.storeBytes(of: 13, toByteOffset: 8, as: Int32.self)
      #expect(RelativePointer.target(at: buffer + 8, indirectable: false) == UnsafeRawPointer(buffer + 21))
    }
  }

  @Test func anIndirectablePointerWithItsLowBitSetLeadsThroughItsSlot() {
    withBuffer { buffer in
      let target = UnsafeRawPointer(bitPattern: 0x1234_5678)!
      buffer.storeBytes(of: target, toByteOffset: 32, as: UnsafeRawPointer.self)
      buffer.storeBytes(of: 24 | 1, toByteOffset: 8, as: Int32.self)
      #expect(RelativePointer.target(at: buffer + 8, indirectable: true) == target)
      buffer.storeBytes(of: 24, toByteOffset: 8, as: Int32.self)
      #expect(RelativePointer.target(at: buffer + 8, indirectable: true) == UnsafeRawPointer(buffer + 32))
      buffer.storeBytes(of: 0, toByteOffset: 8, as: Int32.self)
      #expect(RelativePointer.target(at: buffer + 8, indirectable: true) == nil)
    }
  }

  /// Whether this binary was built with the address sanitizer, whose red zones align every string it emits.
  private var isAddressSanitized: Bool {
    dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil
  }

  @Test func everyNameIsReadWhereverItLiesAndSomeLieAtAnOddDistance() {
    var oddDistances = 0
    for (type, name) in NameLengths.all {
      let descriptor = ContextDescriptor(of: type)
      #expect(descriptor?.kind == .struct)
      #expect(descriptor?.name == name)
      if let address = descriptor?.address, (address + 8).load(as: Int32.self) & 1 != 0 { oddDistances += 1 }
    }
    // NB: the case the reader once took for an indirect pointer must be among them, or the test proves nothing; under
    // the address sanitizer none is, and the synthetic pointers of the first test prove the read.
    #expect(oddDistances > 0 || isAddressSanitized)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func theContextsOfAPrivateNestedTypeLeadToItsOwnerAndModule() throws {
    let owner = try #require(ContextDescriptor(of: GuardedPair<Int, String>.self))
    #expect(owner.kind == .class)
    #expect(owner.name == "GuardedPair")
    #expect(owner.module == "WiredTests")
    #expect(owner.genericParameters.count == 2)
    #expect(owner.genericParameters.keyArguments == 2)
    let constrained = try #require(ContextDescriptor(of: ConstrainedCache<Int, GuardedBox>.self))
    // NB: a witness table for each conformance requirement: Hashable, Sendable (none, a marker) and GuardedService.
    #expect(constrained.genericParameters.count == 2)
    #expect(constrained.genericParameters.keyArguments == 4)
  }

  @Test func aTypeNestedInAnExtensionOfAnotherModulesTypeBelongsToTheModuleThatDeclaresIt() {
    #expect(ContextDescriptor(of: String.WiredTestsExtensionType.self)?.module == "WiredTests")
    #expect(ContextDescriptor(of: String.self)?.module == "Swift")
  }

  @Test func aTypeWithStoredFieldsCountsThemAndHasAFieldDescriptor() {
    #expect(ContextDescriptor(of: LocalGuardedService.self)?.storedFieldCount == 0)
    #expect(ContextDescriptor(of: TokenHolder.self)?.storedFieldCount == 2)
    #expect(ContextDescriptor(of: TokenHolder.self)?.fieldDescriptor != nil)
    #expect(!FieldDescriptor.isMissing(for: TokenHolder.self))
  }
}

extension String {
  /// A type this module declares inside the standard library's `String`.
  struct WiredTestsExtensionType {}
}
