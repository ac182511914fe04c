import Testing
import Wired

extension LargeInputs {
  /// Every helper terminates on hostile graphs, in bounded time, with the right answer, and never mutates what it reads.
  @Suite struct GraphAttackTests {
    /// A ring of `count` objects, each holding the next strongly.
    final class Ring {
      var next: Ring?
      var dependency: Leaf?

      static func make(_ count: Int) -> [Ring] {
        let rings = (0..<count).map { _ in Ring() }
        for (index, ring) in rings.enumerated() { ring.next = rings[(index + 1) % count] }
        return rings
      }
    }

    @Test func cyclesOfEveryLengthAreFoundOnceAndEveryWalkEnds() {
      for length in 1...64 {
        let ring = Ring.make(length)
        defer { for node in ring { node.next = nil } }
        let cycles = checkRetainCycles(ring[0]).cycles
        #expect(cycles.count == 1 && cycles.first?.references.count == length, "length \(length)")
        #expect(checkInjections(ring[0]).missing.count == length, "length \(length)")
        #expect(wiringDiagram(ring[0]).dot.components(separatedBy: "[label=\"next\"]").count - 1 == length)
        let around = Array(repeating: "next", count: length * 3).joined(separator: ".")
        #expect((try? wired(ring[0], path: WiringPath(around), as: Ring.self)) === ring[0])
      }
    }

    @Test func aMillionElementArrayIsWalkedAndIndexedInBoundedTime() throws {
      final class Holder {
        var numbers = Array(0..<1_000_000)
        var items: [Leaf]? = []
      }
      let holder = Holder()
      #expect(try wired(holder, path: "numbers[999999]", as: Int.self) == 999_999)
      #expect(captureFailures { assertWired(holder, path: "numbers[1000000]", to: 0) }.count == 1)
      #expect(checkInjections(holder).missing.isEmpty)
      #expect(checkRetainCycles(holder).cycles.isEmpty)
    }

    @Test func aGraphLargerThanTheScopeFailsInsteadOfHanging() {
      final class Holder {
        var items = (0..<200_000).map { Leaf("\($0)") }
      }
      var scope = GraphScope.appModules
      scope.visitLimit = 50_000
      let holder = Holder()
      #expect(!checkInjections(holder, scope: scope).isComplete)
      #expect(!checkRetainCycles(holder, scope: scope).isComplete)
    }

    @Test func mirrorsThatLieOrNeverEndAreNotAskedTheStoredFieldsAreRead() throws {
      let liar = Liar()
      #expect(try wired(liar, path: "hidden", as: String.self) == "hidden")
      #expect(throws: WiringError.self) { try wired(liar, path: "claimed", as: Any.self) }
      #expect(checkRetainCycles(liar).cycles.isEmpty)
      #expect(checkInjections(liar).missing.isEmpty)

      var scope = GraphScope.appModules
      scope.visitLimit = 5_000
      #expect(checkInjections(Bottomless(), scope: scope).isComplete)
      #expect(checkRetainCycles(Bottomless(), scope: scope).passed)
      #expect(wiringDiagram(Bottomless(), scope: scope).dot.count < 1_000)
      #expect(throws: WiringError.self) { try wired(Bottomless(), path: "deeper.object", as: Any.self) }
      #expect(try wired(Bottomless(), path: "depth", as: Int.self) == 0)
    }

    @Test func metatypesClosuresNestedAnysExistentialsAndActorsAreReadAsTheyAre() throws {
      let root = Varied()
      #expect(try wired(root, path: "anyInAny", as: Int.self) == 5)
      #expect(try wired(root, path: "existential.inner.number", as: Int.self) == 7)
      #expect(try wired(root, path: "metatype", as: Any.Type.self) == Int.self)
      #expect(throws: WiringError.self) { try wired(root, path: "closure", as: (() -> Int).self) }
      #expect(try wired(root, path: "closure", as: Any.self) is () -> Int)
      // NB: an actor's state is its executor's to read: a path stops at the actor.
      #expect(throws: WiringError.self) { try wired(root, path: "counterActor.count", as: Int.self) }
      #expect(try wired(root, path: "point.0", as: Int.self) == 1)
      #expect(captureFailures { assertWired(root, path: "optionalOfOptional", to: Int.self) }.count == 1)
      #expect(
        checkInjections(root).missing.map(\.path) == ["next", "parent"])
      #expect(checkInjections(root, counting: .all).missing.map(\.path).contains("optionalOfOptional"))
      #expect(checkRetainCycles(root).cycles.isEmpty)
      #expect(Varied.lazyTriggers == 0)
    }

    @Test func anObjectReleasedWhileItIsReflectedCrashesNothing() {
      for _ in 0..<100 {
        let releasing = Releasing()
        _ = try? wired(releasing, path: "child.name", as: Any.self)
        _ = checkInjections(Releasing()).missing
        _ = checkRetainCycles(Releasing()).cycles
        _ = wiringDiagram(Releasing())
        #expect(assertNoLeaks { Releasing() })
      }
    }

    @Test func reflectionNeverMutatesTheGraphOrTriggersALazyProperty() {
      let root = Varied()
      root.next = Varied()
      defer { root.next = nil }
      let before = (root.services.count, root.numbers, root.byName.count, root.next?.name)
      _ = captureFailures {
        assertWired(root, path: "next.expensive", to: "computed")
        assertAllInjected(root)
        assertNoRetainCycles(root)
        _ = wiringDiagram(root)
      }
      #expect(before.0 == root.services.count && before.1 == root.numbers && before.2 == root.byName.count)
      #expect(before.3 == root.next?.name)
      #expect(Varied.lazyTriggers == 0)
    }
  }
}
