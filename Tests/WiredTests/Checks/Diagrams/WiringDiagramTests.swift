import SampleApp
import Testing
import Wired

@Suite struct WiringDiagramTests {
  @Test func aSceneIsDrawnWithWeakReferencesDashedAndMissingDependenciesMarked() {
    let scene = SceneCreator.make()
    scene.router = nil
    let diagram = wiringDiagram(scene)
    #expect(
      diagram.dot == """
        digraph Wired {
          rankdir=LR;
          node [shape=box, fontname="Helvetica"];
          n0 [label="SceneViewController"];
          n1 [label="SceneAInteractor"];
          n2 [label="ScenePresenter"];
          n0 -> n1 [label="interactor"];
          n1 -> n2 [label="presenter"];
          n2 -> n0 [label="view", style=dashed];
          m0 [label="nil", shape=plaintext, fontcolor=red];
          n0 -> m0 [label="router: SceneRouter?", style=dashed, color=red, fontcolor=red];
        }

        """)
    #expect(
      diagram.mermaid == """
        flowchart LR
          n0["SceneViewController"]
          n1["SceneAInteractor"]
          n2["ScenePresenter"]
          n0 -- "interactor" --> n1
          n1 -- "presenter" --> n2
          n2 -. "view" .-> n0
          m0(("nil"))
          n0 -. "router: SceneRouter? (missing)" .-> m0
          style m0 stroke:red,color:red
          linkStyle 3 stroke:red,color:red

        """)
  }

  /// A spy's record of its declared methods lives in Wired's base class, nil until the first call: none of the
  /// app's to inject, so never drawn as missing, as the injection check never counts it.
  @Test func aSpysOwnOptionalsAreNeverDrawnAsMissing() {
    let model = QuietlySpiedModel()
    let diagram = wiringDiagram(model)
    #expect(!diagram.mermaid.contains("missing"))
    #expect(!diagram.dot.contains("declaration"))
    #expect(checkInjections(model).passed)
  }

  /// A model whose spy nothing has called yet.
  private final class QuietlySpiedModel {
    let analytics = DeclaredAnalyticsSpy()
  }

  @Test func unownedReferencesAreDottedAndACycleIsRed() {
    let owner = Owner()
    owner.part = Part(owner: owner)
    #expect(wiringDiagram(owner).dot.contains("n1 -> n0 [label=\"owner (unowned)\", style=dotted];"))
    let ring = Node.ring(2)
    let failures = captureFailures { assertNoRetainCycles(ring[0]) }
    #expect(
      failures.first?.attachments.first?.content.contains(
        "n0 -> n1 [label=\"next\", color=red, fontcolor=red, penwidth=2];") == true)
    Node.unlink(ring)
  }

  @Test func aRecursiveInjectionFailureAttachesThePartOfTheGraphInvolved() {
    let scene = SceneCreator.make(.forgetsView)
    let failures = captureFailures { assertAllInjected(scene) }
    let dot = failures.first?.attachments.first { $0.name == "SceneViewController-injection.dot" }?.content ?? ""
    #expect(dot.contains("n3 -> m0 [label=\"view: SceneDisplayLogic?\", style=dashed, color=red, fontcolor=red];"))
  }
}
