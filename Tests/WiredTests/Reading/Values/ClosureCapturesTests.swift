import Testing

@testable import WiredReading

/// The read of a closure's context: each kind of capture reads as what its capture list says, a closure whose context
/// is one object names that object, a value that holds no reference keeps nothing, and whatever the reader cannot
/// prove (a value that holds a reference, a mutable capture of an object, a generic capture, a C function) may keep
/// anything. A wrong offset or kind reads another field or another object, and
/// a weak-only closure reads as keeping something.
@Suite struct ClosureCapturesTests {
  private final class Model: Sendable {
    func refresh() {}
    func handler() -> @Sendable () -> Void { { self.refresh() } }
  }

  @Test func theSelfCheckPassesOnThisRuntime() {
    #expect(ClosureCaptures.isSound)
  }

  @Test func aClosureOfNoCapturesKeepsNothing() {
    let closure: () -> Void = {}
    #expect(ClosureCaptures.read(closure) == .nothing)
    #expect(isNothing(ClosureCaptures.kept(by: closure)))
  }

  @Test func weakAndUnownedCapturesKeepNothing() {
    let model = Model()
    let other = Model()
    let weak: () -> Void = { [weak model] in model?.refresh() }
    let unowned: () -> Void = { [unowned model] in model.refresh() }
    let both: (Int) -> Void = { [weak model, unowned(unsafe) other] _ in
      model?.refresh()
      other.refresh()
    }
    let asyncWeak: @Sendable () async -> Void = { [weak model] in model?.refresh() }
    for closure in [weak, unowned, both, asyncWeak] as [Any] {
      #expect(ClosureCaptures.read(closure) == .keepsNoObject)
      #expect(isNothing(ClosureCaptures.kept(by: closure)))
    }
    withExtendedLifetime((model, other)) {}
  }

  @Test func aHandlerOfOneObjectNamesThatObject() {
    let model = Model()
    let handler = model.handler()
    let expected: AnyObject = model
    let read = ClosureCaptures.read(handler)
    #expect(read == ClosureCaptures.Reading.object(expected))
    guard case .object(let kept) = ClosureCaptures.kept(by: handler) else {
      Issue.record("expected the handler to keep its model")
      return
    }
    #expect(ObjectIdentifier(kept) == ObjectIdentifier(model))
  }

  private struct Title {
    let text: String
    let count: Int
  }

  private struct Holder {
    let model: Model
    let label: String
  }

  // NB: formed unoptimized in every build, so that its capture stays generic: an optimized build would specialize it.
  @_optimize(none)
  private static func generic<Value>(_ value: Value) -> () -> Void { { _ = value } }

  @Test func valuesThatHoldNoReferenceKeepNothing() {
    let model = Model()
    let label = "refresh \(Int.random(in: 0...9))"
    let title = Title(text: label, count: label.count)
    let aString: () -> Int = { label.count }
    let aStruct: () -> Int = { title.count }
    let weakAndAString: () -> Void = { [weak model] in _ = (model, label) }
    var edited = label
    let mutableString: () -> Void = { edited += "!" }
    edited = "other"
    for closure in [aString, weakAndAString, mutableString] as [Any] {
      #expect(ClosureCaptures.read(closure) == .keepsNoObject)
      #expect(isNothing(ClosureCaptures.kept(by: closure)))
    }
    #if DEBUG
      #expect(ClosureCaptures.read(aStruct) == .keepsNoObject)
      #expect(isNothing(ClosureCaptures.kept(by: aStruct)))
    #else
      // NB: an optimized build forms this context in a way the reader does not prove: it may keep anything, which is
      // said, never that it keeps nothing.
      #expect([.keepsNoObject, .mayKeep].contains(ClosureCaptures.read(aStruct)))
    #endif
  }

  @Test func aValueThatHoldsAReferenceAMutableObjectAGenericCaptureAndACFunctionMayKeepAnything() {
    let model = Model()
    let label = "refresh \(Int.random(in: 0...9))"
    let holder = Holder(model: model, label: label)
    let aStructOfAnObject: () -> Void = { holder.model.refresh() }
    let aStringAndAnObject: () -> Void = { _ = (model, label) }
    var boxed = Model()
    let mutableObject: () -> Void = { boxed.refresh() }
    boxed = Model()
    // NB: its capture is named by its generic parameter, which only the closure's metadata sources make.
    let genericCapture = Self.generic(label)
    let cFunction: @convention(c) () -> Void = {}
    for closure in [aStructOfAnObject, aStringAndAnObject, mutableObject, genericCapture, cFunction] as [Any] {
      #expect(ClosureCaptures.read(closure) == .mayKeep)
      #expect(isAnything(ClosureCaptures.kept(by: closure)))
    }
    #expect(ClosureCaptures.read(model) == .mayKeep)
    let strong: () -> Void = { model.refresh() }
    #expect(!isNothing(ClosureCaptures.kept(by: strong)))
  }

  private func isNothing(_ kept: ClosureCaptures.Kept) -> Bool {
    if case .nothing = kept { true } else { false }
  }

  private func isAnything(_ kept: ClosureCaptures.Kept) -> Bool {
    if case .anything = kept { true } else { false }
  }
}
