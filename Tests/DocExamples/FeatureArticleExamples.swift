// swift-format-ignore-file
// NB: the documentation's examples stand here verbatim; formatting would change them.
import Testing
import Wired
import SampleApp

// The examples of the articles on snapshots, containers, the leak trait and adoption mode, each verbatim
// (Scripts/check-doc-code.py checks that they match). The snapshots are checked in beside this file.

@Suite struct PinningWiringWithSnapshotsArticle {
  @Test func sceneWiring() {
    assertWiringSnapshot(SceneCreator.make())
  }

  @Test func partOfTheGraph() {
    assertWiringSnapshot(SceneCreator.make(), named: "shallow", depth: 1)
  }
}

@Suite struct CheckingAWholeContainerArticle {
  @Test func everyServiceResolvesWired() {
    let container = Container()
    assertContainerWired([
      ContainerService(SettingsViewController.self, except: ["debugMenu"]) { container.makeSettings() },
    ])
  }

  @Test func everyServiceIsReleasedToo() {
    let container = Container()
    let services = [
      ContainerService(SettingsViewController.self, except: ["debugMenu"]) { container.makeSettings() },
    ]
    assertContainerWired(services, checking: [.injection, .retainCycles, .leaks])
  }
}

#if compiler(>=6.1)
  @Suite(.checksLeaks) struct ProfileSceneLeakTests {
    @Test func loadsTheProfile() async {
      let scene = trackForMemoryLeaks(SceneCreator.make())
      await scene.load()
    }
  }
#endif

@Suite struct CheckingLeaksInSwiftTestingArticle {
  @Test func partOfATest() async {
    await withLeakTracking {
      trackForMemoryLeaks(SceneCreator.make())
    }
  }
}

@Suite(.reportingFailures(to: .warnings)) struct LegacyCheckoutTests {
  @Test func checkoutIsInjected() {
    assertAllInjected(Container().makeSettings())
  }
}
