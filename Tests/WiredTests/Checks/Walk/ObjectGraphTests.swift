import Testing

@testable import WiredChecks
@testable import WiredReading

// The app code of these tests: a small tree whose leaf two branches share, with a weak way back.

private final class Leaf {}

private final class Branch {
  var left: Leaf?
  var right: Leaf?
  weak var tree: Tree?
  var spare: Leaf?
  let size = 3
}

private final class Tree {
  var branch: Branch?
  var sizes = [1, 2, 3]
  var leaves: [Leaf] = []
}

/// A tree whose branch holds one leaf twice, with the tree reached back weakly: three objects.
private func sharedLeafTree() -> (Tree, Leaf) {
  let tree = Tree()
  let branch = Branch()
  let leaf = Leaf()
  branch.left = leaf
  branch.right = leaf
  branch.tree = tree
  tree.branch = branch
  return (tree, leaf)
}

@Suite struct ObjectGraphTests {
  @Test func eachObjectIsOneNodeInBreadthFirstOrderAndASharedOneIsMetOnce() {
    let (tree, _) = sharedLeafTree()
    let graph = ObjectGraph(from: tree, scope: .appModules)
    #expect(graph.nodes.map(\.typeName) == ["Tree", "Branch", "Leaf"])
    let edges = graph.edges.map { "\(graph.nodes[$0.from].typeName).\($0.label) → \(graph.nodes[$0.to].typeName)" }
    #expect(edges == ["Tree.branch → Branch", "Branch.left → Leaf", "Branch.right → Leaf", "Branch.tree → Tree"])
    #expect(graph.edges.map(\.ownership) == [.strong, .strong, .strong, .weak])
    #expect(graph.nodes[2].parentEdge == 1, "the leaf is reached first by left")
  }

  @Test func theNilOptionalsOfEveryObjectAreListedWithTheirOwners() {
    let (tree, _) = sharedLeafTree()
    let graph = ObjectGraph(from: tree, scope: .appModules)
    #expect(graph.nilOptionals.map { "\(graph.nodes[$0.owner].typeName).\($0.label)" } == ["Branch.spare"])
  }

  @Test func aWeakReferenceIsRecordedButItsTargetIsWalkedOnlyByAWalkOfEveryReference() {
    let tree = Tree()
    let branch = Branch()
    branch.tree = tree
    let strong = ObjectGraph(from: branch, scope: .appModules)
    #expect(strong.nodes.map(\.typeName) == ["Branch", "Tree"])
    #expect(strong.nodes.map(\.isExplored) == [true, false])
    #expect(strong.nilOptionals.map(\.label) == ["left", "right", "spare"], "the tree's nil branch is not read")
    let every = ObjectGraph(from: branch, scope: .appModules, extent: .everyReference)
    #expect(every.nodes.map(\.isExplored) == [true, true])
    #expect(every.nilOptionals.map(\.label) == ["left", "right", "spare", "branch"])
    withExtendedLifetime(tree) {}
  }

  @Test func aRootOnlyWalkReadsTheRootsPropertiesAndNoFurther() {
    let (tree, _) = sharedLeafTree()
    #expect(ObjectGraph(from: tree, scope: .appModules).nilOptionals.map(\.label) == ["spare"])
    let graph = ObjectGraph(from: tree, scope: .appModules, extent: .rootOnly)
    #expect(graph.nodes.map(\.typeName) == ["Tree", "Branch"])
    #expect(graph.nilOptionals.isEmpty, "the branch's nil spare is not read")
  }

  @Test func theElementsOfACollectionAreNodesAndTheWalkStopsAtTheScopesLimit() {
    let tree = Tree()
    tree.leaves = (0..<10).map { _ in Leaf() }
    #expect(ObjectGraph(from: tree, scope: .appModules).nodes.count == 11)
    var scope = GraphScope.appModules
    scope.visitLimit = 4
    let cut = ObjectGraph(from: tree, scope: scope)
    #expect(cut.isTruncated)
    #expect(cut.nodes.count < 11)
  }

  @Test func aValueThatCanHoldNoReferenceIsPassedOverWhole() {
    let tree = Tree()
    tree.sizes = Array(0..<1_000)
    let graph = ObjectGraph(from: tree, scope: .appModules)
    #expect(graph.valuesVisited < 10, "the thousand integers are not visited one by one")
  }
}
