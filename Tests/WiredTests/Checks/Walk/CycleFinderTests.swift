import Testing
import WiredTestSupport

@testable import WiredChecks
@testable import WiredReading

/// The cycles of `root`'s graph along strong references, each as the labels of its edges.
private func strongCycles(of root: AnyObject, limit: Int = 20) -> (cycles: [[String]], isComplete: Bool) {
  let graph = ObjectGraph(from: root, scope: .appModules)
  let result = CycleFinder.cycles(in: graph, limit: limit) { $0.ownership == .strong }
  return (result.cycles.map { $0.map { graph.edges[$0].label } }, result.isComplete)
}

@Suite struct CycleFinderTests {
  @Test func aRingIsOneCycleFoundOnceFromItsNodeNearestTheRoot() {
    let ring = Node.ring(3)
    defer { Node.unlink(ring) }
    let found = strongCycles(of: ring[0])
    #expect(found.cycles == [["next", "next", "next"]])
    #expect(found.isComplete)
  }

  @Test func anObjectThatHoldsItselfIsACycleOfOneEdge() {
    let node = Node("self")
    node.next = node
    defer { node.next = nil }
    #expect(strongCycles(of: node).cycles == [["next"]])
  }

  @Test func aWeakOrUnownedWayBackIsNoCycle() {
    let first = Node("first")
    let second = Node("second")
    first.next = second
    second.weakNext = first
    #expect(strongCycles(of: first).cycles.isEmpty)
    let owner = Owner()
    owner.part = Part(owner: owner)
    #expect(strongCycles(of: owner).cycles.isEmpty)
  }

  @Test func twoCyclesThroughOneObjectAreTwoAndTheLimitCutsTheSearch() {
    let hub = Node("hub")
    let left = Node("left")
    let right = Node("right")
    hub.children = [left, right]
    left.next = hub
    right.next = hub
    defer { (left.next, right.next) = (nil, nil) }
    #expect(strongCycles(of: hub).cycles == [["children[0]", "next"], ["children[1]", "next"]])
    let cut = strongCycles(of: hub, limit: 1)
    #expect(cut.cycles.count == 1)
    #expect(!cut.isComplete)
  }

  @Test func aCycleWhollyInsideALibraryIsTheLibrarysDesign() {
    let library = GraphScope(
      excludedModules: ModuleName.system, onlyModules: nil, libraryModules: ["WiredTestSupport"])
    let counting = { (edge: ObjectGraph.Edge) in edge.ownership == .strong }
    let group = LibraryEventLoopGroup.singleton
    #expect(CycleFinder.cycles(in: ObjectGraph(from: group, scope: library), counting: counting).cycles.isEmpty)
    let judged = ObjectGraph(from: group, scope: library.including(["WiredTestSupport"]))
    #expect(CycleFinder.cycles(in: judged, counting: counting).cycles.count == 2, "judged, the same graph has two")
  }
}
