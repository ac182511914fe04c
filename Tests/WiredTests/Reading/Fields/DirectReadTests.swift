import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// Reads of stored fields at their offsets, against what the runtime's reflection reads of the same fields: every
/// shape of field a walk meets, in classes with superclasses, generic classes of one to three parameters, and structs
/// with padding.
@Suite struct DirectReadTests {
  private protocol Service: AnyObject {}
  private final class Engine: Service {}

  private class Base {
    let small: Int8 = 7
    var name = "base"
  }

  private final class Owner<First, Second, Third>: Base {
    let flag = true
    var first: First
    var pair: (Second, Third)
    var service: (any Service)?
    weak var delegate: Engine?
    var nothing: Engine?

    init(_ first: First, _ second: Second, _ third: Third, delegate: Engine) {
      self.first = first
      pair = (second, third)
      self.delegate = delegate
      super.init()
    }
  }

  private final class OneParameterOwner<Element> {
    var elements: [Element]
    let count: Int16 = 3
    weak var parent: Engine?
    init(_ elements: [Element]) { self.elements = elements }
  }

  private struct Padded {
    var byte: UInt8 = 1
    var engine = Engine()
    var word: Int64 = -2
    var label: String? = "padded"
  }

  /// Each field read at its offset, or `nil` where the runtime reads it, beside the runtime's own read of it.
  private func fieldReads(of value: Any, base: UnsafeRawPointer) -> [(direct: Any?, runtime: Any)] {
    var levels: [Mirror] = []
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
      levels.insert(current, at: 0)
      mirror = current.superclassMirror
    }
    let plans = FieldReadPlan.plans(of: type(of: value), levels: levels.map { ($0.subjectType, $0.children.count) })
    let direct = plans.map { plan -> DirectRead? in
      guard case .direct(let read) = plan else { return nil }
      return read
    }
    let runtime = levels.flatMap { $0.children.map(\.value) }
    #expect(direct.count == runtime.count)
    return zip(direct, runtime).map { read, value in (read.map { $0.read(base) }, value) }
  }

  private func same(_ direct: Any, _ runtime: Any) -> Bool {
    let (direct, runtime) = (Unwrapped.value(direct), Unwrapped.value(runtime))
    if let left = direct.flatMap(Existential.object(in:)), let right = runtime.flatMap(Existential.object(in:)) {
      return left === right
    }
    return String(describing: direct) == String(describing: runtime)
  }

  #if !canImport(ObjectiveC)
    @Test func aGenericSubclassOfThreeParametersIsReadAtItsOffsetsAsTheRuntimeReadsIt() {
      let engine = Engine()
      let owner = Owner(Engine(), "two", 3.5, delegate: engine)
      owner.service = engine
      let reads = withExtendedLifetime(owner) {
        fieldReads(of: owner, base: UnsafeRawPointer(Unmanaged.passUnretained(owner).toOpaque()))
      }
      #expect(reads.count == 8)
      #expect(reads.allSatisfy { $0.direct != nil }, "an optional existential is stored inline, and read so")
      for (direct, runtime) in reads {
        guard let direct else { continue }
        #expect(same(direct, runtime), "\(direct) was read at its offset, the runtime read \(runtime)")
      }
    }

    @Test func aGenericClassOfOneParameterWithANilWeakReferenceIsReadAsTheRuntimeReadsIt() {
      let single = OneParameterOwner([Engine(), Engine()])
      let reads = withExtendedLifetime(single) {
        fieldReads(of: single, base: UnsafeRawPointer(Unmanaged.passUnretained(single).toOpaque()))
      }
      #expect(reads.allSatisfy { $0.direct != nil })
      for (direct, runtime) in reads { #expect(same(direct!, runtime)) }
      #expect(Unwrapped.value(reads[2].direct!) == nil)
    }

    @Test func aStructWithPaddingIsReadAtItsOffsets() {
      let padded = Padded()
      let reads = withUnsafeBytes(of: padded) { bytes in fieldReads(of: padded, base: bytes.baseAddress!) }
      #expect(reads.count == 4)
      for (direct, runtime) in reads { #expect(same(direct!, runtime)) }
    }
  #endif
}
