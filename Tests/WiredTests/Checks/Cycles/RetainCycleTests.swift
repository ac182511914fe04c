import SampleApp
import Testing
import Wired
import WiredTestSupport

@Suite struct RetainCycleTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func observableStorageIsNamedAsDeclaredInMessagesAndExceptions() {
    let coordinator = FlowCoordinator.make()
    defer { coordinator.child = nil }
    let line = #line + 1
    let failures = captureFailures { assertNoRetainCycles(coordinator) }
    expectFailure(
      """
      Expected no strong reference cycle in the graph of FlowCoordinator, but found 1

        Cycle 1, at the root:
          FlowCoordinator.child: FlowChild? → FlowChild
          FlowChild.coordinator: FlowCoordinator? → FlowCoordinator
          Break it: make FlowChild.coordinator weak

      Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
      """,
      line: line,
      in: failures
    )
    #expect(captureFailures { assertNoRetainCycles(coordinator, except: ["child.coordinator"]) }.isEmpty)
    #expect(captureFailures { assertNoRetainCycles(coordinator, except: ["_child._coordinator"]) }.isEmpty)
    #expect(checkRetainCycles(coordinator).cycles.first?.closingReference.path == "coordinator")
  }

  @Test func aWeakReferenceInsideAPropertyWrapperIsWeak() {
    let screen = makeWrappedScreen()
    #expect(checkRetainCycles(screen).cycles.isEmpty)
    #expect(captureFailures { assertNoRetainCycles(screen) }.isEmpty)
    #expect(captureFailures { assertNoLeaks { makeWrappedScreen() } }.isEmpty)
    #expect(wiringDiagram(screen).mermaid.contains(#"n1 -. "screen" .-> n0"#))
  }

  @Test func scenarioOnesStrongBackReferenceIsACycleWithTheReferenceToWeaken() {
    let scene = LeakyCreator.make()
    let line = #line + 1
    let failures = captureFailures { assertNoRetainCycles(scene) }
    expectFailure(
      """
      Expected no strong reference cycle in the graph of SceneViewController, but found 1

        Cycle 1, at the root:
          SceneViewController.interactor: SceneBusinessLogic? → SceneAInteractor
          SceneAInteractor.presenter: ScenePresentationLogic? → LeakyPresenter
          LeakyPresenter.view: SceneDisplayLogic? → SceneViewController
          Break it: make LeakyPresenter.view weak

      Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
      """,
      line: line,
      in: failures
    )
    #expect(
      failures.first?.attachments.map(\.name) == [
        "SceneViewController-retain-cycles.dot", "SceneViewController-retain-cycles.mmd",
      ])
    breakCycle(scene)
  }

  @Test func weakAndUnownedBackReferencesAreNoCycle() {
    expectNoFailure { assertNoRetainCycles(SceneCreator.make()) }
    let owner = Owner()
    owner.part = Part(owner: owner)
    expectNoFailure { assertNoRetainCycles(owner) }
  }

  @Test func cyclesOfLengthOneToFiveAreEachFoundOnce() {
    for length in 1...5 {
      let ring = Node.ring(length)
      let cycles = checkRetainCycles(ring[0]).cycles
      #expect(cycles.count == 1)
      #expect(cycles.first?.references.count == length)
      #expect(cycles.first?.closingReference.description == "Node.next: Node? → Node")
      Node.unlink(ring)
    }
  }

  @Test func aCycleThroughACollectionADictionaryAndAnEnumPayloadIsNamedByItsPath() {
    let parent = Node("parent")
    let child = Node("child")
    parent.children = [Node("other"), child]
    child.byName = ["up": parent]
    let runner = Node("runner")
    runner.state = .running(runner)
    parent.next = runner
    let cycles = checkRetainCycles(parent).cycles
    #expect(
      cycles.map(\.description) == [
        "Node.children[1] → Node.byName[\"up\"] → Node",
        "Node.state.running → Node",
      ])
    #expect(cycles.map(\.pathFromRoot) == ["", "next"])
    child.byName = [:]
    runner.state = .idle
  }

  @Test func anObjectReachedTwiceIsNoCycle() {
    let top = Node("top")
    let left = Node("left")
    let right = Node("right")
    let shared = Node("shared")
    top.children = [left, right]
    left.next = shared
    right.next = shared
    top.byName = ["again": shared]
    #expect(checkRetainCycles(top).cycles.isEmpty)
  }

  @Test func twoCyclesAreBothReportedAndAnUnsafeReferenceIsNamed() {
    let root = Node("root")
    let first = Node("first")
    let second = Node("second")
    root.children = [first, second]
    first.next = root
    second.byName = ["root": root]
    second.unsafeNext = first
    let line = #line + 1
    let failures = captureFailures { assertNoRetainCycles(root, message: "two links back") }
    expectFailure(
      """
      two links back - Expected no strong reference cycle in the graph of Node, but found 2

        Cycle 1, at the root:
          Node.children[0]: [Node] → Node
          Node.next: Node? → Node
          Break it: make Node.next weak

        Cycle 2, at the root:
          Node.children[1]: [Node] → Node
          Node.byName["root"]: [String: Node] → Node
          Break it: remove Node from Node.byName when it is done, or keep its elements in a box that holds them weakly

        unowned(unsafe), which keeps nothing alive and is never checked:
          children[1].unsafeNext: Node? unowned(unsafe)

      Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
      """,
      line: line,
      in: failures
    )
    #expect(
      checkRetainCycles(root).unsafeReferences == [
        GraphFinding(path: "children[1].unsafeNext", type: "Node?", note: "unowned(unsafe)")
      ])
    root.children = []
  }

  @Test func anExceptedReferenceClosesNoCycleAndAStaleEntryFails() {
    let root = Node("root")
    let child = Node("child")
    root.children = [child]
    child.next = root
    expectNoFailure { assertNoRetainCycles(root, except: ["children[0].next"]) }
    let line = #line + 1
    let failures = captureFailures { assertNoRetainCycles(root, except: ["children[0].nxt"]) }
    expectFailure(
      """
      Expected no strong reference cycle in the graph of Node, but found 1

        Cycle 1, at the root:
          Node.children[0]: [Node] → Node
          Node.next: Node? → Node
          Break it: make Node.next weak

        Stale except: entries (name no stored property):
          "children[0].nxt" (did you mean "children[0].next"?)

      Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
      Correct or remove the stale entries: an entry that names nothing hides nothing, and may hide a typo.
      """,
      line: line,
      in: failures
    )
    child.next = nil
  }

  @Test func aValueRootAndAGraphLargerThanTheScopeAllows() {
    let ring = Node.ring(3)
    #expect(checkRetainCycles((label: "ring", first: ring[0])).cycles.count == 1)
    var scope = GraphScope.appModules
    scope.visitLimit = 2
    let report = checkRetainCycles(ring[0], scope: scope)
    #expect(!report.isComplete)
    #expect(!report.passed)
    let line = #line + 1
    let failures = captureFailures { assertNoRetainCycles(ring[0], scope: scope) }
    expectFailure(
      """
      Expected to check every object in the graph of Node for retain cycles

        Stopped after visiting 2 values: the graph is larger than the scope allows.

      Narrow the walk with scope: (.only(["MyModule"]), .excluding([…])) or raise visitLimit.
      """,
      line: line,
      in: failures
    )
    Node.unlink(ring)
  }

  private func breakCycle(_ scene: SceneViewController) {
    (try? wired(scene, path: "interactor.presenter", as: LeakyPresenter.self))?.view = nil
  }
}

/// A service behind a protocol that is not class-bound: its existential is boxed when erased to `Any` again.
private protocol SyncService {}
private final class SyncEngine: SyncService {
  var owner: SyncOwner?
}
private final class SyncOwner {
  var service: (any SyncService)?
  var services: [any SyncService] = []
}

@Suite struct ExistentialIdentityTests {
  @Test func anObjectBehindANonClassBoundProtocolKeepsItsIdentityInEveryWalk() {
    let owner = SyncOwner()
    let engine = SyncEngine()
    owner.service = engine
    owner.services = [engine, engine]
    engine.owner = owner
    defer { engine.owner = nil }
    let cycles = checkRetainCycles(owner).cycles
    #expect(
      cycles.map(\.description) == [
        "SyncOwner.service → SyncEngine.owner → SyncOwner", "SyncOwner.services[0] → SyncEngine.owner → SyncOwner",
        "SyncOwner.services[1] → SyncEngine.owner → SyncOwner",
      ])
    #expect(wiringSnapshot(owner).contains("services[1] → SyncEngine (also at service)"))
  }
}
