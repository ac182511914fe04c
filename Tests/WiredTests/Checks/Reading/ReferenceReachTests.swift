import Foundation
import Testing

@testable import Wired
@testable import WiredChecks

/// What a value of a type can hold, from the runtime's description of the type: a walk passes over a value only when
/// no part of its type can hold what the check looks for.
@Suite struct ReferenceReachTests {
  private final class Engine {}
  private struct Document {
    var title: String
    var pages: [Int]
    var subtitle: String?
  }
  private struct Wrapped<Value> { var value: Value }
  private enum Node {
    case leaf(Int)
    indirect case pair(Node, Node)
  }
  private enum Payload {
    case none
    case engine(Engine)
  }
  private struct Closure { var run: () -> Void }

  @Test func numbersStringsAndDocumentsOfThemHoldNoReference() {
    for type: Any.Type in [Int.self, String.self, Date.self, [Int].self, [String: Double].self, Document.self] {
      #expect(!ReferenceReach.of(type).contains(.references), "\(type)")
    }
    #expect(ReferenceReach.of(Document.self) == .optionals)
    #expect(ReferenceReach.of(Wrapped<Int>.self) == [])
  }

  @Test func objectsClosuresExistentialsAndWhatHoldsThemDo() {
    for type: Any.Type in [
      Engine.self, Closure.self, (any Sendable).self, [Engine].self, Wrapped<Engine?>.self, Payload.self,
      Result<Engine, any Error>.self, (Int, Engine).self,
    ] {
      #expect(ReferenceReach.of(type).contains(.references), "\(type)")
    }
  }

  @Test func aTypeThatHoldsItselfIsDecidedWithoutLooping() {
    #expect(ReferenceReach.of(Node.self) == .anything)
    #expect(!ReferenceReach.of(Wrapped<Node?>.self).isEmpty)
  }

  @Test func anEnumsPayloadsAreTheRuntimesGenericOnesIncluded() throws {
    let payloads = try #require(FieldDescriptor.payloadTypes(of: Result<Engine, any Error>.self))
    #expect(payloads.map(ObjectIdentifier.init) == [ObjectIdentifier(Engine.self), ObjectIdentifier((any Error).self)])
    #expect(
      FieldDescriptor.payloadTypes(of: Payload.self)?.map(ObjectIdentifier.init) == [ObjectIdentifier(Engine.self)])
  }
}
