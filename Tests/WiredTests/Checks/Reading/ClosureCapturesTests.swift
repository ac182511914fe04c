import Testing

@testable import WiredReading

/// The read of a closure's context: each kind of capture reads as what its capture list says, and whatever the reader
/// cannot prove weak (a strong capture, a value, a method reference, a C function) may keep an object alive. A wrong
/// offset or kind reads another field or another object, and a weak-only closure reads as `.mayKeep`.
@Suite struct ClosureCapturesTests {
  private final class Model: Sendable {
    func refresh() {}
  }

  @Test func theSelfCheckPassesOnThisRuntime() {
    #expect(ClosureCaptures.isSound)
  }

  @Test func aClosureOfNoCapturesKeepsNothing() {
    let closure: () -> Void = {}
    #expect(ClosureCaptures.read(closure) == .nothing)
    #expect(!ClosureCaptures.mayKeepObjectsAlive(closure))
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
      #expect(ClosureCaptures.read(closure) == .onlyWeakOrUnowned)
      #expect(!ClosureCaptures.mayKeepObjectsAlive(closure))
    }
    withExtendedLifetime((model, other)) {}
  }

  @Test func aStrongCaptureAValueAMethodReferenceAndACFunctionMayKeep() {
    let model = Model()
    let label = "refresh \(Int.random(in: 0...9))"
    let strong: () -> Void = { model.refresh() }
    let twoObjects: () -> Void = { [weak model] in _ = (model, label) }
    var boxed = Model()
    let mutableCapture: () -> Void = { boxed.refresh() }
    boxed = Model()
    let method: () -> Void = model.refresh
    let cFunction: @convention(c) () -> Void = {}
    for closure in [strong, twoObjects, mutableCapture, method, cFunction] as [Any] {
      #expect(ClosureCaptures.read(closure) == .mayKeep)
      #expect(ClosureCaptures.mayKeepObjectsAlive(closure))
    }
    #expect(ClosureCaptures.read(model) == .mayKeep)
  }
}
