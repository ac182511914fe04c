import Synchronization
import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// How each shape of stored field is read, decided once per type: copied only where the runtime says its type can be
/// copied, an `unowned` reference never loaded by the runtime, a noncopyable value only in place.
@Suite struct FieldReadTests {
  private protocol Service: AnyObject {}
  private final class Engine: Service {}
  private struct Slot<Tag>: ~Copyable { var engine: Engine? }

  private final class EveryShape {
    var number = 1
    var service: (any Service)? = Engine()
    weak var weakEngine: Engine?
    unowned let unownedEngine: Engine
    unowned(unsafe) var unsafeEngine: Engine?
    var slot = Slot<Int>(engine: nil)
    var optionalSlot: Slot<Int>? = nil

    init(_ engine: Engine) { unownedEngine = engine }
  }

  private func plans(of type: Any.Type) -> [FieldReadPlan] {
    FieldReadPlan.plans(of: type, levels: [(type, RuntimeFunctions.fieldCount(of: type))])
  }

  private func name(_ plan: FieldReadPlan) -> String {
    switch plan {
    case .direct(let read): read.isWeak ? "direct weak" : "direct"
    case .runtime: "runtime"
    case .inPlace: "in place"
    case .unowned: "unowned"
    case .unownedUnsafe: "unowned(unsafe)"
    case .notRead: "not read"
    case .unreadable: "unreadable"
    }
  }

  @Test func eachShapeIsReadTheOneWayThatCannotStopTheProcess() {
    let names = plans(of: EveryShape.self).map(name)
    if DirectRead.isAvailable {
      #expect(names == ["direct", "direct", "direct weak", "unowned", "unowned(unsafe)", "in place", "in place"])
    } else {
      #expect(names == ["runtime", "runtime", "runtime", "not read", "not read", "in place", "in place"])
    }
  }

  private struct Wrapped<Value> {
    var wrappedValue: Value
  }

  private final class Passed {
    let name = "a"
    var count = 2
    var pair = (1, 2)
    var title: String? = "b"
    var _storage = Wrapped(wrappedValue: 3)
    var engine = Engine()
  }

  /// What a walk passes over is not even read: a plain property of a struct, enum, tuple or optional type it names. A
  /// class, and generated storage (`_name`, whose wrapper may be unreadable) are read whatever it says.
  @Test func aPlainPropertyOfATypePassedOverIsNotRead() throws {
    let passed = Passed()
    let all = try #require(FieldReader.properties(of: passed))
    #expect(all.map(\.label) == ["name", "count", "pair", "title", "_storage", "engine"])
    let read = try #require(FieldReader.properties(of: passed, passingOver: { _, _ in true }))
    if DirectRead.isAvailable {
      #expect(read.map(\.label) == ["_storage", "engine"])
    } else {
      #expect(read.map(\.label) == all.map(\.label), "a field the runtime copies out is read as before")
    }
    let some = try #require(FieldReader.properties(of: passed, passingOver: { type, _ in type == Int.self }))
    #expect(
      some.map(\.label)
        == (DirectRead.isAvailable ? ["name", "pair", "title", "_storage", "engine"] : all.map(\.label)))
  }

  @Test func whatEachPlanReadsNeverCopiesANoncopyableValue() throws {
    let engine = Engine()
    let shapes = EveryShape(engine)
    let properties = try #require(FieldReader.properties(of: shapes))
    #expect(
      properties.map(\.name) == [
        "number", "service", "weakEngine", "unownedEngine", "unsafeEngine", "slot", "optionalSlot",
      ])
    if UnownedRead.isAvailable { #expect(properties[3].value as AnyObject === engine) }
    #expect(Unwrapped.value(properties[4].value) == nil, "a nil unowned(unsafe) reference reads as nil")
    #expect((properties[5].value as? NoncopyableValue)?.properties.map(\.name) == ["engine"])
    #expect((properties[6].value as? UnreadableValue)?.reason == "a noncopyable value, which Wired cannot read")
  }
}
