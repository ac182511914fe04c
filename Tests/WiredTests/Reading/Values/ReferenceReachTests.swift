import Foundation
import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

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

  private indirect enum Schema {
    case string(format: String?, pattern: String?)
    case array(items: Schema)
    case object(properties: [String: Schema], required: [String])
    case oneOf([Either])
  }
  private enum Either {
    case reference(String)
    case schema(Schema)
  }
  private indirect enum Tree {
    case leaf(Engine)
    case branch([Tree])
  }
  private struct Forest {
    var trees: [Grove]
  }
  private struct Grove {
    var forest: Forest?
    var keeper: (() -> Void)?
  }

  @Test func aTypeThatHoldsItselfHoldsWhatItsOtherPartsHold() {
    // NB: a value is finite, so the part that recurses adds nothing; it was taken to hold anything, and a document of
    // such schemas was walked value by value.
    #expect(ReferenceReach.of(Node.self) == [])
    #expect(ReferenceReach.of(Schema.self) == .optionals)
    #expect(ReferenceReach.of(Either.self) == .optionals)
    #expect(ReferenceReach.of(Wrapped<Node?>.self) == .optionals)
    #expect(ReferenceReach.of(Tree.self) == .references)
    // NB: through another type, the closure found after the recursion: the first round's answer is contradicted.
    #expect(ReferenceReach.of(Forest.self) == .anything)
    #expect(ReferenceReach.of(Grove.self) == .anything)
  }

  @Test func aTuplesElementsAreItsOwnTypes() {
    #expect(ReferenceReach.of((Int, String?).self) == .optionals)
    #expect(ReferenceReach.of((count: Int, label: String).self) == [])
    #expect(ReferenceReach.of((Int, () -> Void).self) == .references)
  }

  @Test func aTuplesElementTypesAreReadAndCheckedOnce() throws {
    #expect(TupleElements.isSound)
    let types = try #require(TupleElements.types(of: (name: String, engine: Engine?, Int).self))
    #expect(types.map(ObjectIdentifier.init) == [String.self, Engine?.self, Int.self].map(ObjectIdentifier.init))
    #expect(TupleElements.types(of: Int.self) == nil)
    #expect(TupleElements.types(of: Void.self)?.isEmpty == true)
    // NB: the check fails when the layout is not the one it reads: elements a word apart read back other types.
    #expect(TupleElements.misses(elementWords: 1).count == 3)
    // NB: with the check off, no tuple is read: its reach is then anything, and its values are walked.
    #expect(TupleElements.types(of: (Int, String).self, checked: false) == nil)
  }

  @Test func anEnumsPayloadsAreTheRuntimesGenericOnesIncluded() throws {
    let payloads = try #require(FieldDescriptor.payloadTypes(of: Result<Engine, any Error>.self))
    #expect(payloads.map(ObjectIdentifier.init) == [ObjectIdentifier(Engine.self), ObjectIdentifier((any Error).self)])
    #expect(
      FieldDescriptor.payloadTypes(of: Payload.self)?.map(ObjectIdentifier.init) == [ObjectIdentifier(Engine.self)])
  }
}
