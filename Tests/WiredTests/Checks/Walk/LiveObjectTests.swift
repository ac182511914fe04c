import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// The one read of a live library object: its `let`s of an existential type, each at its offset, to find the
/// executor it belongs to. Each owner puts the `let` at another offset (after a byte, after a generic field, in a
/// subclass); a wrong offset reads another field, or garbage, and the owner is not found confined.
@Suite struct LiveObjectTests {
  private protocol Loop: AnyObject {}
  private final class PlainObject: Loop {}

  private class Base {
    var flag: Int8 = 1
    let name = "base"
  }

  private final class BoundAfterAByte: Base {
    var count: Int8 = 2
    let eventLoop: any SerialExecutor
    init(_ loop: any SerialExecutor) { eventLoop = loop }
  }

  private final class BoundAfterGenerics<First, Second> {
    let first: First
    var second: Second
    let eventLoop: any SerialExecutor
    init(_ first: First, _ second: Second, _ loop: any SerialExecutor) {
      self.first = first
      self.second = second
      eventLoop = loop
    }
  }

  private final class HoldsAnObjectThatIsNoExecutor {
    let loop: any Loop = PlainObject()
  }

  private final class HoldsAnExecutorInAVar {
    var eventLoop: any SerialExecutor
    init(_ loop: any SerialExecutor) { eventLoop = loop }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aLetOfExistentialTypeIsReadAtItsOffsetInEveryShapeOfOwner() {
    let loop = LibraryRunningLoop()
    #expect(LiveObject.confinement(of: BoundAfterAByte(loop)) == .confined)
    #expect(LiveObject.confinement(of: BoundAfterGenerics(Int8(3), "two", loop)) == .confined)
    #expect(LiveObject.confinement(of: BoundAfterGenerics("one", (1.5, Int8(2)), loop)) == .confined)
    #expect(LiveObject.confinement(of: BoundAfterGenerics([1, 2], Optional<Int16>.none, loop)) == .confined)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func anObjectThatIsNoExecutorOrAVarIsNotConfinement() {
    #expect(LiveObject.confinement(of: HoldsAnObjectThatIsNoExecutor()) == nil)
    // NB: a `var` may change while it is read, so it is never read, whatever it holds.
    #expect(LiveObject.confinement(of: HoldsAnExecutorInAVar(LibraryRunningLoop())) == nil)
  }
}
